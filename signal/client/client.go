// Package client is the signaling server's client (signal), for the host's and the guests' pages
// and native peers: create, join or resume a room, relay the WebRTC handshake, publish and watch
// the public room lists. It builds natively and in the browser.
package client

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"github.com/heatracing/heat/signal/proto"
)

// Client is one peer's connection to the signaling server. The same code
// runs natively and in the browser (GOOS=js). Its methods are safe for
// concurrent use.
//
// Read Events promptly: while its buffer is full the client stops reading
// the socket, and the server disconnects a peer that falls far behind.
// Always call Close: it ends the read goroutine.
type Client struct {
	ws     *websocket.Conn
	ice    []proto.ICEServer
	maxMsg int

	events chan proto.Event
	quit   chan struct{} // closed by Close
	done   chan struct{} // closed when the connection has ended
	loop   chan struct{} // closed when the read goroutine has exited
	cancel context.CancelFunc
	err    error // why the connection ended; set before done is closed

	nextID    atomic.Uint64
	mu        sync.Mutex
	pending   map[uint64]chan proto.Message // replies awaited, by request id
	closeOnce sync.Once
}

const (
	// eventBuffer is the capacity of the Events channel.
	eventBuffer = 32
	// clientWriteTimeout bounds one write; a connection that cannot take a
	// small message in that time is dead.
	clientWriteTimeout = 10 * time.Second
	// ReadLimit bounds what the client accepts from the server.
	ReadLimit = 1 << 20
)

// Dial connects to the signaling server at url (ws://host:port/signal or
// wss://…) and waits for its welcome. ctx bounds only the dial and the
// welcome; Close ends the connection.
func Dial(ctx context.Context, url string) (*Client, error) { return DialWith(ctx, url, nil) }

// DialWith is Dial with the WebSocket's dial options (the server's tests send a proxy's
// X-Forwarded-For header with it).
func DialWith(ctx context.Context, url string, opts *websocket.DialOptions) (*Client, error) {
	ws, resp, err := websocket.Dial(ctx, url, opts)
	if err != nil {
		return nil, dialError(url, resp, err)
	}
	return start(ctx, ws)
}

// dialError explains a failed dial. A refusal by the server (over its
// limits, shutting down) carries its error code in a header, which the
// browser hides: there the error is only the browser's.
func dialError(url string, resp *http.Response, err error) error {
	if resp != nil {
		if code := resp.Header.Get(proto.ErrorHeader); code != "" {
			return fmt.Errorf("%w (connecting to %s: %v)", proto.ErrorFor(code, ""), url, err)
		}
	}
	return fmt.Errorf("signal: connecting to %s: %w", url, err)
}

// start runs the read loop on an open socket and waits for the welcome.
func start(ctx context.Context, ws *websocket.Conn) (*Client, error) {
	ws.SetReadLimit(ReadLimit)
	rctx, cancel := context.WithCancel(context.Background())
	c := &Client{
		ws:      ws,
		events:  make(chan proto.Event, eventBuffer),
		quit:    make(chan struct{}),
		done:    make(chan struct{}),
		loop:    make(chan struct{}),
		cancel:  cancel,
		pending: make(map[uint64]chan proto.Message),
	}
	welcome := make(chan proto.Message, 1)
	go c.readLoop(rctx, welcome)
	select {
	case m := <-welcome:
		switch {
		case m.Type == proto.TypeError:
			c.close(false)
			return nil, proto.ErrorFor(m.Code, m.Text)
		case m.Type != proto.TypeWelcome:
			c.close(false)
			return nil, fmt.Errorf("%w: %q before the welcome", proto.ErrProtocol, m.Type)
		case m.Version != proto.ProtocolVersion:
			c.close(false)
			return nil, fmt.Errorf("%w: the server speaks version %d, this client %d", proto.ErrVersion, m.Version, proto.ProtocolVersion)
		}
		c.ice, c.maxMsg = m.ICEServers, m.MaxMessage
		return c, nil
	case <-c.done:
		err := c.err
		c.close(false)
		return nil, fmt.Errorf("signal: the server closed the connection before its welcome: %w", err)
	case <-ctx.Done():
		c.close(false)
		return nil, ctx.Err()
	}
}

