package engine

import "slices"

// EventKind names something that happened in the race.
type EventKind string

// Events, in the order they tend to happen.
const (
	EvRound          EventKind = "round"           // a round starts: Order
	EvReady          EventKind = "ready"           // a driver has chosen gear and cards (nothing else shown)
	EvAdrenaline     EventKind = "adrenaline"      // a driver gets Adrenaline this round
	EvReveal         EventKind = "reveal"          // Gear, Cards played, Heat paid for a two-gear shift
	EvClutter        EventKind = "clutter"         // a cluttered hand: Cards played, the car stays, back to 1st gear
	EvFlip           EventKind = "flip"            // a Stress card resolves: Cards flipped, the last one the Speed card found
	EvMove           EventKind = "move"            // From, To, Speed
	EvAdrenalineMove EventKind = "adrenaline-move" // From, To
	EvCooldown       EventKind = "cooldown"        // Count Heat back to the Engine
	EvBoost          EventKind = "boost"           // Heat paid, Cards flipped (the last one the Speed card found), Speed gained, From, To
	EvSlipstream     EventKind = "slipstream"      // From, To
	EvCorner         EventKind = "corner"          // Corner, Speed, Limit, Heat paid
	EvSpinOut        EventKind = "spinout"         // Corner, Heat paid, Count Stress taken, From, To
	EvDiscard        EventKind = "discard"         // Cards
	EvReshuffle      EventKind = "reshuffle"       // Count cards of the discard pile become the deck
	EvDraw           EventKind = "draw"            // Count cards; Cards only for the drawing seat
	EvLap            EventKind = "lap"             // Lap completed in Rounds rounds
	EvLegendCard     EventKind = "legend-card"     // Legend card of the round
	EvLegendMove     EventKind = "legend-move"     // From, To, Speed
	EvFinish         EventKind = "finish"          // Place
	EvOver           EventKind = "over"            // Order: final standings
	EvGearReset      EventKind = "gear-reset"      // gear back to 1st
)

// Pos is where a car stands: Progress spaces from the start line (negative on the grid), and
// its lane.
type Pos struct {
	Progress int `json:"p"`
	Lane     int `json:"lane"`
}

// Event is one thing that happened. Events are numbered from 0 in the order they happened.
type Event struct {
	N      int       `json:"n"`
	Round  int       `json:"round"`
	Kind   EventKind `json:"kind"`
	Seat   int       `json:"seat"` // -1: the whole race
	From   Pos       `json:"from,omitzero"`
	To     Pos       `json:"to,omitzero"`
	Gear   int       `json:"gear,omitempty"`
	Speed  int       `json:"speed,omitempty"`
	Heat   int       `json:"heat,omitempty"`
	Corner int       `json:"corner,omitempty"` // 1-based
	Limit  int       `json:"limit,omitempty"`
	Count  int       `json:"count,omitempty"`
	Lap    int       `json:"lap,omitempty"`
	Rounds int       `json:"rounds,omitempty"`
	Place  int       `json:"place,omitempty"`
	Cards  []Card    `json:"cards,omitempty"`
	Order  []int     `json:"order,omitempty"`
	Legend int       `json:"legend,omitempty"` // Legend card number, 1–10
	// Private events show their cards only to their own seat.
	Private bool `json:"private,omitempty"`
}

// eventLog holds every event of the race in fixed-size chunks, so a long race never copies its
// history to grow it.
type eventLog struct {
	Chunks [][]Event `json:"-"` // left out of the Digest: events only ever get appended, and Len counts them
	Len    int
}

const eventChunk = 128

func (l *eventLog) add(e Event) {
	if l.Len%eventChunk == 0 {
		l.Chunks = append(l.Chunks, make([]Event, 0, eventChunk))
	}
	last := &l.Chunks[len(l.Chunks)-1]
	*last = append(*last, e)
	l.Len++
}

func (l *eventLog) at(i int) *Event { return &l.Chunks[i/eventChunk][i%eventChunk] }

func (r *Race) emit(e Event) {
	e.N = r.s.Events.Len
	e.Round = r.s.Round
	r.s.Events.add(e)
}

func (r *Race) pos(c *car) Pos { return Pos{c.Pos, c.Lane} }

// Events returns the events numbered from since onwards, as seat may see them (Spectator for a
// spectator): another seat's private cards are left out.
func (r *Race) Events(seat, since int) []Event {
	return r.events(since, func(e *Event) {
		if e.Private && e.Seat != seat {
			e.Cards = nil
		}
	})
}

// events copies the events from since onwards, letting filter edit each copy.
func (r *Race) events(since int, filter func(*Event)) []Event {
	since = max(since, 0)
	n := r.s.Events.Len
	if since >= n {
		return nil
	}
	out := make([]Event, 0, n-since)
	for i := since; i < n; i++ {
		e := *r.s.Events.at(i)
		if filter != nil {
			filter(&e)
		}
		e.Cards = slices.Clone(e.Cards)
		e.Order = slices.Clone(e.Order)
		out = append(out, e)
	}
	return out
}

// EventCount is the number of events so far; the next event will have this number.
func (r *Race) EventCount() int { return r.s.Events.Len }
