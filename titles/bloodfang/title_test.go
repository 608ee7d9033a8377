package bloodfang

import (
	"encoding/json"
	"testing"

	"github.com/heatracing/heat/engine/rng"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles/kit/kittest"
)

func TestCheckSettingsSpeaksToPlayers(t *testing.T) {
	kittest.CheckSettings(t, Title, []kittest.Settings{
		{`{}`, 2, ""},
		{`{"decks":["plague","bastion"],"first":2,"level":"hard","hand":7}`, 2, ""},
		{`{"decks":["","plague"]}`, 2, ""},
		{`{"decks":["dragons"]}`, 2, `seat 1's deck "dragons" does not exist; the decks are Vanguard, Plague, Bastion`},
		{`{"decks":["plague","plague","plague"]}`, 2, "two decks"},
		{`{"level":"godlike"}`, 2, "easy, normal or hard"},
		{`{"first":3}`, 2, "first player"},
		{`{"hand":9}`, 2, "3 to 7 cards"},
		{`{}`, 1, "2 players"},
		{`{}`, 3, "2 players"},
		{`{"turbo":true}`, 2, "could not be read"},
		{`[`, 2, "could not be read"},
	})
}

// A whole game played by Auto for both seats, saved and loaded halfway, with garbage intents
// thrown in at every step: refused, and never a panic.
func TestAutoPlaysAndSaveLoads(t *testing.T) {
	g, err := Title.New(json.RawMessage(`{"decks":["plague","bastion"],"level":"easy"}`), kittest.Players(Title, 2), 3)
	if err != nil {
		t.Fatal(err)
	}
	r := &rng.Source{S: 3}
	junk := []string{`{"type":"warp"}`, `{`, `{"type":"play","card":-4,"at":{"row":9,"col":-9}}`, `{"type":"play"}`,
		`{"type":"mulligan","cards":[99,99]}`, `null`, `[]`, `{"type":"pass","extra":1}`, `{"type":"play","card":1,"at":null}`}
	g = kittest.AutoPlay(t, Title, g, 8, func(g p2p.Match) {
		before, _ := g.Save()
		for seat := -1; seat <= 2; seat++ {
			if err := g.Apply(seat, json.RawMessage(junk[r.Intn(len(junk))])); err == nil {
				t.Fatalf("garbage accepted for seat %d", seat)
			}
		}
		if after, _ := g.Save(); string(after) != string(before) {
			t.Fatal("a refused intent changed the game")
		}
		for _, s := range []int{p2p.Spectator, 0, 1} {
			if _, err := g.View(s, 0); err != nil {
				t.Fatal(err)
			}
		}
	})
	if _, err := g.Auto(0); err == nil {
		t.Error("Auto decided after the end")
	}
	if _, err := g.Auto(5); err == nil {
		t.Error("Auto decided for a seat that does not exist")
	}
	if _, err := g.View(2, 0); err == nil {
		t.Error("a view for seat 2")
	}
	if err := g.Apply(0, json.RawMessage(`{"type":"pass"}`)); err == nil {
		t.Error("an intent after the end was accepted")
	}
	for _, bad := range []string{`{"title":"heat"}`, `{`, `{"title":"bloodfang","settings":{"level":"x"},"game":{}}`, `{"title":"bloodfang","game":{"version":1,"game":"bloodfang","config":{},"seed":1,"actions":[]}}`} {
		if _, err := Title.Load([]byte(bad)); err == nil {
			t.Errorf("%s loaded", bad)
		}
	}
}

// Replay takes a finished game apart for the fairness audit: its moves, applied to the game it
// gives, rebuild the same game file; a save that is not Blood Fang's is refused in words.
func TestReplayRebuildsTheGame(t *testing.T) {
	g, err := Title.New(json.RawMessage(`{"decks":["vanguard","plague"],"level":"easy"}`), kittest.Players(Title, 2), 11)
	if err != nil {
		t.Fatal(err)
	}
	r := kittest.Replays(t, Title, kittest.AutoPlay(t, Title, g, -1, nil))
	if r.Seed != 11 || len(r.Actions) == 0 {
		t.Fatalf("replay: seed %d, %d moves", r.Seed, len(r.Actions))
	}
	for _, bad := range []string{`{"title":"heat"}`, `{`, `{"title":"bloodfang","settings":{"level":"x"},"game":{}}`} {
		if _, err := Title.Replay([]byte(bad)); err == nil {
			t.Errorf("%s replayed", bad)
		}
	}
}
