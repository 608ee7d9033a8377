package heat

import (
	"fmt"
	"slices"

	engine "github.com/heatracing/heat/engine/heat"
)

// The recap is the story of a race told at the results: the Heat each driver paid at each
// corner, where and when they spun out, and their best moments. It is worked out from the events
// the page received, as they arrive (the race page feeds it from pull), so it needs nothing the
// page does not already hold.

// raceRecap collects the recap from the race's events. Its zero value is ready; a race that
// starts anew (its first event, numbered 0) starts it afresh.
type raceRecap struct {
	drivers map[int]*driverRecap // by seat
	grid    []int                // the order at the start of round 1, leader first
	last    int                  // the last event taken, to take none twice
	started bool
	leader  int // the driver in the lead at the start of the last round, -1 before
	rounds  int // the last round started
}

// driverRecap is one driver's race.
type driverRecap struct {
	corners   []cornerHeat // Heat paid per corner, in the order the corners were first paid for
	spins     []spinOut
	top       int // the biggest Speed of one round
	topRound  int
	slips     int // slipstreams taken
	boosts    int
	led       int // the first round that started with this driver in the lead, 0 if none
	ledFor    int // how many rounds started with this driver in the lead
	stints    int // how many times this driver came to the lead (leading round 1 counts)
	lastLed   int // the last round that started with this driver in the lead
	gridPlace int // 1-based, 0 when unknown
	place     int // the final place, 0 before the end
}

// cornerHeat is the Heat a driver paid at one corner over the whole race.
type cornerHeat struct{ corner, heat, times int }

// spinOut is one spin-out: at which corner and in which round.
type spinOut struct{ corner, round, stress int }

// add takes events in the order they happened.
func (r *raceRecap) add(events []engine.Event) {
	for _, e := range events {
		if e.N == 0 || !r.started {
			*r = raceRecap{drivers: map[int]*driverRecap{}, last: -1, started: true, leader: -1}
		}
		if e.N <= r.last {
			continue
		}
		r.last = e.N
		r.take(e)
	}
}

func (r *raceRecap) driver(seat int) *driverRecap {
	d := r.drivers[seat]
	if d == nil {
		d = &driverRecap{}
		r.drivers[seat] = d
	}
	return d
}

func (r *raceRecap) take(e engine.Event) {
	switch e.Kind {
	case engine.EvRound:
		if r.grid == nil {
			r.grid = slices.Clone(e.Order)
			for i, seat := range e.Order {
				r.driver(seat).gridPlace = i + 1
			}
		}
		r.rounds = e.Round
		if len(e.Order) > 0 {
			d := r.driver(e.Order[0])
			if d.led == 0 {
				d.led = e.Round
			}
			if e.Order[0] != r.leader {
				d.stints++
			}
			d.ledFor++
			d.lastLed = e.Round
			r.leader = e.Order[0]
		}
	case engine.EvMove, engine.EvLegendMove:
		if d := r.driver(e.Seat); e.Speed > d.top {
			d.top, d.topRound = e.Speed, e.Round
		}
	case engine.EvCorner:
		if e.Heat > 0 {
			r.driver(e.Seat).pay(e.Corner, e.Heat)
		}
	case engine.EvSpinOut:
		d := r.driver(e.Seat)
		d.spins = append(d.spins, spinOut{corner: e.Corner, round: e.Round, stress: e.Count})
		if e.Heat > 0 {
			d.pay(e.Corner, e.Heat)
		}
	case engine.EvSlipstream:
		r.driver(e.Seat).slips++
	case engine.EvBoost:
		r.driver(e.Seat).boosts++
	case engine.EvOver:
		for i, seat := range e.Order {
			r.driver(seat).place = i + 1
		}
	}
}

// pay adds Heat paid at a corner.
func (d *driverRecap) pay(corner, heat int) {
	for i := range d.corners {
		if d.corners[i].corner == corner {
			d.corners[i].heat += heat
			d.corners[i].times++
			return
		}
	}
	d.corners = append(d.corners, cornerHeat{corner: corner, heat: heat, times: 1})
}

// heat is the Heat a driver paid at corners over the race.
func (d *driverRecap) heat() int {
	n := 0
	for _, c := range d.corners {
		n += c.heat
	}
	return n
}

// costliest is the corners by Heat paid, most first (then in corner order).
func (d *driverRecap) costliest() []cornerHeat {
	// An insertion sort: a circuit has a handful of corners, and a generic sort would cost the
	// download some 17 KB of code.
	out := slices.Clone(d.corners)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && (out[j].heat > out[j-1].heat || (out[j].heat == out[j-1].heat && out[j].corner < out[j-1].corner)); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// gained is how many places a driver made up from the grid to the flag (negative: lost).
func (d *driverRecap) gained() int {
	if d.gridPlace == 0 || d.place == 0 {
		return 0
	}
	return d.gridPlace - d.place
}

// clone is a copy of the recap that the page's later events leave as it is.
func (r raceRecap) clone() raceRecap {
	c := r
	c.grid = slices.Clone(r.grid)
	c.drivers = make(map[int]*driverRecap, len(r.drivers))
	for seat, d := range r.drivers {
		dc := *d
		dc.corners, dc.spins = slices.Clone(d.corners), slices.Clone(d.spins)
		c.drivers[seat] = &dc
	}
	return c
}

// of is a driver's recap, empty when the events never named the seat.
func (r *raceRecap) of(seat int) driverRecap {
	if d := r.drivers[seat]; d != nil {
		return *d
	}
	return driverRecap{}
}

// mostSlipstreams is the seat that slipstreamed most (the lower seat on a tie), -1 when nobody did.
func (r *raceRecap) mostSlipstreams() int {
	best, seat := 0, -1
	for s, d := range r.drivers {
		if d.slips > best || (d.slips == best && best > 0 && s < seat) {
			best, seat = d.slips, s
		}
	}
	return seat
}

// leadWords says when a driver led and for how long: "Took the lead in round 9 and held it for 2
// rounds", "Led from start to finish", "In the lead 3 times, 5 rounds in all, first in round 2";
// "" for a driver who never led. rounds is the race's last round.
func (d driverRecap) leadWords(rounds int) string {
	if d.led == 0 {
		return ""
	}
	held := engine.Quantity(d.ledFor, "round")
	toTheEnd := d.lastLed == rounds && d.place == 1
	switch {
	case d.stints > 1 && d.led == 1:
		return fmt.Sprintf("Led from the start, and %d times in all: %s in the lead", d.stints, held)
	case d.stints > 1:
		return fmt.Sprintf("In the lead %d times, %s in all, first in round %d", d.stints, held, d.led-1)
	case d.led == 1 && toTheEnd:
		return "Led from start to finish"
	case d.led == 1:
		return fmt.Sprintf("Led from the start for %s", held)
	case toTheEnd:
		return fmt.Sprintf("Took the lead in round %d and kept it to the finish", d.led-1)
	}
	return fmt.Sprintf("Took the lead in round %d and held it for %s", d.led-1, held)
}
