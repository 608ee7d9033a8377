// Package proto is the signaling protocol the server (signal) and its client (signal/client)
// share: the messages, the error codes and sentinels, the events, the public listings and the
// room codes.
package proto

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// ProtocolVersion is the version of the wire protocol described in this file.
// The server announces it in the welcome message; a client refuses a server
// whose version differs. Bump it on any change that an older peer would
// misread; adding an optional field is not such a change.
const ProtocolVersion = 1

// Path is where the lead mounts the server on the game's HTTP server.
const Path = "/signal"

// ErrorHeader is the HTTP response header carrying the error code when the
// server refuses a connection before the WebSocket upgrade (status 429 or
// 503): rate-limited, server-full or shutting-down.
const ErrorHeader = "X-Signal-Error"

// HostID is the peer id of a room's host. Guests address every signal to it.
const HostID = "host"

// The wire protocol: one WebSocket per peer, one JSON object per text
// message, every object an envelope (Message) whose "type" says which of the
// other fields are set. Requests carry a client-chosen "id" (a positive
// integer); the reply to a request, or the error it caused, echoes that id.
//
// Client to server:
//
//	{"type":"create","id":1}
//	{"type":"resume","id":2,"room":"K7WQ2M","token":"…"}
//	{"type":"join","id":3,"room":"K7WQ2M"}
//	{"type":"join","id":3,"room":"K7WQ2M","seat":"…"}   a seated player coming back: its place is kept
//	{"type":"signal","to":"host","data":{…}}     guests may only address "host"
//	{"type":"signal","to":"g1","data":{…}}       the host addresses a guest by id
//	{"type":"close-room"}                        the host ends the room now
//	{"type":"expel","peer":"g4"}                 the host sends a guest away from the room
//	{"type":"seats","id":7,"seats":["…"]}        the host names the seat keys whose holders always get in
//	{"type":"publish","id":4,"listing":{…}}      the host lists its room publicly (listing.go)
//	{"type":"unpublish","id":5}                  the host takes its room off the list
//	{"type":"list","id":6,"game":"heat"}         watch the public rooms of a game (a socket in no room)
//	{"type":"handover","id":8,"token":"…"}       the host names the key of its successor's handover secret
//	{"type":"claim","id":9,"room":"K7WQ2M","token":"…"}   the successor takes the room over with the secret,
//	                                             once the host is away
//
// Server to client:
//
//	{"type":"welcome","v":1,"ice_servers":[{"urls":["stun:…"]}],"max_message":16384}
//	{"type":"created","id":1,"room":"K7WQ2M","token":"…"}
//	{"type":"resumed","id":2,"room":"K7WQ2M","peers":["g1","g3"]}
//	{"type":"joined","id":3,"room":"K7WQ2M","peer":"g4"}
//	{"type":"signal","from":"g4","data":{…}}     the same JSON value (spacing and escapes may differ)
//	{"type":"peer-joined","peer":"g4"}           to the host
//	{"type":"peer-left","peer":"g4"}             to the host
//	{"type":"host-away"}                         to guests: the host's socket dropped
//	{"type":"host-back"}                         to guests: the host resumed
//	{"type":"room-closed","reason":"idle"}       to everyone; the server then closes the socket
//	{"type":"error","id":3,"code":"room-not-found","text":"no room has that code"}
//	{"type":"published","id":4}                  also answers unpublish
//	{"type":"seated","id":7}                     answers seats and handover
//	{"type":"claimed","id":9,"room":"K7WQ2M","token":"…","peers":["g1"]}   the claimer is the room's host now
//	{"type":"rooms","id":6,"game":"heat","full":true,"rooms":[{…}]}   the whole list, answering list
//	{"type":"rooms","game":"heat","rooms":[{…}],"gone":["K7WQ2M"]}   then what changed, at most
//	                                             once every ListInterval
//
// Unknown fields are ignored, so fields may be added without a version bump.
const (
	// Client to server.
	TypeCreate    = "create"
	TypeResume    = "resume"
	TypeJoin      = "join"
	TypeSignal    = "signal" // also server to client
	TypeCloseRoom = "close-room"
	TypePublish   = "publish"
	TypeUnpublish = "unpublish"
	TypeList      = "list"
	TypeExpel     = "expel"
	TypeSeats     = "seats"
	TypeHandover  = "handover"
	TypeClaim     = "claim"

	// Server to client.
	TypeWelcome    = "welcome"
	TypeCreated    = "created"
	TypeResumed    = "resumed"
	TypeJoined     = "joined"
	TypePeerJoined = "peer-joined"
	TypePeerLeft   = "peer-left"
	TypeHostAway   = "host-away"
	TypeHostBack   = "host-back"
	TypeRoomClosed = "room-closed"
	TypeError      = "error"
	TypePublished  = "published"
	TypeRooms      = "rooms"
	TypeSeated     = "seated"
	TypeClaimed    = "claimed"
)

