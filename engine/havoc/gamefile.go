package havoc

import (
	"slices"

	"github.com/heatracing/heat/engine/kit"
)

// FileFormat is engine/kit's game file for Havoc Speedway (version 1): FileFormat.Replay
// rebuilds a game from its file, failing and naming the action if one does not apply, and
// FileFormat.Parse reads a file and replays it.
var FileFormat = kit.Format[Config, Action, *Game]{Game: "havoc", Name: "Havoc Speedway", Noun: "game", Version: 1, Unreadable: "not a Havoc Speedway game file", New: New}

// File is a whole game: its configuration, its seed and every action taken. Replaying it
// rebuilds the game exactly. The host saves it, tests use it as golden files.
type File = kit.File[Config, Action]

// File returns the game file of the game so far.
func (g *Game) File() File { return FileFormat.File(g.s.Config, g.s.Seed, slices.Clone(g.s.Log)) }

// Digest is a hash of the whole state, hidden parts included and events. Two games with the
// same digest are the same game; it reveals nothing of the state itself.
func (g *Game) Digest() [32]byte { return kit.Digest(g.s) }
