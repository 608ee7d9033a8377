package heat

import (
	"slices"
	"strconv"
)

// Step 5, React: in any order — Cooldown (3/1/0 by gear, +1 with Adrenaline, more from cards and
// weather) up to its total, Boost once (any gear, 1 Heat unless the sector makes it free, flip for
// a Speed card, counts as Speed for corners), Adrenaline's extra space, and each optional symbol
// of the cards played once (see symbols.go).

func (r *Race) cooldownAvailable(c *car) int {
	extra, none := r.sectorCooldown(c)
	if none {
		return 0
	}
	n := GearCooldown(c.Gear) + c.T.CardCooldown + extra - c.T.Cooled
	if c.Adrenaline {
		n++
	}
	if n <= 0 { // most turns, in 3rd and 4th gear: no need to count the hand's Heat
		return 0
	}
	return min(n, c.heatInHand())
}

func (r *Race) boostAvailable(c *car) bool {
	return !c.T.Boosted && len(c.Engine) >= r.boostHeat(c)
}

func (r *Race) adrenalineAvailable(c *car) bool { return c.Adrenaline && !c.T.AdrenalineMoved }

func (r *Race) canReact(c *car) bool {
	if c.Legend {
		return false
	}
	// The cheap questions first: a Boost is on offer most turns.
	return r.boostAvailable(c) || c.mustResolve() || r.adrenalineAvailable(c) || r.cooldownAvailable(c) > 0 ||
		r.reduceAvailable(c) > 0 || r.salvageAvailable(c) > 0 || r.accelerateAvailable(c) > 0 ||
		len(c.T.Sym.Refresh) > 0 || r.hasDirect(c)
}

// turnOf returns the active car if it is seat's and the turn waits at step; otherwise an error
// that says whose turn it is.
func (r *Race) turnOf(seat int, step Step) (*car, error) {
	s := &r.s
	if s.Phase != PhaseTurns || s.Turn >= len(s.Order) {
		return nil, notYourTurn("it is not time for that: now it is %s", r.stepName())
	}
	c := r.active()
	if c.Seat != seat {
		return nil, notYourTurn("it is %s's turn", c.Name)
	}
	if s.Step != step {
		return nil, notYourTurn("that is not possible now: it is time to %s", r.stepName())
	}
	return c, nil
}

func (r *Race) react(seat int, a *Action) error {
	c, err := r.turnOf(seat, StepReact)
	if err != nil {
		return err
	}
	switch a.Type {
	case ActCooldown:
		err = r.cooldown(c, a.Count)
	case ActBoost:
		err = r.boost(c)
	case ActAdrenaline:
		if !r.adrenalineAvailable(c) {
			return illegal("you have no Adrenaline move left this round")
		}
		c.T.AdrenalineMoved = true
		c.T.Speed++
		from := r.pos(c)
		r.moveBy(c, 1)
		if !r.sim {
			r.emit(&Event{Kind: EvAdrenalineMove, Seat: seat, From: from, To: r.pos(c), Speed: 1})
		}
	case ActReduce:
		err = r.reduce(c, a.Count)
	case ActSalvage:
		err = r.salvage(c, a.Cards)
	case ActDirect:
		err = r.direct(c, a.Cards)
	case ActAccelerate:
		err = r.accelerate(c)
	case ActRefresh:
		err = r.refresh(c, a.Cards)
	case ActHeat:
		err = r.payDue(c, a.Cards)
	case ActScrap:
		err = r.scrapDue(c, a.Cards)
	case ActReactDone:
		if why := r.dueRefusal(c); why != "" {
			return illegal("%s", why)
		}
	}
	if err != nil {
		return err
	}
	if a.Type == ActReactDone || !r.canReact(c) {
		r.s.Step = StepSlipstream
	}
	return nil
}

func (r *Race) cooldown(c *car, n int) error {
	avail := r.cooldownAvailable(c)
	switch {
	case avail == 0 && c.T.Cooled > 0:
		return illegal("you have cooled down all you may this turn")
	case avail == 0:
		if _, none := r.sectorCooldown(c); none {
			return illegal("no Cooldown in this sector: the weather forbids it")
		}
		return illegal("you have no Heat in hand to cool down, or no Cooldown in %s gear", Ordinal(c.Gear))
	case n < 1 || n > avail:
		return illegal("you may cool down 1 to %d Heat now, not %d", avail, n)
	}
	moved := 0
	for i := len(c.Hand) - 1; i >= 0 && moved < n; i-- {
		if c.Hand[i].Kind == Heat {
			c.Engine = append(c.Engine, c.Hand[i])
			c.Hand = append(c.Hand[:i], c.Hand[i+1:]...)
			moved++
		}
	}
	c.T.Cooled += moved
	if !r.sim {
		r.emit(&Event{Kind: EvCooldown, Seat: c.Seat, Count: moved})
	}
	return nil
}

