package app

import "github.com/heatracing/heat/p2p"

func browserStore() p2p.Store { return p2p.LocalStorage{} }
