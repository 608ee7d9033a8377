package bloodfang

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"slices"
	"testing"

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

// fuzzGame plays a game from fuzz bytes: each step either a random legal action or a mangled
// one, by a random seat. It checks the invariants after every action, that refused actions
// change nothing, and that the game file replays to the same state.
func fuzzGame(t *testing.T, data []byte) {
	if len(data) < 8 {
		return
	}
	seed := binary.LittleEndian.Uint64(data)
	data = data[8:]
	decks := []string{"vanguard", "plague", "bastion"}
	cfg := duel(decks[seed%3], decks[seed/3%3])
	cfg.First, cfg.HandSize, cfg.FirstDraw = int(seed>>4%3)-1, 3+int(seed>>6%5), seed>>9%2 == 1
	g, err := New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	if err := checkInvariants(g); err != nil {
		t.Fatalf("at the start: %v", err)
	}
	r := &rng.Source{S: seed}
	for step := 0; !g.Over() && step < 400; step++ {
		b := byte(r.Next())
		if step < len(data) {
			b = data[step]
		}
		seat := g.Pending()[int(b>>4)%len(g.Pending())]
		var a Action
		if b%4 == 0 {
			a, seat = garbage(b>>2, r), int(b>>6)%3
		} else {
			a = randomAction(g, seat, r)
		}
		before := g.Digest()
		if err := g.Apply(seat, a); err != nil {
			if b%4 != 0 {
				t.Fatalf("step %d: a legal action %v of seat %d was refused: %v", step, a, seat, err)
			}
			if g.Digest() != before {
				t.Fatalf("step %d: refused action %v changed the game", step, a)
			}
			continue
		}
		if err := checkInvariants(g); err != nil {
			t.Fatalf("step %d, after seat %d's %v: %v", step, seat, a, err)
		}
	}
	b, err := g.MarshalFile()
	if err != nil {
		t.Fatal(err)
	}
	again, err := ParseFile(b)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	if again.Digest() != g.Digest() {
		t.Fatal("the replayed game differs")
	}
	if b2, _ := again.MarshalFile(); !bytes.Equal(b, b2) {
		t.Fatal("the game file does not round-trip byte for byte")
	}
	if _, err := json.Marshal(g.View(Spectator)); err != nil {
		t.Fatal(err)
	}
}

func FuzzGame(f *testing.F) {
	for seed := range uint64(12) {
		b := binary.LittleEndian.AppendUint64(nil, seed*7919)
		f.Add(append(b, 1, 2, 3, 0, 4, 8, 0, 5, 6, 7))
	}
	f.Fuzz(fuzzGame)
}

// Random games end, keep the invariants, and replay exactly.
func TestRandomGames(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 50
	}
	for seed := range uint64(n) {
		fuzzGame(t, binary.LittleEndian.AppendUint64(nil, seed))
	}
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
