package kit

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
)

// File is a whole game: its configuration C, its seed and every action A taken. Replaying it
// rebuilds the game exactly. The host saves it, tests use it as golden files.
type File[C, A any] struct {
	Version int         `json:"version"`
	Game    string      `json:"game"`
	Config  C           `json:"config"`
	Seed    uint64      `json:"seed"`
	Actions []Logged[A] `json:"actions"`
}

// Player is a game an engine starts and plays: what replaying a file needs of it.
type Player[A any] interface {
	Apply(seat int, a A) error
}

// Format is an engine's game file: the words its errors use and how a game starts. G is the
// engine's game, C its configuration, A its action.
type Format[C any, A fmt.Stringer, G Player[A]] struct {
	Game    string // in the file's "game": "heat"
	Name    string // the game in a player's words: "Heat"
	Noun    string // what the file holds: "race" or "game"
	Version int    // the version this engine writes and reads
	// Unreadable begins the error for bytes that are no file of this format: "not a race file".
	Unreadable string
	// New starts a game from a configuration and a seed.
	New func(C, uint64) (G, error)
}

// File is the file of a game so far.
func (f Format[C, A, G]) File(cfg C, seed uint64, log []Logged[A]) File[C, A] {
	return File[C, A]{Version: f.Version, Game: f.Game, Config: cfg, Seed: seed, Actions: log}
}

// Start checks a file's version and game and starts its game before the first action.
func (f Format[C, A, G]) Start(file File[C, A]) (G, error) {
	var zero G
	if file.Version != f.Version {
		return zero, fmt.Errorf("%s file version %d cannot be read (this game reads version %d)", f.Noun, file.Version, f.Version)
	}
	if file.Game != f.Game {
		return zero, fmt.Errorf("this %s file is for %q, not %s", f.Noun, file.Game, f.Name)
	}
	return f.New(file.Config, file.Seed)
}

// Replay rebuilds a game from its file. It fails, naming the action, if an action does not apply.
func (f Format[C, A, G]) Replay(file File[C, A]) (G, error) {
	g, err := f.Start(file)
	if err != nil {
		return g, err
	}
	for i, l := range file.Actions {
		if err := g.Apply(l.Seat, l.Action); err != nil {
			var zero G
			return zero, fmt.Errorf("%s file action %d (seat %d: %s): %w", f.Noun, i+1, l.Seat, l.Action, err)
		}
	}
	return g, nil
}

// Parse reads a file, refusing any field it does not know, and replays it.
func (f Format[C, A, G]) Parse(b []byte) (G, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var file File[C, A]
	if err := dec.Decode(&file); err != nil {
		var zero G
		return zero, fmt.Errorf("%s: %w", f.Unreadable, err)
	}
	return f.Replay(file)
}

// Digest is a hash of a game's whole state, hidden parts included. Two games with the same
// digest are the same game; it reveals nothing of the state itself. The state is plain data, so
// it always encodes.
func Digest(state any) [32]byte {
	b, err := json.Marshal(state)
	if err != nil {
		panic(fmt.Sprintf("kit: a game's state does not encode: %v", err))
	}
	return sha256.Sum256(b)
}
