package p2p

import (
	"slices"
	"time"
)

// peers are the host's connections: every link attached, and which player each carries once the
// peer said hello. The loop owns them.
type peers struct {
	links    map[*link]bool    // open links
	byPlayer map[*player]*link // each connected player's link
	all      []*link           // the links attached whose goroutines may still run
	beat     time.Time         // the last heartbeat round
}

func newPeers() peers { return peers{links: map[*link]bool{}, byPlayer: map[*player]*link{}} }

func (ps *peers) add(l *link) {
	ps.links[l] = true
	// forget the links that ended, so that every stranger's connection is not kept for good.
	ps.all = slices.DeleteFunc(ps.all, (*link).gone)
	ps.all = append(ps.all, l)
}

func (ps *peers) has(l *link) bool { return ps.links[l] }

func (ps *peers) count() int { return len(ps.links) }

// pending counts the open links that have not said hello.
func (ps *peers) pending() int {
	n := 0
	for l := range ps.links {
		if l.who == nil {
			n++
		}
	}
	return n
}

// of is p's link, or nil.
func (ps *peers) of(p *player) *link {
	if p == nil {
		return nil
	}
	return ps.byPlayer[p]
}

// bind makes l the link of p.
func (ps *peers) bind(l *link, p *player) {
	l.who = p
	ps.byPlayer[p] = l
}

// remove forgets l (the caller closes it).
func (ps *peers) remove(l *link) {
	delete(ps.links, l)
	if l.who != nil && ps.byPlayer[l.who] == l {
		delete(ps.byPlayer, l.who)
	}
}

// each calls f for every open link; f may remove links.
func (ps *peers) each(f func(l *link)) {
	for l := range ps.links {
		f(l)
	}
}

// gap reports whether a message from some peer is missing (the loop then looks sooner).
func (ps *peers) gap() bool {
	for l := range ps.links {
		if l.in.waiting() {
			return true
		}
	}
	return false
}

// wait waits for every link's goroutines, closing those that take longer than d in all.
func (ps *peers) wait(d time.Duration) {
	deadline := time.After(d)
	for _, l := range ps.all {
		done := make(chan struct{})
		go func() { l.wait(); close(done) }()
		select {
		case <-done:
		case <-deadline:
			l.close()
			<-done
		}
	}
}
