package bloodfang

import (
	"errors"
	"slices"
	"testing"

	"github.com/heatracing/heat/engine/kit"
)

// The ten end-to-end scenarios of the rules (RULES.md), step 14.

// 1. Both players pass at once: a draw with every lane at 0.
func TestBothPassIsADraw(t *testing.T) {
	g := started(t, duel("vanguard", "plague"), 1)
	must(t, g.Apply(0, Action{Type: ActPass}))
	must(t, g.Apply(1, Action{Type: ActPass}))
	if !g.Over() || g.Winner() != NoSeat {
		t.Fatalf("over %v, winner %d; want a draw", g.Over(), g.Winner())
	}
	if r := g.Result(); r.Scores != [2]int{} || r.Lanes != [Rows][Players]int{} {
		t.Errorf("result %+v, want all zero", r)
	}
	if err := g.Apply(0, Action{Type: ActPass}); !errors.Is(err, ErrOver) {
		t.Errorf("a pass after the end: %v", err)
	}
}

// 2. One card each, then both pass: each lane's winner scores its power.
func TestOneCardEachScores(t *testing.T) {
	g := started(t, duel("vanguard", "vanguard"), 2)
	a := arrange(t, g, 0, "knight", "scout")
	b := arrange(t, g, 1, "scout")
	must(t, g.Apply(0, Play(a[1], Pos{0, 0}))) // Scout, power 2, lane 1
	must(t, g.Apply(1, Play(b[0], Pos{2, 4}))) // Scout, power 2, lane 3
	must(t, g.Apply(0, Action{Type: ActPass}))
	must(t, g.Apply(1, Action{Type: ActPass}))
	r := g.Result()
	if r.Lanes[0] != [2]int{2, 0} || r.Lanes[2] != [2]int{0, 2} || r.Scores != [2]int{2, 2} || g.Winner() != NoSeat {
		t.Errorf("result %+v", r)
	}
}

// 3. Pawns claim empty tiles and capture the opponent's.
func TestPawnCaptureAndTerritory(t *testing.T) {
	g := started(t, duel("vanguard", "vanguard"), 3)
	a := arrange(t, g, 0, "runner")
	b := arrange(t, g, 1, "runner")
	must(t, g.Apply(0, Play(a[0], Pos{1, 0}))) // pawns on (1,1) and (1,2)
	for _, p := range []Pos{{1, 1}, {1, 2}} {
		if tl := g.s.Board.at(p); tl.Owner != 0 || tl.Pawns != 1 {
			t.Fatalf("%v: %+v after seat 0's Runner", p, *tl)
		}
	}
	must(t, g.Apply(1, Play(b[0], Pos{1, 4}))) // mirrored: (1,3) gains, (1,2) is captured
	if tl := g.s.Board.at(Pos{1, 2}); tl.Owner != 1 || tl.Pawns != 1 {
		t.Errorf("(1,2) %+v, want captured by seat 1 with its pawn", *tl)
	}
	if tl := g.s.Board.at(Pos{1, 3}); tl.Owner != 1 || tl.Pawns != 1 {
		t.Errorf("(1,3) %+v, want seat 1's", *tl)
	}
	if tl := g.s.Board.at(Pos{1, 1}); tl.Owner != 0 {
		t.Errorf("(1,1) %+v, want still seat 0's", *tl)
	}
}

// 4. An empty deck skips the draw without an error.
func TestDrawDepletion(t *testing.T) {
	g := started(t, duel("vanguard", "plague"), 4)
	g.s.Players[1].Deck = nil
	hand := len(g.s.Players[1].Hand)
	must(t, g.Apply(0, Action{Type: ActPass}))
	if got := len(g.s.Players[1].Hand); got != hand {
		t.Errorf("seat 1 holds %d cards after a turn with an empty deck, want %d", got, hand)
	}
	if e := g.s.Events[len(g.s.Events)-1]; e.Kind != EvNoDraw || e.Seat != 1 {
		t.Errorf("last event %+v, want no-draw for seat 1", e)
	}
	must(t, g.Apply(1, Action{Type: ActPass}))
}

