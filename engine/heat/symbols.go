package heat

import (
	"slices"

	"github.com/heatracing/heat/engine/rng"
)

// The symbols of upgrade and sponsor cards (rules reference §4.3). At the reveal, card by card in
// the order played, every [+] flips for a Speed card; then the Brakes ask for their speed, with
// the flips shown, and the car moves. React then waits for the mandatory symbols, the cards' Heat
// and Scrap, which the driver resolves when it likes (a Cooldown may come first and pay the
// Heat, a Boost may come before the Scrap), and offers the optional ones, each once, in any
// order. Adjust counts for every corner of the turn. RULES.md gives the sources.

// unchosen lists the played cards that still wait for their speed to be chosen (Brakes).
func (c *car) unchosen() []int {
	var out []int
	for _, k := range c.Played {
		if k.Value == 0 && k.Def != 0 && len(k.def().Choices) > 0 {
			out = append(out, k.ID)
		}
	}
	return out
}

// brakes sets the speeds of the Brakes played: Values gives one per card in Cards.
func (r *Race) brakes(seat int, a *Action) error {
	c, err := r.turnOf(seat, StepBrakes)
	if err != nil {
		return err
	}
	waiting := c.unchosen()
	if len(a.Cards) != len(waiting) || len(a.Values) != len(a.Cards) {
		return illegal("choose the speed of %s: one value for each", Quantity(len(waiting), "card"))
	}
	for i, id := range a.Cards {
		switch {
		case !slices.Contains(waiting, id):
			return illegal("card %d does not wait for a choice of speed", id)
		case slices.Contains(a.Cards[:i], id):
			return illegal("card %d is listed twice", id)
		}
		if d := c.Played[indexOf(c.Played, id)].def(); !slices.Contains(d.Choices, a.Values[i]) {
			return illegal("choose the speed of %s: one of %s", d.Name, choiceList(d.Choices))
		}
	}
	chosen := make([]Card, len(a.Cards))
	for i, id := range a.Cards {
		j := indexOf(c.Played, id)
		c.Played[j].Value = a.Values[i]
		chosen[i] = c.Played[j]
	}
	c.Shown = append(c.Shown[:0], c.Played...) // what resolveMove resolves: the speeds chosen
	r.emit(&Event{Kind: EvBrakes, Seat: seat, Cards: chosen})
	r.s.Step = StepMove
	return nil
}

// revealSymbols resolves the cards just revealed, card by card in the order played: every [+]
// flip (a Stress card is one), and what their other symbols add to the turn. Their Heat and
// Scrap wait for React, where they are mandatory (see payDue and scrapDue).
func (r *Race) revealSymbols(c *car) {
	n := len(c.Shown) // the flips append the Speed cards they find
	for i := 0; i < n; i++ {
		k := c.Shown[i]
		if k.Def != 0 {
			r.cardSymbols(c, k)
			if k.def().Heat > 0 {
				c.T.Sym.HeatDue = append(c.T.Sym.HeatDue, k.ID)
			}
		}
		if k.Kind == Stress {
			r.plusFlip(c, 0)
		}
	}
}

// plusFlip resolves one [+] symbol (a Stress card's when def is 0): a flip for a Speed card,
// which joins the play area. It returns the speed found.
func (r *Race) plusFlip(c *car, def uint16) int {
	var buf [flipRoom]Card
	flipped, gained := r.flipForSpeed(c, buf[:0])
	c.T.Plus++
	if !r.sim {
		r.emit(&Event{Kind: EvFlip, Seat: c.Seat, Cards: flipped, Speed: gained, Def: int(def)})
	}
	return gained
}

// resolveMove is the rest of step 3 once the speeds are known: the car moves the cards' values
// and the Speed cards their flips found, all of which stand in c.Shown.
func (r *Race) resolveMove(c *car) {
	speed := 0
	for _, k := range c.Shown {
		speed += k.Value
	}
	c.T.Speed = speed
	from := r.pos(c)
	r.moveBy(c, speed)
	if !r.sim {
		r.emit(&Event{Kind: EvMove, Seat: c.Seat, From: from, To: r.pos(c), Speed: speed})
	}
}

// cardSymbols resolves the symbols of a card being played: its [+] flips now, its Scrap left for
// React, the rest added to what the turn offers. Its Heat is the caller's. It returns the speed
// the flips found.
func (r *Race) cardSymbols(c *car, k Card) (gained int) {
	d := k.def()
	c.T.Adjust += d.Adjust
	c.T.CardCooldown += d.Cooldown
	c.T.SlipBoost += d.Slipstream
	c.T.Sym.Reduce += d.Reduce
	c.T.Sym.Salvage += d.Salvage
	c.T.Sym.Accelerate += d.Accelerate
	if d.Refresh {
		c.T.Sym.Refresh = append(c.T.Sym.Refresh, k.ID)
	}
	for range d.Boosts {
		gained += r.plusFlip(c, k.Def)
	}
	if d.Scrap > 0 {
		c.T.Sym.ScrapDue = append(c.T.Sym.ScrapDue, k.ID)
	}
	return gained
}

