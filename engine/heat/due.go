package heat

import (
	"slices"

	"github.com/heatracing/heat/engine/kit"
)

// The mandatory symbols of the cards played, which React waits for: each card's Heat, paid from
// the Engine, and its Scrap. The driver resolves them when it likes, so a Cooldown may first bring
// Heat back into the Engine to pay with, and a Boost may flip before the Scrap discards the top of
// the deck. React cannot end while any is due. When the Engine cannot pay the Heat, the driver
// says so: the cards it can pay are paid, the others leave the play area, a flip replaces each,
// and the car moves its new Speed again from where its turn started.

// heatCost is the Heat a played card's symbol asks.
func (c *car) heatCost(id int) int {
	if i := indexOf(c.Played, id); i >= 0 {
		return c.Played[i].def().Heat
	}
	return 0
}

// heatDueTotal is the Heat the cards played still ask.
func (c *car) heatDueTotal() int {
	n := 0
	for _, id := range c.T.Sym.HeatDue {
		n += c.heatCost(id)
	}
	return n
}

// heatShort reports whether the Engine cannot pay all the Heat due now.
func (c *car) heatShort() bool {
	return len(c.T.Sym.HeatDue) > 0 && c.heatDueTotal() > len(c.Engine)
}

// mustResolve reports whether React still waits for a mandatory symbol.
func (c *car) mustResolve() bool {
	return len(c.T.Sym.HeatDue) > 0 || len(c.T.Sym.ScrapDue) > 0
}

// payDue pays the Heat of the cards named, or with none named all the Heat due; when the Engine
// cannot pay it all, naming none says so (see cannotPay).
func (r *Race) payDue(c *car, ids []int) error {
	due := c.T.Sym.HeatDue
	if len(due) == 0 {
		return illegal("no card of yours waits for its Heat")
	}
	if len(ids) == 0 {
		if c.heatShort() {
			r.cannotPay(c)
			return nil
		}
		ids = due
	}
	total := 0
	for i, id := range ids {
		switch {
		case !slices.Contains(due, id):
			return illegal("card %d does not wait for its Heat", id)
		case slices.Contains(ids[:i], id):
			return illegal("card %d is listed twice", id)
		}
		total += c.heatCost(id)
	}
	if total > len(c.Engine) {
		return illegal("that costs %s and your Engine holds %d", Quantity(total, "Heat"), len(c.Engine))
	}
	paid := slices.Clone(ids)
	for _, id := range paid {
		k := c.Played[indexOf(c.Played, id)]
		r.payHeat(c, k.def().Heat)
		r.emit(&Event{Kind: EvCardHeat, Seat: c.Seat, Heat: k.def().Heat, Cards: []Card{k}})
	}
	c.T.Sym.HeatDue = removeIDs(c.T.Sym.HeatDue, paid)
	return nil
}

// cannotPay settles Heat the Engine cannot pay: the Engine pays for as many of the cards as it
// can (the cheapest first, then in the order played), the others go to the discard pile with
// what their symbols still offered, a flip replaces each (it is no [+] for Accelerate), and the
// car goes back to where its turn started to move its new Speed again.
func (r *Race) cannotPay(c *car) {
	due := slices.Clone(c.T.Sym.HeatDue)
	kit.SortSmall(due, func(a, b int) int { return c.heatCost(a) - c.heatCost(b) })
	c.T.Sym.HeatDue = c.T.Sym.HeatDue[:0]
	speed := c.T.Speed
	for _, id := range due {
		k := c.Played[indexOf(c.Played, id)]
		cost := k.def().Heat
		if cost <= len(c.Engine) {
			r.payHeat(c, cost)
			r.emit(&Event{Kind: EvCardHeat, Seat: c.Seat, Heat: cost, Cards: []Card{k}})
			continue
		}
		take(&c.Played, id)
		if i := indexOf(c.Shown, id); i >= 0 {
			c.Shown = append(c.Shown[:i:i], c.Shown[i+1:]...) // a copy: events may share the old list
		}
		c.Discard = append(c.Discard, k.unplayed())
		r.emit(&Event{Kind: EvUnpaid, Seat: c.Seat, Heat: cost, Cards: []Card{k}})
		r.dropSymbols(c, k)
		speed -= k.Value
		var buf [flipRoom]Card
		flipped, gained := r.flipForSpeed(c, buf[:0])
		speed += gained
		r.emit(&Event{Kind: EvFlip, Seat: c.Seat, Cards: flipped, Speed: gained, Replace: true})
	}
	speed = max(speed, 0)
	r.unplace(c)
	c.Pos, c.Lane = c.T.Start, c.T.StartLane
	r.place(c)
	from := r.pos(c)
	c.T.Speed = speed
	r.moveBy(c, speed)
	r.emit(&Event{Kind: EvMove, Seat: c.Seat, From: from, To: r.pos(c), Speed: speed})
}

// scrapDue resolves the Scrap of the cards named, or with none named of every card due, in the
// order played.
func (r *Race) scrapDue(c *car, ids []int) error {
	due := c.T.Sym.ScrapDue
	if len(due) == 0 {
		return illegal("no card of yours waits for its Scrap")
	}
	if len(ids) == 0 {
		ids = due
	}
	for i, id := range ids {
		switch {
		case !slices.Contains(due, id):
			return illegal("card %d does not wait for its Scrap", id)
		case slices.Contains(ids[:i], id):
			return illegal("card %d is listed twice", id)
		}
	}
	done := slices.Clone(ids)
	for _, id := range done {
		k := c.Played[indexOf(c.Played, id)]
		r.scrap(c, k, k.def().Scrap)
	}
	c.T.Sym.ScrapDue = removeIDs(c.T.Sym.ScrapDue, done)
	return nil
}

// dueRefusal says why React cannot end yet, or "" when it can.
func (r *Race) dueRefusal(c *car) string {
	switch {
	case len(c.T.Sym.HeatDue) > 0 && c.heatShort():
		return "first settle your cards' Heat: cool down if you can, then pay what you can (your Engine cannot pay it all)"
	case len(c.T.Sym.HeatDue) > 0:
		return "first pay your cards' Heat (" + Quantity(c.heatDueTotal(), "Heat") + ")"
	case len(c.T.Sym.ScrapDue) > 0:
		return "first resolve your cards' Scrap"
	}
	return ""
}
