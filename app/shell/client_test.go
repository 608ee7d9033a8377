package shell

import (
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
)

// testView and testEvent read any game's updates loosely: enough to see that they arrive.
type (
	testView  map[string]any
	testEvent struct{ N int }
)

type testClient = Client[testView, testEvent]

// A Client gets its session when the session starts, reads the host's updates, is the page's
// current reader, comes back as it is when the solo game is resumed, and turns a refused action
// into an error.
func TestClientHoldsItsSession(t *testing.T) {
	g, ok := titles.Find("bloodfang")
	if !ok {
		t.Fatal("no Blood Fang in the registry")
	}
	c := NewClient[testView](func(e testEvent) int { return e.N })
	s, err := StartSolo(g, SoloSetup{Me: Profile{Name: "Ann", Colour: "red"}, Bots: 1, Settings: g.Settings, Path: "/x"}, c)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { EndSolo(g) })
	if c.Session != s {
		t.Fatal("the client was not handed its session")
	}
	deadline := time.Now().Add(10 * time.Second)
	for c.Snapshot(0).View == nil {
		if time.Now().After(deadline) {
			t.Fatal("no view arrived")
		}
		time.Sleep(5 * time.Millisecond)
	}
	if got := Current[*testClient](); got != c {
		t.Errorf("Current gives %p, want the session's client %p", got, c)
	}
	if got := Current[*otherReader](); got != nil {
		t.Errorf("Current of another reader type gives %v", got)
	}
	again, err := ResumeSoloAs(g, NewClient[testView](func(e testEvent) int { return e.N }))
	if err != nil || again != c {
		t.Errorf("resuming gives %p, %v; want the page's client %p", again, err, c)
	}
	if _, err := ResumeSoloAs(g, &otherReader{}); !errors.Is(err, ErrNoGame) {
		t.Errorf("resuming with another game's reader: %v, want ErrNoGame", err)
	}
	if err := c.Submit(json.RawMessage(`{"type":"no such action"}`)); err == nil {
		t.Error("a refused action gave no error")
	}
}

// otherReader stands for another game's pages.
type otherReader struct{}

func (*otherReader) Take(p2p.Update) {}

// A room of a game read by a Client says the game is over and its result from the newest view,
// and nothing before the first view or of another game's reader.
func TestClientRoomReadsTheNewestView(t *testing.T) {
	fresh := func() *testClient { return NewClient[testView](func(e testEvent) int { return e.N }) }
	over := func(v *testView) bool { return (*v)["over"] == true }
	result := func(v *testView) string { return (*v)["winner"].(string) + " wins" }
	g := ClientRoom(RoomGame{}, fresh, over, result, func(*testClient) app.UI { return nil })
	c := g.Reader().(*testClient)
	if g.Over(c) || g.Result(c) != "" {
		t.Errorf("before a view: over %v, result %q", g.Over(c), g.Result(c))
	}
	c.Take(p2p.Update{SeatView: p2p.SeatView{View: json.RawMessage(`{"over":true,"winner":"Ann"}`)}})
	if !g.Over(c) || g.Result(c) != "Ann wins" {
		t.Errorf("after the last view: over %v, result %q, want Ann wins", g.Over(c), g.Result(c))
	}
	if g.Over(&otherReader{}) || g.Result(&otherReader{}) != "" {
		t.Error("another game's reader reads as over, or with a result")
	}
}
