package havoc

import (
	"slices"

	"github.com/heatracing/heat/engine/kit"
)

// EventKind names something that happened.
type EventKind string

// Events, stage by stage.
const (
	EvLayout    EventKind = "layout"     // dealer selection: Count face-down cards laid out
	EvPick      EventKind = "pick"       // Seat turns the card of Slot: Card
	EvTie       EventKind = "tie"        // Order tie with the lowest Card: they pick again
	EvDealer    EventKind = "dealer"     // Seat has the lowest Card: the first dealer
	EvStorm     EventKind = "storm"      // a Storm starts: Seat deals Count cards each
	EvDeal      EventKind = "deal"       // Seat is dealt Count cards; Cards only for that seat
	EvFlip      EventKind = "flip"       // the first Card of the discard pile; Suit a Queen calls
	EvPlay      EventKind = "play"       // Seat plays Card; Suit a Queen calls; Count toxic 7s stacked
	EvSkip      EventKind = "skip"       // Seat is skipped by an Ace
	EvDraw      EventKind = "draw"       // Seat draws Count cards; Cards only for that seat
	EvReshuffle EventKind = "reshuffle"  // Count cards of the discard pile become the stock
	EvOut       EventKind = "out"        // Seat holds no more cards: Place
	EvStalemate EventKind = "stalemate"  // nobody can play or draw: Order ranked by cards held
	EvStormOver EventKind = "storm-over" // Order: the winning order
	EvLane      EventKind = "lane"       // Seat takes lane To.Lane at the pole
	EvRefill    EventKind = "refill"     // Count spent coins go back into the purse
	EvAward     EventKind = "award"      // Seat draws Count coins; Coins face up only for that seat
	EvPlace     EventKind = "place"      // Seat places Coin at To; its face only for that seat
	EvRoll      EventKind = "roll"       // Seat rolls Die: Dice, or Face for the lane-change die
	EvMove      EventKind = "move"       // From, To: Count spaces of the roll; blocked when short
	EvSidestep  EventKind = "sidestep"   // a lane change From, To (To == From: blocked)
	EvCoin      EventKind = "coin"       // Seat lands on Coin (face up) and moves From, To
	EvTow       EventKind = "tow"        // Seat is towed to the pit from From
	EvPitLane   EventKind = "pit-lane"   // Seat leaves the pit for pit-lane space To.Pos
	EvCrash     EventKind = "crash"      // Seat hits the pit-lane wall: back to the pit
	EvLap       EventKind = "lap"        // Seat completes Lap
	EvFinish    EventKind = "finish"     // Seat crosses the line on the final lap
	EvTieRace   EventKind = "tie-race"   // Order are level: they race on
	EvOver      EventKind = "over"       // Order: the standings, Seat the winner
)

// Face is a face of the lane-change die (the rules' "Option 2: Lane-Change Die").
type Face string

// The lane-change die's six faces, in order.
const (
	FaceL1    Face = "L1"
	FaceR1    Face = "R1"
	FaceCheck Face = "check-engine"
	FaceL2    Face = "L2"
	FaceR2    Face = "R2"
)

// laneDie holds the faces by roll 1–6.
var laneDie = [7]Face{"", FaceL1, FaceR1, FaceCheck, FaceL2, FaceR2, FaceCheck}

// Event is one thing that happened. Events are numbered from 0 in the order they happened.
type Event struct {
	N     int       `json:"n"`
	Round int       `json:"round"`
	Kind  EventKind `json:"kind"`
	Seat  int       `json:"seat"` // -1: the whole table
	Card  *Card     `json:"card,omitempty"`
	Cards []Card    `json:"cards,omitempty"`
	Count int       `json:"count,omitempty"`
	Slot  int       `json:"slot,omitempty"`
	Suit  Suit      `json:"suit,omitempty"`
	Die   Die       `json:"die,omitempty"`
	Dice  []int     `json:"dice,omitempty"`
	Face  Face      `json:"face,omitempty"`
	From  *Spot     `json:"from,omitempty"`
	To    *Spot     `json:"to,omitempty"`
	Coin  *Coin     `json:"coinFace,omitempty"`
	Coins []Coin    `json:"coins,omitempty"`
	Lap   int       `json:"lap,omitempty"`
	Place int       `json:"place,omitempty"`
	Order []int     `json:"order,omitempty"`
	Toxic int       `json:"toxic,omitempty"` // a draw: the cards the toxic 7s asked for
	// Private events show their cards and coin faces only to their own seat.
	Private bool `json:"private,omitempty"`
}

// emit records an event of the current round.
func (g *Game) emit(e Event) {
	e.N, e.Round = len(g.s.Events), g.s.Round
	g.s.Events = append(g.s.Events, e)
}

// Events returns the events numbered from since onwards, as seat may see them (Spectator for a
// spectator): another seat's private cards and coin faces are left out.
func (g *Game) Events(seat, since int) []Event {
	return kit.Visible(g.s.Events, since, func(e Event) Event {
		e.Cards, e.Order, e.Dice = slices.Clone(e.Cards), slices.Clone(e.Order), slices.Clone(e.Dice)
		e.Coins = slices.Clone(e.Coins)
		e.Card, e.Coin, e.From, e.To = kit.Copy(e.Card), kit.Copy(e.Coin), kit.Copy(e.From), kit.Copy(e.To)
		if e.Private && e.Seat != seat {
			e.Cards = nil
			if e.Coin != nil {
				*e.Coin = e.Coin.faceDown()
			}
			for i := range e.Coins {
				e.Coins[i] = e.Coins[i].faceDown()
			}
		}
		return e
	})
}

// EventCount is the number of events so far; the next event will have this number.
func (g *Game) EventCount() int { return len(g.s.Events) }

func spotPtr(s Spot) *Spot { return &s }

func cardPtr(c Card) *Card { return &c }
