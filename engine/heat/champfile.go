package heat

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
)

// ChampFileVersion is the version of the championship file format this engine writes and reads.
const ChampFileVersion = 1

const champGameName = "heat-championship"

// ErrChampFile wraps every reason a saved championship cannot be read: the page says so and
// offers to start over.
var ErrChampFile = errors.New("this saved championship cannot be resumed")

// ChampFile is a whole championship: its configuration, its seed and the race file of every race
// started, the last one possibly unfinished. Replaying it rebuilds the championship exactly; the
// standings and what the drivers carry follow from the races.
type ChampFile struct {
	Version int         `json:"version"`
	Game    string      `json:"game"`
	Config  ChampConfig `json:"config"`
	Seed    uint64      `json:"seed"`
	Races   []RaceFile  `json:"races"`
}

// File returns the championship file so far.
func (ch *Championship) File() ChampFile {
	f := ChampFile{Version: ChampFileVersion, Game: champGameName, Config: ch.given, Seed: ch.seed}
	f.Races = append(slices.Clone(ch.files), ch.race.File())
	return f
}

// MarshalFile encodes the championship file.
func (ch *Championship) MarshalFile() ([]byte, error) { return json.Marshal(ch.File()) }

// ReplayChampionship rebuilds a championship from its file. Each race's setup must be the one
// the championship gives it (a file written by another version of the rules is refused), and each
// action must apply.
func ReplayChampionship(f ChampFile) (*Championship, error) {
	fail := func(format string, args ...any) (*Championship, error) {
		return nil, fmt.Errorf("%w: %s", ErrChampFile, fmt.Sprintf(format, args...))
	}
	switch {
	case f.Game != champGameName:
		return fail("it is not a Heat championship")
	case f.Version != ChampFileVersion:
		return fail("it was saved in format %d; this version of the game reads format %d", f.Version, ChampFileVersion)
	case len(f.Races) == 0:
		return fail("it holds no race")
	}
	ch, err := NewChampionship(f.Config, f.Seed)
	if err != nil {
		return fail("%v", err)
	}
	if len(f.Races) > len(ch.cfg.Races) {
		return fail("it holds %d races but the championship has %d", len(f.Races), len(ch.cfg.Races))
	}
	for i, rf := range f.Races {
		if i > 0 {
			if !ch.Between() {
				return fail("race %d starts before race %d is over", i+1, i)
			}
			if err := ch.NextRace(); err != nil {
				return fail("%v", err)
			}
		}
		want := ch.race.File()
		if !sameSetup(want, rf) {
			return fail("race %d was set up by another version of the rules", i+1)
		}
		for j, l := range rf.Actions {
			if err := ch.race.Apply(l.Seat, l.Action); err != nil {
				return fail("race %d, action %d (seat %d: %s): %v", i+1, j+1, l.Seat, l.Action, err)
			}
		}
	}
	return ch, nil
}

// sameSetup reports whether two race files start the same race.
func sameSetup(a, b RaceFile) bool {
	if a.Version != b.Version || a.Game != b.Game || a.Seed != b.Seed {
		return false
	}
	ja, err1 := json.Marshal(a.Config)
	jb, err2 := json.Marshal(b.Config)
	return err1 == nil && err2 == nil && bytes.Equal(ja, jb)
}

// ParseChampFile reads a championship file and replays it. Whatever is wrong with it, the error
// wraps ErrChampFile.
func ParseChampFile(b []byte) (*Championship, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var f ChampFile
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("%w: it is not a championship file (%v)", ErrChampFile, err)
	}
	return ReplayChampionship(f)
}