// ICEServers returns the STUN and TURN servers the server announced; empty
// when none are configured.
func (c *Client) ICEServers() []proto.ICEServer { return slices.Clone(c.ice) }

// MaxMessageBytes returns the server's limit on one message.
func (c *Client) MaxMessageBytes() int { return c.maxMsg }

// Events delivers what the server tells this client. The last event is
// EventClosed, after which the channel is closed; Close cuts it short.
func (c *Client) Events() <-chan proto.Event { return c.events }

// Create opens a room with this connection as its host. Keep hostToken to
// Resume the room from a new connection (after a reload or a network drop).
func (c *Client) Create(ctx context.Context) (room, hostToken string, err error) {
	m, err := c.request(ctx, proto.Message{Type: proto.TypeCreate}, proto.TypeCreated)
	if err != nil {
		return "", "", err
	}
	return m.Room, m.Token, nil
}

// Resume takes a room back as its host, within the server's grace period
// after the host's previous socket dropped (or replacing a socket that is
// still open).
func (c *Client) Resume(ctx context.Context, room, hostToken string) error {
	_, err := c.ResumeWithPeers(ctx, room, hostToken)
	return err
}

// ResumeWithPeers is Resume that also returns the peer ids of the guests
// still in the room.
func (c *Client) ResumeWithPeers(ctx context.Context, room, hostToken string) ([]string, error) {
	m, err := c.request(ctx, proto.Message{Type: proto.TypeResume, Room: room, Token: hostToken}, proto.TypeResumed)
	if err != nil {
		return nil, err
	}
	return m.Peers, nil
}

// Join enters a room as a guest and returns this guest's peer id. room may
// be typed the way a person would (lower case, spaces, a dash).
func (c *Client) Join(ctx context.Context, room string) (peerID string, err error) {
	code, ok := proto.NormalizeCode(room)
	if !ok {
		return "", proto.ErrRoomNotFound // no server round trip, no rate-limit token spent
	}
	m, err := c.request(ctx, proto.Message{Type: proto.TypeJoin, Room: code}, proto.TypeJoined)
	if err != nil {
		return "", err
	}
	return m.Peer, nil
}

// JoinSeat is Join for a player coming back to its seat: seat is the key the host named for it
// (Seats), and the server keeps its place even in a full room. An unknown key joins as Join does.
func (c *Client) JoinSeat(ctx context.Context, room, seat string) (peerID string, err error) {
	code, ok := proto.NormalizeCode(room)
	if !ok {
		return "", proto.ErrRoomNotFound
	}
	m, err := c.request(ctx, proto.Message{Type: proto.TypeJoin, Room: code, Seat: seat}, proto.TypeJoined)
	if err != nil {
		return "", err
	}
	return m.Peer, nil
}

// Expel sends a guest of the room this client hosts away from the room on the server: its
// socket closes. The host does it to a stranger that does not connect.
func (c *Client) Expel(ctx context.Context, peer string) error {
	return c.write(ctx, proto.Message{Type: proto.TypeExpel, Peer: peer})
}

// Seats names the seat keys of the room this client hosts, replacing the ones named before: a
// guest joining with one of them (JoinSeat) always gets in. At most MaxSeats.
func (c *Client) Seats(ctx context.Context, keys []string) error {
	_, err := c.request(ctx, proto.Message{Type: proto.TypeSeats, Seats: keys}, proto.TypeSeated)
	return err
}

// Handover names the key of the handover secret the host gave its successor (HandoverKey),
// replacing any named before: once the host is away, whoever holds the secret may Claim the room.
func (c *Client) Handover(ctx context.Context, key string) error {
	_, err := c.request(ctx, proto.Message{Type: proto.TypeHandover, Token: key}, proto.TypeSeated)
	return err
}

// Claim takes a room over as its host with the handover secret its host named the key of, once
// the host is away (proto.ErrHostPresent while it is there). It returns the room's new host token.
func (c *Client) Claim(ctx context.Context, room, secret string) (hostToken string, err error) {
	code, ok := proto.NormalizeCode(room)
	if !ok {
		return "", proto.ErrRoomNotFound
	}
	m, err := c.request(ctx, proto.Message{Type: proto.TypeClaim, Room: code, Token: secret}, proto.TypeClaimed)
	if err != nil {
		return "", err
	}
	return m.Token, nil
}

