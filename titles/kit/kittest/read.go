package kittest

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/wire"
)

// Intent encodes an action as the intent a page submits.
func Intent(a any) []byte {
	b, _ := json.Marshal(a)
	return b
}

// Seen is an update a guest received, read as its page reads it: the view as a V and the events
// as Es, beside the update as it came (for what a test looks for in the JSON itself).
type Seen[V, E any] struct {
	Raw    wire.Update
	View   V
	Events []E
}

// Received are the updates among a guest's raw messages, in order, each read as a V and its events
// as Es; what Updates refuses, a view or an event that does not decode, fails the test.
func Received[V, E any](t testing.TB, msgs [][]byte) []Seen[V, E] {
	t.Helper()
	var out []Seen[V, E]
	for _, u := range Updates(t, msgs) {
		s := Seen[V, E]{Raw: u, Events: make([]E, len(u.Events))}
		if err := json.Unmarshal(u.View, &s.View); err != nil {
			t.Fatalf("a guest received a view that does not decode: %v", err)
		}
		for i, raw := range u.Events {
			if err := json.Unmarshal(raw, &s.Events[i]); err != nil {
				t.Fatalf("a guest received an event that does not decode: %v", err)
			}
		}
		out = append(out, s)
	}
	return out
}

// Updates are the updates among a guest's raw messages (a wire's), in order; a message that is
// not an envelope, an update that does not decode, or no update at all fails the test.
func Updates(t testing.TB, msgs [][]byte) []wire.Update {
	t.Helper()
	var out []wire.Update
	for _, b := range msgs {
		var env wire.Envelope
		if err := json.Unmarshal(b, &env); err != nil {
			t.Fatalf("a guest received a message that is not an envelope: %v", err)
		}
		if env.T != wire.TypeUpdate {
			continue
		}
		var u wire.Update
		if err := json.Unmarshal(env.P, &u); err != nil {
			t.Fatal(err)
		}
		out = append(out, u)
	}
	if len(out) == 0 {
		t.Fatal("a guest received no update")
	}
	return out
}

// Newest returns a function that reads the updates a session has received so far and returns
// the newest view among them (the last one read when none came since), without waiting.
func Newest[V any](t testing.TB, s p2p.Session) func() V {
	var last V
	return func() V {
		for {
			select {
			case u := <-s.Updates():
				var fresh V
				if err := json.Unmarshal(u.View, &fresh); err != nil {
					t.Fatal(err)
				}
				last = fresh
			default:
				return last
			}
		}
	}
}

// Submit submits an action for the session's seat and fails the test if it is refused.
func Submit(t testing.TB, s p2p.Session, action any) {
	t.Helper()
	if err := s.Submit(context.Background(), Intent(action)); err != nil {
		t.Fatalf("%s: %v", Intent(action), err)
	}
}
