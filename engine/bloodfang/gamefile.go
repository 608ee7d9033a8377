package bloodfang

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"slices"
)

// FileVersion is the version of the game file format this engine writes and reads.
const FileVersion = 1

// File is a whole game: its configuration, its seed and every action taken. Replaying it
// rebuilds the game exactly. The host saves it, tests use it as golden files.
type File struct {
	Version int      `json:"version"`
	Game    string   `json:"game"`
	Config  Config   `json:"config"`
	Seed    uint64   `json:"seed"`
	Actions []Logged `json:"actions"`
}

const gameName = "bloodfang"

// File returns the game file of the game so far.
func (g *Game) File() File {
	return File{Version: FileVersion, Game: gameName, Config: g.Config(), Seed: g.s.Seed, Actions: slices.Clone(g.s.Log)}
}

// Replay rebuilds a game from its file. It fails, naming the action, if an action does not apply.
func Replay(f File) (*Game, error) {
	if f.Version != FileVersion {
		return nil, fmt.Errorf("game file version %d cannot be read (this game reads version %d)", f.Version, FileVersion)
	}
	if f.Game != gameName {
		return nil, fmt.Errorf("this game file is for %q, not Blood Fang", f.Game)
	}
	g, err := New(f.Config, f.Seed)
	if err != nil {
		return nil, err
	}
	for i, l := range f.Actions {
		if err := g.Apply(l.Seat, l.Action); err != nil {
			return nil, fmt.Errorf("game file action %d (seat %d: %s): %w", i+1, l.Seat, l.Action, err)
		}
	}
	return g, nil
}

// ParseFile reads a game file and replays it.
func ParseFile(b []byte) (*Game, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var f File
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("not a Blood Fang game file: %w", err)
	}
	return Replay(f)
}

// MarshalFile encodes the game file.
func (g *Game) MarshalFile() ([]byte, error) { return json.Marshal(g.File()) }

// Digest is a hash of the whole state, hidden parts and events included. Two games with the
// same digest are the same game; it reveals nothing of the state itself.
func (g *Game) Digest() [32]byte {
	b, err := json.Marshal(g.s)
	if err != nil {
		panic(fmt.Sprintf("bloodfang: state does not encode: %v", err)) // state is plain data
	}
	return sha256.Sum256(b)
}
