package p2p

import (
	"encoding/json"
	"time"
)

// Spectator is the seat of a peer that only watches.
const Spectator = -1

// Seat is one player's place at the table, as the lobby set it up.
type Seat struct {
	Name   string
	Colour string
	Bot    bool
}

// Title is a game the host can run.
type Title interface {
	// Colours lists the colours the lobby offers its players, in order.
	Colours() []string
	// CheckSettings returns a readable error for bad lobby settings.
	CheckSettings(settings json.RawMessage, seats []Seat) error
	// New starts a match.
	New(settings json.RawMessage, seats []Seat, seed uint64) (Match, error)
	// Load rebuilds a match from Match.Save().
	Load(save []byte) (Match, error)
	// Replay takes a finished match's Game.Save() apart for the audit (fair.go): its seed, the
	// match as it stood before its first action, and the logged actions in order, each as the
	// intent the title's pages would submit for it. A save that cannot be read is an error in a
	// player's words.
	Replay(save []byte) (Replay, error)
}

// Replay is a match's save taken apart: applying Actions to Game in order, each for its seat,
// rebuilds the match.
type Replay struct {
	Seed    uint64
	Game    Game
	Actions []Action
}

// Action is one logged action: the seat that took it and its intent.
type Action struct {
	Seat   int
	Intent json.RawMessage
}

// Game is Match's former name, kept while the code that says Game moves to Match (a running
// match is a Match; a game's registration is a titles.Entry).
type Game = Match

// Match is one running match of a game. The host serialises all calls.
type Match interface {
	// Apply validates and applies an intent; an error means nothing
	// changed, and its text speaks to a player.
	Apply(seat int, intent json.RawMessage) error
	// View is what seat (or Spectator) may see now, plus the events
	// numbered >= since that it may see.
	View(seat int, since int) (SeatView, error)
	// Pending lists the seats whose decision the game waits for now
	// (never automatic players).
	Pending() []int
	// Auto is the intent the computer would submit for seat now.
	Auto(seat int) (json.RawMessage, error)
	// Over reports whether the match has ended.
	Over() bool
	// Save returns a replayable file (config + seed + action log).
	Save() ([]byte, error)
}

// SeatView is what one seat may see: its view and the events numbered from the one asked for.
// Next is the event number to ask from next time.
type SeatView struct {
	View   json.RawMessage
	Events []json.RawMessage
	Next   int
}

// EncodeSeatView builds a SeatView from a game's view of a seat, the event number to ask from
// next, and the events since the one asked for, each encoded as JSON.
func EncodeSeatView[E any](view any, next int, events []E) (SeatView, error) {
	v, err := json.Marshal(view)
	if err != nil {
		return SeatView{}, err
	}
	u := SeatView{View: v, Next: next}
	for _, e := range events {
		b, err := json.Marshal(e)
		if err != nil {
			return SeatView{}, err
		}
		u.Events = append(u.Events, b)
	}
	return u, nil
}

// Update is what a session delivers to its page: the seat's view and events since the last
// update, and the turn timers the host runs.
type Update struct {
	SeatView
	// Timers is the time left on each running turn timer, by seat, when the host made the update.
	Timers map[int]time.Duration
}
