package p2p

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/heatracing/heat/signal/proto"
)

// countingClock is the real clock, counting the timers made.
type countingClock struct{ timers atomic.Int64 }

func (c *countingClock) Now() time.Time { return time.Now() }
func (c *countingClock) NewTimer(d time.Duration) Timer {
	c.timers.Add(1)
	return SystemClock().NewTimer(d)
}

// A guest that has ended (here: the room does not exist) stays quiet: in the browser a loop of
// timers firing at once would freeze the page.
func TestEndedGuestIsIdle(t *testing.T) {
	clock := &countingClock{}
	g, err := NewGuest(GuestConfig{Room: "ZZZZZZ", Name: "Lost", Options: Options{Clock: clock},
		Dial: func(ctx context.Context) (Conn, error) { return nil, proto.ErrRoomNotFound }})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	deadline := time.Now().Add(2 * time.Second)
	for g.ConnState() != Ended {
		if time.Now().After(deadline) {
			t.Fatal("the guest did not end")
		}
		time.Sleep(5 * time.Millisecond)
	}
	before := clock.timers.Load()
	time.Sleep(100 * time.Millisecond)
	if n := clock.timers.Load() - before; n > 2 {
		t.Errorf("an ended guest made %d timers in 100 ms", n)
	}
}
