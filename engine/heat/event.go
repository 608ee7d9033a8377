package heat

import "github.com/heatracing/heat/engine/kit"

// EventKind names something that happened in the race. It is written as its name in JSON.
type EventKind uint8

// Events, in the order they tend to happen.
const (
	_                EventKind = iota
	EvRound                    // a round starts: Order
	EvReady                    // a driver has chosen gear and cards (nothing else shown)
	EvAdrenaline               // a driver gets Adrenaline this round
	EvReveal                   // Gear, Cards played, Heat paid for a two-gear shift
	EvClutter                  // a cluttered hand: Cards played, the car stays, back to 1st gear
	EvFlip                     // a Stress card resolves: Cards flipped, the last one the Speed card found
	EvMove                     // From, To, Speed
	EvAdrenalineMove           // From, To
	EvCooldown                 // Count Heat back to the Engine
	EvBoost                    // Heat paid, Cards flipped (the last one the Speed card found), Speed gained, From, To
	EvSlipstream               // From, To
	EvCorner                   // Corner, Speed, Limit, Heat paid
	EvSpinOut                  // Corner, Heat paid, Count Stress taken, From, To
	EvDiscard                  // Cards
	EvReshuffle                // Count cards of the discard pile become the deck
	EvDraw                     // Count cards; Cards only for the drawing seat
	EvLap                      // Lap completed in Rounds rounds
	EvLegendCard               // Legend card of the round
	EvLegendMove               // From, To, Speed
	EvFinish                   // Place
	EvOver                     // Order: final standings
	EvGearReset                // gear back to 1st
	EvSponsor                  // a sponsor card into hand: Cards only for its seat
	EvCardHeat                 // Heat paid for a played card's Heat symbol: Cards, Heat
	EvUnpaid                   // a card whose Heat could not be paid goes to the discard pile: Cards
	EvUpgrades                 // quick start: the three upgrades dealt to a driver, Cards
	EvMarket                   // a draft round opens: Count the round, Cards the market, Order who picks
	EvPick                     // a driver drafts Cards in round Count
	EvMarketCleared            // the cards nobody drafted this round leave: Cards
	EvWeather                  // the Weather token drawn: Count (see WeatherOf); the road conditions are in the view
	EvBrakes                   // the speeds chosen for the Brakes played: Cards
	EvScrap                    // a card's Scrap (Def) discards Cards from the top of the deck
	EvReduce                   // Reduce Stress: Cards discarded from hand
	EvSalvage                  // Salvage: Cards from the discard pile shuffled into the deck (private)
	EvDirect                   // Direct Play in React: Cards, Heat paid, Speed, From, To
	EvAccelerate               // Accelerate: Speed added, Count [+] symbols, From, To
	EvRefresh                  // Refresh: Cards will go on top of the deck instead of the discard pile
	EvRetire                   // a driver retires its car, which stood at From
	EvEliminated               // an event's rule takes a car out of the race where it stood, From
	EvSwap                     // a championship's draft: Cards, the upgrade given back and the one taken
	EvScrapReturn              // special mode 4: the Cards scrapped this turn go back on top of the deck
)

var eventKinds = kit.Enum[EventKind]{Of: "event", Words: []string{
	EvRound:          "round",
	EvReady:          "ready",
	EvAdrenaline:     "adrenaline",
	EvReveal:         "reveal",
	EvClutter:        "clutter",
	EvFlip:           "flip",
	EvMove:           "move",
	EvAdrenalineMove: "adrenaline-move",
	EvCooldown:       "cooldown",
	EvBoost:          "boost",
	EvSlipstream:     "slipstream",
	EvCorner:         "corner",
	EvSpinOut:        "spinout",
	EvDiscard:        "discard",
	EvReshuffle:      "reshuffle",
	EvDraw:           "draw",
	EvLap:            "lap",
	EvLegendCard:     "legend-card",
	EvLegendMove:     "legend-move",
	EvFinish:         "finish",
	EvOver:           "over",
	EvGearReset:      "gear-reset",
	EvSponsor:        "sponsor",
	EvCardHeat:       "card-heat",
	EvUnpaid:         "unpaid",
	EvUpgrades:       "upgrades",
	EvMarket:         "market",
	EvPick:           "pick",
	EvMarketCleared:  "market-cleared",
	EvWeather:        "weather",
	EvBrakes:         "brakes",
	EvScrap:          "scrap",
	EvReduce:         "reduce",
	EvSalvage:        "salvage",
	EvDirect:         "direct",
	EvAccelerate:     "accelerate",
	EvRefresh:        "refresh",
	EvRetire:         "retire",
	EvEliminated:     "eliminated",
	EvSwap:           "swap",
	EvScrapReturn:    "scrap-return",
}}

func (k EventKind) String() string { return eventKinds.String(k) }

// MarshalText writes the event's name.
func (k EventKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads an event's name.
func (k *EventKind) UnmarshalText(b []byte) error { return eventKinds.Read(k, b) }

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
	Cost   int       `json:"cost,omitempty"`   // spin-out: the Heat the corner asked for
	Corner int       `json:"corner,omitempty"` // 1-based
	Limit  int       `json:"limit,omitempty"`
	Count  int       `json:"count,omitempty"`
	Lap    int       `json:"lap,omitempty"`
	Rounds int       `json:"rounds,omitempty"`
	Place  int       `json:"place,omitempty"`
	Cards  []Card    `json:"cards,omitempty"`
	Order  []int     `json:"order,omitempty"`
	Legend int       `json:"legend,omitempty"` // Legend card number, 1–10
	Def    int       `json:"def,omitempty"`    // the card definition whose symbol caused it (flips, Scrap)
	// Private events show their cards only to their own seat.
	Private bool `json:"private,omitempty"`
	// Replace marks the flip that replaces a card whose Heat could not be paid.
	Replace bool `json:"replace,omitempty"`
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
	d := r.s.Events.from(since)
	for range n - since {
		e := d.next()
		if filter != nil {
			filter(&e)
		}
		out = append(out, e)
	}
	return out
}

// EventCount is the number of events so far; the next event will have this number.
func (r *Race) EventCount() int { return r.s.Events.Len }
