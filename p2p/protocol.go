package p2p

import (
	"encoding/json"
	"fmt"
)

// Version is the wire protocol version. A peer that speaks another one is
// refused with CodeVersion.
const Version = 1

// Size limits. Every limit is checked before a message is decoded further.
const (
	MaxMessage  = 256 << 10 // one envelope on the wire
	MaxIntent   = 16 << 10  // one intent payload
	MaxSettings = 16 << 10  // the host's title settings
	MaxName     = 24        // runes in a player name
	maxToken    = 64        // bytes in a seat token or nonce
)

// Type names a message. Each one travels in one direction only, listed
// after it.
type Type string

// Message types.
const (
	TypeHello   Type = "hello"   // guest -> host: name, seat token, nonce
	TypeWelcome Type = "welcome" // host -> guest: player id, seat token, seat
	TypeLobby   Type = "lobby"   // host -> guest: the lobby as everyone sees it
	TypeEdit    Type = "edit"    // guest -> host: change own name, colour, ready
	TypeStart   Type = "start"   // host -> guest: the race started; your seat
	TypeIntent  Type = "intent"  // guest -> host: a decision for the guest's seat
	TypeResult  Type = "result"  // host -> guest: the answer to an edit or intent
	TypeError   Type = "error"   // host -> guest: a message was refused
	TypeUpdate  Type = "update"  // host -> guest: own view + events since last update
	TypeResync  Type = "resync"  // guest -> host: request a full view from an event number
	TypePing    Type = "ping"    // both ways: heartbeat
	TypePong    Type = "pong"    // both ways: heartbeat answer
	TypeKicked  Type = "kicked"  // host -> guest: removed from the room
	TypeBye     Type = "bye"     // both ways: leaving for good
)

var (
	toHost  = map[Type]bool{TypeHello: true, TypeEdit: true, TypeIntent: true, TypeResync: true, TypePing: true, TypePong: true, TypeBye: true}
	toGuest = map[Type]bool{TypeWelcome: true, TypeLobby: true, TypeStart: true, TypeResult: true, TypeError: true, TypeUpdate: true, TypePing: true, TypePong: true, TypeKicked: true, TypeBye: true}
)

// Envelope is every message on the wire: version, type, the sender's
// sequence number on this connection (1, 2, 3, ...) and the payload.
type Envelope struct {
	V int             `json:"v"`
	T Type            `json:"t"`
	S uint64          `json:"s"`
	P json.RawMessage `json:"p,omitempty"`
}

// encode builds the bytes of one envelope.
func encode(t Type, seq uint64, payload any) ([]byte, error) {
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

// decode reads one envelope and checks it may travel in that direction.
// The payload is decoded later by its handler.
func decode(b []byte, allowed map[Type]bool) (*Envelope, error) {
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
	if !allowed[e.T] {
		return &e, fmt.Errorf("%w: %q", ErrUnknownType, e.T)
	}
	return &e, nil
}

// payload decodes an envelope's payload into v.
func payload(e *Envelope, v any) error {
	if len(e.P) == 0 {
		return fmt.Errorf("%w: %s without a payload", ErrMalformed, e.T)
	}
	if err := json.Unmarshal(e.P, v); err != nil {
		return fmt.Errorf("%w: %s: %v", ErrMalformed, e.T, err)
	}
	return nil
}
