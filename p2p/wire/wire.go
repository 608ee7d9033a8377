// Package wire is the protocol between a host and its guests: every message is an Envelope
// (version, type, the sender's sequence number on the connection, and a JSON payload), and each
// type travels in one direction only. The sessions in package p2p speak it; a peer written
// without them (a test, an attacker) can too.
package wire

import (
	"encoding/json"
	"errors"
	"fmt"
)

// Version is the protocol version. A peer that speaks another one is refused with CodeVersion.
const Version = 2

// Size limits. Every limit is checked before a message is decoded further.
const (
	MaxMessage  = 256 << 10 // one envelope on the wire
	MaxIntent   = 16 << 10  // one intent payload
	MaxSettings = 16 << 10  // the host's game settings
	MaxName     = 24        // runes in a player name
	MaxRoomName = 40        // runes in a room's name
	MaxToken    = 64        // bytes in a seat token or nonce
	MaxChat     = 200       // runes in one chat message
	MaxChatSay  = 4 << 10   // bytes of a say payload (MaxChat runes are at most 800)
	MaxChatKept = 50        // chat lines a host keeps and sends a newcomer
)

// Errors of decoding. Test for them with errors.Is.
var (
	// ErrTooLarge: a message is larger than a limit.
	ErrTooLarge = errors.New("the message is too large")
	// ErrMalformed: a message could not be read.
	ErrMalformed = errors.New("the message could not be read")
	// ErrVersion: the peer speaks another protocol version.
	ErrVersion = errors.New("the other side runs a different version of the game")
	// ErrUnknownType: a message of a type this side does not take.
	ErrUnknownType = errors.New("unknown message type")
)

// Type names a message. Each one travels in one direction only, listed after it.
type Type string

// Message types.
const (
	TypeHello   Type = "hello"   // guest -> host: name, seat token, nonce
	TypeWelcome Type = "welcome" // host -> guest: player id, seat token, seat
	TypeLobby   Type = "lobby"   // host -> guest: the lobby as everyone sees it
	TypeEdit    Type = "edit"    // guest -> host: change own name, colour, ready
	TypeStart   Type = "start"   // host -> guest: the game started; your seat
	TypeIntent  Type = "intent"  // guest -> host: a decision for the guest's seat
	TypeResult  Type = "result"  // host -> guest: the answer to an edit or intent
	TypeError   Type = "error"   // host -> guest: a message was refused
	TypeUpdate  Type = "update"  // host -> guest: own view + events since the last update
	TypeResync  Type = "resync"  // guest -> host: request a full view from an event number
	TypePing    Type = "ping"    // both ways: heartbeat
	TypePong    Type = "pong"    // both ways: heartbeat answer
	TypeKicked  Type = "kicked"  // host -> guest: removed from the room
	TypeBye     Type = "bye"     // both ways: leaving for good
	TypeReveal  Type = "reveal"  // host -> guest: the seed, nonce and game file, at the end
	TypePart    Type = "part"    // host -> guest: one part of a message too large for one (parts.go)
	TypeSay     Type = "say"     // guest -> host: a chat message to everyone or to one player
	TypeChat    Type = "chat"    // host -> guest: chat lines the guest may read
	// TypeCheckpoint goes to the host's successor alone: what it needs to take the game over.
	TypeCheckpoint Type = "checkpoint" // host -> guest
)

// Side is the receiving end of a message: what it accepts.
type Side int

// The two sides.
const (
	Host Side = iota
	Guest
)

var accepted = [...]map[Type]bool{
	Host:  {TypeHello: true, TypeEdit: true, TypeIntent: true, TypeResync: true, TypePing: true, TypePong: true, TypeBye: true, TypeSay: true},
	Guest: {TypeWelcome: true, TypeLobby: true, TypeStart: true, TypeResult: true, TypeError: true, TypeUpdate: true, TypePing: true, TypePong: true, TypeKicked: true, TypeBye: true, TypeReveal: true, TypePart: true, TypeChat: true, TypeCheckpoint: true},
}

// Accepts reports whether side takes messages of type t.
func (s Side) Accepts(t Type) bool { return s >= Host && s <= Guest && accepted[s][t] }

// Envelope is every message on the wire: version, type, the sender's sequence number on this
// connection (1, 2, 3, ...) and the payload.
type Envelope struct {
	V int             `json:"v"`
	T Type            `json:"t"`
	S uint64          `json:"s"`
	P json.RawMessage `json:"p,omitempty"`
}

// Encode builds the bytes of one envelope.
func Encode(t Type, seq uint64, payload any) ([]byte, error) {
	var p json.RawMessage
	if payload != nil {
		b, err := json.Marshal(payload)
		if err != nil {
			return nil, err
		}
		p = b
	}
	b, err := json.Marshal(Envelope{V: Version, T: t, S: seq, P: p})
	if err != nil {
		return nil, err
	}
	if len(b) > MaxMessage {
		return nil, fmt.Errorf("%w: %s of %d bytes", ErrTooLarge, t, len(b))
	}
	return b, nil
}

// Decode reads one envelope and checks that side may receive it. The payload is read later, by
// its handler (Envelope.Decode). With ErrVersion and ErrUnknownType the envelope is returned too,
// so that the refusal can name its sequence number.
func Decode(b []byte, side Side) (*Envelope, error) {
	if len(b) > MaxMessage {
		return nil, fmt.Errorf("%w: %d bytes", ErrTooLarge, len(b))
	}
	var e Envelope
	if err := json.Unmarshal(b, &e); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrMalformed, err)
	}
	if e.V != Version {
		return &e, fmt.Errorf("%w: version %d, want %d", ErrVersion, e.V, Version)
	}
	if e.S == 0 {
		return nil, fmt.Errorf("%w: no sequence number", ErrMalformed)
	}
	if !side.Accepts(e.T) {
		return &e, fmt.Errorf("%w: %q", ErrUnknownType, e.T)
	}
	return &e, nil
}

// Decode reads the envelope's payload into v.
func (e *Envelope) Decode(v any) error {
	if len(e.P) == 0 {
		return fmt.Errorf("%w: %s without a payload", ErrMalformed, e.T)
	}
	if err := json.Unmarshal(e.P, v); err != nil {
		return fmt.Errorf("%w: %s: %v", ErrMalformed, e.T, err)
	}
	return nil
}
