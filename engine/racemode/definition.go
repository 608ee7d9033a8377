package racemode

import (
	"cmp"
	"errors"
	"fmt"
	"maps"
	"slices"

	"github.com/heatracing/heat/engine/kit"
)

// Definition is a static campaign map: the three start decks, the levels between the start and
// the boss, and the boss's race. Generate turns it into a Map.
type Definition struct {
	StartDecks []Deck     `json:"startDecks"` // exactly 3
	Levels     []LevelDef `json:"levels"`     // level 1 first
	Boss       Race       `json:"boss"`
	Choices    int        `json:"choices,omitempty"` // cards a CARD_CHOICE offers; 0 means 3
	Names      []string   `json:"names,omitempty"`   // the start decks' names, optional
}

// LevelDef is one level: its node count, which indexes are UPGRADE or CARD_CHOICE nodes, and the
// race of every other (MATCH) index.
type LevelDef struct {
	Nodes      int          `json:"nodes"`
	Upgrade    []int        `json:"upgrade,omitempty"`
	CardChoice []int        `json:"cardChoice,omitempty"`
	Races      map[int]Race `json:"races,omitempty"` // by node index: exactly the MATCH indexes
}

// Race is what a MATCH or the BOSS races: a circuit, the opponents' decks (one bot driver
// each), special rules (which take precedence over the global modes) and laps (0: the circuit's).
type Race struct {
	Circuit   string `json:"circuit"`
	Opponents []Deck `json:"opponents"`
	Rules     []Mode `json:"rules,omitempty"`
	Laps      int    `json:"laps,omitempty"`
	// CardChoice: a MATCH won offers a card choice, as a CARD_CHOICE node does (never the boss,
	// whose win ends the run).
	CardChoice bool `json:"cardChoice,omitempty"`
	// Gentle: the opponents drive gently (the easy bot), for a newcomer's first races.
	Gentle bool `json:"gentle,omitempty"`
}

// Circuits are the Heat circuits a race may use.
var Circuits = []string{"usa", "italia", "france", "gb"}

// Limits of a definition.
const (
	StartDecks   = 3
	MaxLevelSize = 7
	MaxOpponents = 5
	MaxLaps      = 3
	MaxChoices   = 6
)

// validate reports why the race cannot be run, or nil.
func (r Race) validate() error {
	if !slices.Contains(Circuits, r.Circuit) {
		return fmt.Errorf("circuit %q is not one of usa, italia, france, gb", r.Circuit)
	}
	if len(r.Opponents) < 1 || len(r.Opponents) > MaxOpponents {
		return fmt.Errorf("a race has 1 to %d opponents, not %d", MaxOpponents, len(r.Opponents))
	}
	for i, d := range r.Opponents {
		if err := d.Validate(); err != nil {
			return fmt.Errorf("opponent %d's deck: %w", i+1, err)
		}
	}
	if err := validModes(r.Rules); err != nil {
		return err
	}
	if r.Laps < 0 || r.Laps > MaxLaps {
		return fmt.Errorf("a race has 0 (the circuit's) to %d laps, not %d", MaxLaps, r.Laps)
	}
	return nil
}

// Validate reports the first reason the definition cannot make a valid map, or nil.
func (d *Definition) Validate() error {
	if len(d.StartDecks) != StartDecks {
		return fmt.Errorf("a campaign offers %d start decks, not %d", StartDecks, len(d.StartDecks))
	}
	for i, deck := range d.StartDecks {
		if err := deck.Validate(); err != nil {
			return fmt.Errorf("start deck %d: %w", i+1, err)
		}
	}
	if len(d.Names) != 0 && len(d.Names) != StartDecks {
		return fmt.Errorf("the start decks have %d names, not %d", StartDecks, len(d.Names))
	}
	if d.Choices < 0 || d.Choices > MaxChoices {
		return fmt.Errorf("a card choice offers 1 to %d cards, not %d", MaxChoices, d.Choices)
	}
	if len(d.Levels) == 0 {
		return errors.New("a campaign needs at least one level between the start and the boss")
	}
	total := 0
	for i, l := range d.Levels {
		if err := l.validate(); err != nil {
			return fmt.Errorf("level %d: %w", i+1, err)
		}
		total += l.Nodes
	}
	if total >= BossID {
		return fmt.Errorf("a campaign has at most %d regular nodes, not %d", BossID-1, total)
	}
	if err := d.Boss.validate(); err != nil {
		return fmt.Errorf("boss: %w", err)
	}
	if d.Boss.CardChoice {
		return errors.New("boss: its win ends the run, so it offers no card choice")
	}
	return nil
}

func (l LevelDef) validate() error {
	if l.Nodes < 1 || l.Nodes > MaxLevelSize {
		return fmt.Errorf("a level has 1 to %d nodes, not %d", MaxLevelSize, l.Nodes)
	}
	kind := make([]NodeType, l.Nodes)
	for _, set := range []struct {
		idx []int
		t   NodeType
	}{{l.Upgrade, Upgrade}, {l.CardChoice, CardChoice}} {
		for _, i := range set.idx {
			if i < 0 || i >= l.Nodes {
				return fmt.Errorf("%s index %d is outside the level's %d nodes", set.t, i, l.Nodes)
			}
			if kind[i] != 0 {
				return fmt.Errorf("node index %d is listed twice", i)
			}
			kind[i] = set.t
		}
	}
	for i := range l.Nodes {
		r, ok := l.Races[i]
		if kind[i] != 0 {
			if ok {
				return fmt.Errorf("node index %d is a %s and cannot have a race", i, kind[i])
			}
			continue
		}
		if !ok {
			return fmt.Errorf("MATCH node index %d has no race", i)
		}
		if err := r.validate(); err != nil {
			return fmt.Errorf("node index %d: %w", i, err)
		}
	}
	keys := slices.Collect(maps.Keys(l.Races))
	kit.SortSmall(keys, cmp.Compare[int])
	for _, i := range keys {
		if i < 0 || i >= l.Nodes {
			return fmt.Errorf("a race is given for node index %d, outside the level's %d nodes", i, l.Nodes)
		}
	}
	return nil
}

// choices is the number of cards a CARD_CHOICE offers.
func (d *Definition) choices() int {
	if d.Choices == 0 {
		return 3
	}
	return d.Choices
}
