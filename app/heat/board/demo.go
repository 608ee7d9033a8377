package board

import (
	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/tracks"
)

// demoRace drives cars round a circuit with made-up rounds of moves, boosts, slipstreams and
// spin-outs: the frame-time benchmark animates it. No rules apply; it only has to look busy.
type demoRace struct {
	t    *tracks.Track
	r    *rng
	cars []engine.Pos // by seat
}

func newDemoRace(t *tracks.Track, cars int) *demoRace {
	d := &demoRace{t: t, r: newRNG("demo:" + t.ID)}
	for i := range min(cars, len(t.Grid)) {
		d.cars = append(d.cars, engine.Pos{Progress: t.GridProgress(i), Lane: t.Grid[i].Lane})
	}
	return d
}

// views are the demo's cars as a race view would show them, in the six colours of the game.
func (d *demoRace) views() []engine.CarView {
	out := make([]engine.CarView, len(d.cars))
	for seat, p := range d.cars {
		out[seat] = engine.CarView{Seat: seat, Name: engine.Colours[seat%len(engine.Colours)], Colour: engine.Colours[seat%len(engine.Colours)], Pos: p, OnTrack: true}
	}
	return out
}

// round moves every car once: 3 to 10 spaces, sometimes a boost or a slipstream on top, now and
// then a spin-out that sends it back a space or two.
func (d *demoRace) round() []engine.Event {
	var out []engine.Event
	for seat := range d.cars {
		from := d.cars[seat]
		to := engine.Pos{Progress: from.Progress + 3 + d.r.intn(8), Lane: 1 + d.r.intn(2)}
		out = append(out, engine.Event{Kind: engine.EvMove, Seat: seat, From: from, To: to, Speed: to.Progress - from.Progress})
		switch roll := d.r.intn(10); {
		case roll < 3:
			next := engine.Pos{Progress: to.Progress + 1 + d.r.intn(3), Lane: to.Lane}
			out = append(out, engine.Event{Kind: engine.EvBoost, Seat: seat, From: to, To: next, Heat: 1})
			to = next
		case roll < 5:
			next := engine.Pos{Progress: to.Progress + 2, Lane: 3 - to.Lane}
			out = append(out, engine.Event{Kind: engine.EvSlipstream, Seat: seat, From: to, To: next})
			to = next
		case roll < 6:
			back := engine.Pos{Progress: to.Progress - 1 - d.r.intn(2), Lane: to.Lane}
			out = append(out, engine.Event{Kind: engine.EvCorner, Seat: seat, Heat: 2})
			out = append(out, engine.Event{Kind: engine.EvSpinOut, Seat: seat, From: to, To: back, Heat: 2, Count: 1})
			to = back
		}
		d.cars[seat] = to
	}
	return out
}
