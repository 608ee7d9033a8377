package p2p_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
)

// startMatch seats a host and n guests (the guests ready) and starts.
func startMatch(t *testing.T, h *p2p.Host, gs []*p2p.Guest, rounds int) {
	t.Helper()
	for _, g := range gs {
		eventually(t, "guest connected", 5*time.Second, connected(g))
		ready(t, g)
	}
	eventually(t, "everyone in the lobby", 5*time.Second, func() bool {
		n := 0
		for _, p := range h.Lobby().Players {
			if p.Connected && !p.Bot && p.Ready {
				n++
			}
		}
		return n == len(gs)+1
	})
	if err := h.Configure(settings(rounds), 0); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
}

func TestMatchInMemory(t *testing.T) {
	t.Parallel() // it mostly waits on its faulty links' delays
	cases := []struct {
		name   string
		faults p2ptest.Faults
	}{
		{"clean", p2ptest.Faults{}},
		{"drops duplicates reordering", p2ptest.Faults{Drop: 0.05, Duplicate: 0.05, Reorder: 0.1}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h := newHost(t, p2p.HostConfig{Options: fast()})
			var faulty []*p2ptest.FaultConn
			var mu sync.Mutex
			seed := uint64(1)
			wrap := func(g, hc p2p.Conn) (p2p.Conn, p2p.Conn) {
				if tc.faults == (p2ptest.Faults{}) {
					return g, hc
				}
				mu.Lock()
				defer mu.Unlock()
				f := tc.faults
				f.Seed = seed
				fg := p2ptest.NewFaultConn(g, f)
				f.Seed = seed + 1000
				fh := p2ptest.NewFaultConn(hc, f)
				seed++
				faulty = append(faulty, fg, fh)
				return fg, fh
			}
			var gs []*p2p.Guest
			wires := make([]tape, 5)
			for i := range 5 {
				d := recording(pipeDialer(h, wrap), &wires[i])
				gs = append(gs, newGuest(t, p2p.GuestConfig{Room: "MEM", Name: fmt.Sprintf("G%d", i), Dial: d, Options: fast()}))
			}
			const rounds = 6
			startMatch(t, h, gs, rounds)
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			ss := []p2p.Session{h}
			for _, g := range gs {
				ss = append(ss, g)
			}
			checkMatch(t, driveAll(ctx, ss...), rounds)
			for i, g := range gs {
				checkNoSecrets(t, g.Seat(), g.Lobby().You, h.Lobby().Successor == g.Lobby().You, wires[i].messages())
			}
			if tc.faults != (p2ptest.Faults{}) {
				var st p2ptest.FaultStats
				mu.Lock()
				defer mu.Unlock()
				for _, f := range faulty {
					s := f.Stats()
					st.Dropped += s.Dropped
					st.Duplicated += s.Duplicated
					st.Reordered += s.Reordered
				}
				t.Logf("faults: %+v", st)
				if st.Dropped == 0 || st.Duplicated == 0 || st.Reordered == 0 {
					t.Fatalf("the faults did not happen: %+v", st)
				}
			}
		})
	}
}
