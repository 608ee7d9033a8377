package p2p

import (
	"encoding/json"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p/wire"
)

// newTestMatch starts a steps game for the host and two guests (the second a bot when bot), with
// a turn timer.
func newTestMatch(t *testing.T, timer time.Duration, bot bool) (*match, *steps, []*player) {
	t.Helper()
	l, ps := newTestLobby(t, "Ann")
	if bot {
		if _, err := l.addBot("Jim"); err != nil {
			t.Fatal(err)
		}
	} else {
		p, _ := l.join("Bob", false)
		l.connect(p)
		_ = l.edit(p, Edit{Ready: ptr(true)})
	}
	_ = l.edit(ps[0], Edit{Ready: ptr(true)})
	g, seats, _, err := l.startNow()
	if err != nil {
		t.Fatal(err)
	}
	return newMatch(g, seats, timer, 3*time.Second, quiet), g.(*steps), seats
}

func say(s string) json.RawMessage { b, _ := json.Marshal(s); return b }

func TestMatchPlay(t *testing.T) {
	m, g, seats := newTestMatch(t, 0, false)
	host, ann := seats[0], seats[1]
	m.changed = false
	if err := m.play(ann, say("b")); err == nil || codeOf(err) != wire.CodeRejected {
		t.Errorf("a move the game refuses: %v (code %s)", err, codeOf(err))
	}
	if m.changed {
		t.Error("a refused move changed the match")
	}
	if err := m.play(ann, say("a")); err != nil || !m.changed || g.Done[1] != 1 {
		t.Fatalf("a good move: %v, changed %v, done %v", err, m.changed, g.Done)
	}
	watcher := &player{Player: Player{Spectator: true, Seat: Spectator}}
	if err := m.play(watcher, say("a")); !errors.Is(err, ErrSpectator) {
		t.Errorf("a spectator's move: %v", err)
	}
	_ = m.play(ann, say("b"))
	if err := m.play(ann, say("a")); !errors.Is(err, ErrNotYourTurn) {
		t.Errorf("a move when the game waits for others: %v", err)
	}
	for _, s := range []string{"a", "b"} {
		for _, p := range []*player{host, seats[2]} {
			_ = m.play(p, say(s))
		}
	}
	for !g.Over() {
		for _, p := range seats {
			_ = m.play(p, say(g.next(p.Seat)))
		}
	}
	if err := m.play(ann, say("a")); !errors.Is(err, ErrGameOver) {
		t.Errorf("a move after the end: %v", err)
	}
}

// Bots play at once; players do not.
func TestMatchBotsPlay(t *testing.T) {
	m, g, _ := newTestMatch(t, 0, true)
	m.settle(at0)
	if g.Done[2] != 2 || g.Done[0] != 0 || g.Done[1] != 0 {
		t.Errorf("after settling, steps done %v: the bot's two, nobody else's", g.Done)
	}
}

// A turn timer starts when a seat is waited for, runs out at its deadline (not before), and the
// computer then ends that seat's whole turn; the next turn gets a fresh timer.
func TestMatchTurnTimer(t *testing.T) {
	const timer = 10 * time.Second
	m, g, seats := newTestMatch(t, timer, true)
	m.settle(at0)
	if d := m.deadlines[1]; !d.Equal(at0.Add(timer)) {
		t.Fatalf("Ann's deadline %v, want %v", d, at0.Add(timer))
	}
	if next, ok := m.next(); !ok || !next.Equal(at0.Add(timer)) {
		t.Errorf("next %v %v", next, ok)
	}
	if ms := m.timers(at0.Add(4 * time.Second)); ms[1] != 6000 || ms[0] != 6000 || len(ms) != 2 {
		t.Errorf("timers left %v", ms)
	}
	// the host plays its step "a": its timer restarts for "b".
	_ = m.play(seats[0], say("a"))
	m.settle(at0.Add(4 * time.Second))
	if d := m.deadlines[0]; !d.Equal(at0.Add(14 * time.Second)) {
		t.Errorf("the host's next decision should have a fresh timer, deadline %v", d)
	}
	m.settle(at0.Add(timer - time.Millisecond))
	if g.Done[1] != 0 {
		t.Fatal("the computer played before the deadline")
	}
	m.settle(at0.Add(timer))
	if g.Done[1] != 2 {
		t.Fatalf("at the deadline the computer ends Ann's turn: steps %v", g.Done)
	}
	if m.overtime[1] {
		t.Error("Ann's overtime outlasted her turn")
	}
	// the host plays "b": a new round, with fresh timers for both.
	_ = m.play(seats[0], say("b"))
	m.settle(at0.Add(20 * time.Second))
	if g.Round != 2 || !m.deadlines[1].Equal(at0.Add(30*time.Second)) {
		t.Errorf("round %d, Ann's deadline %v", g.Round, m.deadlines[1])
	}
}