// dropSymbols takes back what an unpaid card's symbols still offered: those already used stay
// used, its flips stay flipped.
func (r *Race) dropSymbols(c *car, k Card) {
	d := k.def()
	c.T.Adjust -= d.Adjust
	c.T.CardCooldown -= d.Cooldown
	c.T.SlipBoost -= d.Slipstream
	if !c.T.Sym.Reduced {
		c.T.Sym.Reduce -= d.Reduce
	}
	if !c.T.Sym.Salvaged {
		c.T.Sym.Salvage -= d.Salvage
	}
	if !c.T.Sym.Accelerated {
		c.T.Sym.Accelerate -= d.Accelerate
	}
	c.T.Sym.Refresh = removeIDs(c.T.Sym.Refresh, []int{k.ID})
	c.T.Sym.ScrapDue = removeIDs(c.T.Sym.ScrapDue, []int{k.ID})
}

// scrap discards the top n cards of the deck, reshuffling the discard pile when the deck runs out.
func (r *Race) scrap(c *car, k Card, n int) {
	out := make([]Card, 0, n)
	for range n {
		if len(c.Deck) == 0 {
			if len(c.Discard) == 0 {
				break
			}
			r.reshuffle(c)
		}
		top := c.Deck[len(c.Deck)-1]
		c.Deck = c.Deck[:len(c.Deck)-1]
		c.Discard = append(c.Discard, top)
		out = append(out, top)
	}
	r.emit(&Event{Kind: EvScrap, Seat: c.Seat, Cards: out, Count: n, Def: int(k.Def)})
	r.noteScrapped(c, out)
}

func (r *Race) reduceAvailable(c *car) int {
	if c.T.Sym.Reduced || c.T.Sym.Reduce == 0 {
		return 0
	}
	return min(c.T.Sym.Reduce, count(c.Hand, Stress))
}

func (r *Race) salvageAvailable(c *car) int {
	if c.T.Sym.Salvaged {
		return 0
	}
	return min(c.T.Sym.Salvage, len(c.Discard))
}

// accelerateAvailable is the speed Accelerate would add now: its total times the [+] symbols
// resolved this turn.
func (r *Race) accelerateAvailable(c *car) int {
	if c.T.Sym.Accelerated {
		return 0
	}
	return c.T.Sym.Accelerate * c.T.Plus
}

// mayPlayDirect reports whether a card in hand may be played directly now: it has the symbol,
// and its Heat, if any, may be paid, the Engine holding Heat or the hand Heat to cool down (the
// card's own Cooldown may then pay it; see direct).
func (c *car) mayPlayDirect(k Card) bool {
	if k.Def == 0 || !k.def().Direct {
		return false
	}
	return k.def().Heat == 0 || len(c.Engine) > 0 || c.heatInHand() > 0
}

// directCards lists the cards in hand that may be played directly now.
func (r *Race) directCards(c *car) []int {
	var out []int
	for _, k := range c.Hand {
		if c.mayPlayDirect(k) {
			out = append(out, k.ID)
		}
	}
	return out
}

func (r *Race) hasDirect(c *car) bool {
	return slices.ContainsFunc(c.Hand, c.mayPlayDirect)
}

func (r *Race) reduce(c *car, n int) error {
	avail := r.reduceAvailable(c)
	switch {
	case avail == 0:
		return illegal("you have no Reduce Stress to use, or no Stress in hand")
	case n < 1 || n > avail:
		return illegal("you may discard 1 to %s now, not %d", Quantity(avail, "Stress card"), n)
	}
	out := make([]Card, 0, n)
	for i := len(c.Hand) - 1; i >= 0 && len(out) < n; i-- {
		if c.Hand[i].Kind == Stress {
			out = append(out, c.Hand[i])
			c.Hand = append(c.Hand[:i], c.Hand[i+1:]...)
		}
	}
	c.Discard = append(c.Discard, out...)
	c.T.Sym.Reduced = true
	r.emit(&Event{Kind: EvReduce, Seat: c.Seat, Cards: out})
	return nil
}