// Reasons carried by room-closed.
const (
	ReasonHostClosed = "host-closed" // the host sent close-room
	ReasonHostGone   = "host-gone"   // the host stayed away longer than the grace period
	ReasonIdle       = "idle"        // nothing was relayed for the idle timeout
	ReasonShutdown   = "shutdown"    // the server is stopping
)

// Error codes carried by error messages. Each has a sentinel error in
// errors.go that errors.Is matches.
const (
	CodeBadRequest   = "bad-request"    // not JSON, not an object, or a field is missing or malformed
	CodeUnknownType  = "unknown-type"   // the type is not one a client may send
	CodeTooBig       = "too-big"        // the message is larger than max_message
	CodeRateLimited  = "rate-limited"   // too many messages, creations or failed joins
	CodeRoomNotFound = "room-not-found" // no live room has that code
	CodeRoomFull     = "room-full"      // the room has its maximum number of peers
	CodeBadToken     = "bad-token"      // not sent: a wrong host token gets room-not-found, like a missing room
	CodeServerFull   = "server-full"    // too many rooms or connections on the server
	CodeTooManyRooms = "too-many-rooms" // the client's address has MaxRoomsPerAddr live rooms
	CodeNotAllowed   = "not-allowed"    // a guest addressed someone other than the host
	CodeWrongState   = "wrong-state"    // e.g. join after create, or signal before join
	CodePeerNotFound = "peer-not-found" // the host addressed a guest that is not in the room
	CodeHostAway     = "host-away"      // a guest signalled while the host is away
	CodeReplaced     = "replaced"       // the host resumed the room on another socket
	CodeMisbehaving  = "misbehaving"    // too many bad messages: the server closes the socket
	CodeTimeout      = "timeout"        // no room was created or joined in time
	CodeShutdown     = "shutting-down"  // the server is stopping
	CodeListFull     = "list-full"      // the game's public list holds MaxListed rooms
	CodeRoomBusy     = "room-busy"      // the address already has MaxGuestsPerAddr sockets joining the room
	CodeExpelled     = "expelled"       // the guest left the room: the host sent it away, it took too long, or its place went to another
	CodeBadListing   = "bad-listing"    // the listing names an unknown game, impossible counts, or a misleading name
	CodeHandedOver   = "handed-over"    // resume with the token of a host whose successor took the room over
	CodeHostPresent  = "host-present"   // a claim while the room's host is still there
)

// ICEServer is one STUN or TURN server, shaped like the browser's
// RTCIceServer dictionary so the app can hand it to WebRTC as it is.
type ICEServer struct {
	URLs       []string `json:"urls"`
	Username   string   `json:"username,omitempty"`
	Credential string   `json:"credential,omitempty"`
}

// Message is the envelope of every message in both directions.
type Message struct {
	Type string `json:"type"`
	ID   uint64 `json:"id,omitempty"`

	Version    int         `json:"v,omitempty"`
	ICEServers []ICEServer `json:"ice_servers,omitempty"`
	MaxMessage int         `json:"max_message,omitempty"`

	Room  string   `json:"room,omitempty"`
	Token string   `json:"token,omitempty"`
	Peer  string   `json:"peer,omitempty"`
	Peers []string `json:"peers,omitempty"`
	Seat  string   `json:"seat,omitempty"`  // join: the seat key of a player coming back
	Seats []string `json:"seats,omitempty"` // seats: every seat key of the room

	To   string          `json:"to,omitempty"`
	From string          `json:"from,omitempty"`
	Data json.RawMessage `json:"data,omitempty"`

	Listing *Listing  `json:"listing,omitempty"` // publish
	Game    string    `json:"game,omitempty"`    // list, rooms
	Rooms   []Listing `json:"rooms,omitempty"`   // rooms: listed or changed
	Gone    []string  `json:"gone,omitempty"`    // rooms: codes taken off the list
	Full    bool      `json:"full,omitempty"`    // rooms: the whole list, not a change

	Code   string `json:"code,omitempty"`
	Text   string `json:"text,omitempty"`
	Reason string `json:"reason,omitempty"`
}

