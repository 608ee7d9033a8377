//go:build js && wasm

package p2p

import (
	"encoding/base64"
	"fmt"
	"syscall/js"
)

// LocalStorage is a Store in the browser's window.localStorage. Values are
// kept as base64 text.
type LocalStorage struct{}

func (LocalStorage) storage() (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("local storage: %v", r)
		}
	}()
	v = js.Global().Get("localStorage")
	if v.IsUndefined() || v.IsNull() {
		return v, fmt.Errorf("local storage is not available")
	}
	return v, nil
}

// Get implements Store.
func (s LocalStorage) Get(key string) ([]byte, error) {
	st, err := s.storage()
	if err != nil {
		return nil, err
	}
	v := st.Call("getItem", key)
	if v.IsNull() || v.IsUndefined() {
		return nil, ErrNotFound
	}
	b, err := base64.StdEncoding.DecodeString(v.String())
	if err != nil {
		return nil, fmt.Errorf("local storage %q: %w", key, err)
	}
	return b, nil
}

// Set implements Store. A full storage is an error, not a panic.
func (s LocalStorage) Set(key string, value []byte) (err error) {
	st, err := s.storage()
	if err != nil {
		return err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("local storage %q: %v", key, r)
		}
	}()
	st.Call("setItem", key, base64.StdEncoding.EncodeToString(value))
	return nil
}

// Delete implements Store.
func (s LocalStorage) Delete(key string) error {
	st, err := s.storage()
	if err != nil {
		return err
	}
	st.Call("removeItem", key)
	return nil
}
