package bloodfang

import (
	"flag"
	"strings"
	"testing"

	"github.com/heatracing/heat/engine/kit/enginetest"
	"github.com/heatracing/heat/engine/rng"
)

var update = flag.Bool("update", false, "rewrite the golden game files and transcripts")

// Golden games: whole games saved as game files, with the transcript a player would read in the
// game log. Replaying a file must give the same transcript; a rules change shows up as a
// readable diff. The games are played by seeded random legal players.
var goldenGames = []struct {
	name string
	cfg  Config
	seed uint64
}{
	{"vanguard-vs-plague", duel("vanguard", "plague"), 1},
	{"bastion-vs-plague-first-by-seed", Config{Seats: []SeatConfig{{Name: "Ann", Deck: "bastion"}, {Name: "Bob", Deck: "plague"}}, First: FirstBySeed, FirstDraw: true}, 4},
	{"plague-mirror-hand-of-7", Config{Seats: []SeatConfig{{Name: "Ann", Deck: "plague"}, {Name: "Bob", Deck: "plague"}}, HandSize: 7}, 9},
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
	for _, gg := range goldenGames {
		t.Run(gg.name, func(t *testing.T) {
			enginetest.Golden(t, gg.name, *update, func(t *testing.T) *Game {
				g, err := New(gg.cfg, gg.seed)
				must(t, err)
				playRandom(g, &rng.Source{S: gg.seed})
				return g
			}, ParseFile, transcript)
		})
	}
}

func TestGameFileErrors(t *testing.T) {
	seats := `{"seats":[{"name":"a"},{"name":"b"}]}`
	for _, tt := range []struct{ name, file, want string }{
		{"garbage", "{", "not a Blood Fang game file"},
		{"future version", `{"version":9,"game":"bloodfang","config":{},"seed":1,"actions":[]}`, "version 9"},
		{"other game", `{"version":1,"game":"heat","config":{},"seed":1,"actions":[]}`, "heat"},
		{"bad config", `{"version":1,"game":"bloodfang","config":{"seats":[]},"seed":1,"actions":[]}`, "2 players"},
		{"illegal action", `{"version":1,"game":"bloodfang","config":` + seats + `,"seed":1,"actions":[{"seat":0,"action":{"type":"pass"}}]}`, "action 1"},
	} {
		if _, err := ParseFile([]byte(tt.file)); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want an error mentioning %q", tt.name, err, tt.want)
		}
	}
}
