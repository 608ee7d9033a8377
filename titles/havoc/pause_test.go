package havoc

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles/kit/kittest"
)

// seatView reads what seat sees of g.
func seatView(t *testing.T, g p2p.Match, seat int) View {
	v, _ := kittest.View[View](t, g, seat)
	return v
}

// Every stage ends in a pause only the host ends; saved in a pause, the game loads in it; the
// audit's replay, continues included, rebuilds the same game.
func TestPausesBetweenStages(t *testing.T) {
	g, err := Title.New(json.RawMessage(`{"laps":1}`), kittest.Players(Title, 3), 7)
	if err != nil {
		t.Fatal(err)
	}
	m := func() *game { m, _ := Rules.Of(g); return m }
	cont := json.RawMessage(`{"type":"continue"}`)
	if err := g.Apply(HostSeat, cont); err == nil || !strings.Contains(err.Error(), "not waiting") {
		t.Fatalf("a continue outside a pause: %v", err)
	}
	seen := map[engine.Stage]bool{}
	pauses := 0
	for !g.Over() {
		if m().pause != nil {
			pauses++
			p := m().pause
			seen[p.Ended] = true
			if got := g.Pending(); len(got) != 1 || got[0] != HostSeat {
				t.Fatalf("pending in a pause: %v", got)
			}
			if v := seatView(t, g, 1); v.Pause == nil || v.Pause.Next != p.Next || v.Stage != p.Next {
				t.Fatalf("a guest's view of the pause after %s: %+v", p.Ended, v.Pause)
			}
			if err := g.Apply(1, cont); err == nil || !strings.Contains(err.Error(), "only the host") {
				t.Fatalf("a guest continued: %v", err)
			}
			if pauses == 3 { // save and load inside a pause
				b, _ := g.Save()
				if g, err = Title.Load(b); err != nil {
					t.Fatal(err)
				}
				if m().pause == nil || *m().pause != *p {
					t.Fatalf("loaded in a pause: %+v, want %+v", m().pause, p)
				}
			}
		}
		seat := g.Pending()[0]
		intent, err := g.Auto(seat)
		if err != nil {
			t.Fatal(err)
		}
		if m().pause != nil && seat != HostSeat {
			t.Fatal("a pause waits for someone else")
		}
		if err := g.Apply(seat, intent); err != nil {
			t.Fatalf("seat %d: %s: %v", seat, intent, err)
		}
	}
	for _, st := range []engine.Stage{engine.StageDealer, engine.StageStorm, engine.StageLanes, engine.StageRace} {
		if !seen[st] {
			t.Errorf("no pause after the %s stage", st)
		}
	}
	conts := 0
	for _, a := range kittest.Replays(t, Title, g).Actions {
		if bytes.Equal(a.Intent, cont) {
			conts++
		}
	}
	if conts != pauses {
		t.Errorf("the replay continues %d times, the game did %d", conts, pauses)
	}
}
