package p2p

import (
	"time"

	"github.com/heatracing/heat/p2p/wire"
)

// sequencer puts one direction of a connection back in order. Messages
// carry 1, 2, 3, ...; a duplicate is dropped, a message ahead of a gap is
// held until the gap fills, and a gap that stays open past a wait (or with
// more than window messages held behind it) is skipped and reported, so the
// receiver can ask again for what it lost.
type sequencer struct {
	next   uint64 // the sequence number expected next
	held   map[uint64]*wire.Envelope
	gapAt  time.Time // when the current gap was first seen
	window int
}

// seqStatus says what push made of a message.
type seqStatus int

const (
	seqOK  seqStatus = iota // in order, or held
	seqDup                  // a duplicate or an old message: dropped
	seqFar                  // impossibly far ahead: dropped, suspicious
	seqGap                  // a gap was skipped: something was lost
)

func newSequencer(window int) sequencer {
	return sequencer{next: 1, held: map[uint64]*wire.Envelope{}, window: window}
}

// push accepts e and returns the envelopes now in order.
func (q *sequencer) push(e *wire.Envelope, now time.Time) ([]*wire.Envelope, seqStatus) {
	switch {
	case e.S < q.next || q.held[e.S] != nil:
		return nil, seqDup
	case e.S > q.next+uint64(4*q.window):
		return nil, seqFar
	case e.S > q.next:
		if len(q.held) == 0 {
			q.gapAt = now
		}
		q.held[e.S] = e
		if len(q.held) > q.window {
			return q.skip(now), seqGap
		}
		return nil, seqOK
	}
	q.next++
	return append([]*wire.Envelope{e}, q.drain(now)...), seqOK
}

// expire skips a gap older than wait; gap reports that messages were lost.
func (q *sequencer) expire(now time.Time, wait time.Duration) (ready []*wire.Envelope, gap bool) {
	if len(q.held) == 0 || now.Sub(q.gapAt) < wait {
		return nil, false
	}
	return q.skip(now), true
}

// waiting reports whether a gap is open.
func (q *sequencer) waiting() bool { return len(q.held) > 0 }

// skip moves past the gap to the lowest held message.
func (q *sequencer) skip(now time.Time) []*wire.Envelope {
	low := uint64(0)
	for s := range q.held {
		if low == 0 || s < low {
			low = s
		}
	}
	q.next = low
	return q.drain(now)
}

func (q *sequencer) drain(now time.Time) []*wire.Envelope {
	var ready []*wire.Envelope
	for {
		e, ok := q.held[q.next]
		if !ok {
			break
		}
		delete(q.held, q.next)
		q.next++
		ready = append(ready, e)
	}
	if len(q.held) > 0 && len(ready) > 0 {
		q.gapAt = now // a further gap, open from now
	}
	return ready
}
