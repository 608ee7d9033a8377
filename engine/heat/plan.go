package heat

import (
	"fmt"
	"slices"
)

// Steps 1 and 2: every driver still racing secretly picks a gear and plays that many cards. The
// choices stay hidden (a two-gear shift is paid and the cards leave the hand only at the reveal)
// until every driver has committed.

// GearOption is a gear a driver may shift to and the Heat it costs.
type GearOption struct {
	Gear int `json:"gear"`
	Heat int `json:"heat"`
}

// cluttered reports a cluttered hand: even after the largest downshift the driver can afford,
// it holds fewer cards it may play than the gear asks for.
func (c *car) cluttered() bool { return c.clutteredWith(c.playableInHand()) }

// clutteredWith is cluttered for a hand that holds playable cards other than Heat: callers that
// need both count them once.
func (c *car) clutteredWith(playable int) bool {
	low := c.Gear - 1
	if len(c.Engine) > 0 {
		low = c.Gear - 2
	}
	return playable < max(low, 1)
}

// gearOptions lists the gears a driver may choose: ±1 for free, ±2 for 1 Heat from the Engine,
// only gears it can fill with cards other than Heat; with a cluttered hand, only ±1. It writes
// them into dst, which has room for every gear (no append: its slow path spilled the loop's
// registers), and returns them. clutter and playable describe the hand (see gearAllowed).
func (c *car) gearOptions(dst *[4]GearOption, clutter bool, playable int) []GearOption {
	n := 0
	for g := 1; g <= 4; g++ {
		if heat, ok := c.gearAllowed(g, clutter, playable); ok {
			dst[n] = GearOption{g, heat}
			n++
		}
	}
	return dst[:n]
}

// gearAllowed reports whether the driver may choose gear and the Heat it costs, given whether its
// hand is cluttered and how many cards other than Heat it holds.
func (c *car) gearAllowed(gear int, clutter bool, playable int) (heat int, ok bool) {
	if gear < 1 || gear > 4 {
		return 0, false
	}
	d := gear - c.Gear
	if d < 0 {
		d = -d
	}
	switch {
	case clutter:
		return 0, d <= 1 && len(c.Hand) >= gear
	case d <= 1:
		return 0, playable >= gear
	case d == 2:
		return 1, len(c.Engine) > 0 && playable >= gear
	}
	return 0, false
}

// canShift reports whether the driver may choose gear this round.
func (c *car) canShift(gear int) bool {
	playable := c.playableInHand()
	_, ok := c.gearAllowed(gear, c.clutteredWith(playable), playable)
	return ok
}

// plannedGear is the gear the driver will race this round.
func (c *car) plannedGear() int {
	if c.PlanGear != 0 {
		return c.PlanGear
	}
	return c.Gear
}

func (r *Race) planner(seat int) (*car, error) {
	s := &r.s
	c := &s.Cars[seat]
	switch {
	case s.Phase != PhasePlan:
		return nil, notYourTurn("gears and cards are chosen at the start of a round; now it is %s", r.stepName())
	case c.Legend || !c.racing():
		return nil, notYourTurn("%s has nothing to choose this round", c.Name)
	case c.Committed:
		return nil, notYourTurn("you have already played your cards this round")
	}
	return c, nil
}

func (r *Race) shift(seat int, a *Action) error {
	c, err := r.planner(seat)
	if err != nil {
		return err
	}
	if c.canShift(a.Gear) {
		c.PlanGear = a.Gear
		return nil
	}
	return illegal("%s", shiftRefusal(c, a.Gear))
}

func shiftRefusal(c *car, gear int) string {
	d := gear - c.Gear
	if d < 0 {
		d = -d
	}
	switch {
	case gear < 1 || gear > 4:
		return fmt.Sprintf("there is no gear %d: gears go from 1st to 4th", gear)
	case d > 2:
		return fmt.Sprintf("you can shift at most two gears: from %s gear, choose 1st to %s", Ordinal(c.Gear), Ordinal(min(c.Gear+2, 4)))
	case c.cluttered():
		return "your hand is cluttered with Heat: you may shift only one gear this round"
	case d == 2 && len(c.Engine) == 0:
		return "shifting two gears costs 1 Heat and your Engine is empty"
	}
	return fmt.Sprintf("you hold only %s you can play, not enough for %s gear", Quantity(c.playableInHand(), "card"), Ordinal(gear))
}

