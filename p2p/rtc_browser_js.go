//go:build js && wasm

package p2p

import (
	"encoding/json"
	"fmt"
	"sync"
	"syscall/js"

	"github.com/heatracing/heat/signal"
)

// In the browser the transport is the browser's own WebRTC, bound here
// through syscall/js under the names the shared code (rtcPeer, rtcConn, the
// room handshakes) uses; natively they are pion's (rtc_pion.go). The JSON
// of descriptions and candidates is the same in both, so a browser and a
// native peer talk.

// sdpType is a session description's type: "offer" or "answer".
type sdpType string

const (
	sdpOffer  sdpType = "offer"
	sdpAnswer sdpType = "answer"
)

// sessionDescription is an RTCSessionDescriptionInit.
type sessionDescription struct {
	Type sdpType `json:"type"`
	SDP  string  `json:"sdp"`
}

// iceCandidateInit is an RTCIceCandidateInit, as pion writes it.
type iceCandidateInit struct {
	Candidate        string  `json:"candidate"`
	SDPMid           *string `json:"sdpMid"`
	SDPMLineIndex    *uint16 `json:"sdpMLineIndex"`
	UsernameFragment *string `json:"usernameFragment"`
}

// HasWebRTC reports whether this browser has RTCPeerConnection, without which no room can connect
// (some builds of WebKit have none): a page there can play alone, not with others.
func HasWebRTC() bool {
	return js.Global().Get("RTCPeerConnection").Type() == js.TypeFunction
}

// peerConnection is the browser's RTCPeerConnection, with the few methods
// of pion's PeerConnection the shared code uses. Close releases every
// callback it and its data channels hold, and ends the waits on its
// promises.
type peerConnection struct {
	h      jsHandlers
	closed chan struct{}
	once   sync.Once

	mu       sync.Mutex
	channels []*dataChannel
}

// newPeerConnection creates an RTCPeerConnection with the signaling
// server's STUN and TURN servers.
func newPeerConnection(_ RoomConfig, servers []signal.ICEServer) (*peerConnection, error) {
	list := make([]any, 0, len(servers))
	for _, s := range servers {
		urls := make([]any, len(s.URLs))
		for i, u := range s.URLs {
			urls[i] = u
		}
		server := map[string]any{"urls": urls}
		if s.Username != "" {
			server["username"] = s.Username
		}
		if s.Credential != "" {
			server["credential"] = s.Credential
		}
		list = append(list, server)
	}
	if !HasWebRTC() {
		return nil, ErrNoWebRTC
	}
	ctor := js.Global().Get("RTCPeerConnection")
	var v js.Value
	if err := jsTry(func() { v = ctor.New(map[string]any{"iceServers": list}) }); err != nil {
		return nil, fmt.Errorf("p2p: new peer connection: %w", err)
	}
	return &peerConnection{h: jsHandlers{v: v}, closed: make(chan struct{})}, nil
}

// call calls the method name, which returns a promise, and waits for it.
func (pc *peerConnection) call(name string, args ...any) (js.Value, error) {
	var p js.Value
	if err := jsTry(func() { p = pc.h.v.Call(name, args...) }); err != nil {
		return js.Undefined(), err
	}
	return await(p, pc.closed)
}

// CreateOffer creates an offer.
func (pc *peerConnection) CreateOffer() (sessionDescription, error) {
	return pc.describe("createOffer")
}

// CreateAnswer creates an answer to the remote offer.
func (pc *peerConnection) CreateAnswer() (sessionDescription, error) {
	return pc.describe("createAnswer")
}

func (pc *peerConnection) describe(method string) (sessionDescription, error) {
	v, err := pc.call(method)
	if err != nil {
		return sessionDescription{}, err
	}
	var d sessionDescription
	err = jsTry(func() { d = sessionDescription{Type: sdpType(v.Get("type").String()), SDP: v.Get("sdp").String()} })
	return d, err
}

// SetLocalDescription sets the local description.
func (pc *peerConnection) SetLocalDescription(d sessionDescription) error {
	_, err := pc.call("setLocalDescription", map[string]any{"type": string(d.Type), "sdp": d.SDP})
	return err
}