// HandoverKey is the key a host names (Handover) for a handover secret: the server never learns
// the secret before the successor claims the room with it.
func HandoverKey(secret string) string { return proto.HandoverKey(secret) }

// Send relays data (any JSON value) to peer to: a guest sends to HostID, the
// host to a guest's peer id. It returns once the message is written; a
// refusal by the server (peer gone, host away, rate limit) arrives later as
// an EventError.
func (c *Client) Send(ctx context.Context, to string, data json.RawMessage) error {
	return c.write(ctx, proto.Message{Type: proto.TypeSignal, To: to, Data: data})
}

// CloseRoom ends the room this client hosts: the server tells the guests
// and closes every socket of the room, this one included.
func (c *Client) CloseRoom(ctx context.Context) error {
	return c.write(ctx, proto.Message{Type: proto.TypeCloseRoom})
}

// Publish lists the room this client hosts publicly, or changes its listing (listing.go). The
// listing stays until Unpublish, or until the host's socket leaves the room: a host that
// resumes publishes again. ErrListFull: the game's list has no room for it.
func (c *Client) Publish(ctx context.Context, l proto.Listing) error {
	if err := proto.CheckListing(l); err != nil {
		return &proto.Error{Code: proto.CodeBadRequest, Text: err.Error()}
	}
	_, err := c.request(ctx, proto.Message{Type: proto.TypePublish, Listing: &l}, proto.TypePublished)
	return err
}

// Unpublish takes the room this client hosts off the public list.
func (c *Client) Unpublish(ctx context.Context) error {
	_, err := c.request(ctx, proto.Message{Type: proto.TypeUnpublish}, proto.TypePublished)
	return err
}

// List watches the public rooms of game on this connection, which then can no longer enter a
// room: it returns the rooms listed now, and what changes arrives as EventRooms. Calling it
// again watches another game instead.
func (c *Client) List(ctx context.Context, game string) ([]proto.Listing, error) {
	m, err := c.request(ctx, proto.Message{Type: proto.TypeList, Game: game}, proto.TypeRooms)
	if err != nil {
		return nil, err
	}
	return m.Rooms, nil
}

// Close closes the connection and waits for the read goroutine to end.
// Events is closed afterwards, possibly without an EventClosed.
// Natively it waits for the server to answer the close handshake
// (coder/websocket gives up after 5 seconds for each half of it).
func (c *Client) Close() error {
	c.close(true)
	return nil
}

// close ends the connection once, with or without the close handshake.
func (c *Client) close(handshake bool) {
	c.closeOnce.Do(func() {
		close(c.quit)
		if handshake {
			c.ws.Close(websocket.StatusNormalClosure, "")
		}
		c.ws.CloseNow()
		c.cancel()
		<-c.loop
	})
}

// request sends m with a fresh id and waits for the reply of type want.
func (c *Client) request(ctx context.Context, m proto.Message, want string) (proto.Message, error) {
	m.ID = c.nextID.Add(1)
	reply := make(chan proto.Message, 1)
	c.mu.Lock()
	c.pending[m.ID] = reply
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		delete(c.pending, m.ID)
		c.mu.Unlock()
	}()

	if err := c.write(ctx, m); err != nil {
		return proto.Message{}, err
	}
	select {
	case r := <-reply:
		return answer(r, want)
	case <-c.done:
		select {
		case r := <-reply:
			return answer(r, want)
		default:
			return proto.Message{}, c.closedErr()
		}
	case <-ctx.Done():
		return proto.Message{}, ctx.Err()
	}
}

func answer(r proto.Message, want string) (proto.Message, error) {
	switch r.Type {
	case want:
		return r, nil
	case proto.TypeError:
		return proto.Message{}, proto.ErrorFor(r.Code, r.Text)
	}
	return proto.Message{}, fmt.Errorf("%w: %q instead of %q", proto.ErrProtocol, r.Type, want)
}

