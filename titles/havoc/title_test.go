package havoc

import (
	"encoding/json"
	"testing"

	"github.com/heatracing/heat/titles/kit/kittest"
)

func TestCheckSettingsSpeaksToPlayers(t *testing.T) {
	kittest.CheckSettings(t, Title, []kittest.Settings{
		{`{}`, 2, ""},
		{`{"laps":5,"dice":2,"decks":2,"cards":3,"coins":3}`, 4, ""},
		{`{"laps":6}`, 2, "1 to 5 laps"},
		{`{"dice":3}`, 2, "1 or 2 dice"},
		{`{"decks":3}`, 2, "1 or 2 decks"},
		{`{"cards":6}`, 2, "3 to 5 cards"},
		{`{"coins":4}`, 2, "1 to 3 coins"},
		{`{}`, 1, "2 to 4 players"},
		{`{}`, 5, "2 to 4 players"},
		{`{"turbo":true}`, 2, "could not be read"},
	})
}

// A whole 4-player game played by Auto for every seat, saved and loaded halfway.
func TestAutoPlaysAndSaveLoads(t *testing.T) {
	g, err := Title.New(json.RawMessage(`{"laps":1}`), kittest.Players(Title, 4), 3)
	if err != nil {
		t.Fatal(err)
	}
	g = kittest.AutoPlay(t, Title, g, 200, nil)
	if _, err := g.Auto(0); err == nil {
		t.Error("Auto decided after the end")
	}
	if err := g.Apply(0, json.RawMessage(`{"type":"warp"}`)); err == nil {
		t.Error("an intent after the end was accepted")
	}
	if _, err := Title.Load([]byte(`{"title":"heat"}`)); err == nil {
		t.Error("a Heat save loaded as Havoc")
	}
}