// SetRemoteDescription sets the remote description.
func (pc *peerConnection) SetRemoteDescription(d sessionDescription) error {
	_, err := pc.call("setRemoteDescription", map[string]any{"type": string(d.Type), "sdp": d.SDP})
	return err
}

// AddICECandidate adds a remote candidate.
func (pc *peerConnection) AddICECandidate(c iceCandidateInit) error {
	init := map[string]any{"candidate": c.Candidate}
	if c.SDPMid != nil {
		init["sdpMid"] = *c.SDPMid
	}
	if c.SDPMLineIndex != nil {
		init["sdpMLineIndex"] = int(*c.SDPMLineIndex)
	}
	if c.UsernameFragment != nil {
		init["usernameFragment"] = *c.UsernameFragment
	}
	_, err := pc.call("addIceCandidate", init)
	return err
}

// OnDataChannel calls f, on the event loop, with each channel the remote
// peer opens. f must not block.
func (pc *peerConnection) OnDataChannel(f func(*dataChannel)) {
	pc.h.set("ondatachannel", func(args []js.Value) {
		var v js.Value
		if jsTry(func() { v = firstArg(args).Get("channel") }) != nil || v.Type() != js.TypeObject {
			return
		}
		if dc := pc.adopt(v); dc != nil {
			f(dc)
		}
	})
}

// adopt wraps a channel of pc, which Close will close; nil once pc is
// closed.
func (pc *peerConnection) adopt(v js.Value) *dataChannel {
	pc.mu.Lock()
	defer pc.mu.Unlock()
	select {
	case <-pc.closed:
		_ = jsTry(func() { v.Call("close") })
		return nil
	default:
	}
	dc := newDataChannel(v)
	pc.channels = append(pc.channels, dc)
	return dc
}

// Close closes the connection and its channels and releases their
// callbacks.
func (pc *peerConnection) Close() error {
	var err error
	pc.once.Do(func() {
		pc.mu.Lock()
		close(pc.closed)
		channels := pc.channels
		pc.channels = nil
		pc.mu.Unlock()
		for _, dc := range channels {
			_ = dc.Close()
		}
		err = jsTry(func() { pc.h.v.Call("close") })
		pc.h.clearAll()
	})
	return err
}

// createOffer, createAnswer and createDataChannel keep the browser's
// defaults: a reliable, ordered channel.
func createOffer(pc *peerConnection) (sessionDescription, error)  { return pc.CreateOffer() }
func createAnswer(pc *peerConnection) (sessionDescription, error) { return pc.CreateAnswer() }
func createDataChannel(pc *peerConnection, label string) (*dataChannel, error) {
	var v js.Value
	if err := jsTry(func() { v = pc.h.v.Call("createDataChannel", label) }); err != nil {
		return nil, err
	}
	dc := pc.adopt(v)
	if dc == nil {
		return nil, ErrClosed
	}
	return dc, nil
}

// onLocalCandidate calls f, on its own goroutine, with each local ICE
// candidate as the browser's own candidate.toJSON(). pc.Close releases it.
func onLocalCandidate(pc *peerConnection, f func(json.RawMessage)) (release func()) {
	pc.h.set("onicecandidate", func(args []js.Value) {
		var s string
		err := jsTry(func() {
			c := firstArg(args).Get("candidate")
			if c.Type() != js.TypeObject {
				return // the end of gathering
			}
			s = js.Global().Get("JSON").Call("stringify", c.Call("toJSON")).String()
		})
		if err == nil && s != "" {
			go f(json.RawMessage(s))
		}
	})
	return nil
}

// onEnded calls f once the peer connection failed or closed, with its state.
func onEnded(pc *peerConnection, f func(state string)) {
	pc.h.set("onconnectionstatechange", func([]js.Value) {
		if s := pc.state("connectionState"); s == "failed" || s == "closed" {
			f(s)
		}
	})
}

// connecting reports whether the peer connection reached the other side.
func connecting(pc *peerConnection) bool {
	switch pc.state("iceConnectionState") {
	case "connected", "completed":
		return true
	}
	return pc.state("connectionState") == "connected"
}

// state reads one of the connection's state properties.
func (pc *peerConnection) state(name string) string {
	s := pc.h.v.Get(name)
	if s.Type() != js.TypeString {
		return ""
	}
	return s.String()
}
