package havoc

import (
	"time"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/tracks/speedway"
)

// effects are the animations the newest events start (the rules' "Animation and Timing
// Specifications"); CSS plays them, and "Skip animations" turns them off.
type effects struct {
	fast    bool         // the player skips animations
	batch   int          // counts the batches of events, so that an animation plays again
	flipped map[int]bool // dealer selection: the slots just turned (a 0.5 s flip)
	dealt   bool         // the Storm's hands were just dealt (0.3 s a card)
	dropped bool         // the dealer button just dropped
	played  int          // the card just played on the discard pile
	reveal  string       // the coin just landed on, face up
	// dealerHold keeps the dealer selection on screen, its button dropped on the dealer, for
	// dealerPause after the dealer is chosen, before the stage's results and the Storm: the
	// batch that chose the dealer, 0 when nothing holds.
	dealerHold int
}

// dealerPause is how long the dealer selection stays once the dealer is chosen (the rules'
// "Dealer Selection Animations": the stage moves on after a 1.0 second delay).
const dealerPause = time.Second

// holding reports whether the dealer selection still holds the screen.
func (f *effects) holding() bool { return f.dealerHold != 0 && !f.fast }

// take reads a batch of events; the first batch of a page (a reload) animates nothing.
func (f *effects) take(evs []engine.Event, first bool) {
	f.batch++
	f.flipped, f.dealt, f.dropped, f.played = map[int]bool{}, false, false, 0
	if first || f.fast {
		return
	}
	for _, e := range evs {
		switch e.Kind {
		case engine.EvPick:
			f.flipped[e.Slot] = true
		case engine.EvDeal:
			f.dealt = true
		case engine.EvDealer:
			f.dropped = true
			f.dealerHold = f.batch
		case engine.EvStorm:
			f.dropped = true
		case engine.EvPlay:
			if e.Card != nil {
				f.played = e.Card.ID
			}
		case engine.EvCoin:
			if e.Coin != nil {
				f.reveal = e.Coin.String()
			}
		}
	}
}

// keyFast keeps the player's choice to skip animations.
const keyFast = "havoc.app.fast"

func loadFast() bool {
	var fast bool
	shell.LoadJSON(keyFast, &fast)
	return fast
}

func saveFast(fast bool) { shell.SaveJSON(keyFast, fast) }

// stepTime is how long a pawn takes per space it moves.
const stepTime = 140 * time.Millisecond

// pawnMoves are the board's animations of a batch of events: each car's moves, in order.
func pawnMoves(evs []engine.Event) []move {
	var out []move
	for _, e := range evs {
		switch e.Kind {
		case engine.EvMove, engine.EvCoin, engine.EvTow, engine.EvSidestep, engine.EvPitLane, engine.EvCrash:
		default:
			continue
		}
		if e.From == nil || e.To == nil || *e.From == *e.To {
			continue
		}
		steps := 0
		if e.From.Lane >= 1 && e.From.Lane == e.To.Lane {
			steps = speedway.Wrap(e.To.Pos-e.From.Pos) % speedway.Positions
			if steps > speedway.Positions/2 {
				steps -= speedway.Positions
			}
		}
		pts := path(*e.From, *e.To, steps)
		if len(pts) < 2 {
			continue
		}
		d := time.Duration(len(pts)-1) * stepTime
		out = append(out, move{seat: e.Seat, pts: pts, dur: max(d, 450*time.Millisecond)})
	}
	return out
}
