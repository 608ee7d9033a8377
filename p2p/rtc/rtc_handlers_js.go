//go:build js && wasm

package rtc

import (
	"sync"
	"syscall/js"
)

// jsHandlers holds the Go callbacks set as one browser object's on<event>
// properties, so that each is released when replaced or when the object
// is closed.
type jsHandlers struct {
	v     js.Value
	mu    sync.Mutex
	funcs map[string]js.Func
}

// set makes f the object's handler for name ("onopen"), releasing the
// one it replaces.
func (h *jsHandlers) set(name string, f func(args []js.Value)) {
	fn := js.FuncOf(func(_ js.Value, args []js.Value) any {
		f(args)
		return nil
	})
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.funcs == nil {
		h.funcs = map[string]js.Func{}
	}
	old, had := h.funcs[name]
	h.funcs[name] = fn
	h.v.Set(name, fn)
	if had {
		old.Release()
	}
}

// clear removes and releases the handler for name.
func (h *jsHandlers) clear(name string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if fn, ok := h.funcs[name]; ok {
		h.v.Set(name, js.Null())
		fn.Release()
		delete(h.funcs, name)
	}
}

// clearAll removes and releases every handler.
func (h *jsHandlers) clearAll() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for name, fn := range h.funcs {
		h.v.Set(name, js.Null())
		fn.Release()
	}
	h.funcs = nil
}
