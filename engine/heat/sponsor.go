package heat

// Championship: press corners and sponsor cards; and the corners' road conditions (Weather).

// limit is a corner's speed limit with its road condition (not the cards' adjustments).
func (r *Race) limit(corner int) int {
	l := r.track.Corners[corner].Limit
	if len(r.s.Roads) == 0 {
		return l
	}
	switch r.road(corner) {
	case RoadLimitDown:
		l--
	case RoadLimitUp:
		l++
	}
	return max(l, 0)
}

func (r *Race) road(corner int) RoadKind {
	for _, t := range r.s.Roads {
		if t.Corner == corner {
			return t.Kind
		}
	}
	return ""
}

func (r *Race) isPress(corner int) bool {
	for _, p := range r.s.Config.Press {
		if p == corner {
			return true
		}
	}
	return false
}

// gainSponsor takes the top sponsor card of the supply into the car's hand, if any is left: for
// pressing a corner (1-based), for an event card's rule (its number), or drawn before the race.
func (r *Race) gainSponsor(c *car, corner, event int) {
	s := &r.s
	if len(s.Sponsors) == 0 {
		return
	}
	k := s.Sponsors[len(s.Sponsors)-1]
	s.Sponsors = s.Sponsors[:len(s.Sponsors)-1]
	c.Hand = append(c.Hand, k)
	c.SponsorsIn++
	r.emit(&Event{Kind: EvSponsor, Seat: c.Seat, Cards: []Card{k}, Private: true, Corner: corner, Count: event})
}

// returnSponsor puts a used sponsor card back under the supply.
func (r *Race) returnSponsor(c *car, k Card) {
	r.s.Sponsors = append([]Card{k}, r.s.Sponsors...)
	c.SponsorsOut++
}

// pressGains gives the sponsors earned at press corners this turn: one per press corner crossed
// at Speed 2 or more over its road-adjusted limit, or crossed by slipstreaming; none after a
// spin-out.
func (r *Race) pressGains(c *car, lines, corners []int) {
	if c.T.SpunOut || len(r.s.Config.Press) == 0 {
		return
	}
	for i, x := range lines {
		k := corners[i]
		if !r.isPress(k) {
			continue
		}
		slipped := c.T.Slipstreamed && c.T.SlipFrom < x && x <= c.T.SlipTo
		if c.T.Speed >= r.limit(k)+2 || slipped {
			r.gainSponsor(c, k+1, 0)
		}
	}
}
