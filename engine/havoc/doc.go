// Package havoc is the rules engine of Havoc Speedway (seeds 001 and 003): a Storm card game
// (Prsi) decides each round's order, then the cars race round a four-lane speedway on dice, over
// coins the players have hidden on the track. The game's own packages (its bot, title adapter
// and pages) import it as engine.
//
// A game is its Config, a seed and the log of actions the seats took: New builds the starting
// state from the first two, Apply plays one action, and replaying the log (Replay) gives the same
// state, byte for byte. The engine is pure: no I/O, no clock, no goroutines, and its only
// randomness is an engine/rng generator whose state lives inside the game.
//
// A game runs through five stages (the rules' "Game Flow Overview"): dealer selection once, then
// every round a Storm, the lane selection once after the first Storm, the coin stage and the
// racing stage. State leaves the engine only through View, which holds what one seat may see,
// and through Events, filtered the same way: no seat ever sees another's hand, the stock's order,
// the face-down cards of the dealer selection, the value of another player's face-down coin or
// the purse. Legal lists what a seat may do now; an invalid action returns an error a player can
// read and changes nothing. RULES.md lists the decisions the seeds leave open.
package havoc