func (r *Race) boost(c *car) error {
	cost := r.boostHeat(c)
	switch {
	case c.T.Boosted:
		return illegal("you can boost only once a turn")
	case len(c.Engine) < cost:
		return illegal("boosting costs 1 Heat and your Engine is empty")
	}
	c.T.Boosted = true
	r.payHeat(c, cost)
	from := r.pos(c)
	var buf [flipRoom]Card
	flipped, gained := r.flipForSpeed(c, buf[:0])
	c.T.Plus++
	c.T.Speed += gained
	r.moveBy(c, gained)
	if !r.sim {
		r.emit(&Event{Kind: EvBoost, Seat: c.Seat, Heat: cost, Speed: gained, Cards: flipped, From: from, To: r.pos(c)})
	}
	return nil
}

// slipstreamTarget says whether the car may slipstream now, taking extra spaces from its cards'
// symbols and its sector, and where it would land: a car beside it or in the space directly
// ahead, 2 spaces and the extra (the first free spot behind if full, gaining at least one), never
// across the finish line on the final lap, never in Qualifying, never from a sector whose weather
// forbids it. Each symbol is taken whole or not at all, so extra must be a sum of some of them
// (see slipstreamSums).
func (r *Race) slipstreamTarget(c *car, extra int) (int, int, bool) {
	if extra < 0 || extra >= 64 || r.slipstreamSums(c)&(1<<extra) == 0 {
		return 0, 0, false
	}
	to := c.Pos + 2 + extra
	if r.s.Config.Mode == ModeQualifying || c.Legend || c.T.Slipstreamed || to >= r.finishLine() {
		return 0, 0, false
	}
	if !r.carOn(c, r.track.Space(c.Pos), r.track.Space(c.Pos+1)) {
		return 0, 0, false
	}
	return r.landing(c, to, c.Pos+1)
}

// slipstreamSums is the set of extra spaces a slipstream may take now, bit e for e spaces: each
// card played with the slipstream symbol, the sector's weather and its road token adds its
// spaces whole or not at all. It is empty where the weather forbids slipstreaming.
func (r *Race) slipstreamSums(c *car) uint64 {
	sums := uint64(1)
	add := func(n int) {
		if n > 0 && n < 32 {
			sums |= sums << n
		}
	}
	if len(r.s.Roads) > 0 {
		switch r.sectorWeather(c) {
		case Fog:
			return 0
		case Storm, Sun:
			add(2)
		}
		if r.sectorRoad(c) == RoadSlipstream {
			add(1)
		}
	}
	if c.T.SlipBoost == 0 { // most turns: no card adds any
		return sums
	}
	for _, k := range c.Played {
		if k.Def != 0 {
			add(k.def().Slipstream)
		}
	}
	return sums
}

// slipstreamExtras appends to dst the extra spaces the car may slipstream now, smallest first,
// leaving out those that would carry it over the finish line on the final lap.
func (r *Race) slipstreamExtras(c *car, dst []int) []int {
	sums := r.slipstreamSums(c) &^ 1
	for e := 1; sums>>e != 0; e++ {
		if sums&(1<<e) != 0 {
			if _, _, ok := r.slipstreamTarget(c, e); ok {
				dst = append(dst, e)
			}
		}
	}
	return dst
}

func (r *Race) slipstream(seat int, a *Action) error {
	c, err := r.turnOf(seat, StepSlipstream)
	if err != nil {
		return err
	}
	if a.Accept {
		p, lane, ok := r.slipstreamTarget(c, a.Count)
		if !ok {
			if a.Count > 0 {
				return illegal("you cannot slipstream %d extra spaces now: %s", a.Count, extrasWords(r.slipstreamExtras(c, nil)))
			}
			return illegal("you cannot slipstream now")
		}
		from := r.pos(c)
		r.unplace(c)
		c.Pos, c.Lane = p, lane
		r.place(c)
		c.T.Slipstreamed = true
		c.T.SlipFrom, c.T.SlipTo = from.Progress, p
		if !r.sim {
			r.emit(&Event{Kind: EvSlipstream, Seat: seat, From: from, To: r.pos(c)})
		}
	}
	r.s.Step = StepCorners
	return nil
}

// removeIDs removes from list the ids in drop.
func removeIDs(list, drop []int) []int {
	return slices.DeleteFunc(list, func(id int) bool { return slices.Contains(drop, id) })
}

// extrasWords says which extra slipstream spaces may be taken.
func extrasWords(extras []int) string {
	if len(extras) == 0 {
		return "no extra space may be taken"
	}
	out := "take 0"
	for i, e := range extras {
		sep := ", "
		if i == len(extras)-1 {
			sep = " or "
		}
		out += sep + strconv.Itoa(e)
	}
	return out + " extra spaces"
}
