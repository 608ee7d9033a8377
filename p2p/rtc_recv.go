//go:build !js

package p2p

import "github.com/pion/webrtc/v4"

// canPush: pion's native receive handler may block (it only holds back
// that channel's reads).
const canPush = true

// onMessages calls f with each message in order: pion calls OnMessage from
// one read loop per channel.
func onMessages(dc *webrtc.DataChannel, f func([]byte)) (release func()) {
	dc.OnMessage(func(m webrtc.DataChannelMessage) { f(m.Data) })
	return func() {}
}
