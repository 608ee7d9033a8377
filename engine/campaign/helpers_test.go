package campaign

import (
	"bytes"
	"testing"
)

// newRun generates def's map and starts a run on it.
func newRun(t testing.TB, def *Definition, o Opening) *Run {
	t.Helper()
	m, err := Generate(def)
	if err != nil {
		t.Fatalf("Generate: %v", err)
	}
	return New(m, 7, o)
}

// takeNode takes node id with the simplest action its type allows.
func takeNode(r *Run, id int) error {
	n := r.Map().Node(id)
	if n == nil {
		return r.ChooseStartDeck(0) // an unknown id: let take refuse it
	}
	switch n.Type {
	case StartDeckSelection:
		return r.ChooseStartDeck(0)
	case Match, Boss:
		if err := r.RaceResult(id, true); err != nil || r.PendingChoice() != id {
			return err
		}
		return r.SkipCardChoice(id) // a card choice after the win: declined
	case CardChoice:
		return r.ChooseCard(id, 0, DeckSize-1)
	default:
		if up := r.Upgradable(); len(up) > 0 {
			return r.UpgradeCard(id, up[0], 1)
		}
		return r.SkipUpgrade(id)
	}
}

// play takes the nodes in order, failing the test on a refusal.
func play(t testing.TB, r *Run, ids ...int) {
	t.Helper()
	for _, id := range ids {
		if err := takeNode(r, id); err != nil {
			t.Fatalf("taking node %d after %v: %v", id, r.Completed(), err)
		}
	}
}

// refusedUnchanged checks that err is an error and that the run did not change.
func refusedUnchanged(t *testing.T, r *Run, before []byte, err error) {
	t.Helper()
	if err == nil {
		t.Fatal("the action was allowed; want a refusal")
	}
	if after := r.Marshal(); !bytes.Equal(before, after) {
		t.Fatalf("a refused action (%v) changed the run:\n%s\n%s", err, before, after)
	}
}

// defaultPath is the one path the seed's rule allows on the default map.
var defaultPath = []int{0, 2, 5, 8, 11, 15, BossID}
