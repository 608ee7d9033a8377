//go:build js && wasm

package p2p

import (
	"encoding/json"
	"syscall/js"

	"github.com/pion/webrtc/v4"
)

// onLocalCandidate calls f with each local ICE candidate as the browser's
// own candidate.toJSON(): pion's js ToJSON drops sdpMid and the ufrag.
func onLocalCandidate(pc *webrtc.PeerConnection, f func(json.RawMessage)) func() {
	fn := js.FuncOf(func(this js.Value, args []js.Value) any {
		c := args[0].Get("candidate")
		if c.IsNull() || c.IsUndefined() {
			return nil
		}
		s := js.Global().Get("JSON").Call("stringify", c.Call("toJSON")).String()
		go f(json.RawMessage(s))
		return nil
	})
	pc.JSValue().Set("onicecandidate", fn)
	return func() {
		pc.JSValue().Set("onicecandidate", js.Null())
		fn.Release()
	}
}
