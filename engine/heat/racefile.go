package heat

import (
	"github.com/heatracing/heat/engine/kit"
)

// FileFormat is engine/kit's game file for Heat (version 1): FileFormat.Replay rebuilds a race
// from its file, failing and naming the action if one does not apply, and FileFormat.Parse reads
// a file and replays it.
var FileFormat = kit.Format[Config, Action, *Race]{Game: "heat", Name: "Heat", Noun: "race", Version: 1, Unreadable: "not a race file", New: New}

// RaceFile is a whole race: its configuration, its seed and every action taken. Replaying it
// rebuilds the race exactly. The host saves it, tests use it as golden files.
type RaceFile = kit.File[Config, Action]

// File returns the race file of the race so far.
func (r *Race) File() RaceFile { return FileFormat.File(r.s.Config, r.s.Seed, r.s.Log.all()) }

// Digest is a hash of the whole state, hidden parts included (of the event log, only its
// length: events are only ever appended). Two races with the same digest are the same race; it
// reveals nothing of the state itself.
func (r *Race) Digest() [32]byte { return kit.Digest(r.s) }
