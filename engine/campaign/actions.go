package campaign

import (
	"errors"
	"fmt"
)

// The seed's refusals, in the player's words (lower case as Go errors are; a page capitalizes them).
var (
	ErrNotAccessible = errors.New("this node is not yet accessible")
	ErrLevelDone     = errors.New("this level has already been completed")
	ErrCompleted     = errors.New("this node is already completed")
	ErrRunWon        = errors.New("the boss is beaten: restart for a new run")
	ErrChoicePending = errors.New("first choose a card for the race you won, or skip it")
)

// take checks that node id can be taken now and is of one of the types, and returns it.
func (r *Run) take(id int, types ...NodeType) (*Node, error) {
	n := r.m.Nodes[id]
	if n == nil {
		return nil, fmt.Errorf("there is no node %d on this map", id)
	}
	if r.pending != 0 {
		return nil, ErrChoicePending
	}
	switch r.State(id) {
	case Completed:
		return nil, ErrCompleted
	case SameLevelCompleted:
		return nil, ErrLevelDone
	case Inaccessible:
		if r.Won() {
			return nil, ErrRunWon
		}
		return nil, ErrNotAccessible
	}
	if !containsType(types, n.Type) {
		return nil, fmt.Errorf("node %d is a %s node, not a %s", id, n.Type, types[0])
	}
	return n, nil
}

func containsType(ts []NodeType, t NodeType) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

func (r *Run) complete(id int) { r.completed = append(r.completed, id) }

// StartDecks returns the three decks the start node offers.
func (r *Run) StartDecks() []Deck {
	out := make([]Deck, len(r.m.Def.StartDecks))
	for i, d := range r.m.Def.StartDecks {
		out[i] = d.Clone()
	}
	return out
}

// ChooseStartDeck takes the start node with start deck i (0 to 2).
func (r *Run) ChooseStartDeck(i int) error {
	if _, err := r.take(StartID, StartDeckSelection); err != nil {
		return err
	}
	if i < 0 || i >= len(r.m.Def.StartDecks) {
		return fmt.Errorf("there is no start deck %d: choose 1 to %d", i+1, len(r.m.Def.StartDecks))
	}
	r.deck = r.m.Def.StartDecks[i].Clone()
	r.complete(StartID)
	return nil
}

// Setup is everything a MATCH or BOSS race needs: the player's deck, the node's race and the
// special modes that apply.
type Setup struct {
	Node   int
	Player Deck
	Race   Race
	Modes  []Mode
}

// RaceAt returns the race to run for node id, if the node can be raced now.
func (r *Run) RaceAt(id int) (Setup, error) {
	n, err := r.take(id, Match, Boss)
	if err != nil {
		return Setup{}, err
	}
	if len(r.deck) == 0 {
		return Setup{}, ErrDeckEmpty
	}
	race := *n.Race
	race.Opponents = make([]Deck, len(n.Race.Opponents))
	for i, d := range n.Race.Opponents {
		race.Opponents[i] = d.Clone()
	}
	race.Rules = append([]Mode(nil), n.Race.Rules...)
	return Setup{Node: id, Player: r.deck.Clone(), Race: race, Modes: r.ModesFor(id)}, nil
}

// RaceResult records the end of node id's race: a win completes it (and, when the MATCH has one,
// opens its card choice: see PendingChoice); a loss leaves it open and is only counted, for the
// run's summary.
func (r *Run) RaceResult(id int, won bool) error {
	if _, err := r.RaceAt(id); err != nil {
		return err
	}
	if won {
		r.complete(id)
		if n := r.m.Nodes[id]; n.Type == Match && n.Race.CardChoice {
			r.pending = id
		}
	} else {
		r.losses++
	}
	return nil
}

// Upgradable returns the deck indexes of base-version cards, those an UPGRADE may raise.
func (r *Run) Upgradable() []int {
	var out []int
	for i, c := range r.deck {
		if c.Version == 0 {
			out = append(out, i)
		}
	}
	return out
}

// UpgradeCard takes UPGRADE node id by setting deck card i (from 0), a base card, to one of its
// three versions: 0 keeps the base card as it is, 1 and 2 raise it.
func (r *Run) UpgradeCard(id, i, version int) error {
	if _, err := r.take(id, Upgrade); err != nil {
		return err
	}
	if i < 0 || i >= len(r.deck) {
		return fmt.Errorf("there is no card %d in the deck: choose 1 to %d", i+1, len(r.deck))
	}
	if r.deck[i].Version != 0 {
		return fmt.Errorf("card %d (%s) is already upgraded: choose a base card", i+1, r.deck[i].ID)
	}
	if version < 0 || version > MaxVersion {
		return fmt.Errorf("version %d does not exist: choose 0 (the base card), 1 or 2", version)
	}
	r.deck[i].Version = version
	r.complete(id)
	return nil
}

// SkipUpgrade takes UPGRADE node id without an upgrade, allowed only when no card is left at
// its base version.
func (r *Run) SkipUpgrade(id int) error {
	if _, err := r.take(id, Upgrade); err != nil {
		return err
	}
	if len(r.Upgradable()) > 0 {
		return errors.New("a base card can still be upgraded: choose one")
	}
	r.complete(id)
	return nil
}
