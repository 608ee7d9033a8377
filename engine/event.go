package engine

// EventKind names something that happened in the race.
type EventKind string

// Events, in the order they tend to happen.
const (
	EvRound          EventKind = "round"           // a round starts: Order
	EvReady          EventKind = "ready"           // a driver has chosen gear and cards (nothing else shown)
	EvAdrenaline     EventKind = "adrenaline"      // a driver gets Adrenaline this round
	EvReveal         EventKind = "reveal"          // Gear, Cards played, Heat paid for a two-gear shift
	EvClutter        EventKind = "clutter"         // a cluttered hand: Cards played, the car stays, back to 1st gear
	EvFlip           EventKind = "flip"            // [+] resolution: Cards flipped, the last one the Speed card found
	EvMove           EventKind = "move"            // From, To, Speed
	EvAdrenalineMove EventKind = "adrenaline-move" // From, To
	EvCooldown       EventKind = "cooldown"        // Count Heat back to the Engine
	EvBoost          EventKind = "boost"           // Heat paid, Cards flipped, Speed gained, From, To
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
	From   *Pos      `json:"from,omitempty"`
	To     *Pos      `json:"to,omitempty"`
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
	Reason string    `json:"reason,omitempty"`
	// Private events show their cards only to their own seat.
	Private bool `json:"private,omitempty"`
}

func (r *Race) emit(e Event) {
	e.N = len(r.s.Events)
	e.Round = r.s.Round
	r.s.Events = append(r.s.Events, e)
}

func (r *Race) pos(c *car) *Pos { return &Pos{c.Pos, c.Lane} }

// Events returns the events numbered from since onwards, as seat may see them (Spectator for a
// spectator): another seat's private cards are left out.
func (r *Race) Events(seat, since int) []Event {
	if since < 0 {
		since = 0
	}
	if since >= len(r.s.Events) {
		return nil
	}
	out := make([]Event, 0, len(r.s.Events)-since)
	for _, e := range r.s.Events[since:] {
		if e.Private && e.Seat != seat {
			e.Cards = nil
		}
		if e.Cards != nil {
			e.Cards = append([]Card(nil), e.Cards...)
		}
		if e.Order != nil {
			e.Order = append([]int(nil), e.Order...)
		}
		out = append(out, e)
	}
	return out
}

// EventCount is the number of events so far; the next event will have this number.
func (r *Race) EventCount() int { return len(r.s.Events) }
