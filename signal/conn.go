//go:build !js

package signal

import (
	"context"
	"errors"
	"io"
	"sync"
	"time"

	"github.com/coder/websocket"

	"github.com/heatracing/heat/signal/proto"
)

// role is what a connection is to the server.
type role uint8

const (
	roleLobby   role = iota // connected, in no room yet
	roleHost                // the host of c.room
	roleGuest               // a guest of c.room
	roleGone                // detached: its room closed or it was replaced
	roleWatcher             // subscribed to a game's public list (c.game)
)

// outItem is one entry of a connection's send queue.
type outItem struct {
	data   []byte // a text message, or
	ping   bool   // a ping, or
	close  bool   // a close handshake with code and reason
	code   websocket.StatusCode
	reason string
}

// conn is the server side of one peer's WebSocket.
//
// Goroutines: the HTTP handler's goroutine runs the read loop; a writer
// goroutine exists only while the send queue is not empty, so an idle
// connection costs one goroutine. The handler waits for the writer before it
// returns, so Server.wg accounts for both.
type conn struct {
	s     *Server
	ws    *websocket.Conn
	addr  string    // rate-limit key of the client address
	since time.Time // when it connected

	// Guarded by s.mu.
	role     role
	room     *room
	id       string    // peer id in room
	game     string    // the list it watches, as roleWatcher
	seat     string    // as roleGuest: the seat key it joined with, if any
	joinedAt time.Time // as roleGuest: when it joined, or when its host came back
	lastPing time.Time
	link     *link // a tunnel's end, in a cluster (cluster_tunnel.go); set once for a stand-in

	// Used by the read loop only.
	msgs    bucket
	strikes int

	// The send queue, guarded by qmu.
	qmu     sync.Mutex
	queue   []outItem
	writing bool // a writer goroutine is running
	closing bool // a close is queued: accept nothing more
	closed  bool // the connection ended: accept nothing more
	writer  sync.WaitGroup
}

// send queues a text message. It drops the message when the connection is
// closing, and disconnects a peer that lets its queue overflow.
func (c *conn) send(b []byte) {
	c.push(outItem{data: b})
}

// sendMsg encodes and queues m.
func (c *conn) sendMsg(m proto.Message) {
	c.send(encode(m))
}

// sendError queues an error message answering request id (0: none).
func (c *conn) sendError(e *proto.Error, id uint64) {
	c.sendMsg(proto.Message{Type: proto.TypeError, ID: id, Code: e.Code, Text: e.Text})
}

// ping queues a ping.
func (c *conn) ping() {
	c.push(outItem{ping: true})
}

// closeAfterFlush queues a close handshake behind the messages already
// queued; nothing queued later is sent.
func (c *conn) closeAfterFlush(code websocket.StatusCode, reason string) {
	c.push(outItem{close: true, code: code, reason: reason})
}

func (c *conn) push(it outItem) {
	if c.ws == nil { // a stand-in for another instance's socket
		c.s.cl.forward(c, it)
		return
	}
	c.qmu.Lock()
	if c.closed || c.closing {
		c.qmu.Unlock()
		return
	}
	if !it.close && len(c.queue) >= c.s.cfg.SendQueue {
		c.closing = true
		c.qmu.Unlock()
		c.s.log.Info("disconnecting a peer that does not read its messages", "addr", c.addr)
		c.ws.CloseNow()
		return
	}
	if it.close {
		c.closing = true
	}
	c.queue = append(c.queue, it)
	if !c.writing {
		c.writing = true
		c.writer.Add(1)
		go c.drain()
	}
	c.qmu.Unlock()
}

// isClosing reports whether a close is queued.
func (c *conn) isClosing() bool {
	c.qmu.Lock()
	defer c.qmu.Unlock()
	return c.closing || c.closed
}

// drain writes the queue until it is empty, then exits.
func (c *conn) drain() {
	defer c.writer.Done()
	for {
		c.qmu.Lock()
		if len(c.queue) == 0 {
			c.queue = nil // an idle connection holds no queue memory
			c.writing = false
			c.qmu.Unlock()
			return
		}
		it := c.queue[0]
		c.queue[0] = outItem{}
		c.queue = c.queue[1:]
		c.qmu.Unlock()

		if err := c.write(it); err != nil {
			c.ws.CloseNow()
		}
	}
}

func (c *conn) write(it outItem) error {
	if it.close {
		return c.ws.Close(it.code, it.reason)
	}
	ctx, cancel := context.WithTimeout(context.Background(), c.s.cfg.WriteTimeout)
	defer cancel()
	if it.ping {
		return c.ws.Ping(ctx)
	}
	return c.ws.Write(ctx, websocket.MessageText, it.data)
}

// finish stops the send queue, closes the socket and waits for the writer.
func (c *conn) finish() {
	c.qmu.Lock()
	c.closed = true
	c.queue = nil
	c.qmu.Unlock()
	c.ws.CloseNow()
	c.writer.Wait()
}

// readLoop reads messages until the connection ends and hands each to the
// server. ctx lives as long as the server: coder/websocket closes the
// connection when a read's context ends.
func (c *conn) readLoop(ctx context.Context) {
	for {
		typ, r, err := c.ws.Reader(ctx)
		if err != nil {
			return
		}
		buf := c.s.getBuf()
		n, tooBig, err := readMessage(r, *buf)
		if err != nil {
			c.s.putBuf(buf)
			return
		}
		if !c.isClosing() {
			c.s.handle(c, typ, (*buf)[:n], tooBig)
		}
		c.s.putBuf(buf)
	}
}

// readMessage reads a message into buf, whose length is the size limit plus
// one. It reports whether the message was larger than the limit, in which
// case it reads and drops the rest of it.
func readMessage(r io.Reader, buf []byte) (n int, tooBig bool, err error) {
	n, err = io.ReadFull(r, buf)
	switch {
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return n, false, nil
	case err != nil:
		return 0, false, err
	}
	if _, err := io.Copy(io.Discard, r); err != nil {
		return 0, false, err
	}
	return 0, true, nil
}

// fault answers a bad message and counts a strike; at MaxStrikes the
// connection is told so and closed.
func (c *conn) fault(e *proto.Error, id uint64) {
	c.strikes++
	c.sendError(e, id)
	if c.strikes >= c.s.cfg.MaxStrikes {
		c.s.log.Info("closing a misbehaving connection", "addr", c.addr, "last", e.Code)
		c.sendError(proto.ErrMisbehaving, 0)
		c.closeAfterFlush(websocket.StatusPolicyViolation, "too many bad messages")
	}
}
