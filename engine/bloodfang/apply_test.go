package bloodfang

import (
	"errors"
	"strings"
	"testing"

	"github.com/heatracing/heat/engine/kit"
)

// Garbage and illegal actions are refused with a reason and change nothing.
func TestRefusedActionsChangeNothing(t *testing.T) {
	g := started(t, duel("vanguard", "plague"), 21)
	a := arrange(t, g, 0, "giant", "usurper", "scout")
	far := Pos{7, 9}
	for _, tt := range []struct {
		name   string
		seat   int
		action Action
		kind   error
		words  string
	}{
		{"no seat", 2, Action{Type: ActPass}, kit.ErrBadAction, "no seat 2"},
		{"negative seat", -1, Action{Type: ActPass}, kit.ErrBadAction, "no seat"},
		{"unknown type", 0, Action{Type: "warp"}, kit.ErrBadAction, "not an action"},
		{"empty type", 0, Action{}, kit.ErrBadAction, "not an action"},
		{"not your turn", 1, Action{Type: ActPass}, kit.ErrNotYourTurn, "Ann's turn"},
		{"mulligan over", 0, Action{Type: ActMulligan}, kit.ErrIllegal, "mulligan is over"},
		{"no tile", 0, Action{Type: ActPlay, Card: a[2]}, kit.ErrBadAction, "where"},
		{"off the board", 0, Play(a[2], far), kit.ErrBadAction, "not on the board"},
		{"not in hand", 0, Play(999, Pos{0, 0}), kit.ErrIllegal, "not in your hand"},
		{"enemy tile", 0, Play(a[2], Pos{0, 4}), kit.ErrIllegal, "do not hold"},
		{"nobody's tile", 0, Play(a[2], Pos{0, 2}), kit.ErrIllegal, "do not hold"},
		{"too few pawns", 0, Play(a[0], Pos{0, 0}), kit.ErrIllegal, "needs 3 pawns"},
		{"replacement on nothing", 0, Play(a[1], Pos{0, 0}), kit.ErrIllegal, "replaces"},
	} {
		before := g.Digest()
		err := g.Apply(tt.seat, tt.action)
		if !errors.Is(err, tt.kind) || !strings.Contains(err.Error(), tt.words) {
			t.Errorf("%s: %v, want %v mentioning %q", tt.name, err, tt.kind, tt.words)
		}
		if g.Digest() != before {
			t.Errorf("%s: the refused action changed the game", tt.name)
		}
	}
	put(g, Pos{1, 0}, "sentry", 0)
	if err := g.Apply(0, Play(a[2], Pos{1, 0})); err == nil || !strings.Contains(err.Error(), "already holds") {
		t.Errorf("onto a card: %v", err)
	}
}

func TestMulliganRefusals(t *testing.T) {
	g, err := New(duel("vanguard", "plague"), 22)
	must(t, err)
	id := g.s.Players[0].Hand[0].ID
	for _, tt := range []struct {
		name  string
		seat  int
		a     Action
		words string
	}{
		{"a play", 0, Play(id, Pos{0, 0}), "first choose"},
		{"a card twice", 0, Action{Type: ActMulligan, Cards: []int{id, id}}, "twice"},
		{"a card of the other hand", 0, Action{Type: ActMulligan, Cards: []int{g.s.Players[1].Hand[0].ID}}, "not in your hand"},
		{"too many", 0, Action{Type: ActMulligan, Cards: make([]int, 9)}, "cannot return"},
	} {
		before := g.Digest()
		if err := g.Apply(tt.seat, tt.a); err == nil || !strings.Contains(err.Error(), tt.words) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.words)
		}
		if g.Digest() != before {
			t.Errorf("%s changed the game", tt.name)
		}
	}
}

func TestParseAction(t *testing.T) {
	for _, tt := range []struct {
		in string
		ok bool
	}{
		{`{"type":"pass"}`, true},
		{`{"type":"play","card":3,"at":{"row":1,"col":0}}`, true},
		{`{"type":"mulligan","cards":[1,2]}`, true},
		{`{"type":"pass","x":1}`, false},
		{`{"type":"pass"} {}`, false},
		{`[`, false},
		{`{"type":"play","card":"x"}`, false},
		{`"` + strings.Repeat("a", 600) + `"`, false},
	} {
		if _, err := ParseAction([]byte(tt.in)); (err == nil) != tt.ok {
			t.Errorf("%s: %v", tt.in, err)
		}
	}
}

// The first player: seat 0, seat 1, or left to the seed; the first player does not draw on turn
// 1 unless FirstDraw says so, and draws on every later turn.
func TestFirstPlayerAndDraws(t *testing.T) {
	cfg := duel("vanguard", "plague")
	cfg.First = 1
	g := started(t, cfg, 23)
	if g.s.Active != 1 || g.Legal(1).Decision != DecidePlay {
		t.Fatalf("seat %d to play, want seat 1", g.s.Active)
	}
	if n := len(g.s.Players[1].Hand); n != 5 {
		t.Errorf("the first player holds %d cards on turn 1, want 5", n)
	}
	must(t, g.Apply(1, Action{Type: ActPass}))
	if n := len(g.s.Players[0].Hand); n != 6 {
		t.Errorf("the second player holds %d cards on turn 2, want 6", n)
	}
	cfg.FirstDraw, cfg.First = true, 0
	if g := started(t, cfg, 23); len(g.s.Players[0].Hand) != 6 {
		t.Errorf("with FirstDraw the first player holds %d cards on turn 1", len(g.s.Players[0].Hand))
	}
	cfg.First = FirstBySeed
	seen := map[int]bool{}
	for seed := range uint64(20) {
		g, err := New(cfg, seed)
		must(t, err)
		seen[g.s.First] = true
	}
	if !seen[0] || !seen[1] {
		t.Errorf("the seed picked only %v to go first in 20 games", seen)
	}
}
