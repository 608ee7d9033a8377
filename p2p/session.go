package p2p

import (
	"context"
	"encoding/json"
	"time"
)

// Session is what the UI holds for one player, whether the game runs on
// this page (Host, also for solo play) or on another (Guest).
type Session interface {
	// Submit sends an intent for this session's seat and waits for the
	// host's verdict: nil, or an error whose text speaks to the player
	// (errors.Is works with ErrNotYourTurn, ErrSpectator, ...).
	Submit(ctx context.Context, intent json.RawMessage) error
	// Edit changes this player's own lobby entry (name, colour, ready).
	Edit(ctx context.Context, e Edit) error
	// Updates delivers this seat's views and events in order. When the
	// reader falls behind, updates merge: the newest view with every event.
	// It is closed when the session closes.
	Updates() <-chan Update
	// Say sends a chat message through the host: to everyone (to == ""), or privately to the
	// player with that ID. The host checks its length and pace (ErrBadChat, ErrTooFast).
	Say(ctx context.Context, to, text string) error
	// Chat is the chat this player may read, oldest first: everyone's lines and its private ones.
	Chat() []ChatLine
	// Changes is signalled (coalesced) whenever Lobby, ConnState or Chat changed.
	Changes() <-chan struct{}
	// Lobby is the lobby as this player sees it now.
	Lobby() Lobby
	// Seat is this player's seat once the game started, else Spectator.
	Seat() int
	// ConnState is the state of the link to the host.
	ConnState() ConnState
	// Close leaves the session and stops its goroutines.
	Close() error
}

// Edit changes a player's own lobby entry; nil fields stay.
type Edit struct {
	Name   *string
	Colour *string
	Ready  *bool
	// A guest's commitment to its share of the seed, and the share (fair.go): the Guest sends
	// them by itself, when the draw asks for them.
	Commitment *string
	Share      *string
}

// Lobby is the room as everyone may see it. Seat tokens never appear here.
type Lobby struct {
	Room      string          `json:"room,omitempty"`
	Name      string          `json:"name,omitempty"`   // the room's name, if the host gave one
	Public    bool            `json:"public,omitempty"` // the room is in the public list
	Colours   []string        `json:"colours"`
	Players   []Player        `json:"players"`
	Settings  json.RawMessage `json:"settings,omitempty"`
	TurnTimer time.Duration   `json:"turnTimer"` // 0: no timer
	Started   bool            `json:"started"`
	Over      bool            `json:"over"`
	Commit    string          `json:"commit,omitempty"` // the host's commitment to its seed (fair.go)
	// Round counts the draws of the seed (fair.go), from 1: a draw abandoned because a seat
	// withheld its share runs again in the next round.
	Round int `json:"round,omitempty"`
	// Drawing is the draw's phase while the host starts the game: "commit" (waiting for the
	// guests' commitments) or "reveal" (every commitment is listed; waiting for the shares).
	Drawing string `json:"drawing,omitempty"`
	// Notice says, in a player's words, why the last draw ran again.
	Notice string `json:"notice,omitempty"`
	You    string `json:"you,omitempty"` // the reader's player ID
	// Successor is the player whose page takes the game over if the host leaves for good
	// (successor.go): the host's pick, else the first seated human guest.
	Successor string `json:"successor,omitempty"`
	// Runner is the player whose page runs the game once a successor took it over ("" while the
	// host's page runs it).
	Runner string `json:"runner,omitempty"`
}

// Player is one lobby entry.
type Player struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Colour    string `json:"colour,omitempty"`
	Ready     bool   `json:"ready"`
	Bot       bool   `json:"bot,omitempty"`
	Host      bool   `json:"host,omitempty"`
	Connected bool   `json:"connected"`
	Spectator bool   `json:"spectator,omitempty"`
	Seat      int    `json:"seat"` // Spectator until the game starts
	// Commitment is a guest's commitment to its share of the seed in this round, and Share the
	// share once revealed (fair.go); the host and bots have neither.
	Commitment string `json:"commitment,omitempty"`
	Share      string `json:"share,omitempty"`
	// Route is how a guest's connection reaches the host (a Route: "direct" or "relay"),
	// once the host knows it.
	Route string `json:"route,omitempty"`
}

// Me returns the reader's own entry (or, given an ID, that player's).
func (l Lobby) Me(id ...string) (Player, bool) {
	who := l.You
	if len(id) > 0 {
		who = id[0]
	}
	for _, p := range l.Players {
		if p.ID == who {
			return p, true
		}
	}
	return Player{}, false
}

// ConnState is the state of a session's link to the host, for the UI.
type ConnState int

// Connection states.
const (
	Connecting   ConnState = iota // the first connection is being made
	Connected                     // talking to the host
	Reconnecting                  // the host is away; trying to get back
	Disconnected                  // gave up: the host could not be reached
	Ended                         // the room is closed (or this player was removed)
)

func (s ConnState) String() string {
	switch s {
	case Connecting:
		return "connecting"
	case Connected:
		return "connected"
	case Reconnecting:
		return "reconnecting"
	case Disconnected:
		return "disconnected"
	case Ended:
		return "ended"
	}
	return "unknown"
}