// write sends one message. ctx is checked before writing; the write itself
// has its own timeout, because coder/websocket closes a connection whose
// write context ends midway.
func (c *Client) write(ctx context.Context, m proto.Message) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	select {
	case <-c.done:
		return c.closedErr()
	default:
	}
	b, err := json.Marshal(m)
	if err != nil {
		return fmt.Errorf("signal: encoding the message: %w", err)
	}
	if c.maxMsg > 0 && len(b) > c.maxMsg {
		return &proto.Error{Code: proto.CodeTooBig, Text: fmt.Sprintf("the message is %d bytes, the server takes at most %d", len(b), c.maxMsg)}
	}
	wctx, cancel := context.WithTimeout(context.Background(), clientWriteTimeout)
	defer cancel()
	if err := c.ws.Write(wctx, websocket.MessageText, b); err != nil {
		select {
		case <-c.done:
			return c.closedErr()
		default: // a failed write leaves the socket unusable
			return fmt.Errorf("%w: sending: %w", proto.ErrClosed, err)
		}
	}
	return nil
}

// closedErr explains why calls fail after the connection ended.
func (c *Client) closedErr() error {
	select {
	case <-c.quit:
		return proto.ErrClosed
	default:
	}
	if c.err == nil {
		return proto.ErrClosed
	}
	return fmt.Errorf("%w: %w", proto.ErrClosed, c.err)
}

// readLoop reads until the connection ends. The first message goes to
// welcome; replies go to their waiting request; the rest become events.
func (c *Client) readLoop(ctx context.Context, welcome chan<- proto.Message) {
	defer close(c.loop)
	defer close(c.events)
	first := true
	for {
		_, b, err := c.ws.Read(ctx)
		if err != nil {
			c.err = readError(err)
			close(c.done)
			c.emit(proto.Event{Type: proto.EventClosed, Err: c.closedErr()})
			return
		}
		var m proto.Message
		if json.Unmarshal(b, &m) != nil {
			continue // not from a server of ours; skip it
		}
		if first {
			first = false
			welcome <- m
			continue
		}
		c.dispatch(m)
	}
}

// readError turns the error that ended the read loop into a reason.
func readError(err error) error {
	if ce, ok := errors.AsType[websocket.CloseError](err); ok {
		if ce.Reason != "" {
			return fmt.Errorf("the server closed the connection: %s (status %d)", ce.Reason, ce.Code)
		}
		return fmt.Errorf("the server closed the connection (status %d)", ce.Code)
	}
	return err
}

func (c *Client) dispatch(m proto.Message) {
	switch m.Type {
	case proto.TypeCreated, proto.TypeJoined, proto.TypeResumed, proto.TypePublished, proto.TypeSeated, proto.TypeClaimed:
		c.reply(m)
	case proto.TypeRooms:
		if m.ID == 0 || !c.reply(m) {
			c.emit(proto.Event{Type: proto.EventRooms, Rooms: m.Rooms, Gone: m.Gone})
		}
	case proto.TypeError:
		if m.ID == 0 || !c.reply(m) {
			c.emit(proto.Event{Type: proto.EventError, Err: proto.ErrorFor(m.Code, m.Text)})
		}
	case proto.TypeSignal:
		c.emit(proto.Event{Type: proto.EventSignal, From: m.From, Data: m.Data})
	case proto.TypePeerJoined, proto.TypePeerLeft:
		c.emit(proto.Event{Type: proto.EventType(m.Type), Peer: m.Peer})
	case proto.TypeHostAway, proto.TypeHostBack:
		c.emit(proto.Event{Type: proto.EventType(m.Type)})
	case proto.TypeRoomClosed:
		c.emit(proto.Event{Type: proto.EventRoomClosed, Reason: m.Reason})
	}
	// Other types come from a newer server: ignore them.
}

// reply hands m to the request waiting for it, if any.
func (c *Client) reply(m proto.Message) bool {
	c.mu.Lock()
	ch, ok := c.pending[m.ID]
	delete(c.pending, m.ID)
	c.mu.Unlock()
	if ok {
		ch <- m // buffered, and each id is answered once
	}
	return ok
}

// emit delivers an event unless Close was called.
func (c *Client) emit(ev proto.Event) {
	select {
	case c.events <- ev:
	case <-c.quit:
	}
}

// CloseNow drops the connection at once, without the WebSocket closing handshake: the server
// notices at once (its tests and benchmarks use it).
func (c *Client) CloseNow() error { return c.ws.CloseNow() }
