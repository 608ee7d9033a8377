package p2p

import (
	"crypto/rand"
	"encoding/binary"
	"encoding/hex"
	"time"
)

// Options tune a session. The zero value means the defaults below.
type Options struct {
	Clock  Clock  // default SystemClock()
	Logger Logger // default: discard

	Heartbeat   time.Duration // a ping after this much quiet; default 1 s
	PeerTimeout time.Duration // silence after which the other side is gone; default 5 s
	ReorderWait time.Duration // how long a gap may stay open before it counts as a loss; default 250 ms
	MaxStrikes  int           // bad messages before a peer is dropped; default 8
	MaxRate     int           // messages per second a peer may send; default 1000
	Retry       time.Duration // guest: resend an unanswered request after this; default 1 s

	// Host: a connection that has not said hello within HelloTimeout is closed (default 10 s),
	// and at most MaxPending connections may wait to say hello at once (default 8); more are
	// refused with ErrBusy. Together they bound what strangers who never join can hold.
	HelloTimeout time.Duration
	MaxPending   int
}

func (o Options) withDefaults() Options {
	if o.Clock == nil {
		o.Clock = SystemClock()
	}
	if o.Logger == nil {
		o.Logger = discard{}
	}
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	def(&o.Heartbeat, time.Second)
	def(&o.PeerTimeout, 5*time.Second)
	def(&o.ReorderWait, 250*time.Millisecond)
	def(&o.Retry, time.Second)
	def(&o.HelloTimeout, 10*time.Second)
	if o.MaxPending <= 0 {
		o.MaxPending = 8
	}
	if o.MaxStrikes <= 0 {
		o.MaxStrikes = 8
	}
	if o.MaxRate <= 0 {
		o.MaxRate = 1000
	}
	return o
}

// tick is how often a session loop looks at its heartbeats, and more
// often while a gap in the sequence is open.
func (o Options) tick(gap bool) time.Duration {
	if gap {
		return min(o.Heartbeat, o.ReorderWait) / 2
	}
	return o.Heartbeat / 2
}

const (
	sendQueue      = 512     // messages queued to one peer before it counts as stuck
	sendQueueBytes = 8 << 20 // or bytes: a peer that reads slowly holds no more of the host's memory
	reorderWindow  = 128     // messages held behind a gap
)

// randomID returns n random bytes as hex: player IDs, seat tokens, nonces.
func randomID(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func randomSeed() uint64 {
	var b [8]byte
	_, _ = rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}
