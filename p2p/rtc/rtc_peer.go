package rtc

import (
	"encoding/json"
	"fmt"
	"sync"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/signal/proto"
)

// rtcPeer is one WebRTC peer connection during its handshake: it forwards
// local ICE candidates through signaling and queues remote ones that
// arrive before the remote description.
type rtcPeer struct {
	pc *peerConnection

	mu        sync.Mutex
	remoteSet bool
	queued    []iceCandidateInit
	release   func() // frees the browser callback (js), nil natively
}

// newRTCPeer creates a peer connection whose local candidates go to send.
func newRTCPeer(cfg RoomConfig, servers []proto.ICEServer, send func(rtcSignal)) (*rtcPeer, error) {
	pc, err := newPeerConnection(cfg, servers)
	if err != nil {
		return nil, err
	}
	p := &rtcPeer{pc: pc}
	p.release = onLocalCandidate(pc, func(c json.RawMessage) {
		send(rtcSignal{Kind: kindCandidate, Candidate: c})
	})
	return p, nil
}

// addCandidate adds (or queues) a remote candidate; an empty candidate (the
// end of gathering) is ignored.
func (p *rtcPeer) addCandidate(raw json.RawMessage) error {
	var c iceCandidateInit
	if err := json.Unmarshal(raw, &c); err != nil {
		return fmt.Errorf("%w: ICE candidate: %v", p2p.ErrMalformed, err)
	}
	if c.Candidate == "" {
		return nil
	}
	p.mu.Lock()
	if !p.remoteSet {
		if len(p.queued) < 64 {
			p.queued = append(p.queued, c)
		}
		p.mu.Unlock()
		return nil
	}
	p.mu.Unlock()
	return p.pc.AddICECandidate(c)
}

// setRemote sets the remote description, then adds the queued candidates.
func (p *rtcPeer) setRemote(d sessionDescription) error {
	if err := p.pc.SetRemoteDescription(d); err != nil {
		return fmt.Errorf("p2p: remote description: %w", err)
	}
	p.mu.Lock()
	p.remoteSet = true
	queued := p.queued
	p.queued = nil
	p.mu.Unlock()
	for _, c := range queued {
		if err := p.pc.AddICECandidate(c); err != nil {
			return fmt.Errorf("p2p: ICE candidate: %w", err)
		}
	}
	return nil
}

// offer creates and sets the local offer.
func (p *rtcPeer) offer() (string, error) {
	o, err := createOffer(p.pc)
	if err != nil {
		return "", fmt.Errorf("p2p: offer: %w", err)
	}
	if err := p.pc.SetLocalDescription(o); err != nil {
		return "", fmt.Errorf("p2p: local description: %w", err)
	}
	return o.SDP, nil
}

// answer creates and sets the local answer.
func (p *rtcPeer) answer() (string, error) {
	a, err := createAnswer(p.pc)
	if err != nil {
		return "", fmt.Errorf("p2p: answer: %w", err)
	}
	if err := p.pc.SetLocalDescription(a); err != nil {
		return "", fmt.Errorf("p2p: local description: %w", err)
	}
	return a.SDP, nil
}

// close ends the peer connection (when no Conn took it over).
func (p *rtcPeer) close() {
	_ = p.pc.Close()
	if p.release != nil {
		p.release()
	}
}
