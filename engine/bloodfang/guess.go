package bloodfang

import (
	"fmt"
	"slices"

	"github.com/heatracing/heat/engine/rng"
)

// Guess builds a whole game that the seat of view v cannot tell from the real one: the public
// board and counts as seen, the seat's own hand as held, and every card it cannot see (the
// other hand, both decks) dealt at random from what each deck list has left. Searchers play on
// such guesses (determinization); the guess records no events and no log.
func Guess(v View, r *rng.Source) (*Game, error) {
	cfg, decks, err := v.Config.normalized(starter())
	if err != nil {
		return nil, err
	}
	if v.Seat < 0 || v.Seat >= Players || v.Me == nil {
		return nil, fmt.Errorf("only a player's view can be guessed from")
	}
	g := &Game{set: starter(), quiet: true}
	s := &g.s
	s.Config, s.RNG = cfg, rng.New(r.Next())
	s.Phase, s.First, s.Turn, s.Active, s.Passes, s.Winner = v.Phase, v.First, v.Turn, v.Active, v.Passes, NoSeat
	left := [Players][]int{slices.Clone(decks[0]), slices.Clone(decks[1])}
	take := func(seat int, id string) (int, error) {
		i, ok := starter().index[id]
		k := slices.Index(left[seat], i)
		if !ok || k < 0 {
			return 0, fmt.Errorf("card %q is not left in seat %d's deck", id, seat)
		}
		left[seat] = slices.Delete(left[seat], k, k+1)
		return i, nil
	}
	for row := range Rows {
		for col := range Cols {
			tv := v.Board[row][col]
			t := tile{Owner: tv.Owner, Pawns: tv.Pawns}
			if tv.Card != nil {
				d, err := take(tv.Card.Owner, tv.Card.Card)
				if err != nil {
					return nil, err
				}
				t.Unit = unit{ID: tv.Card.ID, Def: d, Owner: tv.Card.Owner, Bonus: tv.Card.Bonus}
				s.NextUnit = max(s.NextUnit, tv.Card.ID)
			}
			s.Board[row][col] = t
		}
	}
	for seat := range Players {
		pv := v.Players[seat]
		for _, id := range pv.Gone {
			d, err := take(seat, id)
			if err != nil {
				return nil, err
			}
			s.Gone[seat] = append(s.Gone[seat], d)
		}
		p := &s.Players[seat]
		p.Mulliganed = pv.Mulliganed
		if seat == v.Seat {
			for _, h := range v.Me.Hand {
				d, err := take(seat, h.Card)
				if err != nil {
					return nil, err
				}
				p.Hand = append(p.Hand, handCard{ID: h.ID, Def: d})
				s.NextCard = max(s.NextCard, h.ID)
			}
		}
	}
	for seat := range Players {
		pv, p := v.Players[seat], &s.Players[seat]
		rest := left[seat]
		want := pv.Deck
		if seat != v.Seat {
			want += pv.Hand
		}
		if len(rest) != want {
			return nil, fmt.Errorf("seat %d should have %d unseen cards, the view leaves %d", seat, want, len(rest))
		}
		rng.Shuffle(r, rest)
		if seat != v.Seat {
			for _, d := range rest[:pv.Hand] { // IDs above every ID the seat knows
				s.NextCard++
				p.Hand = append(p.Hand, handCard{ID: s.NextCard, Def: d})
			}
			rest = rest[pv.Hand:]
		}
		p.Deck = rest
	}
	return g, nil
}
