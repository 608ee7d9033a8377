package wire

import "encoding/json"

// Each message's payload, named after its type.

// Hello is the first message a guest sends on a connection. Token is the seat token from an
// earlier Welcome (empty on a first visit); Nonce is random per guest session so the host can tell
// a retried request from a new page; Since is the first event the guest has not seen (0 for a new
// page), which the host's first update starts from.
type Hello struct {
	Name  string `json:"name"`
	Token string `json:"token,omitempty"`
	Nonce string `json:"nonce"`
	Watch bool   `json:"watch,omitempty"` // join as a spectator
	Since int    `json:"since,omitempty"` // the guest's next event number
	// Browser is a random ID the guest's browser keeps for every room: a host that removes the
	// player refuses it from then on, whatever seat token it brings.
	Browser string `json:"browser,omitempty"`
}

// Welcome answers Hello. Token is secret to this guest.
type Welcome struct {
	Player string `json:"player"`
	Token  string `json:"token"`
	Seat   int    `json:"seat"`
}

// Start tells a guest the game began and which seat it plays (-1: it watches). Its first update
// follows.
type Start struct {
	Seat int `json:"seat"`
}

// Edit changes the sender's own lobby entry. Nil fields stay as they are.
type Edit struct {
	ID     uint64  `json:"id"`
	Name   *string `json:"name,omitempty"`
	Colour *string `json:"colour,omitempty"`
	Ready  *bool   `json:"ready,omitempty"`
	// Commitment is the guest's commitment to its random contribution to the game's seed (a
	// SHA-256 in hex), and Share the contribution itself (hex), sent only once the host has
	// listed every seat's commitment; see p2p's fairness protocol (fair.go).
	Commitment *string `json:"commitment,omitempty"`
	Share      *string `json:"share,omitempty"`
}

// Intent is one decision for the sender's seat.
type Intent struct {
	ID     uint64          `json:"id"`
	Seat   int             `json:"seat"`
	Intent json.RawMessage `json:"intent"`
}

// Result answers an Edit or an Intent with the same ID. Code is empty when it was accepted.
type Result struct {
	ID   uint64 `json:"id"`
	Code Code   `json:"code,omitempty"`
	Text string `json:"text,omitempty"`
}

// Error refuses a message that was not a request: Ref is its sequence number (0 if it could not
// be read). Text speaks to a player.
type Error struct {
	Code Code   `json:"code"`
	Text string `json:"text"`
	Ref  uint64 `json:"ref,omitempty"`
}

// Update carries one seat's view and the events numbered from Since up to Next. Resync echoes the
// Resync request it answers (a full view).
type Update struct {
	Seat   int               `json:"seat"` // the receiver's seat (-1: watching)
	Since  int               `json:"since"`
	Next   int               `json:"next"`
	View   json.RawMessage   `json:"view"`
	Events []json.RawMessage `json:"events,omitempty"`
	Resync uint64            `json:"resync,omitempty"`
	// Timers: milliseconds left on each running turn timer, by seat.
	Timers map[int]int64 `json:"timers,omitempty"`
}

// Resync asks for a full view and every event from Since.
type Resync struct {
	ID    uint64 `json:"id"`
	Since int    `json:"since"`
}

// Reveal is the host's side of the audit at the end of a game: the secret seed and nonce it
// committed to in the lobby, and the game file (Game.Save) that every guest replays.
type Reveal struct {
	Seed  uint64 `json:"seed"`
	Nonce string `json:"nonce"`
	Game  []byte `json:"game"`
}

// Checkpoint is what the host's successor needs to take the game over when the host leaves for
// good: the host's whole record (every seat's token, the secret seed and nonce, the game file) and
// the handover secret the signaling server lets it claim the room with. It goes to the successor
// alone, after every change of the game; an empty one tells a former successor to forget the one
// it holds.
type Checkpoint struct {
	For    string          `json:"for,omitempty"` // the successor's player ID
	Secret string          `json:"secret,omitempty"`
	Record json.RawMessage `json:"record,omitempty"`
}

// Beat is the payload of ping and pong.
type Beat struct {
	N uint64 `json:"n"`
}

// Farewell is the payload of kicked and bye.
type Farewell struct {
	Reason string `json:"reason,omitempty"`
}

// Code names why a request or a message was refused.
type Code string

// Refusal codes.
const (
	CodeMalformed   Code = "malformed"
	CodeTooLarge    Code = "too-large"
	CodeVersion     Code = "version"
	CodeUnknownType Code = "unknown-type"
	CodeNotYourSeat Code = "not-your-seat"
	CodeNotYourTurn Code = "not-your-turn"
	CodeNotStarted  Code = "not-started"
	CodeStarted     Code = "started"
	CodeOver        Code = "over"
	CodeSpectator   Code = "spectator"
	CodeRejected    Code = "rejected" // the game refused: the text says why
	CodeColourTaken Code = "colour-taken"
	CodeBadColour   Code = "bad-colour"
	CodeBadName     Code = "bad-name"
	CodeTableFull   Code = "table-full"
	CodeKicked      Code = "kicked"
	CodeTooFast     Code = "too-fast" // more requests of a kind than a player makes
	CodeBadChat     Code = "bad-chat" // an empty, too long or unreadable chat message
	CodeNoPlayer    Code = "no-player"
	CodeStarting    Code = "starting"  // the host is drawing the seed: the lobby is fixed
	CodeBadShare    Code = "bad-share" // a share or commitment out of turn, or one that does not match
)
