// Package p2ptest holds what tests of sessions need: stand-ins for the session layer's parts
// (Pipe, an in-memory connection; FaultConn, one that drops, duplicates and reorders; ManualClock,
// a clock that moves when told; MemStore, a store in memory), and, for native tests over real
// WebRTC, pion peers that stay on this machine (LoopbackAPI), the real signaling server on
// loopback (SignalServer) and sessions' logs kept for a failing test (Logger).
package p2ptest

import "github.com/heatracing/heat/p2p"

// Sessions in tests take guests: the platform's name rules, as the rooms' pages register them.
func init() { p2p.UsePlatformNames() }
