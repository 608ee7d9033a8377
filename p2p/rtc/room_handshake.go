package rtc

import (
	"context"
	"encoding/json"
	"time"
)

// leftGrace is how long a handshake whose peer already left signaling may
// still finish: an honest guest leaves signaling as soon as its data
// channel opens, which can be a moment before the host's side sees it.
const leftGrace = 3 * time.Second

// handshake is one guest's WebRTC handshake in progress, by signaling
// peer ID. Its fields are guarded by the RoomHost's mutex.
type handshake struct {
	p     *rtcPeer
	sdp   string // the offer it answers
	stop  context.CancelFunc
	grace *time.Timer // set once the peer left signaling with ICE connected
}

// onLeft ends the handshake of a peer that left signaling: a stranger who
// offers and leaves must not hold a slot for the whole HandshakeTimeout.
// If ICE already connected the guest is probably opening its channel, so it
// gets leftGrace to finish.
func (r *RoomHost) onLeft(peer string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if t := r.waiting[peer]; t != nil {
		t.Stop()
		delete(r.waiting, peer)
	}
	hs := r.peers[peer]
	if hs == nil || hs.grace != nil {
		return
	}
	if connecting(hs.p.pc) {
		hs.grace = time.AfterFunc(leftGrace, hs.stop)
		return
	}
	r.log.Debug("peer left during its handshake", "peer", peer)
	hs.stop()
	delete(r.peers, peer)
}

// startHandshake answers an offer in its own goroutine (the browser's
// promise-backed calls block) and attaches the channel when it opens.
func (r *RoomHost) startHandshake(sig Signaler, from, sdp string) {
	ctx, cancel := context.WithTimeout(r.ctx, r.cfg.HandshakeTimeout)
	send := func(s rtcSignal) {
		b, _ := json.Marshal(s)
		if err := sig.Send(ctx, from, b); err != nil {
			r.log.Debug("cannot signal", "to", from, "err", err)
		}
	}
	p, err := newRTCPeer(r.cfg, sig.ICEServers(), send)
	if err != nil {
		cancel()
		r.log.Error("cannot create a peer connection", "err", err)
		return
	}
	hs := &handshake{p: p, sdp: sdp, stop: cancel}
	conns := make(chan *rtcConn, 1)
	p.pc.OnDataChannel(func(dc *dataChannel) {
		if dc.Label() != dataChannelLabel {
			return
		}
		select {
		case conns <- newRTCConn(p.pc, dc, p.release):
		default:
		}
	})
	r.peers[from] = hs
	r.wg.Add(1)
	go func() {
		defer r.wg.Done()
		defer cancel()
		attached, ok := false, false
		defer func() {
			r.mu.Lock()
			current := r.peers[from] == hs // not replaced by a newer offer, nor left
			if current {
				delete(r.peers, from)
			}
			if hs.grace != nil {
				hs.grace.Stop()
			}
			r.mu.Unlock()
			if !attached {
				p.close()
			}
			if !ok && current && r.ctx.Err() == nil {
				r.expel(sig, from, "handshake failed")
			}
		}()
		if err := p.setRemote(sessionDescription{Type: sdpOffer, SDP: sdp}); err != nil {
			r.log.Debug("bad offer", "from", from, "err", err)
			return
		}
		answer, err := p.answer()
		if err != nil {
			r.log.Debug("cannot answer", "from", from, "err", err)
			return
		}
		send(rtcSignal{Kind: kindAnswer, SDP: answer})
		var c *rtcConn
		select {
		case c = <-conns:
		case <-ctx.Done():
			r.log.Debug("handshake timed out", "from", from)
			return
		}
		if err := c.waitOpen(ctx); err != nil {
			r.log.Debug("data channel did not open", "from", from, "err", err)
			_ = c.Close()
			attached = true // closed by the conn
			return
		}
		attached, ok = true, true
		if err := r.h.Attach(c); err != nil {
			_ = c.Close()
		}
	}()
}
