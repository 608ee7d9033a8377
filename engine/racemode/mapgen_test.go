package racemode

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

func TestGenerateDefault(t *testing.T) {
	m, err := Generate(Default())
	if err != nil {
		t.Fatal(err)
	}
	wantLevels := [][]int{{0}, {1, 2, 3}, {4, 5, 6, 7}, {8, 9, 10}, {11, 12, 13, 14}, {15, 16, 17}, {BossID}}
	if !slices.EqualFunc(m.Levels, wantLevels, slices.Equal) {
		t.Fatalf("levels %v, want %v", m.Levels, wantLevels)
	}
	if len(m.Nodes) != 19 {
		t.Fatalf("%d nodes, want 19", len(m.Nodes))
	}
	for lv, ids := range m.Levels {
		sum := 0
		for i, id := range ids {
			n := m.Node(id)
			if n.Level != lv || n.Y != lv*Spacing {
				t.Errorf("node %d: level %d y %d, want level %d y %d", id, n.Level, n.Y, lv, lv*Spacing)
			}
			if i > 0 && n.X-m.Node(ids[i-1]).X != Spacing {
				t.Errorf("node %d is not %d right of its neighbour", id, Spacing)
			}
			sum += n.X
		}
		if sum != 0 {
			t.Errorf("level %d is not centred (x sum %d)", lv, sum)
		}
	}
	if s, b := m.Node(StartID), m.Node(BossID); s.X != 0 || b.X != 0 || s.Type != StartDeckSelection || b.Type != Boss {
		t.Fatalf("start %+v, boss %+v: want both centred, of their types", s, b)
	}
	types := map[int]NodeType{2: Match, 5: CardChoice, 6: Upgrade, 8: Upgrade, 10: CardChoice, 11: CardChoice, 14: Upgrade, 16: Upgrade, 17: Match}
	for id, want := range types {
		if got := m.Node(id).Type; got != want {
			t.Errorf("node %d is a %s, want %s", id, got, want)
		}
	}
	if r := m.Node(9).Race; r == nil || r.Circuit != "italia" || !slices.Equal(r.Rules, []Mode{ModeHotEngine}) {
		t.Errorf("node 9's race %+v: want italia with mode 0", r)
	}
	if m.Node(5).Race != nil {
		t.Error("a CARD_CHOICE node has a race")
	}
}

func TestGenerateConnections(t *testing.T) {
	m, _ := Generate(Default())
	want := map[int][]int{0: {1, 2, 3}, 1: {4, 5}, 2: {5, 6}, 3: {6, 7}, 4: {8, 9}, 7: {9, 10}, 15: {BossID}, 17: {BossID}}
	for id, kids := range want {
		if got := m.Node(id).Children; !slices.Equal(got, kids) {
			t.Errorf("node %d's children %v, want %v", id, got, kids)
		}
	}
	for id, n := range m.Nodes {
		if id != StartID && len(n.Parents) == 0 {
			t.Errorf("node %d has no parent", id)
		}
		if id != BossID && len(n.Children) == 0 {
			t.Errorf("node %d has no child", id)
		}
		for _, c := range n.Children {
			if m.Node(c).Level != n.Level+1 || !slices.Contains(m.Node(c).Parents, id) {
				t.Errorf("node %d → %d is not a two-way link to the next level", id, c)
			}
		}
		for _, p := range n.Parents {
			if !slices.Contains(m.Node(p).Children, id) {
				t.Errorf("node %d's parent %d does not list it", id, p)
			}
		}
	}
}

// Levels whose sizes jump still give every node a parent.
func TestGenerateOrphansGetAParent(t *testing.T) {
	def := Short()
	def.Levels = []LevelDef{
		{Nodes: 1, Upgrade: []int{0}},
		{Nodes: 7, Upgrade: []int{0, 1, 2, 3, 4, 5, 6}},
		{Nodes: 1, Upgrade: []int{0}},
	}
	m, err := Generate(def)
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Node(1).Children; !slices.Equal(got, []int{2, 3, 4, 5, 6, 7, 8}) {
		t.Fatalf("the lone level-1 node's children %v, want all 7 below it", got)
	}
	if got := m.Node(9).Parents; !slices.Equal(got, []int{2, 3, 4, 5, 6, 7, 8}) {
		t.Fatalf("the lone level-3 node's parents %v, want all 7 above it", got)
	}
	for _, id := range m.Levels[2] {
		if len(m.Node(id).Children) == 0 {
			t.Errorf("node %d leads nowhere", id)
		}
	}
}

