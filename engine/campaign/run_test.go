package campaign

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// Test case 1: start, choose a deck, and go through every node type to the boss.
func TestPlayThrough(t *testing.T) {
	r := newRun(t, Default(), OneChild)
	if err := r.ChooseStartDeck(2); err != nil {
		t.Fatal(err)
	}
	if got := r.Deck(); !slices.Equal(got, r.StartDecks()[2]) {
		t.Fatalf("deck %v, want start deck 3", got)
	}
	play(t, r, defaultPath[1:]...)
	if !r.Won() || len(r.Accessible()) != 0 {
		t.Fatalf("after the boss: won %v, accessible %v", r.Won(), r.Accessible())
	}
	if err := r.Deck().Validate(); err != nil {
		t.Fatal(err)
	}
	// The path is MATCH, CARD_CHOICE, UPGRADE, CARD_CHOICE, MATCH, BOSS.
	if s := r.Summary(); s.Nodes != 7 || s.Won != 3 || s.Lost != 0 || !s.Beaten || !slices.Equal(s.Deck, r.Deck()) {
		t.Fatalf("summary %+v", s)
	}
}

// Test case 4: a lost race leaves the node accessible and changes nothing but the count of
// losses; a win completes it.
func TestMatchLossThenRetry(t *testing.T) {
	r := newRun(t, Default(), OneChild)
	play(t, r, 0)
	before := r.Marshal()
	if err := r.RaceResult(2, false); err != nil {
		t.Fatal(err)
	}
	r.losses--
	if string(r.Marshal()) != string(before) || r.State(2) != Accessible {
		t.Fatalf("a loss changed the run or closed the node: %s", r.Marshal())
	}
	r.losses++
	if s := r.Summary(); s.Lost != 1 || s.Won != 0 || s.Nodes != 1 || s.Beaten {
		t.Fatalf("summary after a loss: %+v", s)
	}
	if err := r.RaceResult(2, true); err != nil || r.State(2) != Completed {
		t.Fatalf("the retry won: %v, state %s", err, r.State(2))
	}
}

func TestRaceSetup(t *testing.T) {
	r := newRun(t, Default(), OneChild)
	if _, err := r.RaceAt(2); !errors.Is(err, ErrNotAccessible) {
		t.Fatalf("a race before the start deck: %v", err)
	}
	play(t, r, 0)
	s, err := r.RaceAt(2)
	if err != nil {
		t.Fatal(err)
	}
	if s.Node != 2 || s.Race.Circuit != "italia" || len(s.Race.Opponents) != 1 || !slices.Equal(s.Player, r.Deck()) {
		t.Fatalf("setup %+v", s)
	}
	s.Race.Opponents[0][0].ID = "garage-1" // the setup is a copy
	s.Player[0].Version = 2
	if r.Map().Node(2).Race.Opponents[0][0].ID != "speed-1" || r.Deck()[0].Version != 0 {
		t.Fatal("editing a race setup changed the map or the deck")
	}
	if _, err := r.RaceAt(5); !errors.Is(err, ErrNotAccessible) {
		t.Fatalf("the card choice node as a race: %v", err)
	}
	// Edge case "empty deck": a run whose deck is gone cannot race.
	r.deck = nil
	if _, err := r.RaceAt(2); !errors.Is(err, ErrDeckEmpty) {
		t.Fatalf("a race with no deck: %v", err)
	}
}

// Test case 10: a node's rules take precedence over the global modes, else the global modes
// apply, else none.
func TestModesFor(t *testing.T) {
	r := newRun(t, Default(), AllChildren)
	if got := r.ModesFor(2); len(got) != 0 {
		t.Fatalf("no modes anywhere: %v", got)
	}
	if err := r.SetGlobalModes([]Mode{ModeDiscard, ModeFreshHand}); err != nil {
		t.Fatal(err)
	}
	if got := r.ModesFor(2); !slices.Equal(got, []Mode{ModeFreshHand, ModeDiscard}) {
		t.Fatalf("global modes for a node without rules: %v", got)
	}
	if got := r.ModesFor(9); !slices.Equal(got, []Mode{ModeHotEngine}) {
		t.Fatalf("a node's own rules: %v", got)
	}
	if got := r.ModesFor(BossID); !slices.Equal(got, []Mode{ModeHotEngine, ModeGrowingSpeed}) {
		t.Fatalf("the boss's rules: %v", got)
	}
	play(t, r, 0, 1, 5, 9)
	if s, _ := r.RaceAt(12); !slices.Equal(s.Modes, []Mode{ModeFreshHand}) {
		t.Fatalf("node 12's race modes %v", s.Modes)
	}
	before := r.Marshal()
	for _, bad := range [][]Mode{{5}, {-1}, {2, 2}} {
		refusedUnchanged(t, r, before, r.SetGlobalModes(bad))
	}
	for _, m := range Modes {
		if m.Name() == "" || !strings.HasSuffix(m.Description(), ".") {
			t.Errorf("mode %d has no name or description", m)
		}
	}
}

