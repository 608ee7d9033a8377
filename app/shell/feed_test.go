package shell

import (
	"encoding/json"
	"testing"

	"github.com/heatracing/heat/p2p"
)

type feedView struct{ Round int }
type feedEvent struct{ N int }

func update(view string, events ...string) p2p.Update {
	u := p2p.Update{SeatView: p2p.SeatView{View: json.RawMessage(view)}}
	for _, e := range events {
		u.Events = append(u.Events, json.RawMessage(e))
	}
	return u
}

func TestFeed(t *testing.T) {
	f := &Feed[feedView, feedEvent]{Seq: func(e feedEvent) int { return e.N }}
	if v, evs, next := f.Read(0); v != nil || evs != nil || next != 0 || f.View() != nil {
		t.Fatalf("an empty feed reads %v, %v, %d", v, evs, next)
	}
	f.Take(update(`{"Round":1}`, `{"N":1}`, `{"N":2}`))
	f.Take(update(`{"Round":2}`, `{"N":2}`, `garbage`, `{"N":3}`)) // a resent event, a bad one
	f.Take(update(`not a view`, `{"N":4}`))                        // skipped whole
	v, evs, next := f.Read(1)
	if f.View() != v {
		t.Errorf("View gives %+v, Read the newest view %+v", f.View(), v)
	}
	if v == nil || v.Round != 2 || next != 3 || len(evs) != 2 || evs[0].N != 2 || evs[1].N != 3 {
		t.Fatalf("read %+v, %+v, %d; want round 2, events 2 and 3, next 3", v, evs, next)
	}
	evs[0].N = 99 // a copy: the feed keeps its own
	if _, again, _ := f.Read(1); again[0].N != 2 {
		t.Error("Read hands out the feed's own events")
	}
	if _, none, _ := f.Read(3); none != nil {
		t.Errorf("reading from the end gives %v", none)
	}
}

// Past its bound the feed drops its oldest events and goes on counting: a page reading from
// where it stopped still gets every new event, and one that fell behind gets what is kept.
func TestFeedPastItsBound(t *testing.T) {
	f := &Feed[feedView, feedEvent]{Seq: func(e feedEvent) int { return e.N }}
	take := func(from, to int) {
		var evs []string
		for n := from; n <= to; n++ {
			b, _ := json.Marshal(feedEvent{N: n})
			evs = append(evs, string(b))
		}
		f.Take(update(`{"Round":1}`, evs...))
	}
	take(1, maxFeedEvents)
	_, _, seen := f.Read(0)
	take(maxFeedEvents+1, maxFeedEvents+10)
	_, evs, next := f.Read(seen)
	if next != maxFeedEvents+10 || len(evs) != 10 || evs[0].N != maxFeedEvents+1 {
		t.Fatalf("after the bound: %d events from %d, next %d; want 10 from %d, next %d",
			len(evs), evs[0].N, next, maxFeedEvents+1, maxFeedEvents+10)
	}
	if _, all, _ := f.Read(0); len(all) != maxFeedEvents || all[0].N != 11 {
		t.Errorf("from the start: %d events from %d; want the %d kept, from 11", len(all), all[0].N, maxFeedEvents)
	}
}
