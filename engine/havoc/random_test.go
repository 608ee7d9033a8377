package havoc

import (
	"fmt"

	"github.com/heatracing/heat/engine/rng"
)

// names for test games.
func seats(n int) []SeatConfig {
	var out []SeatConfig
	for i := range n {
		out = append(out, SeatConfig{Name: fmt.Sprintf("P%d", i+1), Colour: Colours[i]})
	}
	return out
}

// randomAction picks a random legal action for seat from what Legal offers.
func randomAction(g *Game, seat int, r *rng.Source) Action {
	l := g.Legal(seat)
	switch l.Decision {
	case DecidePick:
		return Action{Type: ActPick, Slot: l.Slots[r.Intn(len(l.Slots))]}
	case DecideStorm:
		if len(l.Plays) == 0 || r.Intn(8) == 0 {
			return Action{Type: ActDraw}
		}
		p := l.Plays[r.Intn(len(l.Plays))]
		a := Action{Type: ActPlay, Card: p.Card}
		if p.Call {
			a.Suit = Suits[r.Intn(4)]
		}
		return a
	case DecideLane:
		return Action{Type: ActLane, Lane: l.Lanes[r.Intn(len(l.Lanes))]}
	case DecidePlace:
		s := l.Spots[r.Intn(len(l.Spots))]
		return Action{Type: ActPlace, Coin: l.Coins[r.Intn(len(l.Coins))], Pos: s.Pos, Lane: s.Lane}
	case DecideRoll:
		return Action{Type: ActRoll, Die: l.Dice[r.Intn(len(l.Dice))]}
	}
	return Action{}
}

// playRandom plays a game to its end with random legal actions and returns the number of actions.
func playRandom(g *Game, r *rng.Source) int {
	n := 0
	for !g.Over() {
		seat := g.actor()
		if err := g.Apply(seat, randomAction(g, seat, r)); err != nil {
			panic(err)
		}
		n++
	}
	return n
}