func (r *Race) play(seat int, a *Action) error {
	c, err := r.planner(seat)
	if err != nil {
		return err
	}
	gear := c.plannedGear()
	playable := c.playableInHand()
	clutter := c.clutteredWith(playable)
	if c.PlanGear == 0 && !c.mayKeepGear(clutter, playable) {
		return illegal("shift gears first: %s", shiftRefusal(c, gear))
	}
	if len(a.Cards) != gear {
		return illegal("in %s gear you play exactly %s, not %d", Ordinal(gear), Quantity(gear, "card"), len(a.Cards))
	}
	var buf [4]Card
	cards, err := c.fromHand(buf[:0], a.Cards)
	if err != nil {
		return err
	}
	heat := count(cards, Heat)
	values, err := chosenValues(cards, a.Values)
	if err != nil {
		return err
	}
	switch {
	case !clutter && heat > 0:
		return illegal("Heat cards cannot be played")
	case clutter && heat != gear-playable:
		return illegal("your hand is cluttered: play all %s that are not Heat and fill with Heat", Quantity(playable, "card"))
	}
	if c.PlanCards == nil { // its first plan: room for a plan in 4th gear, not one per gear
		c.PlanCards = make([]int, 0, 4)
	}
	c.PlanCards = append(c.PlanCards[:0], a.Cards...)
	c.PlanValues = values
	c.Committed = true
	r.s.planning &^= 1 << seat
	c.Cluttered = clutter
	if !r.sim {
		r.emit(&Event{Kind: EvReady, Seat: seat})
	}
	return nil
}

// chosenValues checks the speeds picked in advance for cards that offer a choice (Brakes) and
// returns one per card: 0 for the others, and for a choice left to the reveal.
func chosenValues(cards []Card, picked []int) ([]int, error) {
	if len(picked) == 0 {
		return nil, nil
	}
	if len(picked) != len(cards) {
		return nil, illegal("give one value per card played (0 for cards without a choice)")
	}
	out := make([]int, len(cards))
	for i, k := range cards {
		var choices []int
		if k.Def != 0 {
			choices = k.def().Choices
		}
		v := picked[i]
		switch {
		case len(choices) == 0 && v != 0:
			return nil, illegal("%s offers no choice of speed", k)
		case v != 0 && !slices.Contains(choices, v):
			return nil, illegal("choose the speed of %s: one of %v", k.def().Name, choices)
		}
		out[i] = v
	}
	return out, nil
}

// mayKeepGear reports whether the driver may stay in its gear this round, for a hand described as
// gearAllowed's callers do.
func (c *car) mayKeepGear(clutter bool, playable int) bool {
	_, ok := c.gearAllowed(c.Gear, clutter, playable)
	return ok
}

// mustPlan reports whether the car has still to choose its gear and cards this round. During the
// planning steps, state.planning holds the answer for every seat.
func (c *car) mustPlan() bool { return !c.Committed && !c.Legend && c.racing() }

// waitingForPlans reports whether a driver still has to commit.
func (r *Race) waitingForPlans() bool { return r.s.planning != 0 }

// reveal applies every driver's hidden choice at once: the gear (paying 1 Heat for two gears)
// and the cards leave the hand for the play area, face down until the car's turn.
func (r *Race) reveal() {
	s := &r.s
	for _, seat := range s.Order {
		c := &s.Cars[seat]
		if c.Legend || c.Retired {
			continue
		}
		if g := c.plannedGear(); g != c.Gear {
			if g-c.Gear == 2 || c.Gear-g == 2 {
				c.Discard = append(c.Discard, c.Engine[len(c.Engine)-1])
				c.Engine = c.Engine[:len(c.Engine)-1]
				c.T.ShiftHeat = 1
			}
			c.Gear = g
		}
		// The cards join the play area in the order played; the rest of the hand keeps its order.
		var buf [4]int // a gear's worth of cards
		places := buf[:0]
		for i, id := range c.PlanCards {
			j := indexOf(c.Hand, id)
			k := c.Hand[j]
			if i < len(c.PlanValues) && c.PlanValues[i] != 0 {
				k.Value = c.PlanValues[i]
			}
			c.Played = append(c.Played, k)
			places = append(places, j)
		}
		c.Hand = c.Hand[:removeAt(c.Hand, places)]
	}
	s.Phase = PhaseTurns
	s.Turn = 0
	s.Step = StepStart
}
