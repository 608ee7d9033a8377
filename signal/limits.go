//go:build !js

package signal

import (
	"container/list"
	"sync"
	"time"
)

// bucket is a token bucket: it holds up to burst tokens and gains rate
// tokens a second. The zero bucket is full (last is zero).
type bucket struct {
	tokens float64
	last   time.Time
}

// refill brings the bucket up to date at now.
func (b *bucket) refill(now time.Time, rate, burst float64) {
	if b.last.IsZero() {
		b.tokens, b.last = burst, now
		return
	}
	if dt := now.Sub(b.last).Seconds(); dt > 0 {
		b.tokens += dt * rate
		if b.tokens > burst {
			b.tokens = burst
		}
		b.last = now
	}
}

// take removes one token if there is one.
func (b *bucket) take(now time.Time, rate, burst float64) bool {
	b.refill(now, rate, burst)
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}

// give puts back a token taken by mistake.
func (b *bucket) give(burst float64) {
	if b.tokens += 1; b.tokens > burst {
		b.tokens = burst
	}
}

// full reports whether the bucket would be full at now, which makes it
// equivalent to a bucket never used.
func (b *bucket) full(now time.Time, rate, burst float64) bool {
	if b.last.IsZero() {
		return true
	}
	return b.tokens+now.Sub(b.last).Seconds()*rate >= burst
}

// rateSpec is a bucket's shape.
type rateSpec struct {
	rate  float64 // tokens per second
	burst float64
}

func perMinute(n float64, burst int) rateSpec {
	return rateSpec{rate: n / 60, burst: float64(burst)}
}

// Kinds of per-address limits.
type limitKind int

const (
	limitCreate limitKind = iota // room creations
	limitJoin                    // failed joins and resumes
	numLimits
)

// addrLimits holds the buckets of one client address.
type addrLimits struct {
	addr    string
	buckets [numLimits]bucket
}

// addrTable keeps per-address buckets. It holds at most max addresses:
// adding one more forgets the least recently used, and sweep forgets those
// whose buckets are all full again, so memory stays bounded whatever the
// number of addresses an attacker controls.
type addrTable struct {
	specs [numLimits]rateSpec
	max   int

	mu    sync.Mutex
	byKey map[string]*list.Element // of *addrLimits
	lru   list.List                // front: most recently used
}

func newAddrTable(max int, specs [numLimits]rateSpec) *addrTable {
	return &addrTable{specs: specs, max: max, byKey: make(map[string]*list.Element)}
}

// take spends one token of kind for addr and reports whether there was one.
func (t *addrTable) take(addr string, kind limitKind, now time.Time) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	e := t.get(addr)
	s := t.specs[kind]
	return e.buckets[kind].take(now, s.rate, s.burst)
}

// give returns a token of kind to addr, after an attempt that should not
// have cost one.
func (t *addrTable) give(addr string, kind limitKind) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if el, ok := t.byKey[addr]; ok {
		el.Value.(*addrLimits).buckets[kind].give(t.specs[kind].burst)
	}
}

// get returns addr's entry, creating it (and evicting the oldest if the
// table is full). t.mu must be held.
func (t *addrTable) get(addr string) *addrLimits {
	if el, ok := t.byKey[addr]; ok {
		t.lru.MoveToFront(el)
		return el.Value.(*addrLimits)
	}
	for t.lru.Len() >= t.max {
		old := t.lru.Back()
		t.lru.Remove(old)
		delete(t.byKey, old.Value.(*addrLimits).addr)
	}
	e := &addrLimits{addr: addr}
	t.byKey[addr] = t.lru.PushFront(e)
	return e
}

// sweep forgets addresses whose buckets have all refilled.
func (t *addrTable) sweep(now time.Time) {
	t.mu.Lock()
	defer t.mu.Unlock()
	for el := t.lru.Back(); el != nil; {
		prev := el.Prev()
		e := el.Value.(*addrLimits)
		idle := true
		for k := range e.buckets {
			s := t.specs[k]
			if !e.buckets[k].full(now, s.rate, s.burst) {
				idle = false
				break
			}
		}
		if idle {
			t.lru.Remove(el)
			delete(t.byKey, e.addr)
		}
		el = prev
	}
}

// len returns the number of addresses remembered.
func (t *addrTable) len() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.lru.Len()
}
