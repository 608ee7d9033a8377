package shell

import (
	"encoding/json"
	"log"
	"sync"

	"github.com/heatracing/heat/p2p"
)

// maxFeedEvents bounds the events a page keeps: far more than a game has.
const maxFeedEvents = 2000

// Feed is a page's copy of what the host sends its seat: the newest view (V) and the events (E)
// received, decoded from JSON. A game's client embeds one and hands it the session's updates
// (Take); its pages read it through Read. Seq numbers an event: a resent stretch of events (after
// a resync) is not kept twice.
type Feed[V, E any] struct {
	Seq func(E) int

	mu      sync.Mutex
	view    *V
	events  []E
	dropped int // events dropped from the front to keep the bound: events[0] is number dropped
}

// Take reads one update from the host. An unreadable view is logged and skipped, and unreadable
// events are left out: a peer's message never stops the page.
func (f *Feed[V, E]) Take(u p2p.Update) {
	v := new(V)
	if err := json.Unmarshal(u.View, v); err != nil {
		log.Printf("unreadable view from the host: %v", err)
		return
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	f.view = v
	for _, raw := range u.Events {
		var e E
		if err := json.Unmarshal(raw, &e); err != nil {
			continue
		}
		if n := len(f.events); n > 0 && f.Seq(e) <= f.Seq(f.events[n-1]) {
			continue
		}
		f.events = append(f.events, e)
	}
	if n := len(f.events) - maxFeedEvents; n > 0 {
		f.dropped += n
		f.events = append(f.events[:0], f.events[n:]...)
	}
}

// View returns the newest view, nil before the first.
func (f *Feed[V, E]) View() *V {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.view
}

// Read returns the newest view, a copy of the events from since on (counting every event
// received, the dropped ones too: a reader that fell behind the bound gets what is kept), and
// the since to ask for next time.
func (f *Feed[V, E]) Read(since int) (view *V, events []E, next int) {
	f.mu.Lock()
	defer f.mu.Unlock()
	next = f.dropped + len(f.events)
	if since < next {
		events = append([]E(nil), f.events[max(since-f.dropped, 0):]...)
	}
	return f.view, events, next
}
