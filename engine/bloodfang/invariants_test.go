package bloodfang

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/heatracing/heat/engine/kit/enginetest"
	"github.com/heatracing/heat/engine/rng"
)

// checkInvariants verifies what must hold after every action.
func checkInvariants(g *Game) error {
	s := &g.s
	_, decks, err := s.Config.normalized(g.set)
	if err != nil {
		return err
	}
	// Card conservation: each seat's 15 cards, each once, in its deck, hand, on the board or gone.
	ids := map[int]bool{}
	for seat := range Players {
		var all []int
		p := &s.Players[seat]
		all = append(all, p.Deck...)
		for _, h := range p.Hand {
			if ids[h.ID] || h.ID <= 0 {
				return fmt.Errorf("hand card ID %d is given twice or not at all", h.ID)
			}
			ids[h.ID] = true
			all = append(all, h.Def)
		}
		all = append(all, s.Gone[seat]...)
		for r := range Rows {
			for c := range Cols {
				if u := s.Board[r][c].Unit; u.ID != 0 && u.Owner == seat {
					all = append(all, u.Def)
				}
			}
		}
		slices.Sort(all)
		want := slices.Sorted(slices.Values(decks[seat]))
		if !slices.Equal(all, want) {
			return fmt.Errorf("seat %d's cards are %v, its deck list %v", seat, all, want)
		}
	}
	units := map[int]bool{}
	for r := range Rows {
		for c := range Cols {
			t := s.Board[r][c]
			switch {
			case t.Pawns < 0 || t.Pawns > MaxPawns:
				return fmt.Errorf("(%d,%d) holds %d pawns", r, c, t.Pawns)
			case (t.Owner == NoSeat) != (t.Pawns == 0):
				return fmt.Errorf("(%d,%d) is owned by %d with %d pawns", r, c, t.Owner, t.Pawns)
			case t.Unit.ID != 0 && t.Unit.Owner != t.Owner:
				return fmt.Errorf("(%d,%d): seat %d's card on seat %d's tile", r, c, t.Unit.Owner, t.Owner)
			case t.Unit.ID != 0 && g.power(Pos{r, c}) <= 0:
				return fmt.Errorf("(%d,%d): a card of power %d stays on the board", r, c, g.power(Pos{r, c}))
			case t.Unit.ID != 0 && units[t.Unit.ID]:
				return fmt.Errorf("unit %d is on the board twice", t.Unit.ID)
			}
			units[t.Unit.ID] = true
		}
	}
	switch {
	case s.Phase == PhaseOver && len(g.Pending()) != 0:
		return fmt.Errorf("the game is over and waits for %v", g.Pending())
	case s.Phase != PhaseOver && len(g.Pending()) == 0:
		return fmt.Errorf("the game waits for nobody")
	case s.Phase == PhasePlaying && s.Passes >= 2:
		return fmt.Errorf("%d passes in a row and the game goes on", s.Passes)
	}
	return nil
}

// garbage is an action built from fuzz bytes: mostly nonsense, sometimes legal by chance.
func garbage(b byte, r *rng.Source) Action {
	types := []ActionType{ActPlay, ActPass, ActMulligan, "", "warp"}
	a := Action{Type: types[int(b)%len(types)], Card: r.Intn(40) - 5}
	if r.Intn(2) == 0 {
		a.At = &Pos{Row: r.Intn(7) - 2, Col: r.Intn(9) - 2}
	}
	for range r.Intn(4) {
		a.Cards = append(a.Cards, r.Intn(30)-3)
	}
	return a
}

// fuzzGame plays a game from fuzz bytes: each step either a random legal action or a garbled
// one, by a random seat (enginetest.Walk).
func fuzzGame(t *testing.T, data []byte) {
	seed, data, ok := enginetest.Seed(data)
	if !ok {
		return
	}
	decks := []string{"vanguard", "plague", "bastion"}
	cfg := duel(decks[seed%3], decks[seed/3%3])
	cfg.First, cfg.HandSize, cfg.FirstDraw = int(seed>>4%3)-1, 3+int(seed>>6%5), seed>>9%2 == 1
	g, err := New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := &rng.Source{S: seed}
	enginetest.Walk(t, g, data, r, 400, func(b byte) enginetest.Step[Action] {
		s := enginetest.Step[Action]{Seat: g.Pending()[int(b>>4)%len(g.Pending())], Mangled: b%4 == 0}
		if s.Mangled {
			s.Action, s.Seat = garbage(b>>2, r), int(b>>6)%3
		} else {
			s.Action = randomAction(g, s.Seat, r)
		}
		return s
	}, func() error { return checkInvariants(g) }, FileFormat.Parse)
	if _, err := json.Marshal(g.View(Spectator)); err != nil {
		t.Fatal(err)
	}
}

func FuzzGame(f *testing.F) {
	enginetest.Fuzz(f, 12, fuzzGame)
}

// Random games end, keep the invariants, and replay exactly.
func TestRandomGames(t *testing.T) {
	enginetest.Inputs(t, 300, 50, 0, fuzzGame)
}

// A clone shares slices with its original: playing on either never changes the other.
func TestClonesAreIndependent(t *testing.T) {
	for seed := range uint64(20) {
		g, err := New(duel("plague", "vanguard"), seed)
		must(t, err)
		r := &rng.Source{S: seed}
		for !g.Over() {
			before := g.Digest()
			c := g.Clone()
			rc := &rng.Source{S: seed * 31}
			for steps := 0; steps < 6 && !c.Over(); steps++ {
				seat := c.Pending()[0]
				must(t, c.Apply(seat, randomAction(c, seat, rc)))
			}
			if g.Digest() != before {
				t.Fatalf("seed %d: playing on a clone changed the original", seed)
			}
			seat := g.Pending()[0]
			must(t, g.Apply(seat, randomAction(g, seat, r)))
			if err := checkInvariants(c); err != nil {
				t.Fatalf("seed %d: the clone: %v", seed, err)
			}
		}
	}
}
