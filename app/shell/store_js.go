package shell

import (
	"fmt"
	"syscall/js"
)

// localStorage is false when the browser refuses storage (private modes, disabled cookies).
func localStorage() (v js.Value, ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	v = js.Global().Get("localStorage")
	return v, v.Truthy()
}

func getItem(key string) (string, bool) {
	s, ok := localStorage()
	if !ok {
		return "", false
	}
	v := s.Call("getItem", key)
	if v.IsNull() || v.IsUndefined() {
		return "", false
	}
	return v.String(), true
}

// setItem stores value when the browser lets it: a full storage throws, which is an error here,
// never a panic.
func setItem(key, value string) (err error) {
	s, ok := localStorage()
	if !ok {
		return fmt.Errorf("the browser keeps no storage for this page")
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("browser storage %q: %v", key, r)
		}
	}()
	s.Call("setItem", key, value)
	return nil
}

func removeItem(key string) {
	defer func() { _ = recover() }()
	if s, ok := localStorage(); ok {
		s.Call("removeItem", key)
	}
}
