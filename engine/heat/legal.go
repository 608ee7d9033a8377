package heat

import "slices"

// Legal is what a seat may do now.
type Legal struct {
	Decision Decision `json:"decision"`
	// Retire: the seat may take its car out of the race now (an action of its own, at any time
	// once the race has started, whatever Decision says).
	Retire bool `json:"retire,omitempty"`
	// The Garage draft: the cards of the market to pick from.
	Draft []int `json:"draft,omitempty"`
	// A championship's swap after its draft round: the upgrades owned that may go back for one
	// of the leftovers in Draft.
	Swap []int `json:"swap,omitempty"`
	// Step 3: for each Brakes played, the speeds to choose from (the action's Cards and Values).
	Brakes map[int][]int `json:"brakes,omitempty"`
	// Shift and play (steps 1 and 2).
	Gears []GearOption `json:"gears,omitempty"`
	Play  *PlayOption  `json:"play,omitempty"`
	// React (step 5).
	Cooldown   int  `json:"cooldown,omitempty"` // the most Heat cards that may go back to the Engine
	Boost      bool `json:"boost,omitempty"`
	BoostHeat  int  `json:"boostHeat,omitempty"`  // what a Boost costs here: 1, or 0 in a free-Boost sector
	Adrenaline bool `json:"adrenaline,omitempty"` // Adrenaline's extra space is still available
	// The mandatory symbols React waits for: the played cards whose Heat is still to pay (the
	// action heat), HeatShort when the Engine cannot pay it all now (heat without cards then
	// settles it: see RULES.md), and those whose Scrap is still to resolve.
	Heat      []int `json:"heat,omitempty"`
	HeatShort bool  `json:"heatShort,omitempty"`
	Scrap     []int `json:"scrap,omitempty"`
	// The cards' optional symbols in React: Stress cards that may be discarded, discarded cards
	// that may be salvaged, the Speed Accelerate adds, cards that may be played directly, and
	// played cards that may go back on top of the deck.
	Reduce     int   `json:"reduce,omitempty"`
	Salvage    int   `json:"salvage,omitempty"`
	Accelerate int   `json:"accelerate,omitempty"`
	Direct     []int `json:"direct,omitempty"`
	Refresh    []int `json:"refresh,omitempty"`
	// Slipstream (step 6): where the car would land with the usual 2 spaces, and the extra spaces
	// its cards' symbols and its sector allow (the action's Count), smallest first: each symbol
	// adds its spaces whole or not at all. SlipstreamExtra is the largest of them.
	Slipstream       *Pos  `json:"slipstream,omitempty"`
	SlipstreamExtra  int   `json:"slipstreamExtra,omitempty"`
	SlipstreamExtras []int `json:"slipstreamExtras,omitempty"`
	// Discard (step 8): the cards that may be discarded.
	Discard []int `json:"discard,omitempty"`
}

// PlayOption says how to play cards in the planned gear.
type PlayOption struct {
	Gear  int   `json:"gear"`
	Count int   `json:"count"` // exactly this many cards
	Cards []int `json:"cards"` // the cards that may be played
	// Cluttered: every card that is not Heat must be played, filled up with Heat cards.
	Cluttered bool `json:"cluttered,omitempty"`
	// Choices lists, for each card that offers a choice of speed (Brakes), the values to pick
	// from (the action's Values).
	Choices map[int][]int `json:"choices,omitempty"`
}

// choices lists, for each card of cards that offers a choice of speed (Brakes), the values to
// pick from; nil when none does.
func choices(cards []Card) map[int][]int {
	var out map[int][]int
	for _, k := range cards {
		if k.Def == 0 {
			continue
		}
		if ch := k.def().Choices; len(ch) > 0 {
			if out == nil {
				out = map[int][]int{}
			}
			out[k.ID] = slices.Clone(ch)
		}
	}
	return out
}

// legalMemory is the memory a Legal answer to a shift or a play uses.
type legalMemory struct {
	play    PlayOption
	gears   [4]GearOption
	cards   [HandSize + 3]int // a hand holds 7 cards, more after a spin-out
	discard []int             // a fork's list of cards that may be discarded, reused
}

// memory returns fresh memory for a Legal answer, or in a fork its scratch memory, cleared.
func (r *Race) memory() *legalMemory {
	if !r.sim {
		return new(legalMemory)
	}
	if r.scratch == nil {
		r.scratch = new(legalMemory)
	}
	m := r.scratch
	// Legal sets every field of the play but Choices, which it may leave nil: clearing only that
	// one spares the garbage collector's write barriers on the whole struct.
	if m.play.Choices != nil {
		m.play.Choices = nil
	}
	return m
}

