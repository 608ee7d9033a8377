package p2p

import (
	"encoding/json"
	"time"
)

// Spectator is the seat of a peer that only watches.
const Spectator = -1

// Seat is one racer's place at the table, as the lobby set it up.
type Seat struct {
	Name   string
	Colour string
	Bot    bool
}

// Title is a game the host can run.
type Title interface {
	// Colours lists the car/seat colours the lobby offers, in order.
	Colours() []string
	// CheckSettings returns a readable error for bad lobby settings.
	CheckSettings(settings json.RawMessage, seats []Seat) error
	// New starts a match.
	New(settings json.RawMessage, seats []Seat, seed uint64) (Game, error)
	// Load rebuilds a match from Game.Save().
	Load(save []byte) (Game, error)
}

// Game is one match. The host serialises all calls.
type Game interface {
	// Apply validates and applies an intent; an error means nothing
	// changed, and its text speaks to a player.
	Apply(seat int, intent json.RawMessage) error
	// View is what seat (or Spectator) may see now, plus the events
	// numbered >= since that it may see.
	View(seat int, since int) (Update, error)
	// Pending lists the seats whose decision the game waits for now
	// (never automatic cars).
	Pending() []int
	// Auto is the intent a computer driver would submit for seat now.
	Auto(seat int) (json.RawMessage, error)
	// Over reports whether the match has ended.
	Over() bool
	// Save returns a replayable file (config + seed + action log).
	Save() ([]byte, error)
}

// Update is what one seat may see: its view and the events since the last
// update it received. Next is the event number to ask from next time.
type Update struct {
	View   json.RawMessage
	Events []json.RawMessage
	Next   int
	// Timers is the time left on each running turn timer, by seat, when the
	// host made the update (the session fills it; titles leave it nil).
	Timers map[int]time.Duration
}
