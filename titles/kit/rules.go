package kit

import (
	"encoding/json"
	"fmt"

	ekit "github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/p2p"
)

// Match is one running match as a game's rules hand it to the kit: its engine's game, or a
// title's own type around it (Havoc Speedway's pauses between stages). A is the game's action.
type Match[A any] interface {
	// Apply validates and applies an action; an error means nothing changed, and speaks to a
	// player.
	Apply(seat int, a A) error
	// Pending lists the seats the match waits for now.
	Pending() []int
	// Over reports whether the match has ended.
	Over() bool
}

// Rules is a game's typed definition: S its settings (a JSON object, zero values for the
// defaults), A its action (a JSON object, the intent the pages submit), M its match, and F what a
// save keeps of a match beside its settings (a struct encoded as a JSON object).
type Rules[S, A any, M Match[A], F any] struct {
	ID   string // the game's ID in the registry and in saves: "bloodfang"
	Name string // the game in a player's words: "Blood Fang"
	Noun string // one match in a player's words: "game" or "race"
	// Colours are the colours the lobby offers, in order.
	Colours []string
	// Check explains what is wrong with settings themselves (nil: nothing can be).
	Check func(S) error
	// Start starts a match for the lobby's seats.
	Start func(s S, seats []p2p.Seat, seed uint64) (M, error)
	// Validate explains what is wrong with settings for these seats (nil: what Start refuses).
	Validate func(s S, seats []p2p.Seat) error
	// Parse reads an intent, refusing anything but a well-formed action in a player's words.
	Parse func(intent []byte) (A, error)
	// Seats counts the match's seats.
	Seats func(M) int
	// View is what seat (or p2p.Spectator) sees now: p2p.EncodeSeatView of its view, the
	// number of the next event, and its events numbered since or later.
	View func(m M, seat, since int) (p2p.SeatView, error)
	// Auto is the action the computer takes for seat now, at the settings' level. The bot's
	// error for a seat with nothing to decide is Idle.
	Auto func(m M, s S, seat int) (A, error)
	Idle error
	// File is what a save keeps of a match; Load rebuilds the match from it, every action
	// applied.
	File func(M) F
	Load func(S, F) (M, error)
	// Replay takes a save apart for the audit: the seed, the match before its first action, and
	// every action in order, each as the seat and the action its page submitted.
	Replay func(S, F) (seed uint64, start M, log []ekit.Logged[A], err error)
	// Clone, when given, copies a match, sharing nothing it will change: a replay viewer keeps
	// copies along a game to step back from (nil: it replays from the start).
	Clone func(M) M
}

// Title runs the game in sessions.
func (r *Rules[S, A, M, F]) Title() p2p.Title { return &title[S, A, M, F]{r} }

// Of returns the match behind a p2p.Match the kit made from these rules, for local use (the
// solo host, tests).
func (r *Rules[S, A, M, F]) Of(g p2p.Match) (M, bool) {
	m, ok := g.(*match[S, A, M, F])
	if !ok {
		var zero M
		return zero, false
	}
	return m.m, true
}

// EngineFile is the F of a game whose save keeps its engine's file as "game".
type EngineFile[C, A any] struct {
	Game ekit.File[C, A] `json:"game"`
}

// Engine is an engine's game whose match is the game itself.
type Engine[C, A any] interface {
	Match[A]
	File() ekit.File[C, A]
}

// Plain fills r's File, Load and Replay for a match that is its engine's game itself, saved as
// its engine's file.
func Plain[S, C any, A fmt.Stringer, G Engine[C, A]](r Rules[S, A, G, EngineFile[C, A]], f ekit.Format[C, A, G]) *Rules[S, A, G, EngineFile[C, A]] {
	r.File = func(g G) EngineFile[C, A] { return EngineFile[C, A]{Game: g.File()} }
	r.Load = func(_ S, sv EngineFile[C, A]) (G, error) { return f.Replay(sv.Game) }
	r.Replay = func(_ S, sv EngineFile[C, A]) (uint64, G, []ekit.Logged[A], error) {
		g, err := f.Start(sv.Game)
		return sv.Game.Seed, g, sv.Game.Actions, err
	}
	return &r
}

// intent encodes an action as the intent a page submits.
func intent[A any](a A) (json.RawMessage, error) { return json.Marshal(a) }
