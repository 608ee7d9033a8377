//go:build js && wasm

package p2p

import (
	"syscall/js"

	"github.com/pion/webrtc/v4"
)

// canPush: the browser's receive handler runs on the event loop and must
// never block, so messages go through a queue and Recv.
const canPush = false

// onMessages calls f with each message in order. pion's js OnMessage runs
// every message on its own goroutine, which loses the order; this handler
// copies the bytes on the browser's event loop instead, so f runs in
// arrival order. f must not block.
func onMessages(dc *webrtc.DataChannel, f func([]byte)) (release func()) {
	v := dc.JSValue()
	v.Set("binaryType", "arraybuffer")
	u8 := js.Global().Get("Uint8Array")
	fn := js.FuncOf(func(this js.Value, args []js.Value) any {
		data := args[0].Get("data")
		var b []byte
		if data.Type() == js.TypeString {
			b = []byte(data.String())
		} else {
			arr := u8.New(data)
			b = make([]byte, arr.Get("length").Int())
			js.CopyBytesToGo(b, arr)
		}
		f(b)
		return nil
	})
	v.Set("onmessage", fn)
	return func() {
		v.Set("onmessage", js.Null())
		fn.Release()
	}
}
