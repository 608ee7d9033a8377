// Package engine is the home of the platform's rules engines, one subpackage per game
// (engine/heat, ...), and of the little they truly share (engine/rng, the seeded generator kept
// in a game's state).
//
// Every engine is pure Go: a game is a configuration, a seed and an action log; Apply validates
// and applies one action, Legal lists what a seat may do, View is what one seat may see. No I/O,
// no clock, no goroutines, no global randomness. Engines import only tracks and the standard
// library (see docs/ARCHITECTURE.md).
package engine
