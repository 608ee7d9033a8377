package heat

import "github.com/heatracing/heat/engine/rng"

// randomAction picks a random legal action for seat from what Legal offers.
func randomAction(r *Race, seat int, g *rng.Source) Action {
	var l Legal
	r.legalInto(&l, seat) // Legal without copying its answer out
	switch l.Decision {
	case DecideDraft:
		return Action{Type: ActDraft, Cards: []int{l.Draft[g.Intn(len(l.Draft))]}}
	case DecideSwap:
		if g.Intn(2) == 0 {
			return Action{Type: ActSwap}
		}
		return Action{Type: ActSwap, Cards: []int{l.Swap[g.Intn(len(l.Swap))], l.Draft[g.Intn(len(l.Draft))]}}
	case DecideBrakes:
		a := Action{Type: ActBrakes}
		for _, k := range r.s.Cars[seat].Played {
			if ch, ok := l.Brakes[k.ID]; ok {
				a.Cards = append(a.Cards, k.ID)
				a.Values = append(a.Values, ch[g.Intn(len(ch))])
			}
		}
		return a
	case DecideShift:
		if g.Intn(3) > 0 || l.Play == nil {
			return Action{Type: ActShift, Gear: l.Gears[g.Intn(len(l.Gears))].Gear}
		}
		fallthrough
	case DecidePlay:
		p := l.Play
		if p.Cluttered {
			var cardsBuf, heatBuf [16]int
			cards, heat := cardsBuf[:0], heatBuf[:0]
			for _, k := range r.s.Cars[seat].Hand {
				if k.Kind == Heat {
					heat = append(heat, k.ID)
				} else {
					cards = append(cards, k.ID)
				}
			}
			return Action{Type: ActPlay, Cards: append(cards, heat[:p.Count-len(cards)]...)}
		}
		ids := p.Cards // Legal's list is the caller's own
		rng.Shuffle(g, ids)
		a := Action{Type: ActPlay, Cards: ids[:p.Count]}
		for i, id := range a.Cards {
			if ch, ok := p.Choices[id]; ok {
				if a.Values == nil {
					a.Values = make([]int, len(a.Cards))
				}
				a.Values[i] = ch[g.Intn(len(ch))]
			}
		}
		return a
	case DecideReact:
		// One of the options, in this order; the Cooldown's count is drawn when it is offered.
		var buf [9]ActionType
		opts, cool := buf[:0], 0
		if l.Cooldown > 0 {
			opts, cool = append(opts, ActCooldown), 1+g.Intn(l.Cooldown)
		}
		if l.Boost {
			opts = append(opts, ActBoost)
		}
		if l.Adrenaline {
			opts = append(opts, ActAdrenaline)
		}
		// The cards' symbols (never offered without the Garage or sponsors).
		if l.Reduce > 0 {
			opts = append(opts, ActReduce)
		}
		if l.Salvage > 0 {
			opts = append(opts, ActSalvage)
		}
		if l.Accelerate > 0 {
			opts = append(opts, ActAccelerate)
		}
		if len(l.Direct) > 0 {
			opts = append(opts, ActDirect)
		}
		if len(l.Refresh) > 0 {
			opts = append(opts, ActRefresh)
		}
		// The mandatory symbols: React cannot end before they are resolved.
		if len(l.Heat) > 0 {
			opts = append(opts, ActHeat)
		}
		if len(l.Scrap) > 0 {
			opts = append(opts, ActScrap)
		}
		if len(l.Heat) == 0 && len(l.Scrap) == 0 {
			opts = append(opts, ActReactDone)
		}
		a := Action{Type: opts[g.Intn(len(opts))]}
		switch a.Type {
		case ActCooldown:
			a.Count = cool
		case ActReduce:
			a.Count = 1 + g.Intn(l.Reduce)
		case ActSalvage:
			discard := r.s.Cars[seat].Discard
			a.Cards = []int{discard[g.Intn(len(discard))].ID}
		case ActDirect:
			a.Cards = []int{l.Direct[g.Intn(len(l.Direct))]}
		case ActRefresh:
			a.Cards = []int{l.Refresh[g.Intn(len(l.Refresh))]}
		}
		return a
	case DecideSlipstream:
		a := Action{Type: ActSlipstream, Accept: g.Intn(2) == 0}
		if n := len(l.SlipstreamExtras); a.Accept && n > 0 {
			if i := g.Intn(n + 1); i < n {
				a.Count = l.SlipstreamExtras[i]
			}
		}
		return a
	case DecideDiscard:
		ids := l.Discard[:0] // Legal's list is the caller's own
		for _, id := range l.Discard {
			if g.Intn(3) == 0 {
				ids = append(ids, id)
			}
		}
		return Action{Type: ActDiscard, Cards: ids}
	}
	return Action{}
}

// playRandom plays a race to its end with random legal actions and returns the number of actions.
func playRandom(r *Race, g *rng.Source) int {
	n := 0
	var buf [MaxCars]int
	for !r.Over() {
		pending := r.appendPending(buf[:0])
		if len(pending) == 0 {
			panic("race waits for nobody but is not over")
		}
		seat := pending[g.Intn(len(pending))]
		if err := r.Apply(seat, randomAction(r, seat, g)); err != nil {
			panic(err)
		}
		n++
	}
	return n
}
