package heat

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"fmt"
)

// RaceFileVersion is the version of the race file format this engine writes and reads.
const RaceFileVersion = 1

// RaceFile is a whole race: its configuration, its seed and every action taken. Replaying it
// rebuilds the race exactly. The host saves it, players download it as a replay, tests use it as
// golden files.
type RaceFile struct {
	Version int      `json:"version"`
	Game    string   `json:"game"`
	Config  Config   `json:"config"`
	Seed    uint64   `json:"seed"`
	Actions []Logged `json:"actions"`
}

const gameName = "heat"

// File returns the race file of the race so far.
func (r *Race) File() RaceFile {
	return RaceFile{
		Version: RaceFileVersion, Game: gameName, Config: r.s.Config, Seed: r.s.Seed,
		Actions: r.s.Log.all(),
	}
}

// Replay rebuilds a race from its file. It fails, naming the action, if an action does not apply.
func Replay(f RaceFile) (*Race, error) {
	if f.Version != RaceFileVersion {
		return nil, fmt.Errorf("race file version %d cannot be read (this game reads version %d)", f.Version, RaceFileVersion)
	}
	if f.Game != gameName {
		return nil, fmt.Errorf("this race file is for %q, not Heat", f.Game)
	}
	r, err := New(f.Config, f.Seed)
	if err != nil {
		return nil, err
	}
	for i, l := range f.Actions {
		if err := r.Apply(l.Seat, l.Action); err != nil {
			return nil, fmt.Errorf("race file action %d (seat %d: %s): %w", i+1, l.Seat, l.Action, err)
		}
	}
	return r, nil
}

// ParseRaceFile reads a race file and replays it.
func ParseRaceFile(b []byte) (*Race, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var f RaceFile
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("not a race file: %w", err)
	}
	return Replay(f)
}

// MarshalFile encodes the race file.
func (r *Race) MarshalFile() ([]byte, error) { return json.Marshal(r.File()) }

// Digest is a hash of the whole state, hidden parts included (of the event log, only its length:
// events are only ever appended). Two races with the same digest are the same race; it reveals
// nothing of the state itself.
func (r *Race) Digest() [32]byte {
	b, err := json.Marshal(r.s)
	if err != nil {
		panic(fmt.Sprintf("engine: state does not encode: %v", err)) // state is plain data
	}
	return sha256.Sum256(b)
}
