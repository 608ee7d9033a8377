package bloodfang

import (
	"slices"

	"github.com/heatracing/heat/engine/kit"
)

// EventKind names something that happened.
type EventKind string

// Events (RULES.md: the plan's GameAction, plus what the pages animate).
const (
	EvDeal     EventKind = "deal"     // Seat is dealt Count cards; Cards only for that seat
	EvMulligan EventKind = "mulligan" // Seat returns Count cards and draws as many; Cards only for that seat
	EvTurn     EventKind = "turn"     // Seat's turn starts
	EvDraw     EventKind = "draw"     // Seat draws a card; Cards only for that seat
	EvNoDraw   EventKind = "no-draw"  // Seat's deck is empty: no draw
	EvPlace    EventKind = "place"    // Seat places Card (unit Unit, Power printed) at At; Hand its hand ID, only for that seat
	EvPawn     EventKind = "pawn"     // At gains a pawn for Seat: Pawns now
	EvCapture  EventKind = "capture"  // Seat captures At with its Pawns
	EvPower    EventKind = "power"    // unit Unit at At changes by Amount (from unit Source, of Seat): Power now
	EvDestroy  EventKind = "destroy"  // Seat's Card (unit Unit) at At is destroyed, for Cause
	EvPass     EventKind = "pass"     // Seat passes
	EvOver     EventKind = "over"     // Lanes, Scores; Seat the winner, NoSeat for a draw
)

// HandCard is a card in a hand: ID says nothing of its face, Card is the face.
type HandCard struct {
	ID   int    `json:"id"`
	Card string `json:"card"`
}

// Event is one thing that happened. Events are numbered from 0 in the order they happened.
type Event struct {
	N      int            `json:"n"`
	Turn   int            `json:"turn"`
	Kind   EventKind      `json:"kind"`
	Seat   int            `json:"seat"`
	Card   string         `json:"card,omitempty"`
	Cards  []HandCard     `json:"cards,omitempty"`
	Count  int            `json:"count,omitempty"`
	Unit   int            `json:"unit,omitempty"`
	Source int            `json:"source,omitempty"`
	At     *Pos           `json:"at,omitempty"`
	Pawns  int            `json:"pawns,omitempty"`
	Amount int            `json:"amount,omitempty"`
	Power  int            `json:"power,omitempty"`
	Cause  Cause          `json:"cause,omitempty"`
	Hand   int            `json:"hand,omitempty"`
	Lanes  [][Players]int `json:"lanes,omitempty"`
	Scores []int          `json:"scores,omitempty"`
	// Private events show their cards only to their own seat.
	Private bool `json:"private,omitempty"`
}

// emit records an event of the current turn; a searcher's copy records none.
func (g *Game) emit(e Event) {
	if g.quiet {
		return
	}
	e.At = kit.Copy(e.At)
	e.N, e.Turn = len(g.s.Events), g.s.Turn
	g.s.Events = append(g.s.Events, e)
}

// Events returns the events numbered from since onwards, as seat may see them (Spectator for a
// spectator): another seat's drawn cards and hand IDs are left out.
func (g *Game) Events(seat, since int) []Event {
	return kit.Visible(g.s.Events, since, func(e Event) Event {
		e.Cards, e.Lanes, e.Scores = slices.Clone(e.Cards), slices.Clone(e.Lanes), slices.Clone(e.Scores)
		e.At = kit.Copy(e.At)
		if e.Seat != seat {
			e.Hand = 0
			if e.Private {
				e.Cards = nil
			}
		}
		return e
	})
}

// EventCount is the number of events so far; the next event will have this number.
func (g *Game) EventCount() int { return len(g.s.Events) }
