package havoc

import "github.com/heatracing/heat/tracks/speedway"

// Movement (the rules' "Movement Rules"): cars are obstructions and are never jumped; a car
// stops on the last free space before one. Only the space a car lands on counts: coins it
// travels over stay where they are.

// drive moves seat's car forward n spaces in its lane, then lands.
func (g *Game) drive(seat, n int) {
	from := g.spot(seat)
	moved := g.slide(seat, n)
	g.emit(Event{Kind: EvMove, Seat: seat, From: spotPtr(from), To: spotPtr(g.spot(seat)), Count: moved})
	if moved > 0 {
		g.land(seat)
	}
}

// slide moves a car on the track up to n spaces forward (n > 0) or back (n < 0) in its lane,
// stopping before the first car in the way, and returns the spaces moved.
func (g *Game) slide(seat, n int) int {
	c := &g.s.Players[seat].Car
	step := 1
	if n < 0 {
		step, n = -1, -n
	}
	pos := speedway.Wrap(c.Progress)
	moved := 0
	for i := 1; i <= n; i++ {
		if g.occupant(Spot{Pos: speedway.Wrap(pos + i*step), Lane: c.Lane}) >= 0 {
			break
		}
		moved = i
	}
	c.Progress += moved * step
	return moved
}

// land resolves the coins under a car that has just arrived on a space: each is turned face up,
// applied and removed, and a coin that moves the car onto another coin sets that one off too,
// without limit (the rules' "Landing on Coins").
func (g *Game) land(seat int) {
	c := &g.s.Players[seat].Car
	for c.Lane >= 1 {
		at := g.spot(seat)
		i := g.coinAt(at)
		if i < 0 {
			return
		}
		coin := g.s.Track[i].Coin
		g.s.Track = append(g.s.Track[:i], g.s.Track[i+1:]...)
		g.s.Spent = append(g.s.Spent, coin)
		if coin.Tow {
			g.toPit(seat, EvTow, &coin)
			return
		}
		moved := g.slide(seat, coin.Value)
		g.emit(Event{Kind: EvCoin, Seat: seat, Coin: &coin, From: spotPtr(at), To: spotPtr(g.spot(seat)), Count: moved})
		if moved == 0 {
			return
		}
	}
}

// toPit sends a car to the pit: its progress goes back to the start of its lap, so the pit lane
// credits no lap (the rules' "Tow-to-Pit (no lap credit)").
func (g *Game) toPit(seat int, kind EventKind, coin *Coin) {
	c := &g.s.Players[seat].Car
	from := g.spot(seat)
	if c.Lane != LanePit {
		c.Progress = c.lapStart()
	}
	c.Lane = LanePit
	g.emit(Event{Kind: kind, Seat: seat, From: spotPtr(from), To: spotPtr(g.spot(seat)), Coin: coin})
}

// pitLaneRun moves a car from the pit (onto pit-lane space 1 and on) or along the pit lane by a
// die: past space 5 it hits the wall and goes back to the pit, unless a car stops it first.
func (g *Game) pitLaneRun(seat, n int) {
	c := &g.s.Players[seat].Car
	from := g.spot(seat)
	k := 0 // the pit
	if c.Lane == LanePitLane {
		k = from.Pos
	}
	moved := 0
	for i := 1; i <= n; i++ {
		if k+i > speedway.PitLane {
			g.toPit(seat, EvCrash, nil)
			return
		}
		if g.occupant(Spot{Pos: k + i, Lane: LanePitLane}) >= 0 {
			break
		}
		moved = i
	}
	kind := EvMove
	if c.Lane == LanePit && moved > 0 {
		kind, c.Lane = EvPitLane, LanePitLane
	}
	c.Progress += moved
	g.emit(Event{Kind: kind, Seat: seat, From: spotPtr(from), To: spotPtr(g.spot(seat)), Count: moved})
}

// sidestep applies a face of the lane-change die: left is towards the inside, right towards the
// outside; walls and cars stop the car, which moves as far as it can. Lane 1's left at positions
// 1–5 is the pit lane; from the pit lane only a right move (a merge) does anything.
func (g *Game) sidestep(seat int, face Face) {
	c := &g.s.Players[seat].Car
	steps, dir := 0, 0
	switch face {
	case FaceL1:
		steps, dir = 1, -1
	case FaceL2:
		steps, dir = 2, -1
	case FaceR1:
		steps, dir = 1, 1
	case FaceR2:
		steps, dir = 2, 1
	}
	if steps == 0 || (c.Lane == LanePitLane && dir < 0) {
		return // check engine, or a left move in the pit lane: the turn ends
	}
	from := g.spot(seat)
	pos := from.Pos
	for range steps {
		next := c.Lane + dir
		if next > speedway.Lanes {
			break
		}
		if next < 1 {
			if speedway.BesidePitLane(pos) && g.occupant(Spot{Pos: pos, Lane: LanePitLane}) < 0 {
				c.Lane = LanePitLane
			}
			break
		}
		if g.occupant(Spot{Pos: pos, Lane: next}) >= 0 {
			break
		}
		c.Lane = next
	}
	g.emit(Event{Kind: EvSidestep, Seat: seat, Face: face, From: spotPtr(from), To: spotPtr(g.spot(seat))})
	if c.Lane != from.Lane {
		g.land(seat)
	}
}
