package p2p

import "sync"

// mailbox hands Updates to the UI without ever blocking the session: when
// the reader falls behind, the waiting update and the new one merge into
// one (the newest view, every event in order), so nothing is lost. It
// needs no goroutine: the channel holds at most one update, and put takes
// it back to merge when the reader has not yet taken it.
type mailbox struct {
	mu     sync.Mutex
	out    chan Update
	closed bool
}

func newMailbox() *mailbox { return &mailbox{out: make(chan Update, 1)} }

// put never blocks.
func (m *mailbox) put(u Update) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return
	}
	select {
	case old := <-m.out:
		old.View = u.View
		old.Events = append(old.Events, u.Events...)
		old.Next = u.Next
		old.Timers = u.Timers
		u = old
	default:
	}
	m.out <- u // room for one: only put sends, under the lock
}

func (m *mailbox) close() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.closed {
		m.closed = true
		close(m.out)
	}
}

// notifier is a coalescing "something changed" signal.
type notifier struct{ ch chan struct{} }

func newNotifier() notifier { return notifier{ch: make(chan struct{}, 1)} }

func (n notifier) notify() {
	select {
	case n.ch <- struct{}{}:
	default:
	}
}
