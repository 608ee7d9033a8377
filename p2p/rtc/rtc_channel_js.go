//go:build js && wasm

package rtc

import (
	"syscall/js"
)

// dataChannel is the browser's RTCDataChannel, with the few methods of
// pion's DataChannel the shared transport code uses. Its handlers run on
// the browser's event loop and must not block.
type dataChannel struct {
	h jsHandlers
}

func newDataChannel(v js.Value) *dataChannel {
	v.Set("binaryType", "arraybuffer")
	return &dataChannel{h: jsHandlers{v: v}}
}

// Label is the channel's label.
func (d *dataChannel) Label() string {
	l := d.h.v.Get("label")
	if l.Type() != js.TypeString {
		return ""
	}
	return l.String()
}

// Send queues b on the channel.
func (d *dataChannel) Send(b []byte) error {
	return jsTry(func() {
		arr := js.Global().Get("Uint8Array").New(len(b))
		js.CopyBytesToJS(arr, b)
		d.h.v.Call("send", arr)
	})
}

// BufferedAmount is how many bytes wait in the channel's send buffer.
func (d *dataChannel) BufferedAmount() uint64 {
	n := d.h.v.Get("bufferedAmount")
	if n.Type() != js.TypeNumber || n.Float() < 0 {
		return 0
	}
	return uint64(n.Float())
}

// SetBufferedAmountLowThreshold sets when onbufferedamountlow fires.
func (d *dataChannel) SetBufferedAmountLowThreshold(n uint64) {
	d.h.v.Set("bufferedAmountLowThreshold", float64(n))
}

// OnBufferedAmountLow calls f when the send buffer falls to the threshold.
func (d *dataChannel) OnBufferedAmountLow(f func()) {
	d.h.set("onbufferedamountlow", func([]js.Value) { f() })
}

// OnOpen calls f when the channel opens.
func (d *dataChannel) OnOpen(f func()) { d.h.set("onopen", func([]js.Value) { f() }) }

// OnClose calls f when the channel closes.
func (d *dataChannel) OnClose(f func()) { d.h.set("onclose", func([]js.Value) { f() }) }

// Close closes the channel and releases its handlers.
func (d *dataChannel) Close() error {
	err := jsTry(func() { d.h.v.Call("close") })
	d.h.clearAll()
	return err
}

// channelOpen reports whether the data channel is open.
func channelOpen(dc *dataChannel) bool {
	s := dc.h.v.Get("readyState")
	return s.Type() == js.TypeString && s.String() == "open"
}

// canPush: the browser's receive handler runs on the event loop and must
// never block, so messages go through a queue and Recv.
const canPush = false

// onMessages calls f with each message in arrival order, on the browser's
// event loop (the bytes are copied there). f must not block.
func onMessages(dc *dataChannel, f func([]byte)) (release func()) {
	u8 := js.Global().Get("Uint8Array")
	dc.h.set("onmessage", func(args []js.Value) {
		var b []byte
		err := jsTry(func() {
			data := firstArg(args).Get("data")
			if data.Type() == js.TypeString {
				b = []byte(data.String())
				return
			}
			arr := u8.New(data)
			b = make([]byte, arr.Get("length").Int())
			js.CopyBytesToGo(b, arr)
		})
		if err != nil {
			b = nil // an unreadable message: an empty frame, which ends the conn
		}
		f(b)
	})
	return func() { dc.h.clear("onmessage") }
}
