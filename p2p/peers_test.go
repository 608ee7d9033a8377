package p2p

import "testing"

// The host keeps a link only while its goroutines may run: a stranger's connection that ended
// holds no memory (each WebRTC link holds about 0.4 MB).
func TestPeersForgetEndedLinks(t *testing.T) {
	ps := newPeers()
	for range 100 {
		l := &link{}
		ps.add(l)
		ps.remove(l)
		l.exited.Store(2) // both goroutines returned
	}
	running := &link{}
	running.exited.Store(1) // the writer still flushes
	ps.add(running)
	last := &link{}
	ps.add(last)
	if len(ps.all) != 2 || ps.all[0] != running || ps.all[1] != last {
		t.Errorf("the host keeps %d links, want the 2 whose goroutines may run", len(ps.all))
	}
}