func TestDefinitionRefused(t *testing.T) {
	bad := func(edit func(d *Definition)) *Definition { d := Default(); edit(d); return d }
	short := BaseDeck("start-0", "start-5")
	tests := []struct {
		name string
		def  *Definition
		want string
	}{
		{"two start decks", bad(func(d *Definition) { d.StartDecks = d.StartDecks[:2] }), "3 start decks"},
		{"short start deck", bad(func(d *Definition) { d.StartDecks[1] = short }), "start deck 2: a deck holds 15"},
		{"empty start deck", bad(func(d *Definition) { d.StartDecks[0] = nil }), "deck is empty"},
		{"unknown card", bad(func(d *Definition) { d.StartDecks[0][3].ID = "speed-9" }), `"speed-9" is not a card`},
		{"bad version", bad(func(d *Definition) { d.StartDecks[0][3].Version = 3 }), "versions are 0, 1 and 2"},
		{"13 speed cards", bad(func(d *Definition) { d.StartDecks[2][14] = Card{ID: "speed-4"} }), "12 Speed cards and 3 upgrades, not 13 and 2"},
		{"two names", bad(func(d *Definition) { d.Names = d.Names[:2] }), "3 names"},
		{"no levels", bad(func(d *Definition) { d.Levels = nil }), "at least one level"},
		{"empty level", bad(func(d *Definition) { d.Levels[1] = LevelDef{} }), "level 2: a level has 1 to 7 nodes, not 0"},
		{"wide level", bad(func(d *Definition) { d.Levels[0].Nodes = 8 }), "level 1: a level has 1 to 7 nodes, not 8"},
		{"index out of range", bad(func(d *Definition) { d.Levels[1].Upgrade = []int{4} }), "UPGRADE index 4 is outside"},
		{"negative index", bad(func(d *Definition) { d.Levels[1].CardChoice = []int{-1} }), "CARD_CHOICE index -1 is outside"},
		{"index twice", bad(func(d *Definition) { d.Levels[1].Upgrade = []int{1} }), "index 1 is listed twice"},
		{"match without race", bad(func(d *Definition) { delete(d.Levels[0].Races, 2) }), "MATCH node index 2 has no race"},
		{"upgrade with race", bad(func(d *Definition) { d.Levels[1].Races[2] = d.Boss }), "is a UPGRADE and cannot have a race"},
		{"race out of range", bad(func(d *Definition) { d.Levels[0].Races[5] = d.Boss }), "node index 5, outside"},
		{"bad circuit", bad(func(d *Definition) { d.Boss.Circuit = "monza" }), `boss: circuit "monza"`},
		{"no opponent", bad(func(d *Definition) { d.Boss.Opponents = nil }), "boss: a race has 1 to 5 opponents, not 0"},
		{"bad opponent deck", bad(func(d *Definition) { d.Boss.Opponents = []Deck{short} }), "opponent 1's deck"},
		{"bad mode", bad(func(d *Definition) { d.Boss.Rules = []Mode{5} }), "special mode 5 does not exist"},
		{"mode twice", bad(func(d *Definition) { d.Boss.Rules = []Mode{1, 1} }), "special mode 1 is listed twice"},
		{"too many laps", bad(func(d *Definition) { d.Boss.Laps = 4 }), "not 4"},
		{"bad choices", bad(func(d *Definition) { d.Choices = 9 }), "1 to 6 cards, not 9"},
		{"too many nodes", bad(func(d *Definition) {
			d.Levels = nil
			for range 15 {
				d.Levels = append(d.Levels, LevelDef{Nodes: 7, Upgrade: []int{0, 1, 2, 3, 4, 5, 6}})
			}
		}), "at most 99 regular nodes, not 105"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, err := Generate(tc.def)
			if err == nil || m != nil {
				t.Fatalf("Generate made a map; want the refusal %q", tc.want)
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %q, want it to say %q", err, tc.want)
			}
		})
	}
	for name, d := range map[string]*Definition{"Default": Default(), "Short": Short()} {
		if err := d.Validate(); err != nil {
			t.Errorf("%s is refused: %v", name, err)
		}
	}
}

// A definition travels as JSON (a page or a test may load one) and makes the same map.
func TestDefinitionJSON(t *testing.T) {
	b, err := json.Marshal(Default())
	if err != nil {
		t.Fatal(err)
	}
	var d Definition
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatal(err)
	}
	a, _ := Generate(Default())
	m, err := Generate(&d)
	if err != nil {
		t.Fatal(err)
	}
	na, _ := json.Marshal(a.Nodes)
	nm, _ := json.Marshal(m.Nodes)
	if string(na) != string(nm) || !strings.Contains(string(nm), `"type":"CARD_CHOICE"`) {
		t.Fatalf("the map changed through JSON:\n%s\n%s", na, nm)
	}
}

// A newcomer's first race: every race of the first level after the start is one lap against a
// single rookie who drives gently, and offers a card choice once won; later races do not drive
// gently.
func TestFirstRacesAreANewcomers(t *testing.T) {
	m, err := Generate(Default())
	if err != nil {
		t.Fatal(err)
	}
	for lv, ids := range m.Levels {
		for _, id := range ids {
			r := m.Node(id).Race
			switch {
			case r == nil:
			case lv == 1 && (r.Laps != 1 || !r.Gentle || !r.CardChoice || len(r.Opponents) != 1):
				t.Errorf("first race, node %d: %+v; want 1 lap, one gentle opponent, a card choice once won", id, r)
			case lv > 1 && r.Gentle:
				t.Errorf("node %d at level %d drives gently", id, lv)
			}
		}
	}
}
