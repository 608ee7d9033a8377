//go:build !js

package p2p

import (
	"encoding/json"
	"fmt"

	"github.com/heatracing/heat/signal"
	"github.com/pion/webrtc/v4"
)

// Natively the transport is pion's: these names are the seam the shared
// code (rtcPeer, rtcConn, the room handshakes) is written against; the
// browser build binds the same names to the browser's own WebRTC
// (rtc_browser_js.go).
type (
	peerConnection     = webrtc.PeerConnection
	dataChannel        = webrtc.DataChannel
	sessionDescription = webrtc.SessionDescription
	iceCandidateInit   = webrtc.ICECandidateInit
)

const (
	sdpOffer  = webrtc.SDPTypeOffer
	sdpAnswer = webrtc.SDPTypeAnswer
)

// HasWebRTC reports whether this build can make peer connections: natively pion always can (the
// browser's build asks the browser).
func HasWebRTC() bool { return true }

// canPush: pion's native receive handler may block (it only holds back
// that channel's reads).
const canPush = true

// newPeerConnection creates a peer connection through cfg.API (nil:
// webrtc.NewAPI()) with the signaling server's STUN and TURN servers.
func newPeerConnection(cfg RoomConfig, servers []signal.ICEServer) (*peerConnection, error) {
	api := cfg.API
	if api == nil {
		api = webrtc.NewAPI()
	}
	conf := webrtc.Configuration{}
	for _, s := range servers {
		conf.ICEServers = append(conf.ICEServers, webrtc.ICEServer{URLs: s.URLs, Username: s.Username, Credential: s.Credential})
	}
	pc, err := api.NewPeerConnection(conf)
	if err != nil {
		return nil, fmt.Errorf("p2p: new peer connection: %w", err)
	}
	return pc, nil
}

// onLocalCandidate calls f with each local ICE candidate as
// RTCIceCandidateInit JSON.
func onLocalCandidate(pc *peerConnection, f func(json.RawMessage)) (release func()) {
	pc.OnICECandidate(func(c *webrtc.ICECandidate) {
		if c == nil {
			return
		}
		b, err := json.Marshal(c.ToJSON())
		if err == nil {
			f(b)
		}
	})
	return nil
}

// onEnded calls f once the peer connection failed or closed, with its state.
func onEnded(pc *peerConnection, f func(state string)) {
	pc.OnConnectionStateChange(func(s webrtc.PeerConnectionState) {
		if s == webrtc.PeerConnectionStateFailed || s == webrtc.PeerConnectionStateClosed {
			f(s.String())
		}
	})
}

// connecting reports whether the peer connection reached the other side.
func connecting(pc *peerConnection) bool {
	switch pc.ICEConnectionState() {
	case webrtc.ICEConnectionStateConnected, webrtc.ICEConnectionStateCompleted:
		return true
	}
	return pc.ConnectionState() == webrtc.PeerConnectionStateConnected
}

// channelOpen reports whether the data channel is open.
func channelOpen(dc *dataChannel) bool { return dc.ReadyState() == webrtc.DataChannelStateOpen }

// onMessages calls f with each message in order: pion calls OnMessage from
// one read loop per channel.
func onMessages(dc *dataChannel, f func([]byte)) (release func()) {
	dc.OnMessage(func(m webrtc.DataChannelMessage) { f(m.Data) })
	return func() {}
}

// createOffer, createAnswer and createDataChannel use pion's defaults: a
// reliable, ordered channel.
func createOffer(pc *peerConnection) (sessionDescription, error)  { return pc.CreateOffer(nil) }
func createAnswer(pc *peerConnection) (sessionDescription, error) { return pc.CreateAnswer(nil) }
func createDataChannel(pc *peerConnection, label string) (*dataChannel, error) {
	return pc.CreateDataChannel(label, nil)
}
