package rtc

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/wire"
)

// rtcConn is a Conn over one reliable, ordered WebRTC data channel. Large
// messages travel in fragments of fragSize bytes: the first byte of each
// says whether more follow.
type rtcConn struct {
	pc      *peerConnection
	dc      *dataChannel
	release func() // frees the candidate callback (js)
	unhook  func() // frees the message callback (js)

	in     chan []byte
	low    chan struct{} // the send buffer fell under half of maxBuffered
	open   chan struct{}
	closed chan struct{}
	once   sync.Once
	opened sync.Once
	asm    []byte // the message being reassembled (receive handler only)
	err    error

	mu   sync.Mutex
	sink func([]byte) // set by push: messages go there instead of in

	teardown sync.Once
	closeErr error
}

const (
	fragSize  = 16 << 10
	fragMore  = 1
	fragFinal = 0
	inQueue   = 1024
)

// dataChannelLabel names the one data channel of a session: reliable and ordered (the
// defaults). Host and guest must agree on it.
const dataChannelLabel = "p2p"

// newRTCConn wraps a data channel; the conn owns pc from now on.
func newRTCConn(pc *peerConnection, dc *dataChannel, release func()) *rtcConn {
	c := &rtcConn{
		pc: pc, dc: dc, release: release,
		in: make(chan []byte, inQueue), low: make(chan struct{}, 1), open: make(chan struct{}), closed: make(chan struct{}),
	}
	dc.SetBufferedAmountLowThreshold(maxBuffered / 2)
	dc.OnBufferedAmountLow(func() {
		select {
		case c.low <- struct{}{}:
		default:
		}
	})
	dc.OnOpen(func() { c.opened.Do(func() { close(c.open) }) })
	dc.OnClose(func() { c.shut(p2p.ErrClosed) })
	onEnded(pc, func(state string) { c.shut(fmt.Errorf("%w: peer connection %s", p2p.ErrClosed, state)) })
	c.unhook = onMessages(dc, c.frame)
	if channelOpen(dc) {
		c.opened.Do(func() { close(c.open) })
	}
	return c
}

// waitOpen waits until the channel opens.
func (c *rtcConn) waitOpen(ctx context.Context) error {
	select {
	case <-c.open:
		return nil
	case <-c.closed:
		return p2p.ErrClosed
	case <-ctx.Done():
		return ctx.Err()
	}
}

// frame takes one data-channel message, in order (see onMessages).
func (c *rtcConn) frame(b []byte) {
	if len(b) == 0 {
		c.shut(fmt.Errorf("%w: empty frame", p2p.ErrMalformed))
		return
	}
	if len(c.asm)+len(b)-1 > wire.MaxMessage+fragSize {
		c.shut(fmt.Errorf("%w: a message over %d bytes", p2p.ErrTooLarge, wire.MaxMessage))
		return
	}
	c.asm = append(c.asm, b[1:]...)
	if b[0] == fragMore {
		return
	}
	msg := c.asm
	c.asm = nil
	c.mu.Lock()
	if sink := c.sink; sink != nil {
		c.mu.Unlock()
		sink(msg)
		return
	}
	defer c.mu.Unlock()
	select {
	case c.in <- msg:
	case <-c.closed:
	default:
		c.shut(fmt.Errorf("%w: the reader fell behind", p2p.ErrClosed))
	}
}

func (c *rtcConn) shut(err error) {
	c.once.Do(func() {
		c.err = err
		close(c.closed)
	})
}

// Send implements Conn. It waits while the channel's send buffer holds more than maxBuffered
// (back-pressure: pion, like the browser, would otherwise queue without limit for a peer that
// reads slowly), until ctx ends.
func (c *rtcConn) Send(ctx context.Context, msg []byte) error {
	select {
	case <-c.closed:
		return p2p.ErrClosed
	default:
	}
	if len(msg) > wire.MaxMessage {
		return p2p.ErrTooLarge
	}
	for {
		n := min(len(msg), fragSize)
		frame := make([]byte, n+1)
		frame[0] = fragFinal
		if n < len(msg) {
			frame[0] = fragMore
		}
		copy(frame[1:], msg[:n])
		if err := c.drain(ctx); err != nil {
			return err
		}
		if err := c.dc.Send(frame); err != nil {
			c.shut(err)
			return fmt.Errorf("%w: %v", p2p.ErrClosed, err)
		}
		msg = msg[n:]
		if len(msg) == 0 {
			return nil
		}
	}
}

// maxBuffered is how much may wait in the channel's send buffer before
// trySend refuses (and the link's writer goroutine takes over) and Send waits.
const maxBuffered = 1 << 20

// drain waits until the send buffer holds at most maxBuffered bytes.
func (c *rtcConn) drain(ctx context.Context) error {
	for c.dc.BufferedAmount() > maxBuffered {
		select {
		case <-c.low:
		case <-time.After(50 * time.Millisecond): // in case a signal was missed
		case <-c.closed:
			return p2p.ErrClosed
		case <-ctx.Done():
			return fmt.Errorf("%w: the peer is not reading (%v)", p2p.ErrClosed, ctx.Err())
		}
	}
	return nil
}

// TrySend sends at once unless the send buffer is full: the browser's and
// pion's send only queue the bytes (p2p.TrySender).
func (c *rtcConn) TrySend(msg []byte) (bool, error) {
	if c.dc.BufferedAmount() > maxBuffered {
		return false, nil
	}
	return true, c.Send(context.Background(), msg)
}

// Push implements p2p.Pusher where the receive handler may block (natively).
func (c *rtcConn) Push(f func([]byte)) bool {
	if !canPush {
		return false
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for {
		select {
		case b := <-c.in: // what arrived before, first and in order
			f(b)
			continue
		default:
		}
		break
	}
	c.sink = f
	return true
}

// Done is closed when the connection ends; Reason says why.
func (c *rtcConn) Done() <-chan struct{} { return c.closed }

func (c *rtcConn) Reason() error {
	select {
	case <-c.closed:
		return c.err
	default:
		return nil
	}
}

// Recv implements Conn.
func (c *rtcConn) Recv(ctx context.Context) ([]byte, error) {
	select {
	case b := <-c.in:
		return b, nil
	default:
	}
	select {
	case b := <-c.in:
		return b, nil
	case <-c.closed:
		return nil, p2p.ErrClosed
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Close implements Conn: it lets what was sent leave first (at most a
// second), then closes the channel and the peer connection.
func (c *rtcConn) Close() error {
	c.shut(p2p.ErrClosed)
	c.teardown.Do(func() {
		deadline := time.Now().Add(time.Second)
		for channelOpen(c.dc) && c.dc.BufferedAmount() > 0 && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		_ = c.dc.Close()
		c.closeErr = c.pc.Close()
		c.unhook()
		if c.release != nil {
			c.release()
		}
	})
	return c.closeErr
}

// Route is the route of the connection's selected ICE candidate pair.
func (c *rtcConn) Route() p2p.Route { return selectedRoute(c.pc) }

// The sessions' fast paths take a WebRTC connection: sends without a goroutine hand-off, and
// messages pushed to the link as they arrive.
var (
	_ p2p.TrySender = (*rtcConn)(nil)
	_ p2p.Pusher    = (*rtcConn)(nil)
)
