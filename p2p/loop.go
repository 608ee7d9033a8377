package p2p

import (
	"sync"
	"time"
)

// A session (Host or Guest) keeps all its state in one goroutine, its loop. Other goroutines
// reach it through calls, and the loop's timer (an alarm) wakes it for what is due.

// loop is the plumbing every session loop has: the calls other goroutines make, and its end.
type loop struct {
	calls  chan call
	quit   chan struct{} // closed to ask the loop to end
	done   chan struct{} // closed once it has ended
	closed sync.Once
}

func newLoop() loop {
	return loop{calls: make(chan call), quit: make(chan struct{}), done: make(chan struct{})}
}

// call is a function a session's loop runs for another goroutine. done closes once the loop has
// run it and brought its snapshots up to date, so the caller sees what f changed (the lobby, the
// room code) as soon as the call returns.
type call struct {
	f    func()
	done chan struct{}
}

// do runs f in the loop and waits for it; it fails with ErrClosed once the loop has ended.
func (l *loop) do(f func()) error {
	c := call{f: f, done: make(chan struct{})}
	select {
	case l.calls <- c:
		<-c.done
		return nil
	case <-l.done:
		return ErrClosed
	}
}

// stop asks the loop to end and waits until it has.
func (l *loop) stop() {
	l.closed.Do(func() { close(l.quit) })
	<-l.done
}

// ended reports whether the loop has ended.
func (l *loop) ended() bool {
	select {
	case <-l.done:
		return true
	default:
		return false
	}
}

// alarm is a loop's one timer, set to the next moment something is due.
type alarm struct {
	t  Timer
	at time.Time
}

// set arms the alarm for at (zero: nothing due), keeping the running timer when it is already
// set for that moment.
func (a *alarm) set(c Clock, at time.Time) {
	if a.t != nil && at.Equal(a.at) {
		return
	}
	a.stop()
	if !at.IsZero() {
		a.t, a.at = c.NewTimer(at.Sub(c.Now())), at
	}
}

// stop disarms the alarm.
func (a *alarm) stop() {
	if a.t != nil {
		a.t.Stop()
		a.t, a.at = nil, time.Time{}
	}
}

// C fires when the alarm rings; nil (never) when it is not set.
func (a *alarm) C() <-chan time.Time {
	if a.t == nil {
		return nil
	}
	return a.t.C()
}

// rang forgets the timer that fired.
func (a *alarm) rang() { a.t, a.at = nil, time.Time{} }
