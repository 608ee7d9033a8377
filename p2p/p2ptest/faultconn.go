package p2ptest

import (
	"context"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/heatracing/heat/p2p"
)

// Faults says how a FaultConn mistreats the messages it sends. Each is a
// probability per message.
type Faults struct {
	Drop      float64
	Duplicate float64
	Reorder   float64 // hold a message back and send it after the next one
	Seed      uint64
}

// FaultConn wraps a Conn and drops, duplicates and reorders the messages
// sent through it, as a hostile network would. Received messages pass
// unchanged: wrap both ends to disturb both directions.
type FaultConn struct {
	p2p.Conn
	f Faults

	mu    sync.Mutex
	rng   *rand.Rand
	held  []byte
	timer *time.Timer
	stats FaultStats
}

// FaultStats counts what a FaultConn did.
type FaultStats struct{ Sent, Dropped, Duplicated, Reordered int }

// NewFaultConn wraps c.
func NewFaultConn(c p2p.Conn, f Faults) *FaultConn {
	return &FaultConn{Conn: c, f: f, rng: rand.New(rand.NewPCG(f.Seed, 0x5eed))}
}

// Stats returns the counts so far.
func (c *FaultConn) Stats() FaultStats {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.stats
}

// Send implements p2p.Conn.
func (c *FaultConn) Send(ctx context.Context, msg []byte) error {
	c.mu.Lock()
	c.stats.Sent++
	r := c.rng.Float64()
	var out [][]byte
	switch {
	case r < c.f.Drop:
		c.stats.Dropped++
	case r < c.f.Drop+c.f.Duplicate:
		c.stats.Duplicated++
		out = append(out, msg, msg)
	case r < c.f.Drop+c.f.Duplicate+c.f.Reorder && c.held == nil:
		c.stats.Reordered++
		c.held = append([]byte(nil), msg...)
		c.timer = time.AfterFunc(20*time.Millisecond, c.release)
	default:
		out = append(out, msg)
	}
	if c.held != nil && len(out) > 0 {
		c.timer.Stop()
		out = append(out, c.held)
		c.held = nil
	}
	c.mu.Unlock()
	for _, m := range out {
		if err := c.Conn.Send(ctx, m); err != nil {
			return err
		}
	}
	return nil
}

// release sends a held message that no later message overtook.
func (c *FaultConn) release() {
	c.mu.Lock()
	m := c.held
	c.held = nil
	c.mu.Unlock()
	if m != nil {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		_ = c.Conn.Send(ctx, m)
	}
}

// Close implements p2p.Conn.
func (c *FaultConn) Close() error {
	c.mu.Lock()
	if c.timer != nil {
		c.timer.Stop()
	}
	c.held = nil
	c.mu.Unlock()
	return c.Conn.Close()
}
