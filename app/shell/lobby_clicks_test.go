package shell_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/app/shell/shelltest"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
)

// editRecorder is a guest's p2p.Session that keeps the edits its player sends.
type editRecorder struct {
	edits   chan p2p.Edit
	updates chan p2p.Update
	changes chan struct{}
}

func newEditRecorder() *editRecorder {
	return &editRecorder{edits: make(chan p2p.Edit, 4), updates: make(chan p2p.Update), changes: make(chan struct{})}
}

func (r *editRecorder) Submit(context.Context, json.RawMessage) error { return nil }
func (r *editRecorder) Edit(_ context.Context, e p2p.Edit) error {
	r.edits <- e
	return nil
}
func (r *editRecorder) Updates() <-chan p2p.Update                { return r.updates }
func (r *editRecorder) Say(context.Context, string, string) error { return nil }
func (r *editRecorder) Chat() []p2p.ChatLine                      { return nil }
func (r *editRecorder) Changes() <-chan struct{}                  { return r.changes }
func (r *editRecorder) Lobby() p2p.Lobby                          { return p2p.Lobby{} }
func (r *editRecorder) Seat() int                                 { return p2p.Spectator }
func (r *editRecorder) ConnState() p2p.ConnState                  { return p2p.Connected }
func (r *editRecorder) Close() error                              { return nil }

// A guest's Ready button sends what it shows: ready, then not ready once the lobby says so (the
// element stays, and go-app keeps its first handler unless the scope changes).
func TestLobbyReadyTogglesBothWays(t *testing.T) {
	rec := newEditRecorder()
	s := shell.GuestSessionOf(t, rec)
	me := p2p.Player{ID: "g1", Name: "Ada", Colour: "red"}
	l := &shell.Lobby{
		Game: titles.Entry{ID: "heat", Name: "Heat"}, Title: "Race with friends", Session: s,
		State:  shell.State{Lobby: p2p.Lobby{You: "g1", Colours: []string{"red", "blue"}, Players: []p2p.Player{me}}, Conn: p2p.Connected},
		Me:     &shell.Profile{Name: "Ada", Colour: "red"},
		Status: &shell.LobbyStatus{},
	}
	p := shelltest.Mount(t, l.Render)
	l.Ctx = p.Context()
	sent := func() bool {
		t.Helper()
		select {
		case e := <-rec.edits:
			if e.Ready == nil {
				t.Fatalf("the Ready button sent %+v, no readiness", e)
			}
			return *e.Ready
		case <-time.After(5 * time.Second):
			t.Fatal("the Ready button sent nothing")
		}
		return false
	}
	for i, want := range []bool{true, false, true} {
		p.Click("ready")
		if got := sent(); got != want {
			t.Fatalf("click %d on Ready sent ready=%v, want %v", i+1, got, want)
		}
		p.Render(func() { l.State.Lobby.Players[0].Ready = want })
	}
}
