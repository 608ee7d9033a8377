package campaign

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
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
}

// Marshal returns the run's save.
func (r *Run) Marshal() []byte {
	s := save{Version: SaveVersion, Completed: r.completed, Deck: r.deck, Camera: r.camera, Modes: r.modes, Seed: r.seed, Opening: r.opening, Losses: r.losses}
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
	var s save
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("%w: it is not a saved race (%v)", ErrBadSave, err)
	}
	if dec.More() {
		return nil, fmt.Errorf("%w: it has data after the saved race", ErrBadSave)
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
		if len(s.Deck) != 0 {
			return errors.New("it has a deck but no start deck was chosen")
		}
		return nil
	}
	if err := s.Deck.Validate(); err != nil {
		return fmt.Errorf("its deck: %w", err)
	}
	return validModes(s.Modes)
}