func (r *Race) salvage(c *car, ids []int) error {
	avail := r.salvageAvailable(c)
	switch {
	case avail == 0:
		return illegal("you have no Salvage to use, or an empty discard pile")
	case len(ids) < 1 || len(ids) > avail:
		return illegal("you may salvage 1 to %s from your discard pile, not %d", Quantity(avail, "card"), len(ids))
	}
	for i, id := range ids {
		switch {
		case indexOf(c.Discard, id) < 0:
			return illegal("card %d is not in your discard pile", id)
		case slices.Contains(ids[:i], id):
			return illegal("card %d is listed twice", id)
		}
	}
	out := make([]Card, 0, len(ids))
	for _, id := range ids {
		out = append(out, take(&c.Discard, id))
	}
	c.Deck = append(c.Deck, out...)
	rng.Shuffle(&r.s.RNG, c.Deck)
	c.T.Sym.Salvaged = true
	r.emit(&Event{Kind: EvSalvage, Seat: c.Seat, Cards: out, Count: len(out), Private: true})
	return nil
}

// direct plays a card with Direct Play from hand during React: it moves its speed (which counts
// as Speed for the corners) and its symbols apply as if played normally. Its Heat is paid at once
// when the Engine can; otherwise the card's own Cooldown brings Heat back from the hand first;
// what is still unpaid waits with the other cards' Heat.
func (r *Race) direct(c *car, ids []int) error {
	if len(ids) != 1 {
		return illegal("play one card at a time directly")
	}
	i := indexOf(c.Hand, ids[0])
	if i < 0 {
		return illegal("card %d is not in your hand", ids[0])
	}
	k := c.Hand[i]
	switch {
	case k.Def == 0 || !k.def().Direct:
		return illegal("%s cannot be played directly: only cards with the Direct Play symbol can", k)
	case !c.mayPlayDirect(k):
		return illegal("%s costs %s: your Engine is empty and you hold no Heat to cool down", k, Quantity(k.def().Heat, "Heat"))
	}
	c.Hand = append(c.Hand[:i], c.Hand[i+1:]...)
	c.Played = append(c.Played, k)
	c.Shown = append(c.Shown, k)
	from := r.pos(c)
	c.T.Speed += k.Value
	r.moveBy(c, k.Value)
	r.emit(&Event{Kind: EvDirect, Seat: c.Seat, Cards: []Card{k}, Speed: k.Value, From: from, To: r.pos(c)})
	gained := r.cardSymbols(c, k)
	if cost := k.def().Heat; cost > 0 {
		if len(c.Engine) < cost && k.def().Cooldown > 0 {
			if n := min(k.def().Cooldown, r.cooldownAvailable(c)); n > 0 {
				_ = r.cooldown(c, n) // n is within what is available
			}
		}
		if len(c.Engine) >= cost {
			r.payHeat(c, cost)
			r.emit(&Event{Kind: EvCardHeat, Seat: c.Seat, Heat: cost, Cards: []Card{k}})
		} else {
			c.T.Sym.HeatDue = append(c.T.Sym.HeatDue, k.ID)
		}
	}
	if gained > 0 {
		from = r.pos(c)
		c.T.Speed += gained
		r.moveBy(c, gained)
		r.emit(&Event{Kind: EvMove, Seat: c.Seat, From: from, To: r.pos(c), Speed: gained})
	}
	return nil
}

func (r *Race) accelerate(c *car) error {
	n := r.accelerateAvailable(c)
	if n == 0 {
		return illegal("you have nothing to accelerate: it needs an Accelerate card and a [+] resolved this turn")
	}
	c.T.Sym.Accelerated = true
	c.T.Speed += n
	from := r.pos(c)
	r.moveBy(c, n)
	r.emit(&Event{Kind: EvAccelerate, Seat: c.Seat, Speed: n, Count: c.T.Plus, From: from, To: r.pos(c)})
	return nil
}

func (r *Race) refresh(c *car, ids []int) error {
	if len(ids) == 0 {
		return illegal("name the cards with Refresh to put back on your deck")
	}
	for i, id := range ids {
		switch {
		case !slices.Contains(c.T.Sym.Refresh, id):
			return illegal("card %d is not a card with Refresh played this turn", id)
		case slices.Contains(ids[:i], id):
			return illegal("card %d is listed twice", id)
		}
	}
	out := make([]Card, 0, len(ids))
	for _, id := range ids {
		out = append(out, c.Played[indexOf(c.Played, id)])
	}
	c.T.Sym.Refresh = removeIDs(c.T.Sym.Refresh, ids)
	c.T.Sym.Refreshed = append(c.T.Sym.Refreshed, ids...)
	r.emit(&Event{Kind: EvRefresh, Seat: c.Seat, Cards: out})
	return nil
}
