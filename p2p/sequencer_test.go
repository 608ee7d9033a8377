package p2p

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p/wire"
)

func TestSequencer(t *testing.T) {
	t0 := time.Unix(0, 0)
	cases := []struct {
		name   string
		in     []uint64
		want   []uint64 // delivered, in order
		status seqStatus
	}{
		{"in order", []uint64{1, 2, 3}, []uint64{1, 2, 3}, seqOK},
		{"swapped", []uint64{2, 1, 3}, []uint64{1, 2, 3}, seqOK},
		{"reversed", []uint64{4, 3, 2, 1}, []uint64{1, 2, 3, 4}, seqOK},
		{"duplicate", []uint64{1, 1}, []uint64{1}, seqDup},
		{"old after a gap filled", []uint64{1, 3, 2, 2}, []uint64{1, 2, 3}, seqDup},
		{"held twice", []uint64{3, 3}, nil, seqDup},
		{"far ahead", []uint64{1 + 4*4 + 1}, nil, seqFar},
		{"window overflow skips", []uint64{3, 4, 5, 6, 7}, []uint64{3, 4, 5, 6, 7}, seqGap},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			q := newSequencer(4)
			var got []uint64
			var last seqStatus
			for _, s := range tc.in {
				ready, st := q.push(&wire.Envelope{S: s}, t0)
				last = st
				for _, e := range ready {
					got = append(got, e.S)
				}
			}
			if last != tc.status || !equalSeq(got, tc.want) {
				t.Fatalf("got %v status %d, want %v status %d", got, last, tc.want, tc.status)
			}
		})
	}
}

func TestSequencerGapExpires(t *testing.T) {
	t0 := time.Unix(0, 0)
	q := newSequencer(16)
	q.push(&wire.Envelope{S: 1}, t0)
	q.push(&wire.Envelope{S: 3}, t0)
	q.push(&wire.Envelope{S: 4}, t0)
	if ready, gap := q.expire(t0.Add(50*time.Millisecond), 100*time.Millisecond); gap || ready != nil {
		t.Fatal("a fresh gap expired")
	}
	ready, gap := q.expire(t0.Add(100*time.Millisecond), 100*time.Millisecond)
	if !gap || len(ready) != 2 || ready[0].S != 3 || ready[1].S != 4 {
		t.Fatalf("expire: %v %v", ready, gap)
	}
	if r, st := q.push(&wire.Envelope{S: 2}, t0); st != seqDup || r != nil {
		t.Fatal("the skipped message was delivered late")
	}
}

func equalSeq(a, b []uint64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestMailboxMergesWithoutLoss(t *testing.T) {
	m := newMailbox()
	for i := range 5 {
		m.put(Update{SeatView: SeatView{View: []byte{byte('a' + i)}, Events: []json.RawMessage{{byte('0' + i)}}, Next: i + 1}})
	}
	u := <-m.out
	if string(u.View) != "e" || len(u.Events) != 5 || u.Next != 5 {
		t.Fatalf("merged %+v", u)
	}
	for i, e := range u.Events {
		if e[0] != byte('0'+i) {
			t.Fatalf("events out of order: %q", u.Events)
		}
	}
	m.put(Update{SeatView: SeatView{View: []byte("f"), Next: 6}})
	if u := <-m.out; string(u.View) != "f" || len(u.Events) != 0 {
		t.Fatalf("after a read: %+v", u)
	}
	m.close()
	m.put(Update{})
	if _, ok := <-m.out; ok {
		t.Fatal("open after close")
	}
}
