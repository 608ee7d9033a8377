//go:build js && wasm

package replay

import (
	"errors"
	"syscall/js"
	"time"
)

// deflateWait bounds the wait for the browser's compressor; past it the file is kept stored.
const deflateWait = 10 * time.Second

// deflate compresses b as zlib with the browser's CompressionStream ("deflate" is zlib's
// format), or keeps it in stored blocks when the browser has none or it fails. It waits for the
// browser: call it from a goroutine of its own, never from a JavaScript callback.
func deflate(b []byte) ([]byte, error) {
	if z, err := browserDeflate(b); err == nil {
		return z, nil
	}
	return storedZlib(b), nil
}

func browserDeflate(b []byte) (z []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			z, err = nil, errors.New("the browser's compressor failed")
		}
	}()
	global := js.Global()
	cs := global.Get("CompressionStream")
	if cs.Type() != js.TypeFunction {
		return nil, errors.New("the browser has no compressor")
	}
	in := global.Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(in, b)
	stream := global.Get("Blob").New([]any{in}).Call("stream").Call("pipeThrough", cs.New("deflate"))
	buf, err := settle(global.Get("Response").New(stream).Call("arrayBuffer"))
	if err != nil {
		return nil, err
	}
	out := global.Get("Uint8Array").New(buf)
	z = make([]byte, out.Length())
	js.CopyBytesToGo(z, out)
	return z, nil
}

// settle waits for a promise, at most deflateWait.
func settle(p js.Value) (js.Value, error) {
	type result struct {
		v  js.Value
		ok bool
	}
	ch := make(chan result, 1)
	ok := js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) > 0 {
			ch <- result{args[0], true}
		} else {
			ch <- result{}
		}
		return nil
	})
	fail := js.FuncOf(func(js.Value, []js.Value) any { ch <- result{}; return nil })
	p.Call("then", ok, fail)
	select {
	case r := <-ch:
		ok.Release()
		fail.Release()
		if !r.ok {
			return js.Undefined(), errors.New("the browser's compressor failed")
		}
		return r.v, nil
	case <-time.After(deflateWait):
		// the callbacks stay: the promise may still call them
		return js.Undefined(), errors.New("the browser's compressor did not answer")
	}
}
