// Package kit runs a game in a session from its typed definition (Rules): its settings, actions,
// per-seat views, bots, save and replay. A game writes its rules and its engine; the kit writes
// the p2p.Title and p2p.Match around them, so that no game writes its own adapter: reading
// settings and intents strictly, the seat checks, the save (a title, the settings and the game's
// own file), and the audit's replay of a save as the intents the pages submit.
package kit
