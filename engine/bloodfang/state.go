package bloodfang

import (
	"slices"

	"github.com/heatracing/heat/engine/rng"
)

// Phase is where the game stands.
type Phase string

// Phases (RULES.md: the plan's GameState.phase).
const (
	PhaseMulligan Phase = "mulligan" // both players may return cards once, in any order
	PhasePlaying  Phase = "playing"
	PhaseOver     Phase = "over"
)

// Game is a game in progress. Its zero value is not usable: build one with New or Replay. Apply
// changes it only when an action is legal; Clone gives an independent copy.
type Game struct {
	s     state
	set   *CardSet
	quiet bool // a searcher's copy: no events, no log
}

// state is everything the game is. It never leaves the engine except through views.
type state struct {
	Config Config
	Seed   uint64
	RNG    rng.Source
	turn
	Board   board
	Players [Players]player
	ids
	Gone   [Players][]int // destroyed cards, by owner, in order
	Winner int            // NoSeat until the end, and for a draw
	Events []Event
	Log    []Logged
}

// turn is where the game stands.
type turn struct {
	Phase  Phase
	First  int // the seat that plays turn 1
	Turn   int // 0 during the mulligan, then 1, 2, …
	Active int // the seat whose turn it is
	Passes int // consecutive passes
}

// ids are the last IDs given: hand cards are numbered as they are drawn, cards on the board as
// they are placed.
type ids struct {
	NextCard int
	NextUnit int
}

// player is one seat's cards (RULES.md: the plan's PlayerState).
type player struct {
	Deck       []int // card indices; the top is the end
	Hand       []handCard
	Mulliganed bool
}

// handCard is a card in a hand: its ID says nothing of its face.
type handCard struct {
	ID  int
	Def int
}

// Clone returns an independent copy of the game. A searcher plays on copies, so a copy costs
// one allocation: the board is a value, and the copy shares the slices of the original, which
// the engine treats as copy-on-write. It only ever appends to them (and Clip makes an append on
// the copy reallocate) or shortens them; anything else (removing a hand card, the mulligan's
// shuffle) builds a new slice first. Config.Seats is never changed after New.
func (g *Game) Clone() *Game {
	c := &Game{}
	g.CloneInto(c)
	return c
}

// CloneInto makes dst an independent copy of the game, as Clone does, without allocating:
// searchers reuse one Game for every position they try.
func (g *Game) CloneInto(dst *Game) {
	*dst = *g
	s := &dst.s
	for i := range s.Players {
		s.Players[i].Deck = slices.Clip(s.Players[i].Deck)
		s.Players[i].Hand = slices.Clip(s.Players[i].Hand)
		s.Gone[i] = slices.Clip(s.Gone[i])
	}
	s.Events, s.Log = slices.Clip(s.Events), slices.Clip(s.Log)
}

// Config returns the game's configuration, defaults filled in.
func (g *Game) Config() Config {
	c := g.s.Config
	c.Seats = slices.Clone(c.Seats)
	return c
}

// Cards returns the card set the game is played with.
func (g *Game) Cards() *CardSet { return g.set }

// Phase returns the game's phase.
func (g *Game) Phase() Phase { return g.s.Phase }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.s.Phase == PhaseOver }

// Winner is the winning seat once the game is over; NoSeat for a draw or before the end.
func (g *Game) Winner() int { return g.s.Winner }

// Names returns each seat's name, for Describe.
func (g *Game) Names() []string {
	return []string{g.s.Config.Seats[0].Name, g.s.Config.Seats[1].Name}
}

// def is the definition of card index i.
func (g *Game) def(i int) *Card { return &g.set.cards[i] }

// Pending lists the seats the game waits for: both during the mulligan until each has chosen,
// then the active seat, none once it is over.
func (g *Game) Pending() []int {
	switch g.s.Phase {
	case PhaseMulligan:
		var out []int
		for i := range g.s.Players {
			if !g.s.Players[i].Mulliganed {
				out = append(out, i)
			}
		}
		return out
	case PhasePlaying:
		return []int{g.s.Active}
	}
	return nil
}

// waits reports whether the game waits for seat.
func (g *Game) waits(seat int) bool {
	switch g.s.Phase {
	case PhaseMulligan:
		return !g.s.Players[seat].Mulliganed
	case PhasePlaying:
		return g.s.Active == seat
	}
	return false
}
