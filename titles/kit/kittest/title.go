package kittest

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/heatracing/heat/p2p"
)

// Players are n seats for a title's tests: named A, B, C…, in the title's colours in order.
func Players(title p2p.Title, n int) []p2p.Seat {
	var out []p2p.Seat
	for i := range n {
		out = append(out, p2p.Seat{Name: string(rune('A' + i)), Colour: title.Colours()[i%len(title.Colours())]})
	}
	return out
}

// Settings is one case of a title's CheckSettings: the settings, the number of seats, and a
// part of the refusal's words ("" when the settings are fine). An alias, so that a table of
// cases needs no field names.
type Settings = struct {
	Settings string
	Seats    int
	Want     string
}

// CheckSettings checks that title accepts or refuses each case's settings, in the words wanted.
func CheckSettings(t *testing.T, title p2p.Title, cases []Settings) {
	t.Helper()
	for _, tt := range cases {
		err := title.CheckSettings(json.RawMessage(tt.Settings), Players(title, tt.Seats))
		if (err == nil) != (tt.Want == "") || (err != nil && !strings.Contains(err.Error(), tt.Want)) {
			t.Errorf("%s with %d seats: %v, want %q", tt.Settings, tt.Seats, err, tt.Want)
		}
	}
}

// AutoPlay plays g to its end with Auto for the seat it waits for, through the JSON intents
// the pages submit; at step reload it saves g and plays on from title.Load of the save. each,
// when not nil, runs before every step. It returns the match at its end.
func AutoPlay(t *testing.T, title p2p.Title, g p2p.Match, reload int, each func(g p2p.Match)) p2p.Match {
	t.Helper()
	for steps := 0; !g.Over(); steps++ {
		if steps == reload {
			b, err := g.Save()
			if err != nil {
				t.Fatal(err)
			}
			if g, err = title.Load(b); err != nil {
				t.Fatal(err)
			}
		}
		if each != nil {
			each(g)
		}
		seat := g.Pending()[0]
		intent, err := g.Auto(seat)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(seat, intent); err != nil {
			t.Fatalf("seat %d: %s: %v", seat, intent, err)
		}
	}
	return g
}

// View reads what seat sees of g as a page would: its view decoded as a V, and the SeatView.
func View[V any](t testing.TB, g p2p.Match, seat int) (V, p2p.SeatView) {
	t.Helper()
	var v V
	sv, err := g.View(seat, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(sv.View, &v); err != nil {
		t.Fatal(err)
	}
	return v, sv
}

// Replays checks the audit's replay of g, a match of title: its save taken apart by
// title.Replay, every action applied to the match it starts from in order, saves the same bytes
// again. It returns the replay, for what a title checks beyond that.
func Replays(t *testing.T, title p2p.Title, g p2p.Match) p2p.Replay {
	t.Helper()
	save, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	r, err := title.Replay(save)
	if err != nil {
		t.Fatal(err)
	}
	for i, a := range r.Actions {
		if err := r.Game.Apply(a.Seat, a.Intent); err != nil {
			t.Fatalf("replaying action %d (seat %d: %s): %v", i+1, a.Seat, a.Intent, err)
		}
	}
	again, err := r.Game.Save()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, save) {
		t.Error("the replayed match saves differently from the match")
	}
	return r
}
