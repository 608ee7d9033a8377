package heat

import (
	"cmp"
	"errors"
	"slices"

	"github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/tracks"
)

// A forecast tells a player what a play or a move would do before it is committed: the Speed,
// where the car would stop, what each corner would cost and whether the car would spin out. It
// is worked out from the seat's View alone (never from the order of the deck), so a Stress card
// or a [+] symbol, whose Speed is flipped at the reveal, gives a range: the lowest and the
// highest Speed card the deck (or, once it is empty, the discard pile) can still hold. Other
// cars are not in the way: they may move first.

// Forecast is what a play would do.
type Forecast struct {
	Gear      int `json:"gear"`
	ShiftHeat int `json:"shiftHeat"` // Heat a two-gear shift costs
	CardHeat  int `json:"cardHeat"`  // Heat the played cards' symbols cost, paid in React
	// Unpaid counts the cards whose Heat the Engine could not pay in React, even after cooling
	// down what the gear's and the cards' Cooldown allow: each is discarded and a flip replaces
	// it.
	Unpaid int `json:"unpaid"`
	Flips  int `json:"flips"` // cards flipped for Speed: Stress, [+] symbols, unpaid cards
	// Low and High are the outcomes with the lowest and the highest flips (the same when
	// nothing is flipped).
	Low  Outcome `json:"low"`
	High Outcome `json:"high"`
}

// Outcome is where a move would end and what it would cost.
type Outcome struct {
	Speed   int          `json:"speed"`
	To      int          `json:"to"` // progress reached: before the corner when it spins out
	Corners []CornerCost `json:"corners,omitempty"`
	Heat    int          `json:"heat"` // Heat paid at corners (all of the Engine on a spin-out)
	SpinOut bool         `json:"spinOut,omitempty"`
	Stress  int          `json:"stress,omitempty"` // Stress cards a spin-out puts into the hand
	Left    int          `json:"left"`             // Heat left in the Engine afterwards
}

// CornerCost is one corner line a move crosses.
type CornerCost struct {
	Corner   int  `json:"corner"` // 1-based, as the board numbers them
	Limit    int  `json:"limit"`  // with its road condition and the cards' Adjust symbols
	Heat     int  `json:"heat"`   // what it asks; more than the Engine holds means a spin-out
	Overheat bool `json:"overheat,omitempty"`
}

// ErrNoForecast is returned for a seat that has no car to forecast, or a play of cards it does
// not hold.
var ErrNoForecast = errors.New("there is nothing to forecast for this seat")

// ForecastPlay tells what playing cards in gear would do this round. values are the speeds
// chosen for the cards that offer a choice (as in Action.Values); without them, the choice made
// at the reveal widens the range.
func (v View) ForecastPlay(gear int, cards, values []int) (Forecast, error) {
	c, t, err := v.forecastCar()
	if err != nil {
		return Forecast{}, err
	}
	f := Forecast{Gear: gear}
	if gear-c.Gear >= 2 || c.Gear-gear >= 2 {
		f.ShiftHeat = 1 // a shift of two gears (step 1)
	}
	heat := v.Me.Engine - f.ShiftHeat
	// The cards' Heat is paid in React, where a Cooldown may first bring Heat back from the hand:
	// the gear's and the cards' Cooldown, as far as the Heat in hand not played goes.
	cool := GearCooldown(gear)
	inHand := 0
	for _, k := range v.Me.Hand {
		if k.Kind == Heat && !slices.Contains(cards, k.ID) {
			inHand++
		}
	}
	for _, id := range cards {
		if k, ok := v.inHand(id); ok && k.Def != 0 {
			cool += k.def().Cooldown
		}
	}
	cool = min(cool, inHand)
	base, choice, adjust := 0, 0, 0
	for i, id := range cards {
		k, ok := v.inHand(id)
		if !ok {
			return Forecast{}, ErrNoForecast
		}
		d := k.def()
		if k.Kind == Stress {
			f.Flips++
			continue
		}
		if short := d.Heat - heat; short > 0 && short <= cool {
			heat += short
			cool -= short
		}
		if d.Heat > heat {
			f.Unpaid++
			f.Flips++
			continue
		}
		heat -= d.Heat
		f.CardHeat += d.Heat
		switch {
		case len(d.Choices) > 0 && i < len(values):
			base += values[i]
		case len(d.Choices) > 0: // chosen at the reveal
			base += slices.Min(d.Choices)
			choice += slices.Max(d.Choices) - slices.Min(d.Choices)
		default:
			base += k.Value
		}
		f.Flips += d.Boosts
		adjust += d.Adjust
	}
	low, high := v.flipSums(f.Flips)
	start := c.Pos.Progress
	f.Low = outcome(t, v, start, start+base+low, base+low, gear, heat, adjust)
	high += choice
	f.High = outcome(t, v, start, start+base+high, base+high, gear, heat, adjust)
	return f, nil
}

// ForecastBoost tells what a Boost would do to the seat's move this round: the lowest and the
// highest Speed card it can flip, after paying heat for it.
func (v View) ForecastBoost(heat int) (low, high Outcome, err error) {
	if _, _, err := v.forecastCar(); err != nil {
		return low, high, err
	}
	lo, hi := v.flipSums(1)
	v.Me = &Private{Hand: v.Me.Hand, Discard: v.Me.Discard, Deck: v.Me.Deck, Engine: v.Me.Engine - heat, Legal: v.Me.Legal}
	if low, err = v.ForecastMove(lo, 0); err != nil {
		return low, high, err
	}
	high, err = v.ForecastMove(hi, 0)
	return low, high, err
}

