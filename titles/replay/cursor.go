package replay

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/heatracing/heat/p2p"
)

// Cursor walks an opened game for one seat (p2p.Spectator: what a spectator saw): position 0 is
// the game before its first move, position i the game after move i. Moving on by one move is
// one move's work; moving back starts again from the copy of the game kept before the target
// (snap.go), or from the start for a game that cannot copy itself (views are not kept: a long
// game's would not fit a page's memory).
type Cursor struct {
	g      *Game
	seat   int
	m      p2p.Match
	pos    int
	next   int         // the event number the last view asked from
	rounds map[int]int // the round each position visited is in
}

// Cursor opens a cursor for seat at the game's start.
func (g *Game) Cursor(seat int) (*Cursor, error) {
	if seat != p2p.Spectator && (seat < 0 || seat >= g.Seats) {
		return nil, fmt.Errorf("there is no seat %d", seat+1)
	}
	c := &Cursor{g: g, seat: seat, rounds: map[int]int{}}
	if err := c.restart(); err != nil {
		return nil, err
	}
	return c, nil
}

// Len is the number of positions: the moves and the start.
func (c *Cursor) Len() int { return len(c.g.Moves) + 1 }

// Pos is the cursor's position.
func (c *Cursor) Pos() int { return c.pos }

// Seat is the seat the cursor shows.
func (c *Cursor) Seat() int { return c.seat }

func (c *Cursor) restart() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the game could not be replayed: %v", r)
		}
	}()
	if len(c.g.snaps) > 0 {
		if m := cloneOf(c.g.snaps[0]); m != nil {
			c.m, c.pos, c.next = m, 0, 0
			return nil
		}
	}
	r, err := c.g.Entry.Title.Replay(c.g.File.Save)
	if err != nil {
		return err
	}
	c.m, c.pos, c.next = r.Game, 0, 0
	return nil
}

// forward applies the next move.
func (c *Cursor) forward() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the game could not be replayed: %v", r)
		}
	}()
	a := c.g.Moves[c.pos]
	if err := c.m.Apply(a.Seat, a.Intent); err != nil {
		return err
	}
	c.pos++
	return nil
}

// view is the seat's view now with its events from since, noting the position's round.
func (c *Cursor) view(since int) (p2p.Update, error) {
	v, err := c.m.View(c.seat, since)
	if err != nil {
		return p2p.Update{}, err
	}
	c.next = v.Next
	c.rounds[c.pos] = roundOf(v.View)
	return p2p.Update{SeatView: v}, nil
}

// Seek moves the cursor to position i and returns what a page that opens there reads: the view
// and every event up to it.
func (c *Cursor) Seek(ctx context.Context, i int) (p2p.Update, error) {
	if err := c.move(ctx, i); err != nil {
		return p2p.Update{}, err
	}
	return c.view(0)
}

// move moves the cursor to position i without reading views.
func (c *Cursor) move(ctx context.Context, i int) error {
	i = max(0, min(i, c.Len()-1))
	if err := c.from(i); err != nil {
		return err
	}
	for c.pos < i {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := c.forward(); err != nil {
			return err
		}
	}
	return nil
}

// from puts the cursor where it moves to position i from soonest: where it is, when i is not
// before it and no copy of the game lies between; else the last copy before i, or the start.
func (c *Cursor) from(i int) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the game could not be replayed: %v", r)
		}
	}()
	k := c.g.snapFor(i)
	switch {
	case k >= 0 && (i < c.pos || k*SnapEvery > c.pos):
		return c.restore(k)
	case i < c.pos:
		return c.restart()
	}
	return nil
}

// Step moves the cursor on by one move and returns what a page at the position before reads
// next: the new view and the events since the last view read. At the end it is false.
func (c *Cursor) Step() (p2p.Update, bool, error) {
	if c.pos >= c.Len()-1 {
		return p2p.Update{}, false, nil
	}
	since := c.next
	if err := c.forward(); err != nil {
		return p2p.Update{}, false, err
	}
	u, err := c.view(since)
	return u, err == nil, err
}

// NextRound is the first position after the cursor's in a later round (the last when there is
// none; a game whose views name no round (no \"round\" or \"turn\") steps by a turn of the table, a move per seat). It
// reads the views on the way; the cursor ends there.
func (c *Cursor) NextRound(ctx context.Context) (int, error) {
	last := c.Len() - 1
	if c.pos >= last {
		return last, nil
	}
	if _, err := c.view(c.next); err != nil {
		return 0, err
	}
	from := c.rounds[c.pos]
	if from == noRound {
		return min(c.pos+c.g.Seats, last), c.move(ctx, min(c.pos+c.g.Seats, last))
	}
	for c.pos < last {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		if err := c.forward(); err != nil {
			return 0, err
		}
		if _, err := c.view(c.next); err != nil {
			return 0, err
		}
		if c.rounds[c.pos] != from {
			return c.pos, nil
		}
	}
	return last, nil
}

// PrevRound is the first position of the round the cursor is in, or of the round before when
// the cursor is at its first. It reads the rounds back from the cursor, a copy of the game at a
// time (from the start for a game that cannot copy itself), until it finds where that round
// starts.
func (c *Cursor) PrevRound(ctx context.Context) (int, error) {
	target := c.pos
	if target == 0 {
		return 0, nil
	}
	rounds := map[int]int{}
	lo := target + 1 // the rounds of positions lo to target are read
	// first is the first position of j's round, -1 while the rounds read do not tell.
	first := func(j int) int {
		for j > lo && rounds[j-1] == rounds[j] {
			j--
		}
		if j == lo && lo > 0 {
			return -1
		}
		return j
	}
	for lo > 0 {
		if err := c.from(lo - 1); err != nil {
			return 0, err
		}
		if c.pos >= lo { // a copy at lo-1 or later than the cursor's: the start
			if err := c.restart(); err != nil {
				return 0, err
			}
		}
		from := c.pos
		for {
			if _, err := c.view(c.next); err != nil {
				return 0, err
			}
			rounds[c.pos] = c.rounds[c.pos]
			if c.pos == lo-1 {
				break
			}
			if err := ctx.Err(); err != nil {
				return 0, err
			}
			if err := c.forward(); err != nil {
				return 0, err
			}
		}
		lo = from
		if rounds[target] == noRound {
			return max(target-c.g.Seats, 0), nil
		}
		s := first(target)
		if s >= 0 && s < target {
			return s, nil
		}
		if s == target {
			if t := first(target - 1); t >= 0 {
				return t, nil
			}
		}
	}
	return 0, nil
}

// noRound is the round of a view that names none.
const noRound = -1

// roundOf reads the round a view says it is in: its "round", else its "turn" (noRound: neither).
func roundOf(view json.RawMessage) int {
	var v struct {
		Round *int `json:"round"`
		Turn  *int `json:"turn"`
	}
	if json.Unmarshal(view, &v) != nil {
		return noRound
	}
	switch {
	case v.Round != nil:
		return *v.Round
	case v.Turn != nil:
		return *v.Turn
	}
	return noRound
}
