package havoc

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/heatracing/heat/p2p"
)

func players(n int) []p2p.Seat {
	var out []p2p.Seat
	for i := range n {
		out = append(out, p2p.Seat{Name: string(rune('A' + i)), Colour: Title.Colours()[i]})
	}
	return out
}

func TestCheckSettingsSpeaksToPlayers(t *testing.T) {
	for _, tt := range []struct {
		settings string
		seats    int
		want     string // "" for none
	}{
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
	} {
		err := Title.CheckSettings(json.RawMessage(tt.settings), players(tt.seats))
		if (err == nil) != (tt.want == "") || (err != nil && !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%s with %d seats: %v, want %q", tt.settings, tt.seats, err, tt.want)
		}
	}
}

// A whole 4-player game played by Auto for every seat, saved and loaded halfway.
func TestAutoPlaysAndSaveLoads(t *testing.T) {
	g, err := Title.New(json.RawMessage(`{"laps":1}`), players(4), 3)
	if err != nil {
		t.Fatal(err)
	}
	for steps := 0; !g.Over(); steps++ {
		if steps == 200 {
			b, err := g.Save()
			if err != nil {
				t.Fatal(err)
			}
			if g, err = Title.Load(b); err != nil {
				t.Fatal(err)
			}
		}
		seat := g.Pending()[0]
		intent, err := g.Auto(seat)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(seat, intent); err != nil {
			t.Fatalf("seat %d: %s: %v", seat, intent, err)
		}
	}
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
