package p2p_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/internal/toy"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/wire"
)

// fairMatch plays a toy match between a host (title, alter), two guests and a spectator who
// audit it with the honest toy title, and returns the guests and the spectator once the match
// is over.
func fairMatch(t *testing.T, title p2p.Title, alter func(*wire.Reveal) *wire.Reveal, faults p2ptest.Faults) (*p2p.Host, []*p2p.Guest) {
	t.Helper()
	h := newHost(t, p2p.HostConfig{Title: title, Seed: 42, AlterReveal: alter, Options: fast()})
	var mu sync.Mutex
	seed := uint64(1)
	wrap := func(g, hc p2p.Conn) (p2p.Conn, p2p.Conn) {
		if faults == (p2ptest.Faults{}) {
			return g, hc
		}
		mu.Lock()
		defer mu.Unlock()
		f := faults
		f.Seed = seed
		seed++
		return p2ptest.NewFaultConn(g, f), hc
	}
	var gs []*p2p.Guest
	for i := range 2 {
		gs = append(gs, newGuest(t, p2p.GuestConfig{Room: "FAIR", Name: fmt.Sprintf("G%d", i), Dial: pipeDialer(h, wrap), Title: toy.Title{}, RevealWait: time.Second, Options: fast()}))
	}
	for _, g := range gs {
		eventually(t, "the guest's commitment in the lobby", 5*time.Second, func() bool {
			me, ok := g.Lobby().Me()
			return ok && me.Commitment != ""
		})
	}
	watcher := newGuest(t, p2p.GuestConfig{Room: "FAIR", Name: "W", Watch: true, Dial: pipeDialer(h, wrap), Title: toy.Title{}, RevealWait: time.Second, Options: fast()})
	eventually(t, "the spectator connected", 5*time.Second, connected(watcher))
	startMatch(t, h, gs, 3)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	ss := []p2p.Session{h}
	for _, g := range gs {
		ss = append(ss, g)
	}
	checkMatch(t, driveAll(ctx, ss...), 3)
	return h, append(gs, watcher)
}

// audited waits for each guest's audit to end and returns them.
func audited(t *testing.T, gs []*p2p.Guest) []p2p.Audit {
	t.Helper()
	var out []p2p.Audit
	for i, g := range gs {
		eventually(t, fmt.Sprintf("guest %d's audit", i), 10*time.Second, func() bool { return g.Audit().State >= p2p.AuditVerified })
		out = append(out, g.Audit())
	}
	return out
}

func TestFairMatchIsVerified(t *testing.T) {
	for _, tc := range []struct {
		name   string
		faults p2ptest.Faults
	}{
		{"clean", p2ptest.Faults{}},
		{"drops duplicates reordering", p2ptest.Faults{Drop: 0.05, Duplicate: 0.05, Reorder: 0.1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, gs := fairMatch(t, toy.Title{}, nil, tc.faults)
			for i, a := range audited(t, gs) {
				if a.State != p2p.AuditVerified || !strings.HasPrefix(a.Text, "Verified") {
					t.Errorf("guest %d: %+v", i, a)
				}
			}
			// The game's seed is drawn from the host's and both guests' shares: not the host's own.
			save, err := h.Save()
			if err != nil {
				t.Fatal(err)
			}
			r, err := toy.Title{}.Replay(save)
			if err != nil {
				t.Fatal(err)
			}
			if r.Seed == 42 {
				t.Error("the game's seed is the host's own: the guests' shares were not used")
			}
			lobby := h.Lobby()
			if lobby.Commit == "" || lobby.Commit == p2p.Commitment(42, "") {
				t.Errorf("the commitment %q is missing or has no nonce", lobby.Commit)
			}
		})
	}
}