// Test cases 5 and 11: a card choice offers the same cards for the same node and run, other
// ones for another run; the chosen card replaces an upgrade at version 0.
func TestCardChoice(t *testing.T) {
	r := newRun(t, Default(), OneChild)
	if _, err := r.Choices(5); !errors.Is(err, ErrNotAccessible) {
		t.Fatalf("choices of a closed node: %v", err)
	}
	play(t, r, 0, 2)
	a, err := r.Choices(5)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := r.Choices(5)
	if len(a) != 3 || !slices.Equal(a, b) || a[0] == a[1] || a[1] == a[2] || a[0] == a[2] {
		t.Fatalf("choices %v then %v: want the same 3 distinct cards", a, b)
	}
	differ := false
	for seed := range uint64(10) {
		other := New(r.Map(), seed+100, OneChild)
		play(t, other, 0, 2)
		c, _ := other.Choices(5)
		differ = differ || !slices.Equal(a, c)
	}
	if !differ {
		t.Fatal("ten other runs were offered the same cards")
	}
	for _, c := range a {
		if c.Version != 0 || !IsUpgrade(c.ID) || c.ID == "garage-17" || c.ID == "garage-48" {
			t.Fatalf("offered %v", c)
		}
	}
	before := r.Marshal()
	for _, bad := range []struct{ choice, replace int }{{3, 12}, {-1, 12}, {0, 15}, {0, -1}, {0, 0}, {1, 11}} {
		refusedUnchanged(t, r, before, r.ChooseCard(5, bad.choice, bad.replace))
	}
	r.deck[13].Version = 2
	if err := r.ChooseCard(5, 1, 13); err != nil {
		t.Fatal(err)
	}
	if got := r.Deck()[13]; got != a[1] || got.Version != 0 || r.State(5) != Completed {
		t.Fatalf("card 14 is %v (want %v at version 0), node %s", got, a[1], r.State(5))
	}
}

// Test case 6 and the edge case "all cards upgraded".
func TestUpgrade(t *testing.T) {
	r := newRun(t, Default(), OneChild)
	play(t, r, 0, 2, 5)
	before := r.Marshal()
	for _, bad := range []struct{ card, version int }{{15, 1}, {-1, 1}, {0, -1}, {0, 3}} {
		refusedUnchanged(t, r, before, r.UpgradeCard(8, bad.card, bad.version))
	}
	if err := r.UpgradeCard(8, 0, 3); err == nil || err.Error() != "version 3 does not exist: choose 0 (the base card), 1 or 2" {
		t.Errorf("version 3: %v", err)
	}
	refusedUnchanged(t, r, before, r.SkipUpgrade(8))
	refusedUnchanged(t, r, before, r.ChooseCard(8, 0, 12))
	if err := r.UpgradeCard(8, 4, 2); err != nil {
		t.Fatal(err)
	}
	if r.Deck()[4].Version != 2 || slices.Contains(r.Upgradable(), 4) || len(r.Upgradable()) != 14 {
		t.Fatalf("after upgrading card 5: %v, upgradable %v", r.Deck(), r.Upgradable())
	}

	r = newRun(t, Default(), AllChildren)
	play(t, r, 0, 2)
	for i := range r.deck {
		r.deck[i].Version = 1
	}
	before = r.Marshal()
	refusedUnchanged(t, r, before, r.UpgradeCard(6, 0, 2))
	if err := r.SkipUpgrade(6); err != nil || r.State(6) != Completed {
		t.Fatalf("skipping with every card upgraded: %v", err)
	}
}

func TestStartDeckRefusals(t *testing.T) {
	r := newRun(t, Default(), OneChild)
	before := r.Marshal()
	refusedUnchanged(t, r, before, r.ChooseStartDeck(3))
	refusedUnchanged(t, r, before, r.ChooseStartDeck(-1))
	refusedUnchanged(t, r, before, r.RaceResult(0, true))
	r.StartDecks()[0][0].ID = "garage-2" // a copy
	if r.Map().Def.StartDecks[0][0].ID != "speed-1" {
		t.Fatal("editing the offered decks changed the definition")
	}
}