// ForecastMove tells what the seat's move of this round would do with more Speed (a Boost's or
// Adrenaline's) and more spaces (a slipstream's, which add no Speed) than it has now, the cards'
// Heat still due counted as paid. It is meant for the car whose turn it is, after its cards are
// revealed.
func (v View) ForecastMove(moreSpeed, moreSpaces int) (Outcome, error) {
	c, t, err := v.forecastCar()
	if err != nil {
		return Outcome{}, err
	}
	adjust, due := 0, 0
	for _, k := range c.Played {
		adjust += k.def().Adjust
		if slices.Contains(v.Me.Legal.Heat, k.ID) { // the cards' Heat still to pay in React
			due += k.def().Heat
		}
	}
	to := c.Pos.Progress + moreSpeed + moreSpaces
	return outcome(t, v, c.TurnStart, to, c.Speed+moreSpeed, c.Gear, v.Me.Engine-due, adjust), nil
}

// SpeedCards counts, by value 1–4, the Speed cards the seat's deck may still hold: the twelve
// (three of each value) every deck starts with, less those the seat can see in its hand, its
// discard pile and its play area; and those of its discard pile, which come back when the deck
// runs out. It reads the seat's own view only.
func (v View) SpeedCards() (deck, discard [5]int) {
	if v.Me == nil || v.Seat < 0 || v.Seat >= len(v.Cars) {
		return deck, discard
	}
	for val := 1; val <= 4; val++ {
		deck[val] = 3
	}
	if v.Me.Campaign != nil { // a campaign deck has its own Speed cards
		deck = [5]int{}
		for _, k := range v.Me.Campaign {
			if k.Kind == Speed {
				deck[k.Value]++
			}
		}
	}
	see := func(cards []Card, pile *[5]int) {
		for _, k := range cards {
			if k.Kind == Speed && k.Value >= 1 && k.Value <= 4 {
				deck[k.Value]--
				if pile != nil {
					pile[k.Value]++
				}
			}
		}
	}
	see(v.Me.Hand, nil)
	see(v.Me.Discard, &discard)
	see(v.Cars[v.Seat].Played, nil)
	for val := range deck {
		deck[val] = max(deck[val], 0)
	}
	return deck, discard
}

// flipSums returns the lowest and the highest total that n flips for Speed can give. Each flip
// takes the next Speed card of the deck (see SpeedCards); only when the deck may run out (more
// flips than Speed cards in it) can the discard pile's cards come back into play; the reveal's
// flips come before any Scrap. A car with no Speed card anywhere flips 0.
func (v View) flipSums(n int) (low, high int) {
	if n == 0 {
		return 0, 0
	}
	deck, discard := v.SpeedCards()
	var pool []int
	for val := 1; val <= 4; val++ {
		for range deck[val] {
			pool = append(pool, val)
		}
	}
	if n > len(pool) {
		for val := 1; val <= 4; val++ {
			for range discard[val] {
				pool = append(pool, val)
			}
		}
		kit.SortSmall(pool, cmp.Compare[int])
	}
	m := min(n, len(pool))
	for i := range m {
		low += pool[i]
		high += pool[len(pool)-1-i]
	}
	return low, high
}

func (v View) forecastCar() (CarView, *tracks.Track, error) {
	if v.Me == nil || v.Seat < 0 || v.Seat >= len(v.Cars) {
		return CarView{}, nil, ErrNoForecast
	}
	t, err := tracks.Get(v.Track)
	if err != nil {
		return CarView{}, nil, err
	}
	return v.Cars[v.Seat], t, nil
}

func (v View) inHand(id int) (Card, bool) {
	for _, k := range v.Me.Hand {
		if k.ID == id {
			return k, true
		}
	}
	return Card{}, false
}

// outcome checks the corners of a move from start to to at speed, as step 7 does.
func outcome(t *tracks.Track, v View, start, to, speed, gear, heat, adjust int) Outcome {
	o := Outcome{Speed: speed, To: to, Left: heat}
	lines, corners := Crossed(t, v.Laps, start, to)
	for i, x := range lines {
		limit := t.Corners[corners[i]].Limit
		road := v.road(corners[i])
		switch road {
		case RoadLimitDown:
			limit--
		case RoadLimitUp:
			limit++
		}
		limit = max(max(limit, 0)+adjust, 0)
		cost := max(speed-limit, 0)
		overheat := cost > 0 && road == RoadOverheat
		if overheat {
			cost++
		}
		o.Corners = append(o.Corners, CornerCost{Corner: corners[i] + 1, Limit: limit, Heat: cost, Overheat: overheat})
		if cost > o.Left {
			o.SpinOut, o.To = true, x-1
			o.Heat += o.Left
			o.Left = 0
			o.Stress = 1
			if gear >= 3 {
				o.Stress = 2
			}
			return o
		}
		o.Heat += cost
		o.Left -= cost
	}
	return o
}

func (v View) road(corner int) RoadKind {
	for _, r := range v.Roads {
		if r.Corner == corner {
			return r.Kind
		}
	}
	return ""
}
