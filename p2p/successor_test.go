package p2p_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/wire"
)

// checkpointsFor counts the checkpoints on a guest's wire by the player each is for.
func checkpointsFor(msgs [][]byte) map[string]int {
	out := map[string]int{}
	for _, b := range msgs {
		e, err := wire.Decode(b, wire.Guest)
		if err != nil || e.T != wire.TypeCheckpoint {
			continue
		}
		var c wire.Checkpoint
		if e.Decode(&c) == nil {
			out[c.For]++
		}
	}
	return out
}

// The lobby names the first seated human guest successor; the host may pick another. Only the
// successor receives checkpoints, with a secret of its own: a former successor is told to forget
// its checkpoint, and the key the host names to the server changes.
func TestSuccessorPickedByTheHost(t *testing.T) {
	h := newHost(t, p2p.HostConfig{Options: fast()})
	wires := make([]tape, 3)
	var gs []*p2p.Guest
	for i := range wires {
		gs = append(gs, newGuest(t, p2p.GuestConfig{Name: fmt.Sprintf("G%d", i), Dial: recording(pipeDialer(h, nil), &wires[i]), Options: fast()}))
		eventually(t, "guest connected", 5*time.Second, connected(gs[i])) // join in order
	}
	bot, err := h.AddBot("Bot")
	if err != nil {
		t.Fatal(err)
	}
	ids := make([]string, len(gs))
	for i, g := range gs {
		ids[i] = g.Lobby().You
	}
	if s := h.Lobby().Successor; s != ids[0] {
		t.Fatalf("the lobby names %q successor, want the first guest %q", s, ids[0])
	}
	for _, tc := range []struct {
		id   string
		want string
	}{
		{h.Lobby().You, "cannot run the game"},
		{bot, "cannot run the game"},
		{"nobody", "no such player"},
	} {
		if err := h.SetSuccessor(tc.id); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("SetSuccessor(%q): %v, want %q", tc.id, err, tc.want)
		}
	}
	startMatch(t, h, gs, 3)
	eventually(t, "the first guest's checkpoint", 5*time.Second, func() bool { return gs[0].HoldsCheckpoint() })
	key := h.HandoverKey()
	if key == "" {
		t.Fatal("no handover key once the game started")
	}

	if err := h.SetSuccessor(ids[2]); err != nil {
		t.Fatal(err)
	}
	if s := h.Lobby().Successor; s != ids[2] {
		t.Fatalf("the lobby names %q successor after the pick, want %q", s, ids[2])
	}
	eventually(t, "the pick's checkpoint", 5*time.Second, func() bool { return gs[2].HoldsCheckpoint() })
	eventually(t, "the former successor forgets", 5*time.Second, func() bool { return !gs[0].HoldsCheckpoint() })
	if k := h.HandoverKey(); k == "" || k == key {
		t.Errorf("the handover key did not change with the successor")
	}
	for i := range wires {
		got := checkpointsFor(wires[i].messages())
		for who := range got {
			if who != "" && who != ids[i] {
				t.Errorf("guest %d received a checkpoint for %q", i, who)
			}
		}
		if (got[ids[i]] > 0) != (i != 1) {
			t.Errorf("guest %d received %d checkpoints", i, got[ids[i]])
		}
	}
	if err := h.SetSuccessor(""); err != nil || h.Lobby().Successor != ids[2] {
		t.Errorf("back to the default: %v, successor %q (the successor now stays while it is there)", err, h.Lobby().Successor)
	}
	if !errors.Is(h.SetSuccessor("nobody"), p2p.ErrNoPlayer) {
		t.Error("an unknown player is not ErrNoPlayer")
	}
}
