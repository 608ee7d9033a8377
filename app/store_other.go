//go:build !js

package app

import "github.com/heatracing/heat/p2p"

// Outside the browser (the server's pre-render, tests) nothing persists.
var memStore = p2p.NewMemStore()

func browserStore() p2p.Store { return memStore }

func plainGet(key string) (string, bool) {
	b, err := memStore.Get(key)
	return string(b), err == nil
}

func plainSet(key, value string) { _ = memStore.Set(key, []byte(value)) }

func plainDelete(key string) { _ = memStore.Delete(key) }
