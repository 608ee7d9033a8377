package havoc

import "slices"

// Clone returns an independent copy of the game, events and log included: what it plays from
// then on changes nothing of the game's (a replay viewer keeps copies to step back from).
func (g *Game) Clone() *Game { return g.clone() }

// clone copies the state deeply. The events and the log are only ever appended to, so the copy
// shares what is there and appends to its own.
func (g *Game) clone() *Game {
	s := g.s
	c := &Game{s: s}
	d := &c.s
	d.Config.Seats = slices.Clone(s.Config.Seats)
	d.Players = slices.Clone(s.Players)
	for i := range d.Players {
		p := &d.Players[i]
		p.Hand, p.Held, p.Car.Dice = slices.Clone(p.Hand), slices.Clone(p.Held), slices.Clone(p.Car.Dice)
	}
	d.Order, d.Tie, d.Ranking = slices.Clone(s.Order), slices.Clone(s.Tie), slices.Clone(s.Ranking)
	d.Pick.Layout, d.Pick.Rest = slices.Clone(s.Pick.Layout), slices.Clone(s.Pick.Rest)
	d.Pick.Pickers, d.Pick.Picked = slices.Clone(s.Pick.Pickers), slices.Clone(s.Pick.Picked)
	d.Storm.Stock, d.Storm.Discard, d.Storm.Out = slices.Clone(s.Storm.Stock), slices.Clone(s.Storm.Discard), slices.Clone(s.Storm.Out)
	d.Purse, d.Spent, d.Track = slices.Clone(s.Purse), slices.Clone(s.Spent), slices.Clone(s.Track)
	d.Events, d.Log = slices.Clip(s.Events), slices.Clip(s.Log)
	return c
}
