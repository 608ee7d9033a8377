//go:build !js

package app

import "github.com/heatracing/heat/p2p"

// Outside the browser (the server's pre-render, tests) nothing persists.
var memStore = p2p.NewMemStore()

func browserStore() p2p.Store { return memStore }
