package p2p

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/heatracing/heat/p2p/wire"
)

// TrySender is a Conn that can take a message at once without blocking,
// or say that it cannot (its buffer is full). The loop then sends directly
// and saves a goroutine hand-off per message (p2p/rtc's connection is one).
type TrySender interface {
	TrySend(msg []byte) (bool, error)
}

// errFlood: a peer sent more messages per second than allowed.
var errFlood = errors.New("too many messages")

// inbound is one thing a link reports to its owner's loop: an envelope,
// an envelope that could not be read (err), or the end of the link.
type inbound struct {
	l      *link
	env    *wire.Envelope
	err    error
	closed bool
}

// link runs one Conn for a session loop: a reader goroutine that decodes
// and hands envelopes to the loop, and a writer goroutine with a bounded
// queue so that a slow peer never blocks the loop. The fields below the
// line belong to the owning loop.
type link struct {
	conn   Conn
	out    chan outMsg
	queued atomic.Int32 // messages in out or being written
	bytes  atomic.Int64 // their bytes
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
	exited atomic.Int32 // goroutines that returned; 2: the link holds nothing

	// owned by the loop:
	seq      uint64 // last sequence number sent
	in       sequencer
	opened   time.Time // when the link was attached
	lastRecv time.Time
	lastSent time.Time
	strikes  int
	beat     uint64
	resyncAt time.Time // the host's: when it last answered this link's resync
	edits    budget    // the host's: lobby changes this link may still make now
	says     budget    // the host's: chat lines this link may still send now
	who      *player   // the host's: the player on this link, once it said hello
	welcomed bool      // the host's: the player was told who it is
	revealed bool      // the host's: the game's reveal was sent (fair.go)
}

type outMsg struct {
	b    []byte // counted in link.bytes while queued
	last bool   // close the conn once this (possibly nil) message is sent
}

// linkOptions tune a link.
type linkOptions struct {
	side    wire.Side // what this side may receive
	queue   int       // outgoing messages queued before the peer counts as stuck
	maxRate int       // incoming messages per second (0: no limit)
	window  int       // reorder window
	now     time.Time
	quit    <-chan struct{} // the owner's loop has stopped
}

// startLink starts the goroutines of a link that report to inbox.
func startLink(conn Conn, inbox chan<- inbound, o linkOptions) *link {
	ctx, cancel := context.WithCancel(context.Background())
	l := &link{
		conn: conn, out: make(chan outMsg, o.queue), ctx: ctx, cancel: cancel,
		in: newSequencer(o.window), opened: o.now, lastRecv: o.now, lastSent: o.now,
	}
	l.wg.Add(2)
	go l.read(inbox, o)
	go l.write()
	return l
}

func (l *link) read(inbox chan<- inbound, o linkOptions) {
	defer l.exit()
	rl := rateLimit{max: o.maxRate}
	if p, ok := l.conn.(Pusher); ok {
		var why error
		if p.Push(func(b []byte) {
			if err := l.take(b, inbox, o, &rl); err != nil && why == nil {
				why = err
				l.close()
			}
		}) {
			select {
			case <-p.Done():
			case <-l.ctx.Done():
			}
			l.close()
			l.ended(inbox, o.quit, errOr(p.Reason(), ErrClosed))
			return
		}
	}
	for {
		b, err := l.conn.Recv(l.ctx)
		if err == nil {
			err = l.take(b, inbox, o, &rl)
		}
		if err != nil {
			l.close()
			l.ended(inbox, o.quit, err)
			return
		}
	}
}

// Pusher is a Conn that can hand each message to a function, in order, on
// its own goroutine (which f may block), saving a goroutine hand-off per
// message. Push reports false when the conn cannot; Done is closed when the
// conn ends, and Reason says why.
type Pusher interface {
	Push(f func([]byte)) bool
	Done() <-chan struct{}
	Reason() error
}

