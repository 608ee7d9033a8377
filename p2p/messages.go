package p2p

import (
	"encoding/json"
	"errors"
)

// Hello is the first message a guest sends on a connection. Token is the
// seat token from an earlier Welcome (empty on a first visit); Nonce is
// random per Guest session so the host can tell a retried request from a
// new page; Since is the first event the guest has not seen (0 for a new
// page), which the host's first update starts from.
type Hello struct {
	Name  string `json:"name"`
	Token string `json:"token,omitempty"`
	Nonce string `json:"nonce"`
	Watch bool   `json:"watch,omitempty"` // join as a spectator
	Since int    `json:"since,omitempty"` // the guest's next event number
}

// Welcome answers Hello. Token is secret to this guest.
type Welcome struct {
	Player string `json:"player"`
	Token  string `json:"token"`
	Seat   int    `json:"seat"`
}

// Start tells a guest the race began and which seat it drives
// (Spectator: it watches). Its first update follows.
type Start struct {
	Seat int `json:"seat"`
}

// Edit changes the sender's own lobby entry. Nil fields stay as they are.
type Edit struct {
	ID     uint64  `json:"id"`
	Name   *string `json:"name,omitempty"`
	Colour *string `json:"colour,omitempty"`
	Ready  *bool   `json:"ready,omitempty"`
}

// Intent is one decision for the sender's seat.
type Intent struct {
	ID     uint64          `json:"id"`
	Seat   int             `json:"seat"`
	Intent json.RawMessage `json:"intent"`
}

// Result answers an Edit or Intent with the same ID. Code is empty when it
// was accepted.
type Result struct {
	ID   uint64 `json:"id"`
	Code string `json:"code,omitempty"`
	Text string `json:"text,omitempty"`
}

// ErrorMsg refuses a message that was not a request: Ref is its sequence
// number (0 if it could not be read).
type ErrorMsg struct {
	Code string `json:"code"`
	Text string `json:"text"`
	Ref  uint64 `json:"ref,omitempty"`
}

// UpdateMsg carries one seat's view and the events numbered from Since up
// to Next. Resync echoes the Resync request it answers (a full view).
type UpdateMsg struct {
	Seat   int               `json:"seat"` // the receiver's seat (Spectator: watching)
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

// Beat is the payload of ping and pong.
type Beat struct {
	N uint64 `json:"n"`
}

// Farewell is the payload of kicked and bye.
type Farewell struct {
	Reason string `json:"reason,omitempty"`
}

// Error codes on the wire.
const (
	CodeMalformed   = "malformed"
	CodeTooLarge    = "too-large"
	CodeVersion     = "version"
	CodeUnknownType = "unknown-type"
	CodeNotYourSeat = "not-your-seat"
	CodeNotYourTurn = "not-your-turn"
	CodeNotStarted  = "not-started"
	CodeStarted     = "started"
	CodeOver        = "over"
	CodeSpectator   = "spectator"
	CodeRejected    = "rejected" // the game refused: the text says why
	CodeColourTaken = "colour-taken"
	CodeBadColour   = "bad-colour"
	CodeBadName     = "bad-name"
	CodeTableFull   = "table-full"
	CodeKicked      = "kicked"
)

var codeErrors = map[string]error{
	CodeMalformed:   ErrMalformed,
	CodeTooLarge:    ErrTooLarge,
	CodeVersion:     ErrVersion,
	CodeUnknownType: ErrUnknownType,
	CodeNotYourSeat: ErrNotYourSeat,
	CodeNotYourTurn: ErrNotYourTurn,
	CodeNotStarted:  ErrNotStarted,
	CodeStarted:     ErrStarted,
	CodeOver:        ErrGameOver,
	CodeSpectator:   ErrSpectator,
	CodeColourTaken: ErrColourTaken,
	CodeBadColour:   ErrBadColour,
	CodeBadName:     ErrBadName,
	CodeTableFull:   ErrTableFull,
	CodeKicked:      ErrKicked,
}

// codeOf finds the wire code for an error; anything unknown is the game
// speaking (CodeRejected).
func codeOf(err error) string {
	var r *RejectedError
	if errors.As(err, &r) {
		return r.Code
	}
	for code, sentinel := range codeErrors {
		if errors.Is(err, sentinel) {
			return code
		}
	}
	return CodeRejected
}

// rejection turns a Result or ErrorMsg back into an error.
func rejection(code, text string) error {
	if code == "" {
		return nil
	}
	return &RejectedError{Code: code, Text: text}
}
