package heat

import (
	"encoding/json"

	"github.com/heatracing/heat/engine/kit"
)

// RaceFileVersion is the version of the race file format this engine writes and reads.
const RaceFileVersion = 1

// RaceFile is a whole race: its configuration, its seed and every action taken. Replaying it
// rebuilds the race exactly. The host saves it, tests use it as golden files.
type RaceFile = kit.File[Config, Action]

// FileFormat is engine/kit's game file for Heat: Replay rebuilds a race from its file, failing
// and naming the action if one does not apply, and ParseRaceFile reads a file and replays it.
var (
	FileFormat    = kit.Format[Config, Action, *Race]{Game: "heat", Name: "Heat", Noun: "race", Version: RaceFileVersion, Unreadable: "not a race file", New: New}
	Replay        = FileFormat.Replay
	ParseRaceFile = FileFormat.Parse
)

// File returns the race file of the race so far; MarshalFile encodes it.
func (r *Race) File() RaceFile               { return FileFormat.File(r.s.Config, r.s.Seed, r.s.Log.all()) }
func (r *Race) MarshalFile() ([]byte, error) { return json.Marshal(r.File()) }

// Digest is a hash of the whole state, hidden parts included (of the event log, only its
// length: events are only ever appended). Two races with the same digest are the same race; it
// reveals nothing of the state itself.
func (r *Race) Digest() [32]byte { return kit.Digest(r.s) }
