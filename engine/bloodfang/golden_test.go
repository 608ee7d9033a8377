package bloodfang

import (
	"strings"
	"testing"

	"github.com/heatracing/heat/engine/kit/enginetest"
	"github.com/heatracing/heat/engine/rng"
)

// Golden games: whole games saved as game files, with the transcript a player would read in the
// game log. Replaying a file must give the same transcript; a rules change shows up as a
// readable diff. The games are played by seeded random legal players.
var goldenGames = []enginetest.Case[Config]{
	{Name: "vanguard-vs-plague", Config: duel("vanguard", "plague"), Seed: 1},
	{Name: "bastion-vs-plague-first-by-seed", Config: Config{Seats: []SeatConfig{{Name: "Ann", Deck: "bastion"}, {Name: "Bob", Deck: "plague"}}, First: FirstBySeed, FirstDraw: true}, Seed: 4},
	{Name: "plague-mirror-hand-of-7", Config: Config{Seats: []SeatConfig{{Name: "Ann", Deck: "plague"}, {Name: "Bob", Deck: "plague"}}, HandSize: 7}, Seed: 9},
}

func transcript(g *Game) string {
	var b strings.Builder
	for _, e := range g.Events(Spectator, 0) {
		b.WriteString(Describe(e, g.Names()))
		b.WriteByte('\n')
	}
	return b.String()
}

func TestGoldenGames(t *testing.T) {
	enginetest.Goldens(t, goldenGames, New, func(t *testing.T, g *Game) {
		playRandom(g, &rng.Source{S: g.s.Seed})
	}, FileFormat.Parse, transcript)
}

func TestGameFileErrors(t *testing.T) {
	enginetest.FileErrors(t, FileFormat.Parse, enginetest.BadFiles{
		Game: "bloodfang", Unreadable: "not a Blood Fang game file", BadConfig: `{"seats":[]}`, BadWhy: "2 players",
		Config: `{"seats":[{"name":"a"},{"name":"b"}]}`, Seat: 0, Action: `{"type":"pass"}`,
	})
}