// An away player's seat waits for the grace, then the computer plays it.
func TestMatchAwayGrace(t *testing.T) {
	m, g, seats := newTestMatch(t, 0, false)
	bob := seats[2]
	bob.Connected, bob.awaySince = false, at0
	m.settle(at0.Add(2 * time.Second))
	if g.Done[2] != 0 {
		t.Fatal("an away seat was played before the grace")
	}
	if next, ok := m.next(); !ok || !next.Equal(at0.Add(3*time.Second)) {
		t.Errorf("next %v %v, want the end of the grace", next, ok)
	}
	m.settle(at0.Add(3 * time.Second))
	if g.Done[2] != 2 {
		t.Fatalf("after the grace the computer plays the away seat: steps %v", g.Done)
	}
	// back: the player decides again.
	bob.Connected = true
	_ = m.play(seats[0], say("a"))
	_ = m.play(seats[0], say("b"))
	_ = m.play(seats[1], say("a"))
	_ = m.play(seats[1], say("b"))
	m.settle(at0.Add(time.Hour))
	if g.Done[2] != 0 {
		t.Errorf("the computer played for a player who came back: steps %v", g.Done)
	}
}

// A seat the computer cannot play is left alone until a player moves, instead of being tried
// for ever.
func TestMatchStuckSeat(t *testing.T) {
	m, g, seats := newTestMatch(t, 0, true)
	g.FailAuto[2] = true
	m.settle(at0)
	if !m.stuck[2] || g.Done[2] != 0 {
		t.Fatalf("stuck %v, steps %v", m.stuck, g.Done)
	}
	g.FailAuto[2] = false
	m.settle(at0)
	if g.Done[2] != 0 {
		t.Error("a stuck seat was tried again before anyone moved")
	}
	_ = m.play(seats[0], say("a"))
	m.settle(at0)
	if m.stuck[2] || g.Done[2] != 2 {
		t.Errorf("after a move the computer tries again: stuck %v, steps %v", m.stuck, g.Done)
	}
}

// A player's update carries what is new since its last one; an unchanged view is not sent again
// unless a resync asks for it.
func TestMatchUpdates(t *testing.T) {
	m, _, seats := newTestMatch(t, 5*time.Second, false)
	ann := seats[1]
	m.settle(at0)
	u, ok := m.update(ann, 0, at0.Add(time.Second))
	if !ok || u.Seat != 1 || u.Since != 0 || u.Next != 0 || u.Timers[1] != 4000 {
		t.Fatalf("first update %+v %v", u, ok)
	}
	if _, ok := m.update(ann, 0, at0); ok {
		t.Error("an unchanged view was sent again")
	}
	if u, ok := m.update(ann, 9, at0); !ok || u.Resync != 9 {
		t.Errorf("a resync gets its answer even unchanged: %+v %v", u, ok)
	}
	_ = m.play(ann, say("a"))
	u, ok = m.update(ann, 0, at0)
	if !ok || u.Since != 0 || u.Next != 1 || len(u.Events) != 1 {
		t.Errorf("after a move: %+v %v", u, ok)
	}
	if !slices.Equal(ann.lastView, u.View) || ann.cursor != 1 {
		t.Errorf("cursor %d", ann.cursor)
	}
}
