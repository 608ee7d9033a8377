package racemode

import (
	"bytes"
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/heatracing/heat/engine/kit"
)

// SaveVersion is the version of the save format Marshal writes and Load accepts.
const SaveVersion = 1

// save is the stored run: the seed's raceMapProgress (completed nodes only), raceDeck,
// raceCoordinates and raceEnabledModes, with the run's seed, its opening rule and the races
// lost (for the summary).
type save struct {
	Version   int     `json:"version"`
	Completed []int   `json:"completed"`
	Deck      Deck    `json:"deck"`
	Camera    Camera  `json:"camera"`
	Modes     []Mode  `json:"modes"`
	Seed      uint64  `json:"seed,string"`
	Opening   Opening `json:"opening"`
	Losses    int     `json:"losses"`
	// Pending is the MATCH won whose card choice waits (see Run.PendingChoice), 0 for none.
	Pending int `json:"pending,omitempty"`
}

// saveIn is a save as Load reads it: the completed nodes may still carry the string ids of the
// saves made before node ids were numbers (see migrateIDs).
type saveIn struct {
	save
	Completed []json.RawMessage `json:"completed"`
}

// Marshal returns the run's save.
func (r *Run) Marshal() []byte {
	s := save{Version: SaveVersion, Completed: r.completed, Deck: r.deck, Camera: r.camera, Modes: r.modes, Seed: r.seed, Opening: r.opening, Losses: r.losses, Pending: r.pending}
	if s.Completed == nil {
		s.Completed = []int{}
	}
	if s.Deck == nil {
		s.Deck = Deck{}
	}
	if s.Modes == nil {
		s.Modes = []Mode{}
	}
	b, _ := json.Marshal(s) // plain data: it cannot fail
	return b
}

// ErrBadSave starts every refusal of a save.
var ErrBadSave = errors.New("the saved race cannot be loaded")

// Load reads a save made by Marshal for map m. A save that is not fully valid for m (bad JSON,
// another version, unknown fields, nodes that are not a path the rules could make, a bad deck)
// is refused whole with the reason; nothing is half loaded.
func Load(m *Map, data []byte) (*Run, error) {
	var in saveIn
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		return nil, fmt.Errorf("%w: it is not a saved race (%v)", ErrBadSave, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: it has data after the saved race", ErrBadSave)
	}
	s := in.save
	var err error
	if s.Completed, err = migrateIDs(m, in.Completed); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadSave, err)
	}
	if err := s.check(m); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadSave, err)
	}
	r := New(m, s.Seed, s.Opening)
	r.completed = s.Completed
	if len(s.Deck) > 0 {
		r.deck = s.Deck
	}
	r.camera = s.Camera
	r.losses = s.Losses
	r.pending = s.Pending
	if err := r.SetGlobalModes(s.Modes); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrBadSave, err)
	}
	if len(r.completed) == 0 {
		r.completed = nil
	}
	return r, nil
}

func (s *save) check(m *Map) error {
	if s.Version != SaveVersion {
		return fmt.Errorf("it was saved in format %d, and this version reads format %d", s.Version, SaveVersion)
	}
	if s.Losses < 0 {
		return fmt.Errorf("it counts %d lost races", s.Losses)
	}
	if !s.Opening.valid() {
		return fmt.Errorf("its rule for opening nodes, %q, is unknown", s.Opening)
	}
	if err := m.checkPath(s.Completed, s.Opening); err != nil {
		return err
	}
	if len(s.Completed) == 0 {
		if s.Pending != 0 {
			return fmt.Errorf("node %d has no card choice waiting: nothing is completed", s.Pending)
		}
		if len(s.Deck) != 0 {
			return errors.New("it has a deck but no start deck was chosen")
		}
		return nil
	}
	if err := s.Deck.Validate(); err != nil {
		return fmt.Errorf("its deck: %w", err)
	}
	if s.Pending != 0 {
		n := m.Nodes[s.Pending]
		if s.Pending != s.Completed[len(s.Completed)-1] || n.Type != Match || !n.Race.CardChoice {
			return fmt.Errorf("node %d has no card choice waiting: only the last MATCH won may, when it offers one", s.Pending)
		}
	}
	return validModes(s.Modes)
}

// migrateIDs reads the completed node ids of a save. Saves made before node ids were numbers
// named nodes with strings, which are read as the numbers the map gives the same nodes:
// "start" (0), "boss" (100), a number written as a string ("7"), "node-7", and "level-L-I" or
// "level-L-node-I", node I (from 0, left to right) of level L (from 1). Anything else is
// refused with the id.
func migrateIDs(m *Map, raw []json.RawMessage) ([]int, error) {
	out := make([]int, 0, len(raw))
	for _, r := range raw {
		var n int
		if err := json.Unmarshal(r, &n); err == nil {
			out = append(out, n)
			continue
		}
		var s string
		if err := json.Unmarshal(r, &s); err != nil {
			return nil, fmt.Errorf("a completed node, %s, is neither a number nor a name", r)
		}
		id, ok := oldID(m, s)
		if !ok {
			return nil, fmt.Errorf("a completed node, %q, is not a node name this version knows", s)
		}
		out = append(out, id)
	}
	return out, nil
}

// oldID reads one string node id of the older saves (see migrateIDs).
func oldID(m *Map, s string) (int, bool) {
	switch s {
	case "start":
		return StartID, true
	case "boss":
		return BossID, true
	}
	if n, err := strconv.Atoi(strings.TrimPrefix(s, "node-")); err == nil && n >= 0 {
		return n, true
	}
	parts := strings.Split(strings.TrimPrefix(s, "level-"), "-")
	if len(parts) == 3 && parts[1] == "node" {
		parts = []string{parts[0], parts[2]}
	}
	if !strings.HasPrefix(s, "level-") || len(parts) != 2 {
		return 0, false
	}
	level, err1 := strconv.Atoi(parts[0])
	index, err2 := strconv.Atoi(parts[1])
	if err1 != nil || err2 != nil || level < 1 || index < 0 {
		return 0, false
	}
	var ids []int
	for id, n := range m.Nodes {
		if n.Level == level && n.Type != Boss {
			ids = append(ids, id)
		}
	}
	kit.SortSmall(ids, cmp.Compare[int]) // a level's ids run left to right
	if index >= len(ids) {
		return 0, false
	}
	return ids[index], true
}