// Test case 8: restart clears progress, deck, modes and camera.
func TestRestart(t *testing.T) {
	r := newRun(t, Default(), OneChild)
	play(t, r, 0, 2, 5)
	_ = r.SetGlobalModes([]Mode{ModeHotEngine})
	r.SetCamera(Camera{X: 30, Y: -4})
	r.Restart(99, AllChildren)
	if len(r.Completed()) != 0 || len(r.Deck()) != 0 || len(r.GlobalModes()) != 0 || r.Camera() != (Camera{}) {
		t.Fatalf("after restart: %s", r.Marshal())
	}
	if r.Seed() != 99 || r.Opening() != AllChildren || !slices.Equal(r.Accessible(), []int{0}) {
		t.Fatalf("after restart: seed %d, opening %s, accessible %v", r.Seed(), r.Opening(), r.Accessible())
	}
}

// The seed's UPGRADE: it shows the card's three versions, the base one among them. Choosing the
// base keeps the card as it is and completes the node.
func TestUpgradeOffersThreeVersions(t *testing.T) {
	for v := 0; v <= MaxVersion; v++ {
		r := newRun(t, Default(), OneChild)
		play(t, r, 0, 2, 5)
		if err := r.UpgradeCard(8, 4, v); err != nil {
			t.Fatalf("version %d: %v", v, err)
		}
		if r.Deck()[4].Version != v || r.State(8) != Completed {
			t.Errorf("version %d: card 5 is %v, node 8 %s", v, r.Deck()[4], r.State(8))
		}
	}
}

// afterWin is a campaign whose only MATCH offers a card choice when it is won.
func afterWin() *Definition {
	d := Short()
	r := d.Levels[0].Races[0]
	r.CardChoice = true
	d.Levels[0].Races[0] = r
	return d
}

// The seed's MATCH: "After win: shows card choice menu (if configured)".
func TestCardChoiceAfterAWonMatch(t *testing.T) {
	r := newRun(t, afterWin(), OneChild)
	play(t, r, 0)
	if err := r.RaceResult(1, false); err != nil || r.PendingChoice() != 0 {
		t.Fatalf("a lost race offers a card choice: %v, pending %d", err, r.PendingChoice())
	}
	if err := r.RaceResult(1, true); err != nil {
		t.Fatal(err)
	}
	if r.PendingChoice() != 1 || r.State(1) != Completed {
		t.Fatalf("pending %d, node 1 %s: the won race completes and offers its cards", r.PendingChoice(), r.State(1))
	}
	offered, err := r.Choices(1)
	if err != nil || len(offered) != 3 {
		t.Fatalf("choices %v: %v", offered, err)
	}
	before := r.Marshal()
	refusedUnchanged(t, r, before, r.ChooseCard(2, 0, DeckSize-1)) // the next node waits
	refusedUnchanged(t, r, before, r.ChooseCard(1, 0, 0))          // a Speed card
	refusedUnchanged(t, r, before, r.SkipCardChoice(2))
	if _, err := r.Choices(2); !errors.Is(err, ErrChoicePending) {
		t.Errorf("the next node's choices before this one's: %v", err)
	}
	loaded, err := Load(r.Map(), r.Marshal()) // the choice waits in the save too
	if err != nil || loaded.PendingChoice() != 1 {
		t.Fatalf("loaded: %v, pending %d", err, loaded.PendingChoice())
	}
	if err := r.ChooseCard(1, 2, DeckSize-1); err != nil {
		t.Fatal(err)
	}
	if got := r.Deck()[DeckSize-1]; got != offered[2] || r.PendingChoice() != 0 || len(r.Completed()) != 2 {
		t.Fatalf("last card %v (want %v), pending %d, completed %v", got, offered[2], r.PendingChoice(), r.Completed())
	}
	play(t, r, 2) // the run goes on

	// Skipped, the deck stays as it was.
	r = newRun(t, afterWin(), OneChild)
	play(t, r, 0)
	deck := r.Deck()
	if err := r.RaceResult(1, true); err != nil {
		t.Fatal(err)
	}
	if err := r.SkipCardChoice(1); err != nil || r.PendingChoice() != 0 || !slices.Equal(r.Deck(), deck) {
		t.Fatalf("skip: %v, pending %d", err, r.PendingChoice())
	}
	if err := r.SkipCardChoice(1); err == nil {
		t.Error("skipped twice")
	}
	// The boss offers none.
	d := Short()
	d.Boss.CardChoice = true
	if err := d.Validate(); err == nil {
		t.Error("a boss with a card choice was accepted")
	}
}
