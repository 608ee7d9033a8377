package p2p

import (
	"errors"

	"github.com/heatracing/heat/p2p/wire"
	"github.com/heatracing/heat/signal/proto"
)

// Sentinel errors. Test for them with errors.Is; they work across the wire (RejectedError).
var (
	// ErrClosed: the session or connection is closed.
	ErrClosed = errors.New("the connection is closed")
	// ErrTooLarge: a message is larger than its limit (see package wire).
	ErrTooLarge = wire.ErrTooLarge
	// ErrMalformed: a message could not be read.
	ErrMalformed = wire.ErrMalformed
	// ErrVersion: the peer speaks another protocol version.
	ErrVersion = wire.ErrVersion
	// ErrUnknownType: a message of a type this side does not take.
	ErrUnknownType = wire.ErrUnknownType
	// ErrNotYourSeat: an intent for a seat the sender does not hold.
	ErrNotYourSeat = errors.New("that is not your seat")
	// ErrNotYourTurn: an intent from a seat the game is not waiting for.
	ErrNotYourTurn = errors.New("it is not your turn")
	// ErrNotStarted: an intent before the game started.
	ErrNotStarted = errors.New("the game has not started")
	// ErrStarted: a lobby change after the game started.
	ErrStarted = errors.New("the game has already started")
	// ErrGameOver: an intent after the game ended.
	ErrGameOver = errors.New("the game is over")
	// ErrSpectator: a spectator tried to play.
	ErrSpectator = errors.New("spectators cannot play")
	// ErrNotReady: Start while a player present is not ready.
	ErrNotReady = errors.New("not every player is ready")
	// ErrColourTaken: a colour another player already has.
	ErrColourTaken = errors.New("that colour is taken")
	// ErrBadColour: a colour the title does not offer.
	ErrBadColour = errors.New("that colour is not offered")
	// ErrBadName: an empty or too long name, or one with invisible characters.
	ErrBadName = errors.New("names must be 1 to 24 visible characters")
	// ErrTableFull: no seat or colour is free.
	ErrTableFull = errors.New("the table is full")
	// ErrNoPlayer: no such player in the lobby.
	ErrNoPlayer = errors.New("no such player")
	// ErrKicked: the host removed this player.
	ErrKicked = errors.New("the host removed you from the room")
	// ErrEnded: the host closed the room.
	ErrEnded = errors.New("the host closed the room")
	// ErrNotFound: a Store has no value under that key.
	ErrNotFound = errors.New("not found")
	// ErrNoSave: a Store holds no host to resume.
	ErrNoSave = errors.New("there is no saved game to resume")
	// ErrHostOnly: an action only the host may take.
	ErrHostOnly = errors.New("only the host can do that")
	// ErrTimeout: the other side did not answer in time.
	ErrTimeout = errors.New("the other side did not answer in time")
	// ErrBusy: the host has too many connections that have not said hello yet.
	ErrBusy = errors.New("the host is busy with other connections; try again in a moment")
	// ErrHandedOver: the host's page came back after its successor took the game over; it rejoins
	// as a player (ReturnAsGuest).
	ErrHandedOver = proto.ErrHandedOver
	// ErrTooFast: lobby changes or resyncs far faster than a player makes them.
	ErrTooFast = errors.New("too many requests at once: wait a moment")
	// ErrBadRoomName: a room's name is empty or too long.
	ErrBadRoomName = errors.New("a room's name must be 1 to 40 visible characters")
	// ErrNoWebRTC: this browser has no WebRTC (RTCPeerConnection), which connects players'
	// pages: a page there can play alone, not with others.
	ErrNoWebRTC = errors.New("this browser has no WebRTC, which games with friends need to connect the players' pages")
	// ErrBadChat: a chat message is empty, too long or unreadable.
	ErrBadChat = errors.New("a chat message must be 1 to 200 characters of text")
	// ErrStarting: a lobby change while the host draws the game's seed.
	ErrStarting = errors.New("the game is starting: the seed is being drawn")
	// ErrBadShare: a share of the seed that does not match its commitment, or a share or
	// commitment sent when the draw does not ask for it.
	ErrBadShare = errors.New("that share of the seed does not match its commitment or came out of turn")
)

// RejectedError is the game's (or the lobby's) refusal of a request. Its text speaks to a player.
type RejectedError struct {
	Code wire.Code
	Text string
}

func (e *RejectedError) Error() string { return e.Text }

// Is makes errors.Is(err, ErrNotYourTurn) and friends work across the wire.
func (e *RejectedError) Is(target error) bool {
	s, ok := codeErrors[e.Code]
	return ok && s == target
}

var codeErrors = map[wire.Code]error{
	wire.CodeMalformed:   ErrMalformed,
	wire.CodeTooLarge:    ErrTooLarge,
	wire.CodeVersion:     ErrVersion,
	wire.CodeUnknownType: ErrUnknownType,
	wire.CodeNotYourSeat: ErrNotYourSeat,
	wire.CodeNotYourTurn: ErrNotYourTurn,
	wire.CodeNotStarted:  ErrNotStarted,
	wire.CodeStarted:     ErrStarted,
	wire.CodeOver:        ErrGameOver,
	wire.CodeSpectator:   ErrSpectator,
	wire.CodeColourTaken: ErrColourTaken,
	wire.CodeBadColour:   ErrBadColour,
	wire.CodeBadName:     ErrBadName,
	wire.CodeTableFull:   ErrTableFull,
	wire.CodeKicked:      ErrKicked,
	wire.CodeTooFast:     ErrTooFast,
	wire.CodeBadChat:     ErrBadChat,
	wire.CodeNoPlayer:    ErrNoPlayer,
	wire.CodeStarting:    ErrStarting,
	wire.CodeBadShare:    ErrBadShare,
}

// codeOf finds the wire code for an error; anything unknown is the game speaking
// (CodeRejected).
func codeOf(err error) wire.Code {
	if r, ok := errors.AsType[*RejectedError](err); ok {
		return r.Code
	}
	for code, sentinel := range codeErrors {
		if errors.Is(err, sentinel) {
			return code
		}
	}
	return wire.CodeRejected
}

// rejection turns a Result or an Error message back into an error.
func rejection(code wire.Code, text string) error {
	if code == "" {
		return nil
	}
	return &RejectedError{Code: code, Text: text}
}

// explained is a refusal whose text says in a player's words what is wrong; it matches its
// sentinel under errors.Is, and travels with its code (codeOf).
type explained struct {
	sentinel error
	text     string
}

func (e *explained) Error() string { return e.text }
func (e *explained) Unwrap() error { return e.sentinel }
