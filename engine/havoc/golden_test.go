package havoc_test

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/engine/havoc/bot"
	"github.com/heatracing/heat/engine/kit/enginetest"
)

var update = flag.Bool("update", false, "rewrite the golden game files and transcripts")

// Golden games: whole bot games saved as game files, with the transcript a player would read in
// the game log. Replaying a file must give the same transcript; a rules change shows up as a
// readable diff.
var goldenGames = []struct {
	name string
	cfg  engine.Config
	seed uint64
}{
	{"2-players-1-lap", engine.Config{Seats: seats(2), Laps: 1, Cards: 3, Coins: 1}, 1},
	{"4-players-2-laps-2-dice-2-decks", engine.Config{Seats: seats(4), Laps: 2, Dice: 2, Decks: 2, Cards: 5, Coins: 3}, 2},
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
	for _, gg := range goldenGames {
		t.Run(gg.name, func(t *testing.T) {
			enginetest.Golden(t, gg.name, *update, func(t *testing.T) *engine.Game {
				g, err := engine.New(gg.cfg, gg.seed)
				if err != nil {
					t.Fatal(err)
				}
				for !g.Over() {
					seat := g.Pending()[0]
					a, err := bot.Decide(g.View(seat))
					if err != nil {
						t.Fatal(err)
					}
					if err := g.Apply(seat, a); err != nil {
						t.Fatal(err)
					}
				}
				return g
			}, engine.ParseFile, transcript)
		})
	}
}

func TestGameFileErrors(t *testing.T) {
	for _, tt := range []struct{ name, file, want string }{
		{"garbage", "{", "not a Havoc Speedway game file"},
		{"future version", `{"version":9,"game":"havoc","config":{},"seed":1,"actions":[]}`, "version 9"},
		{"other game", `{"version":1,"game":"heat","config":{},"seed":1,"actions":[]}`, "heat"},
		{"bad config", `{"version":1,"game":"havoc","config":{"seats":[]},"seed":1,"actions":[]}`, "2 to 4 players"},
		{"illegal action", `{"version":1,"game":"havoc","config":{"seats":[{"name":"a","colour":"red"},{"name":"b","colour":"blue"}]},"seed":1,"actions":[{"seat":1,"action":{"type":"pick","slot":1}}]}`, "action 1"},
	} {
		if _, err := engine.ParseFile([]byte(tt.file)); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want an error mentioning %q", tt.name, err, tt.want)
		}
	}
}
