package bot

import (
	engine "github.com/heatracing/heat/engine/heat"
)

// React: always cool down as much as possible, then pay the cards' Heat and resolve their Scrap,
// then take Adrenaline's space and Boost when they are worth it (judged over every card a Boost
// could flip).
func (d *driver) react() engine.Action {
	l := d.legal
	d.keepValues(nil)
	if l.Cooldown > 0 {
		return engine.Action{Type: engine.ActCooldown, Count: l.Cooldown}
	}
	// The cards' Heat and Scrap are due before React ends: paid once cooled down (what the Engine
	// cannot pay is settled), scrapped before anything flips.
	if len(l.Heat) > 0 {
		return engine.Action{Type: engine.ActHeat}
	}
	if len(l.Scrap) > 0 {
		return engine.Action{Type: engine.ActScrap}
	}
	if a, ok := d.symbolsReact(); ok {
		return a
	}
	start, at, speed := d.me.TurnStart, d.me.Pos.Progress, d.me.Speed
	heat := d.v.Me.Engine
	now := d.outcome(start, at, speed, d.me.Gear, heat)
	if l.Adrenaline && d.outcome(start, at+1, speed+1, d.me.Gear, heat) >= now {
		return engine.Action{Type: engine.ActAdrenaline}
	}
	if l.Boost {
		cost := l.BoostHeat // nothing in a free-Boost sector
		if d.naive {
			cost = 1
		}
		odds := d.flipOdds()
		boosted := -d.heatValue * float64(cost)
		for v := 1; v <= 4; v++ {
			boosted += odds[v] * d.outcome(start, at+v, speed+v, d.me.Gear, heat-cost)
		}
		if boosted > now+d.p.boost {
			return engine.Action{Type: engine.ActBoost}
		}
	}
	return engine.Action{Type: engine.ActReactDone}
}

// slipstream takes the two free spaces unless they lead into a corner it cannot afford.
func (d *driver) slipstream() engine.Action {
	to := d.legal.Slipstream
	if to == nil {
		return engine.Action{Type: engine.ActSlipstream}
	}
	start, at, speed, heat := d.me.TurnStart, d.me.Pos.Progress, d.me.Speed, d.v.Me.Engine
	d.keepValues(nil)
	best, take, count := d.outcome(start, at, speed, d.me.Gear, heat), false, 0
	// The slipstream itself, then each extra the cards and the sector allow, whole symbols only
	// (landing is estimated: the spaces ahead may be full).
	extras := d.legal.SlipstreamExtras
	if d.naive {
		extras = nil
	}
	for i := -1; i < len(extras); i++ {
		e := 0
		if i >= 0 {
			e = extras[i]
		}
		if s := d.outcome(start, to.Progress+e, speed, d.me.Gear, heat); s > best || (e == 0 && s >= best) {
			best, take, count = s, true, e
		}
	}
	return engine.Action{Type: engine.ActSlipstream, Accept: take, Count: count}
}

// discard sheds the cards the next turn will not want: slow cards before a long straight, the 5
// when a slow corner is close.
func (d *driver) discard() engine.Action {
	dist, corner, ok := d.nextCorner(d.me.Pos.Progress)
	limit, _ := d.limit(corner)
	var out []int
	hand := map[int]engine.Card{}
	for _, c := range d.v.Me.Hand {
		hand[c.ID] = c
	}
	for _, id := range d.legal.Discard {
		c := hand[id]
		switch {
		case !ok || float64(dist) >= d.p.discardFar:
			if float64(c.Value) <= d.p.discardLow {
				out = append(out, id)
			}
		case dist < 6 && limit <= 3:
			if c.Value == 5 {
				out = append(out, id)
			}
		}
	}
	return engine.Action{Type: engine.ActDiscard, Cards: out}
}
