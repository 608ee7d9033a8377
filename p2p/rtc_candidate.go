//go:build !js

package p2p

import (
	"encoding/json"

	"github.com/pion/webrtc/v4"
)

// onLocalCandidate calls f with each local ICE candidate as
// RTCIceCandidateInit JSON.
func onLocalCandidate(pc *webrtc.PeerConnection, f func(json.RawMessage)) func() {
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
