package havoc

import "github.com/heatracing/heat/tracks/speedway"

// chooseLane puts seat's car on one of the four spots of the pole, position 96 (the rules' "Lane
// Selection Stage"); players choose in the first Storm's winning order.
func (g *Game) chooseLane(seat int, a *Action) error {
	if a.Lane < 1 || a.Lane > speedway.Lanes {
		return illegal("choose a lane from 1 (inside) to %d (outside)", speedway.Lanes)
	}
	at := Spot{Pos: speedway.Pole, Lane: a.Lane}
	if o := g.occupant(at); o >= 0 {
		return illegal("lane %d is taken by %s", a.Lane, g.s.Players[o].Name)
	}
	c := &g.s.Players[seat].Car
	c.Placed, c.Lane, c.Progress = true, a.Lane, 0
	g.emit(Event{Kind: EvLane, Seat: seat, To: spotPtr(at)})
	g.s.Turn++
	if g.s.Turn == len(g.s.Order) {
		g.startCoins()
	}
	return nil
}

// freeLanes lists the lanes still free at the pole.
func (g *Game) freeLanes() []int {
	var out []int
	for lane := 1; lane <= speedway.Lanes; lane++ {
		if g.occupant(Spot{Pos: speedway.Pole, Lane: lane}) < 0 {
			out = append(out, lane)
		}
	}
	return out
}
