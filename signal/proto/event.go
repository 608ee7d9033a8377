package proto

import "encoding/json"

// EventType says what an Event reports.
type EventType string

// Event types. The first six mirror the server messages of the same name.
const (
	EventSignal     EventType = TypeSignal     // From sent Data
	EventPeerJoined EventType = TypePeerJoined // host: guest Peer joined
	EventPeerLeft   EventType = TypePeerLeft   // host: guest Peer's socket closed
	EventHostAway   EventType = TypeHostAway   // guest: the host's socket dropped
	EventHostBack   EventType = TypeHostBack   // guest: the host resumed (maybe on a new page)
	EventRoomClosed EventType = TypeRoomClosed // the room is gone (Reason); the socket closes next
	EventError      EventType = TypeError      // the server refused a Send or a bad message (Err)
	EventRooms      EventType = TypeRooms      // a list subscriber: rooms listed or changed (Rooms), taken off (Gone)
	EventClosed     EventType = "closed"       // the connection ended (Err says why); last event
)

// Event is something the server told the client, or the end of the
// connection.
type Event struct {
	Type   EventType
	From   string          // EventSignal: HostID or a guest's peer id
	Data   json.RawMessage // EventSignal: what the sender passed to Send
	Peer   string          // EventPeerJoined, EventPeerLeft
	Reason string          // EventRoomClosed: one of the Reason constants
	Rooms  []Listing       // EventRooms: listings new or changed
	Gone   []string        // EventRooms: codes of the rooms no longer listed
	Err    error           // EventError: an *Error; EventClosed: wraps ErrClosed
}