type rateLimit struct {
	max    int
	window time.Time
	count  int
}

// take decodes one message and hands it to the loop.
func (l *link) take(b []byte, inbox chan<- inbound, o linkOptions, rl *rateLimit) error {
	if l.ctx.Err() != nil {
		return ErrClosed
	}
	if rl.max > 0 {
		if now := time.Now(); now.Sub(rl.window) >= time.Second {
			rl.window, rl.count = now, 0
		}
		rl.count++
		if rl.count > rl.max {
			return fmt.Errorf("%w: more than %d a second", errFlood, rl.max)
		}
	}
	env, err := wire.Decode(b, o.side)
	select {
	case inbox <- inbound{l: l, env: env, err: err}:
		return nil
	case <-l.ctx.Done():
		return ErrClosed
	}
}

// ended tells the loop, once, that the link is gone.
func (l *link) ended(inbox chan<- inbound, quit <-chan struct{}, err error) {
	select {
	case inbox <- inbound{l: l, closed: true, err: err}:
	case <-quit:
	}
}

// write sends queued messages; when the link ends it closes the Conn,
// here, so that a Close that flushes (WebRTC) never blocks the loop.
func (l *link) write() {
	defer l.exit()
	defer l.conn.Close()
	for {
		select {
		case m := <-l.out:
			if m.b != nil {
				ctx, cancel := context.WithTimeout(l.ctx, 10*time.Second)
				err := l.conn.Send(ctx, m.b)
				cancel()
				if err != nil {
					l.close()
					return
				}
			}
			l.queued.Add(-1)
			l.bytes.Add(-int64(len(m.b)))
			if m.last {
				l.close()
				return
			}
		case <-l.ctx.Done():
			return
		}
	}
}

// send queues one message (loop only); a message too large for one envelope goes as its parts
// (wire.EncodeAll). It reports false when the queue is full: the peer is stuck and should be
// dropped.
func (l *link) send(t wire.Type, p any, now time.Time) (bool, error) {
	bs, err := wire.EncodeAll(t, l.seq+1, p)
	if err != nil {
		return true, err
	}
	l.seq += uint64(len(bs))
	l.lastSent = now
	for _, b := range bs {
		if !l.put(b) {
			return false, nil
		}
	}
	return true, nil
}

// put sends or queues one envelope, and reports false when the queue is full.
func (l *link) put(b []byte) bool {
	if ts, ok := l.conn.(TrySender); ok && l.queued.Load() == 0 && l.ctx.Err() == nil {
		// nothing is waiting or being written: send now, in order.
		if sent, err := ts.TrySend(b); err != nil {
			l.close()
			return true
		} else if sent {
			return true
		}
	}
	if l.bytes.Load()+int64(len(b)) > sendQueueBytes {
		return false
	}
	l.queued.Add(1)
	l.bytes.Add(int64(len(b)))
	select {
	case l.out <- outMsg{b: b}:
		return true
	default:
		l.queued.Add(-1)
		l.bytes.Add(-int64(len(b)))
		return false
	}
}

// finish queues a last message (may be nil) and closes the link after it.
func (l *link) finish(t wire.Type, p any) {
	var b []byte
	if t != "" {
		l.seq++
		b, _ = wire.Encode(t, l.seq, p)
	}
	l.queued.Add(1)
	l.bytes.Add(int64(len(b)))
	select {
	case l.out <- outMsg{b: b, last: true}:
	default:
		l.close()
	}
}

// close stops the link at once (the writer then closes the Conn). Safe
// from any goroutine.
func (l *link) close() { l.cancel() }

// wait waits for both goroutines to end.
func (l *link) wait() { l.wg.Wait() }

// exit marks the end of one of the link's goroutines.
func (l *link) exit() {
	l.exited.Add(1)
	l.wg.Done()
}

// gone reports whether both goroutines ended.
func (l *link) gone() bool { return l.exited.Load() == 2 }
