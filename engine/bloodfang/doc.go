// Package bloodfang is the rules engine of Blood Fang (RULES.md), a two-player lane duel: the
// players place cards on a board of three lanes of five tiles, claim tiles with pawns, and win
// each lane they lead; the player with the more points from the lanes they won wins.
//
// A game is its Config, a seed and the log of actions the seats took: New builds the starting
// state from the first two, Apply plays one action, and replaying the log (Replay) gives the same
// state, byte for byte. The engine is pure: no I/O, no clock, no goroutines, and its only
// randomness is an engine/rng generator whose state lives inside the game.
//
// State leaves the engine only through View, which holds what one seat may see, and Events,
// filtered the same way: no seat sees the other's hand or the order of either deck. Legal lists
// what a seat may do now (the seed's getValidMoves); an invalid action returns an error a player
// can read and changes nothing. Cards are data (cards.json, embedded and validated on load);
// their abilities follow the seed's data-driven model: a trigger, an effect and a target.
// RULES.md lists the decisions the seed leaves open.
package bloodfang