// Field length bounds checked by DecodeRequest. Room codes and peer ids are
// far shorter; the bounds only stop junk early.
const (
	maxRoomField  = 16
	maxTokenField = 64
	maxPeerField  = 16
	maxSeatField  = 64
	// MaxSeats bounds the seat keys a host may name: a table holds at most 32 entries.
	MaxSeats = 32
)

// ErrUnknownMessage marks a well-formed message whose type a client may not send.
var ErrUnknownMessage = errors.New("unknown message type")

// DecodeRequest parses one client-to-server message and checks that the
// fields its type needs are present and plausible. It never panics. On an
// error the message holds only the request id, if one could be read, so
// that the error can answer it; the error wraps ErrUnknownMessage when only
// the type is wrong.
func DecodeRequest(b []byte) (Message, error) {
	var m Message
	b = bytes.TrimSpace(b)
	if len(b) == 0 || b[0] != '{' {
		return Message{}, errors.New("a message must be a JSON object")
	}
	if err := json.Unmarshal(b, &m); err != nil {
		return Message{}, fmt.Errorf("the message is not valid JSON: %w", err)
	}
	switch m.Type {
	case TypeCreate, TypeCloseRoom, TypeUnpublish:
	case TypePublish:
		if m.Listing == nil {
			return Message{ID: m.ID}, errors.New("publish needs a \"listing\"")
		}
		l, err := CleanListing(*m.Listing)
		if err != nil {
			return Message{ID: m.ID}, err
		}
		m.Listing = &l
	case TypeList:
		if !ValidGameID(m.Game) {
			return Message{ID: m.ID}, errors.New("list needs a game ID of 1 to 32 lower-case letters, digits and dashes")
		}
	case TypeJoin:
		if m.Room == "" || len(m.Room) > maxRoomField {
			return Message{ID: m.ID}, errors.New("join needs a room code")
		}
		if len(m.Seat) > maxSeatField {
			return Message{ID: m.ID}, errors.New("the seat key is too long")
		}
	case TypeExpel:
		if m.Peer == "" || len(m.Peer) > maxPeerField {
			return Message{ID: m.ID}, errors.New("expel needs a guest's peer id in \"peer\"")
		}
	case TypeSeats:
		if len(m.Seats) > MaxSeats {
			return Message{ID: m.ID}, fmt.Errorf("a room has at most %d seat keys", MaxSeats)
		}
		for _, k := range m.Seats {
			if k == "" || len(k) > maxSeatField {
				return Message{ID: m.ID}, errors.New("a seat key must be 1 to 64 bytes")
			}
		}
	case TypeHandover:
		if m.Token == "" || len(m.Token) > maxTokenField {
			return Message{ID: m.ID}, errors.New("handover needs the key of the successor's secret in \"token\"")
		}
	case TypeClaim:
		if m.Room == "" || len(m.Room) > maxRoomField {
			return Message{ID: m.ID}, errors.New("claim needs a room code")
		}
		if m.Token == "" || len(m.Token) > maxTokenField {
			return Message{ID: m.ID}, errors.New("claim needs the handover secret")
		}
	case TypeResume:
		if m.Room == "" || len(m.Room) > maxRoomField {
			return Message{ID: m.ID}, errors.New("resume needs a room code")
		}
		if m.Token == "" || len(m.Token) > maxTokenField {
			return Message{ID: m.ID}, errors.New("resume needs the host token")
		}
	case TypeSignal:
		if m.To == "" || len(m.To) > maxPeerField {
			return Message{ID: m.ID}, errors.New("signal needs a recipient in \"to\"")
		}
		if len(m.Data) == 0 || bytes.Equal(m.Data, []byte("null")) {
			return Message{ID: m.ID}, errors.New("signal needs \"data\"")
		}
	case "":
		return Message{ID: m.ID}, errors.New("the message has no type")
	default:
		return Message{ID: m.ID}, fmt.Errorf("%w %q", ErrUnknownMessage, truncate(m.Type, 32))
	}
	return m, nil
}

// truncate shortens s to at most n bytes for use in error texts.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