// Legal returns what seat may do now (Decision is empty when it has nothing to decide). The
// answer is the caller's own: its lists share nothing with the race or with earlier answers. In a
// Fork, which searches call many times a turn, the lists and the Slipstream of an answer are
// only good until the next call.
func (r *Race) Legal(seat int) (l Legal) {
	r.legalInto(&l, seat)
	return l
}

// legalInto is Legal written into l, which must be zero: a caller that asks for every action
// (the random player of the benchmarks) spares the copy of the 336-byte answer out of Legal.
func (r *Race) legalInto(l *Legal, seat int) {
	l.Decision = r.decision(seat)
	l.Retire = r.mayRetire(seat)
	if l.Decision == DecideNothing {
		return
	}
	c := &r.s.Cars[seat]
	switch l.Decision {
	case DecideShift, DecidePlay:
		// One allocation holds the whole answer (none in a fork).
		m := r.memory()
		playable := c.playableInHand()
		clutter := c.clutteredWith(playable)
		l.Gears = c.gearOptions(&m.gears, clutter, playable)
		if c.PlanGear == 0 && !c.mayKeepGear(clutter, playable) {
			break // it must shift before it can play
		}
		// Field by field into the fresh memory: assigning a whole PlayOption there would copy it
		// with the garbage collector's write barriers.
		p := &m.play
		p.Gear = c.plannedGear()
		p.Count, p.Cluttered = p.Gear, clutter
		// Written by index, not appended: append's slow path spilled the loop's registers.
		cards := m.cards[:]
		if len(c.Hand) > len(cards) { // a hand swollen by Stress from spin-outs
			cards = make([]int, len(c.Hand))
		}
		n := 0
		// defs is non-zero once a card does more than its face value (only such cards offer
		// choices): the definitions are ORed, not tested, to keep the loop free of branches.
		var defs uint16
		for _, k := range c.Hand {
			if k.playable() || clutter {
				cards[n] = k.ID
				n++
			}
			defs |= k.Def
		}
		p.Cards = cards[:n]
		if defs != 0 {
			p.Choices = choices(c.Hand)
		}
		l.Play = p
	case DecideDraft, DecideSwap:
		for _, k := range r.s.Draft.Market {
			l.Draft = append(l.Draft, k.ID)
		}
		if l.Decision == DecideSwap {
			for _, k := range c.Upgrades {
				l.Swap = append(l.Swap, k.ID)
			}
		}
	case DecideBrakes:
		l.Brakes = map[int][]int{}
		for _, id := range c.unchosen() {
			l.Brakes[id] = slices.Clone(c.Played[indexOf(c.Played, id)].def().Choices)
		}
	case DecideReact:
		l.Cooldown = r.cooldownAvailable(c)
		l.Boost = r.boostAvailable(c)
		if l.Boost {
			l.BoostHeat = r.boostHeat(c)
		}
		l.Adrenaline = r.adrenalineAvailable(c)
		l.Reduce = r.reduceAvailable(c)
		l.Salvage = r.salvageAvailable(c)
		l.Accelerate = r.accelerateAvailable(c)
		// Lists are stored only when there are some: l may be on the heap, and every pointer
		// stored there, nil or not, passes the garbage collector's write barrier while it marks.
		if d := r.directCards(c); d != nil {
			l.Direct = d
		}
		if k := c.T.Sym.Refresh; k != nil {
			l.Refresh = slices.Clone(k)
		}
		if k := c.T.Sym.HeatDue; len(k) > 0 {
			l.Heat = slices.Clone(k)
			l.HeatShort = c.heatShort()
		}
		if k := c.T.Sym.ScrapDue; len(k) > 0 {
			l.Scrap = slices.Clone(k)
		}
	case DecideSlipstream:
		if p, lane, ok := r.slipstreamTarget(c, 0); ok {
			if r.sim {
				r.slip = Pos{p, lane}
				l.Slipstream = &r.slip
			} else {
				l.Slipstream = &Pos{p, lane}
			}
			var buf []int
			if r.sim {
				buf = r.extras[:0]
			}
			if e := r.slipstreamExtras(c, buf); len(e) > 0 {
				l.SlipstreamExtras = e
				l.SlipstreamExtra = e[len(e)-1]
			}
		}
	case DecideDiscard:
		var ids []int // built here, stored in l once
		if r.sim {
			ids = r.memory().discard[:0]
		} else {
			ids = make([]int, 0, len(c.Hand))
		}
		for _, k := range c.Hand {
			if k.discardable() {
				ids = append(ids, k.ID)
			}
		}
		l.Discard = ids
		if r.sim {
			r.scratch.discard = ids // keeps the memory it grew to
		}
	}
}
