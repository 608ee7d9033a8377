package app

import (
	"syscall/js"

	"github.com/heatracing/heat/p2p"
)

func browserStore() p2p.Store { return p2p.LocalStorage{} }

// localStorage is nil when the browser refuses storage (private modes, disabled cookies).
func localStorage() (v js.Value, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	v = js.Global().Get("localStorage")
	return v, v.Truthy()
}

func plainGet(key string) (string, bool) {
	s, ok := localStorage()
	if !ok {
		return "", false
	}
	v := s.Call("getItem", key)
	if v.IsNull() {
		return "", false
	}
	return v.String(), true
}

// plainSet stores value when the browser lets it: a full storage throws, and the value is then
// simply not kept (a profile or a setup is a convenience).
func plainSet(key, value string) {
	defer func() { _ = recover() }()
	if s, ok := localStorage(); ok {
		s.Call("setItem", key, value)
	}
}

func plainDelete(key string) {
	if s, ok := localStorage(); ok {
		s.Call("removeItem", key)
	}
}
