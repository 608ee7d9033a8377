package bot

import (
	engine "github.com/heatracing/heat/engine/bloodfang"
)

// Values of finished games, before the score margin: a draw is far from a win, and the bot
// plays on rather than pass into one while it may still win.
const (
	win  = 1000.0
	draw = -250.0
)

// weights of the evaluation.
type weights struct {
	laneLead   float64 // each point of lead in a lane, up to leadCap
	leadCap    int
	rawPower   float64 // each point of power on the board, won lane or not
	tileHeld   float64 // each empty tile held, where a card may still go
	pawnOnTile float64 // each pawn on an empty tile held: room for bigger cards
	inHand     float64 // each card in hand
}

var w = weights{laneLead: 0.5, leadCap: 6, rawPower: 0.25, tileHeld: 3, pawnOnTile: 1, inHand: 0.3}

// evaluate scores a position for seat me: a finished game by its result; otherwise the lanes
// as they would score now, how safely each lane is led, the power on the board, the empty
// tiles each side holds (where their next cards go) and the cards in hand.
func evaluate(g *engine.Game, me int) float64 {
	res := g.Result()
	opp := 1 - me
	margin := float64(res.Scores[me] - res.Scores[opp])
	if g.Over() {
		switch res.Winner {
		case me:
			return win + margin
		case opp:
			return -win + margin
		}
		return draw
	}
	val := margin
	for _, l := range res.Lanes {
		d := l[me] - l[opp]
		d = max(min(d, w.leadCap), -w.leadCap)
		val += w.laneLead*float64(d) + w.rawPower*float64(l[me]-l[opp])
	}
	for r := range engine.Rows {
		for c := range engine.Cols {
			t := g.Tile(engine.Pos{Row: r, Col: c})
			if t.Card != 0 || t.Owner == engine.NoSeat {
				continue
			}
			v := w.tileHeld + w.pawnOnTile*float64(t.Pawns)
			if t.Owner == me {
				val += v
			} else {
				val -= v
			}
		}
	}
	hands := g.HandSizes()
	val += w.inHand * float64(hands[me]-hands[opp])
	return val
}

// scoreOnly is the greedy player's evaluation: the score as the board stands, then its power.
func scoreOnly(g *engine.Game, me int) float64 {
	res := g.Result()
	opp := 1 - me
	margin := float64(res.Scores[me] - res.Scores[opp])
	if g.Over() {
		switch res.Winner {
		case me:
			return win + margin
		case opp:
			return -win + margin
		}
		return margin
	}
	power := 0
	for _, l := range res.Lanes {
		power += l[me] - l[opp]
	}
	return margin + float64(power)/100
}
