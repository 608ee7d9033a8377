//go:build js && wasm

package rtc

import (
	"errors"
	"fmt"
	"sync"
	"syscall/js"

	"github.com/heatracing/heat/p2p"
)

// jsTry runs f, which calls into the browser, and turns a JavaScript
// exception (or a value of an unexpected type) into an error: nothing the
// browser throws may panic a session.
func jsTry(f func()) (err error) {
	defer func() {
		switch r := recover().(type) {
		case nil:
		case js.Error:
			err = jsError(r.Value)
		case *js.ValueError:
			err = fmt.Errorf("p2p: the browser gave %v", r)
		default:
			panic(r)
		}
	}()
	f()
	return nil
}

// jsError words a JavaScript error (usually a DOMException) as a Go error.
func jsError(v js.Value) error {
	if v.Type() != js.TypeObject {
		return fmt.Errorf("the browser refused: %s", v.String())
	}
	name, msg := v.Get("name"), v.Get("message")
	if name.Type() == js.TypeString && msg.Type() == js.TypeString {
		return fmt.Errorf("the browser refused: %s: %s", name.String(), msg.String())
	}
	return errors.New("the browser refused: " + js.Global().Get("String").Invoke(v).String())
}

// await waits for promise to settle, or for done to close: a closed
// RTCPeerConnection may leave its pending promises unsettled forever, and
// the waiting goroutine must not outlive it. Its callbacks are released
// either way.
func await(promise js.Value, done <-chan struct{}) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	ch := make(chan result, 1)
	var funcs [2]js.Func
	var once sync.Once
	release := func() { once.Do(func() { funcs[0].Release(); funcs[1].Release() }) }
	funcs[0] = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- result{v: firstArg(args)}
		return nil
	})
	funcs[1] = js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- result{err: jsError(firstArg(args))}
		return nil
	})
	defer release()
	if err := jsTry(func() { promise.Call("then", funcs[0], funcs[1]) }); err != nil {
		return js.Undefined(), err
	}
	select {
	case r := <-ch:
		return r.v, r.err
	case <-done:
		return js.Undefined(), p2p.ErrClosed
	}
}

func firstArg(args []js.Value) js.Value {
	if len(args) == 0 {
		return js.Undefined()
	}
	return args[0]
}
