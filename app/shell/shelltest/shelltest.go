// Package shelltest is the tests every game's pages share, so that no game writes them again:
// a game's test calls them with its own client and views.
package shelltest

import (
	"encoding/json"
	"testing"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/p2p"
)

// Takes checks that a game's client reads what its title sends: an update whose view does not
// decode is refused, never a panic; a view with its events is taken; a stretch of events the host
// sends again, with an event that does not decode, adds nothing. view is a view as the title
// sends it (encoded here, as are events). It returns the view the client read, for the game's own
// checks.
func Takes[V, E any](t *testing.T, c *shell.Client[V, E], view any, events []E) *V {
	t.Helper()
	c.Take(update(json.RawMessage(`{"seat":`), nil))
	if v, _, _ := c.Read(0); v != nil {
		t.Fatal("an unreadable view was taken")
	}
	// Views and events are plain data, which always encode; one that did not would be read as
	// nothing, and fail below.
	v, _ := json.Marshal(view)
	var evs []json.RawMessage
	for _, e := range events {
		b, _ := json.Marshal(e)
		evs = append(evs, b)
	}
	c.Take(update(v, evs))
	c.Take(update(v, append(evs, json.RawMessage(`{"n":"x"}`))))
	got, read, _ := c.Read(0)
	if got == nil || len(read) != len(evs) {
		t.Fatalf("took view %+v and %d events, want %d", got, len(read), len(evs))
	}
	return got
}

func update(view json.RawMessage, events []json.RawMessage) p2p.Update {
	return p2p.Update{SeatView: p2p.SeatView{View: view, Events: events}}
}
