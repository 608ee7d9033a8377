//go:build !js

package shell

import "sync"

// Outside the browser (the server's pre-render, tests) the storage is a map in memory.
var memory = struct {
	sync.Mutex
	items map[string]string
}{items: map[string]string{}}

func getItem(key string) (string, bool) {
	memory.Lock()
	defer memory.Unlock()
	v, ok := memory.items[key]
	return v, ok
}

func setItem(key, value string) error {
	memory.Lock()
	defer memory.Unlock()
	memory.items[key] = value
	return nil
}

func removeItem(key string) {
	memory.Lock()
	defer memory.Unlock()
	delete(memory.items, key)
}