// 5. A mulligan changes the hand, the same way on the same seed.
func TestMulliganIsDeterministic(t *testing.T) {
	hands := func() []int {
		g, err := New(duel("vanguard", "plague"), 5)
		must(t, err)
		var ids []int
		for _, h := range g.s.Players[0].Hand {
			ids = append(ids, h.ID)
		}
		before := g.View(0).Me.Hand
		must(t, g.Apply(0, Action{Type: ActMulligan, Cards: ids}))
		after := g.View(0).Me.Hand
		if len(after) != len(before) || !g.s.Players[0].Mulliganed || g.s.Phase != PhaseMulligan {
			t.Fatalf("after the mulligan: %d cards, phase %s", len(after), g.s.Phase)
		}
		var defs []int
		for _, h := range g.s.Players[0].Hand {
			defs = append(defs, h.Def)
		}
		if err := g.Apply(0, Action{Type: ActMulligan}); !errors.Is(err, kit.ErrNotYourTurn) {
			t.Errorf("a second mulligan: %v", err)
		}
		return defs
	}
	first, second := hands(), hands()
	if !slices.Equal(first, second) {
		t.Errorf("the same seed gives %v then %v", first, second)
	}
	g, _ := New(duel("vanguard", "plague"), 5)
	var orig []int
	for _, h := range g.s.Players[0].Hand {
		orig = append(orig, h.Def)
	}
	if slices.Equal(orig, first) {
		t.Errorf("returning the whole hand gave back %v in the same order", orig)
	}
}

// 6. Winning one lane by 15 beats winning two by 5 each.
func TestOneBigLaneBeatsTwoSmall(t *testing.T) {
	g := started(t, duel("bastion", "bastion"), 6)
	put(g, Pos{0, 0}, "giant", 0)  // 7
	put(g, Pos{0, 1}, "golem", 0)  // 5
	put(g, Pos{0, 2}, "knight", 0) // 4  → lane 1: 16… less the
	put(g, Pos{0, 3}, "sentry", 1) // 1    lane's loser
	put(g, Pos{1, 4}, "golem", 1)  // 5
	put(g, Pos{2, 4}, "golem", 1)  // 5
	r := g.Result()
	if r.Scores != [2]int{16, 10} || r.Winner != 0 {
		t.Errorf("result %+v, want 16–10 to seat 0", r)
	}
}

// 7. The action log holds every applied action, and only those.
func TestActionLog(t *testing.T) {
	g, err := New(duel("vanguard", "plague"), 7)
	must(t, err)
	var want []Logged
	do := func(seat int, a Action) {
		t.Helper()
		must(t, g.Apply(seat, a))
		want = append(want, Logged{Seat: seat, Action: a})
	}
	back := g.s.Players[1].Hand[0].ID
	do(1, Action{Type: ActMulligan, Cards: []int{back}})
	do(0, Action{Type: ActMulligan})
	if err := g.Apply(1, Action{Type: ActPass}); err == nil {
		t.Fatal("seat 1 passed on seat 0's turn")
	}
	l := g.Legal(0)
	do(0, Play(l.Plays[0].Card, l.Plays[0].Tiles[0]))
	do(1, Action{Type: ActPass})
	do(0, Action{Type: ActPass})
	got := g.File().Actions
	if len(got) != len(want) {
		t.Fatalf("log %v, want %v", got, want)
	}
	for i := range got {
		if got[i].Seat != want[i].Seat || got[i].Action.String() != want[i].Action.String() {
			t.Errorf("log entry %d: %v, want %v", i, got[i], want[i])
		}
	}
	kinds := map[EventKind]int{}
	for _, e := range g.s.Events {
		kinds[e.Kind]++
	}
	if kinds[EvDeal] != 2 || kinds[EvMulligan] != 2 || kinds[EvPlace] != 1 || kinds[EvPass] != 2 || kinds[EvOver] != 1 {
		t.Errorf("events %v", kinds)
	}
}

