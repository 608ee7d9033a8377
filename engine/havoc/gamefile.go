package havoc

import (
	"encoding/json"
	"slices"

	"github.com/heatracing/heat/engine/kit"
)

// FileVersion is the version of the game file format this engine writes and reads.
const FileVersion = 1

// File is a whole game: its configuration, its seed and every action taken. Replaying it
// rebuilds the game exactly. The host saves it, tests use it as golden files.
type File = kit.File[Config, Action]

// FileFormat is engine/kit's game file for Havoc Speedway: Replay rebuilds a game from its file,
// failing and naming the action if one does not apply, and ParseFile reads a file and replays it.
var (
	FileFormat = kit.Format[Config, Action, *Game]{Game: "havoc", Name: "Havoc Speedway", Noun: "game", Version: FileVersion, Unreadable: "not a Havoc Speedway game file", New: New}
	Replay     = FileFormat.Replay
	ParseFile  = FileFormat.Parse
)

// File returns the game file of the game so far; MarshalFile encodes it.
func (g *Game) File() File                   { return FileFormat.File(g.s.Config, g.s.Seed, slices.Clone(g.s.Log)) }
func (g *Game) MarshalFile() ([]byte, error) { return json.Marshal(g.File()) }

// Digest is a hash of the whole state, hidden parts included and events. Two games with the
// same digest are the same game; it reveals nothing of the state itself.
func (g *Game) Digest() [32]byte { return kit.Digest(g.s) }