func TestAuditFindsCheating(t *testing.T) {
	cases := []struct {
		name  string
		title p2p.Title
		alter func(*wire.Reveal) *wire.Reveal
		state p2p.AuditState
		text  string
		// others: what the other guests find, by seat (the host plays seat 0, the guests seats 1
		// and 2, the spectator -1), when it is not what the guest in seat 1 finds.
		others map[int]string
	}{
		{
			name:  "a seed that is not the committed one",
			alter: func(rv *wire.Reveal) *wire.Reveal { rv.Seed++; return rv },
			state: p2p.AuditFailed, text: "not the one it committed to",
		},
		{
			name:  "a nonce that is not the committed one",
			alter: func(rv *wire.Reveal) *wire.Reveal { rv.Nonce += "00"; return rv },
			state: p2p.AuditFailed, text: "not the one it committed to",
		},
		{
			name:  "a game file whose seed is not the derived one",
			alter: editSave(func(s *toySave) { s.Seed++ }),
			state: p2p.AuditFailed, text: "seed is not the one drawn",
		},
		{
			name:  "the host's own move altered",
			alter: editSave(func(s *toySave) { alterBid(s, 0) }),
			state: p2p.AuditFailed, text: "not what the host's game file gives",
		},
		{
			name:  "a guest's accepted move replaced",
			alter: editSave(func(s *toySave) { alterBid(s, 1) }),
			state: p2p.AuditFailed, text: "which the host accepted, is not in its game file",
			// only the guest whose move it was can tell it is its own; the others see the scores differ.
			others: map[int]string{2: "not what the host's game file gives", p2p.Spectator: "not what the host's game file gives"},
		},
		{
			name:  "a view the engine never gave",
			title: lyingTitle{},
			state: p2p.AuditFailed, text: "not what the host's game file gives",
			// the lie reached the first guest only: the others saw the truth.
			others: map[int]string{2: "Verified", p2p.Spectator: "Verified"},
		},
		{
			name:  "no reveal",
			alter: func(*wire.Reveal) *wire.Reveal { return nil },
			state: p2p.AuditUnverifiable, text: "did not reveal",
		},
		{
			name:  "a game file that cannot be read",
			alter: func(rv *wire.Reveal) *wire.Reveal { rv.Game = []byte("garbage"); return rv },
			state: p2p.AuditUnverifiable, text: "cannot be read",
		},
		{
			name: "a game file whose moves break the rules",
			// The host's own first move: a guest's would first be missed as its own accepted move.
			alter: editSave(func(s *toySave) { s.Log[firstMove(s, 0)].Intent = json.RawMessage(`{"pick":"SECRET-0-nothing"}`) }),
			state: p2p.AuditFailed, text: "breaks the rules",
		},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			title := tc.title
			if title == nil {
				title = toy.Title{}
			}
			_, gs := fairMatch(t, title, tc.alter, p2ptest.Faults{})
			for i, a := range audited(t, gs) {
				state, text := tc.state, tc.text
				if o, ok := tc.others[gs[i].Seat()]; ok {
					state, text = p2p.AuditFailed, o
					if o == "Verified" {
						state = p2p.AuditVerified
					}
				}
				if a.State != state || !strings.Contains(a.Text, text) {
					t.Errorf("guest in seat %d: %+v, want state %d and %q", gs[i].Seat(), a, state, text)
				}
			}
		})
	}
}

// toySave is the toy's game file.
type toySave struct {
	Settings json.RawMessage `json:"settings"`
	Seats    []p2p.Seat      `json:"seats"`
	Seed     uint64          `json:"seed"`
	Log      []struct {
		Seat   int             `json:"seat"`
		Intent json.RawMessage `json:"intent"`
	} `json:"log"`
}

// editSave alters the revealed game file.
func editSave(f func(*toySave)) func(*wire.Reveal) *wire.Reveal {
	return func(rv *wire.Reveal) *wire.Reveal {
		var s toySave
		if err := json.Unmarshal(rv.Game, &s); err != nil {
			panic(err)
		}
		f(&s)
		rv.Game, _ = json.Marshal(s)
		return rv
	}
}

// alterBid changes the last bid of the player in seat (the host is in seat 0, the first guest
// in seat 1) to another legal bid.
func alterBid(s *toySave, seat int) {
	for i := len(s.Log) - 1; i >= 0; i-- {
		var in toy.Intent
		if s.Log[i].Seat != seat || json.Unmarshal(s.Log[i].Intent, &in) != nil || in.Bid == nil {
			continue
		}
		b := (*in.Bid + 1) % 4
		s.Log[i].Intent, _ = json.Marshal(toy.Intent{Bid: &b})
		return
	}
	panic("no bid to alter")
}

// firstMove is the index of the seat's first move in the game file's log (the seats' picks
// reach the host in any order).
func firstMove(s *toySave, seat int) int {
	for i, l := range s.Log {
		if l.Seat == seat {
			return i
		}
	}
	panic("the seat made no move")
}

// lyingTitle is a host whose engine shows the first guest (seat 1) scores the game file does not
// give.
type lyingTitle struct{ toy.Title }

func (t lyingTitle) New(settings json.RawMessage, seats []p2p.Seat, seed uint64) (p2p.Game, error) {
	g, err := t.Title.New(settings, seats, seed)
	return lyingGame{g}, err
}

type lyingGame struct{ p2p.Game }

func (g lyingGame) View(seat, since int) (p2p.SeatView, error) {
	v, err := g.Game.View(seat, since)
	if err != nil || seat != 1 {
		return v, err
	}
	var tv toy.View
	if json.Unmarshal(v.View, &tv) == nil && tv.Round == 2 && len(tv.Scores) > 0 {
		tv.Scores[0] += 10
		v.View, _ = json.Marshal(tv)
	}
	return v, nil
}