// 8. Legal follows the board: a Runner's pawns open new tiles to rank-1 cards.
func TestLegalFollowsPawns(t *testing.T) {
	g := started(t, duel("vanguard", "vanguard"), 8)
	a := arrange(t, g, 0, "runner", "scout", "giant")
	tilesOf := func(id int) []Pos {
		for _, m := range g.Legal(0).Plays {
			if m.Card == id {
				return m.Tiles
			}
		}
		return nil
	}
	if got := tilesOf(a[1]); len(got) != 3 {
		t.Fatalf("Scout may go to %v at the start, want the 3 home tiles", got)
	}
	if got := tilesOf(a[2]); got != nil {
		t.Fatalf("Giant (rank 3) may go to %v at the start", got)
	}
	must(t, g.Apply(0, Play(a[0], Pos{0, 0})))
	must(t, g.Apply(1, Action{Type: ActPass}))
	got := tilesOf(a[1])
	for _, p := range []Pos{{0, 1}, {0, 2}, {1, 0}, {2, 0}} {
		if !slices.Contains(got, p) {
			t.Errorf("Scout may go to %v, missing %v", got, p)
		}
	}
	if slices.Contains(got, Pos{0, 0}) {
		t.Errorf("Scout may go onto the Runner's tile")
	}
	if err := g.CanPlay(0, a[2], Pos{0, 1}); !errors.Is(err, kit.ErrIllegal) {
		t.Errorf("Giant on a 1-pawn tile: %v", err)
	}
}

// 9. A replacement card destroys the allied card under it and takes its tile, pawns kept.
func TestReplacement(t *testing.T) {
	g := started(t, duel("vanguard", "vanguard"), 9)
	a := arrange(t, g, 0, "usurper", "sentry")
	if got := g.CanPlay(0, a[0], Pos{0, 0}); !errors.Is(got, kit.ErrIllegal) {
		t.Fatalf("Usurper on an empty tile: %v", got)
	}
	must(t, g.Apply(0, Play(a[1], Pos{1, 0})))
	must(t, g.Apply(1, Action{Type: ActPass}))
	must(t, g.Apply(0, Play(a[0], Pos{1, 0})))
	tl := g.s.Board.at(Pos{1, 0})
	if g.def(tl.Unit.Def).ID != "usurper" || tl.Owner != 0 || tl.Pawns != 1 {
		t.Errorf("tile %+v, want seat 0's Usurper on its pawn", *tl)
	}
	if got := g.View(1).Players[0].Gone; !slices.Equal(got, []string{"sentry"}) {
		t.Errorf("seat 0's destroyed cards %v, want the Sentry", got)
	}
}

// 10. The second player's ranges mirror the first player's.
func TestMirroredRanges(t *testing.T) {
	g := started(t, duel("vanguard", "vanguard"), 10)
	a := arrange(t, g, 0, "tactician")
	b := arrange(t, g, 1, "tactician")
	g.s.Board.at(Pos{1, 0}).Pawns = 2
	g.s.Board.at(Pos{1, 4}).Pawns = 2
	must(t, g.Apply(0, Play(a[0], Pos{1, 0})))
	must(t, g.Apply(1, Play(b[0], Pos{1, 4})))
	for r := range Rows {
		for c := range Cols {
			left, right := g.s.Board[r][c], g.s.Board[r][Cols-1-c]
			mirrored := right.Owner
			if mirrored != NoSeat {
				mirrored = 1 - mirrored
			}
			if left.Owner != mirrored || left.Pawns != right.Pawns {
				t.Errorf("(%d,%d) %+v and (%d,%d) %+v are not mirror images", r, c, left, r, Cols-1-c, right)
			}
		}
	}
}
