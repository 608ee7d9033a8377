package havoc

import (
	"slices"

	"github.com/heatracing/heat/engine/rng"
	"github.com/heatracing/heat/tracks/speedway"
)

// CoinShadow is how many spaces in front of another player's car no coin may go (the rules'
// "Coin Placement Rules").
const CoinShadow = 6

// coinsFor is how many coins the player of a place (0 for 1st) in the Storm draws: N, N−1, N−2,
// and none for 4th (the rules' "Coin Distribution").
func coinsFor(n, place int) int {
	if place >= 3 {
		return 0
	}
	return max(n-place, 0)
}

// startCoins draws every player's coins from the purse, then asks for them to be placed in the
// Storm's winning order.
func (g *Game) startCoins() {
	s := &g.s
	s.Stage = StageCoins
	for place, seat := range s.Order {
		p := &s.Players[seat]
		p.Held = nil
		for range coinsFor(s.Config.Coins, place) {
			if len(s.Purse) == 0 && !g.refill() {
				break
			}
			c := s.Purse[len(s.Purse)-1]
			s.Purse = s.Purse[:len(s.Purse)-1]
			s.NextID++
			c.ID, c.Owner = s.NextID, seat
			p.Held = append(p.Held, c)
		}
		if len(p.Held) > 0 {
			g.emit(Event{Kind: EvAward, Seat: seat, Count: len(p.Held), Coins: slices.Clone(p.Held), Private: true})
		}
	}
	s.Turn = -1
	g.nextPlacer()
}

// refill mixes the spent coins back into an empty purse; false if there are none.
func (g *Game) refill() bool {
	s := &g.s
	if len(s.Spent) == 0 {
		return false
	}
	for _, c := range s.Spent {
		s.Purse = append(s.Purse, Coin{Value: c.Value, Tow: c.Tow})
	}
	g.emit(Event{Kind: EvRefill, Seat: -1, Count: len(s.Spent)})
	s.Spent = nil
	rng.Shuffle(&s.RNG, s.Purse)
	return true
}

// nextPlacer moves the turn to the next player holding coins, or on to the race.
func (g *Game) nextPlacer() {
	s := &g.s
	for s.Turn++; s.Turn < len(s.Order); s.Turn++ {
		if len(s.Players[s.Order[s.Turn]].Held) > 0 {
			return
		}
	}
	g.startRace()
}

// place puts one of seat's coins face down on the track.
func (g *Game) place(seat int, a *Action) error {
	p := &g.s.Players[seat]
	i := slices.IndexFunc(p.Held, func(c Coin) bool { return c.ID == a.Coin })
	if i < 0 {
		return illegal("coin %d is not one of yours to place", a.Coin)
	}
	at := Spot{Pos: a.Pos, Lane: a.Lane}
	if err := g.placeable(seat, at); err != nil {
		return err
	}
	c := p.Held[i]
	p.Held = slices.Delete(p.Held, i, i+1)
	g.s.Track = append(g.s.Track, placedCoin{Coin: c, At: at})
	g.emit(Event{Kind: EvPlace, Seat: seat, To: spotPtr(at), Coin: &c, Private: true})
	if len(p.Held) == 0 {
		g.nextPlacer()
	}
	return nil
}

// placeable says why seat may not put a coin at a spot, if it may not.
func (g *Game) placeable(seat int, at Spot) error {
	switch {
	case at.Lane < 1 || at.Lane > speedway.Lanes || at.Pos < 1 || at.Pos > speedway.Positions:
		return illegal("coins go on the track, positions 1 to %d in lanes 1 to %d: never in the pit or the pit lane", speedway.Positions, speedway.Lanes)
	case g.occupant(at) >= 0:
		return illegal("a car stands at position %d, lane %d", at.Pos, at.Lane)
	case g.coinAt(at) >= 0:
		return illegal("there is already a coin at position %d, lane %d", at.Pos, at.Lane)
	}
	if o := g.shadowOf(seat, at); o >= 0 {
		return illegal("position %d, lane %d is among the %d spaces in front of %s's car", at.Pos, at.Lane, CoinShadow, g.s.Players[o].Name)
	}
	return nil
}

// shadowOf returns the other player whose car has at among the six spaces directly in front of
// it (same lane), or -1.
func (g *Game) shadowOf(seat int, at Spot) int {
	for i := range g.s.Players {
		c := &g.s.Players[i].Car
		if i == seat || !c.Placed || c.Lane != at.Lane {
			continue
		}
		if d := speedway.Wrap(at.Pos-speedway.Wrap(c.Progress)) % speedway.Positions; d >= 1 && d <= CoinShadow {
			return i
		}
	}
	return -1
}

// appendPlaceable appends every spot where seat may put a coin, position by position.
func (g *Game) appendPlaceable(dst []Spot, seat int) []Spot {
	var blocked [speedway.Lanes * speedway.Positions]bool
	for i := range g.s.Players {
		c := &g.s.Players[i].Car
		if !c.Placed || c.Lane < 1 {
			continue
		}
		pos := speedway.Wrap(c.Progress)
		blocked[(c.Lane-1)*speedway.Positions+pos-1] = true
		if i != seat {
			for d := 1; d <= CoinShadow; d++ {
				blocked[(c.Lane-1)*speedway.Positions+speedway.Wrap(pos+d)-1] = true
			}
		}
	}
	for _, pc := range g.s.Track {
		blocked[(pc.At.Lane-1)*speedway.Positions+pc.At.Pos-1] = true
	}
	for pos := 1; pos <= speedway.Positions; pos++ {
		for lane := 1; lane <= speedway.Lanes; lane++ {
			if !blocked[(lane-1)*speedway.Positions+pos-1] {
				dst = append(dst, Spot{Pos: pos, Lane: lane})
			}
		}
	}
	return dst
}
