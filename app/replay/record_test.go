package replay_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	myreplay "github.com/heatracing/heat/app/replay"
	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/games"
	"github.com/heatracing/heat/titles"
	"github.com/heatracing/heat/titles/replay"
)

// A puzzle played to its end on this page: My games keeps it with its players and result, its
// file replays and verifies, and the puzzle is marked solved.
func TestAFinishedGameIsKept(t *testing.T) {
	games.Register() // with the platform's pages: My games listens to the sessions
	g, _ := titles.Find("bloodfang")
	var pz titles.Puzzle
	ok := false
	for _, p := range g.Puzzles {
		if p.ID == engine.Puzzles[0].ID {
			pz, ok = p, true
		}
	}
	room, hasRoom := shell.RoomOf(g.ID)
	if !ok || !hasRoom {
		t.Fatal("no Blood Fang puzzle or room")
	}
	// The winning play: the AI has no card, so a play then two passes end the game.
	pos, err := engine.ParsePosition(engine.Puzzles[0].Position, 1)
	if err != nil {
		t.Fatal(err)
	}
	var win engine.Action
	for _, a := range pos.Options(nil, 0) {
		c := pos.Clone()
		if a.Type == engine.ActPlay && c.Apply(0, a) == nil && c.Apply(1, engine.Action{Type: engine.ActPass}) == nil &&
			c.Apply(0, engine.Action{Type: engine.ActPass}) == nil && c.Winner() == 0 {
			win = a
			break
		}
	}
	s, err := shell.StartSolo(g, shell.SoloSetup{Me: shell.Profile{Name: "Ana", Colour: "red"}, Bots: pz.Bots, Settings: pz.Settings, Apart: "puzzle:" + pz.ID}, room.Reader())
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range []engine.Action{win, {Type: engine.ActPass}} {
		b, _ := json.Marshal(a)
		if err := s.Play(b); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	deadline := time.Now().Add(30 * time.Second)
	for len(myreplay.Records()) == 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	rs := myreplay.Records()
	if len(rs) != 1 || rs[0].Game != g.ID || rs[0].Players[0] != "Ana" || !strings.HasPrefix(rs[0].Result, "Ana wins") {
		t.Fatalf("My games holds %+v", rs)
	}
	frag, _ := shell.LoadText("parlor.game." + rs[0].ID)
	f, err := replay.ParseFragment(frag)
	if err != nil {
		t.Fatal(err)
	}
	o, err := replay.Open(t.Context(), f)
	if err != nil || !o.Verdict.OK {
		t.Fatalf("the kept game: %v %+v", err, o)
	}
	// The page ran the game: the file keeps the secret its commitment bound, revealed at the
	// end, and the viewer checks the draw too.
	if f.Fair == nil || !strings.Contains(o.Verdict.Text, "the seed is the one the host committed to before the game, and every move replays") {
		t.Errorf("the kept solo game's draw is not verified: %+v", o.Verdict)
	}
	solved := map[string]bool{}
	if !shell.LoadJSON("parlor.puzzles.solved", &solved) || !solved[pz.ID] {
		t.Error("the puzzle is not marked solved")
	}
}
