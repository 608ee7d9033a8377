// Package heat is the rules engine of Heat: Pedal to the Metal, base game, as published. The
// game's own packages (its bot, title adapter and pages) import it as engine.
//
// A race is its Config, a seed and the log of actions the seats took: New builds the starting
// state from the first two, Apply plays one action, and replaying the log gives the same state,
// byte for byte. The engine is pure: no I/O, no clock, no goroutines, and its only randomness is
// a generator whose state lives inside the race.
//
// State leaves the engine only through View, which holds what one seat may see and nothing more,
// and through the events of Events, filtered the same way. Legal lists what a seat may do now.
// Every action from outside is validated; an invalid one returns an error a player can read and
// changes nothing.
//
// Fork copies a race into a simulation that plays by the same code without recording events or
// actions, for searches and benchmarks. A driver may Retire its car at any time (RULES.md); the
// solo host ends a race whose humans are all out with PlayOut.
//
// Race Mode (engine/racemode) races here too: a seat's Deck of 15 campaign cards, each an id and
// a version (versions.go: the versions are catalog entries with more symbols), replaces the
// starting deck, and Config.Special plays the campaign's special modes (special.go);
// CampaignMatch builds such a race from plain data. engine/racemode/RULES.md tells both.
package heat
