package engine

// randomAction picks a random legal action for seat from what Legal offers.
func randomAction(r *Race, seat int, g *rng) Action {
	l := r.Legal(seat)
	hand := r.s.Cars[seat].Hand
	switch l.Decision {
	case DecideShift:
		if g.intn(3) > 0 || l.Play == nil {
			return Action{Type: ActShift, Gear: l.Gears[g.intn(len(l.Gears))].Gear}
		}
		fallthrough
	case DecidePlay:
		p := l.Play
		if p.Cluttered {
			var cardsBuf, heatBuf [16]int
			cards, heat := cardsBuf[:0], heatBuf[:0]
			for _, k := range hand {
				if k.Kind == Heat {
					heat = append(heat, k.ID)
				} else {
					cards = append(cards, k.ID)
				}
			}
			return Action{Type: ActPlay, Cards: append(cards, heat[:p.Count-len(cards)]...)}
		}
		ids := p.Cards // Legal's list is the caller's own
		shuffle(g, ids)
		a := Action{Type: ActPlay, Cards: ids[:p.Count]}
		for i, id := range a.Cards {
			if ch, ok := p.Choices[id]; ok {
				if a.Values == nil {
					a.Values = make([]int, len(a.Cards))
				}
				a.Values[i] = ch[g.intn(len(ch))]
			}
		}
		return a
	case DecideReact:
		var buf [4]Action
		opts := buf[:0]
		if l.Cooldown > 0 {
			opts = append(opts, Action{Type: ActCooldown, Count: 1 + g.intn(l.Cooldown)})
		}
		if l.Boost {
			opts = append(opts, Action{Type: ActBoost})
		}
		if l.Adrenaline {
			opts = append(opts, Action{Type: ActAdrenaline})
		}
		opts = append(opts, Action{Type: ActReactDone})
		return opts[g.intn(len(opts))]
	case DecideSlipstream:
		a := Action{Type: ActSlipstream, Accept: g.intn(2) == 0}
		if a.Accept && l.SlipstreamExtra > 0 {
			a.Count = g.intn(l.SlipstreamExtra + 1)
		}
		return a
	case DecideDiscard:
		ids := l.Discard[:0] // Legal's list is the caller's own
		for _, id := range l.Discard {
			if g.intn(3) == 0 {
				ids = append(ids, id)
			}
		}
		return Action{Type: ActDiscard, Cards: ids}
	}
	return Action{}
}

// playRandom plays a race to its end with random legal actions and returns the number of actions.
func playRandom(r *Race, g *rng) int {
	n := 0
	for !r.Over() {
		var pending [MaxCars]int
		np := 0
		for i := range r.s.Cars {
			if r.decision(i) != DecideNothing {
				pending[np] = i
				np++
			}
		}
		if np == 0 {
			panic("race waits for nobody but is not over")
		}
		seat := pending[g.intn(np)]
		if err := r.Apply(seat, randomAction(r, seat, g)); err != nil {
			panic(err)
		}
		n++
	}
	return n
}
