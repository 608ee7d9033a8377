package racemode

import "github.com/heatracing/heat/engine/kit"

// NodeType is what a node does when the player takes it.
type NodeType uint8

// Node types (the seed's).
const (
	StartDeckSelection NodeType = iota + 1 // choose one of the three start decks
	Match                                  // a race; won, it completes; lost, it stays open
	CardChoice                             // take one of the offered cards in place of an upgrade
	Upgrade                                // raise a base-version card to version 1 or 2
	Boss                                   // the final, harder race
)

var nodeTypes = kit.Enum[NodeType]{Of: "node type", Words: []string{StartDeckSelection: "START_DECK_SELECTION", Match: "MATCH", CardChoice: "CARD_CHOICE", Upgrade: "UPGRADE", Boss: "BOSS"}}

func (t NodeType) String() string { return nodeTypes.String(t) }

// MarshalText writes the type's name.
func (t NodeType) MarshalText() ([]byte, error) { return []byte(t.String()), nil }

// UnmarshalText reads a type's name.
func (t *NodeType) UnmarshalText(b []byte) error { return nodeTypes.Read(t, b) }

// Node ids.
const (
	StartID = 0
	BossID  = 100
)

// Node is one node of a generated map. Race is set for MATCH and BOSS nodes; x grows to the
// right, y downwards, and the start and the boss sit at x 0.
type Node struct {
	ID       int      `json:"id"`
	Type     NodeType `json:"type"`
	Level    int      `json:"level"`
	X        int      `json:"x"`
	Y        int      `json:"y"`
	Race     *Race    `json:"race,omitempty"`
	Children []int    `json:"children"`
	Parents  []int    `json:"parents"`
}
