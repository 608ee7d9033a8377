package proto

import "errors"

// Error is an error reported by the signaling server: a machine code from
// protocol.go and a text in plain words. Two Errors match under errors.Is
// when their codes are equal, so a server reply matches its sentinel:
//
//	if errors.Is(err, signal.ErrRoomFull) { … }
type Error struct {
	Code string
	Text string
}

func (e *Error) Error() string {
	if e.Text == "" {
		return "signal: " + e.Code
	}
	return "signal: " + e.Text
}

// Is reports whether target is an *Error with the same code.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Code == e.Code
}

// Sentinel errors, one per error code.
var (
	ErrBadRequest   = &Error{CodeBadRequest, "the message could not be understood"}
	ErrUnknownType  = &Error{CodeUnknownType, "the server does not know that kind of message"}
	ErrTooBig       = &Error{CodeTooBig, "the message is too big"}
	ErrRateLimited  = &Error{CodeRateLimited, "too many attempts: wait a minute and try again"}
	ErrRoomNotFound = &Error{CodeRoomNotFound, "no room has that code"}
	ErrRoomFull     = &Error{CodeRoomFull, "the room is full"}
	// ErrBadToken is not sent by this server, which answers a wrong host
	// token with ErrRoomNotFound so that a guesser learns nothing; older
	// servers sent it.
	ErrBadToken     = &Error{CodeBadToken, "the host token does not match this room"}
	ErrServerFull   = &Error{CodeServerFull, "the server is busy: try again later"}
	ErrTooManyRooms = &Error{CodeTooManyRooms, "your address has too many open rooms: close one first"}
	ErrNotAllowed   = &Error{CodeNotAllowed, "guests may only send to the host"}
	ErrWrongState   = &Error{CodeWrongState, "that is not possible at this point"}
	ErrPeerNotFound = &Error{CodePeerNotFound, "no peer with that id is in the room"}
	ErrHostAway     = &Error{CodeHostAway, "the host is away"}
	ErrReplaced     = &Error{CodeReplaced, "the host reconnected on another connection"}
	ErrMisbehaving  = &Error{CodeMisbehaving, "too many bad messages: closing the connection"}
	ErrTimeout      = &Error{CodeTimeout, "no room was created or joined in time"}
	ErrShutdown     = &Error{CodeShutdown, "the signaling server is shutting down"}
	ErrListFull     = &Error{CodeListFull, "the list of public rooms is full: share the room's link instead"}
	ErrRoomBusy     = &Error{CodeRoomBusy, "too many people from your network are joining this room at once: try again in a moment"}
	ErrExpelled     = &Error{CodeExpelled, "you left the room before joining the game: try again"}
	ErrBadListing   = &Error{CodeBadListing, "the listing cannot be shown"}
	ErrHandedOver   = &Error{CodeHandedOver, "another player's page took the game over while you were away: you rejoin as a player"}
	ErrHostPresent  = &Error{CodeHostPresent, "the host is still in the room"}
)

// Client-side errors that the server never sends.
var (
	// ErrClosed is returned by client calls after the connection closed.
	ErrClosed = errors.New("signal: the connection is closed")
	// ErrVersion is returned by Dial when the server speaks another
	// protocol version.
	ErrVersion = errors.New("signal: the server speaks another protocol version")
	// ErrProtocol is returned when the server answers something unexpected.
	ErrProtocol = errors.New("signal: unexpected answer from the server")
)

// ErrorFor returns the error for a server error message, with the
// server's text when it sent one.
func ErrorFor(code, text string) *Error {
	if text == "" {
		for _, e := range sentinels {
			if e.Code == code {
				return e
			}
		}
	}
	return &Error{Code: code, Text: text}
}

var sentinels = []*Error{
	ErrBadRequest, ErrUnknownType, ErrTooBig, ErrRateLimited, ErrRoomNotFound,
	ErrRoomFull, ErrBadToken, ErrServerFull, ErrTooManyRooms, ErrNotAllowed, ErrWrongState,
	ErrPeerNotFound, ErrHostAway, ErrReplaced, ErrMisbehaving, ErrTimeout,
	ErrShutdown, ErrListFull, ErrRoomBusy, ErrExpelled, ErrBadListing, ErrHandedOver, ErrHostPresent,
}
