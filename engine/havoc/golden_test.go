package havoc_test

import (
	"fmt"
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/engine/havoc/bot"
	"github.com/heatracing/heat/engine/kit/enginetest"
)

// Golden games: whole bot games saved as game files, with the transcript a player would read in
// the game log. Replaying a file must give the same transcript; a rules change shows up as a
// readable diff.
var goldenGames = []enginetest.Case[engine.Config]{
	{Name: "2-players-1-lap", Config: engine.Config{Seats: seats(2), Laps: 1, Cards: 3, Coins: 1}, Seed: 1},
	{Name: "4-players-2-laps-2-dice-2-decks", Config: engine.Config{Seats: seats(4), Laps: 2, Dice: 2, Decks: 2, Cards: 5, Coins: 3}, Seed: 2},
}

func seats(n int) []engine.SeatConfig {
	var out []engine.SeatConfig
	for i := range n {
		out = append(out, engine.SeatConfig{Name: fmt.Sprintf("Bot %d", i+1), Colour: engine.Colours[i]})
	}
	return out
}

func transcript(g *engine.Game) string {
	var b strings.Builder
	for _, e := range g.Events(engine.Spectator, 0) {
		b.WriteString(engine.Describe(e, g.Names()))
		b.WriteByte('\n')
	}
	return b.String()
}

func TestGoldenGames(t *testing.T) {
	enginetest.Goldens(t, goldenGames, engine.New, func(t *testing.T, g *engine.Game) {
		enginetest.PlayOut(t, g, 1_000_000, func(_ int, v engine.View) (engine.Action, error) { return bot.Decide(v) })
	}, engine.FileFormat.Parse, transcript)
}

func TestGameFileErrors(t *testing.T) {
	enginetest.FileErrors(t, engine.FileFormat.Parse, enginetest.BadFiles{
		Game: "havoc", Unreadable: "not a Havoc Speedway game file", BadConfig: `{"seats":[]}`, BadWhy: "2 to 4 players",
		Config: `{"seats":[{"name":"a","colour":"red"},{"name":"b","colour":"blue"}]}`, Seat: 1, Action: `{"type":"pick","slot":1}`,
	})
}
