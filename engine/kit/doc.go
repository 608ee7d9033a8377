// Package kit is what every rules engine shares, so that no engine writes it again: the errors
// Apply returns (kinds a caller tells apart with errors.Is, each with a sentence for the player),
// reading an action a player sent, and the game file (configuration, seed and action log) that
// replays a game byte for byte. It imports nothing but the standard library, so engines stay pure.
package kit
