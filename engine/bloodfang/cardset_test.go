package bloodfang

import (
	"strings"
	"testing"
)

func TestStarterSet(t *testing.T) {
	cs := Starter()
	cards := cs.Cards()
	if len(cards) < 20 {
		t.Errorf("the starter set has %d cards, want at least 20", len(cards))
	}
	triggers := map[Trigger]int{}
	ranks := map[Rank]int{}
	for _, c := range cards {
		ranks[c.Rank]++
		for _, a := range c.Abilities {
			triggers[a.Trigger]++
		}
	}
	for _, tr := range []Trigger{WhenPlayed, WhileInPlay, WhenDestroyed} {
		if triggers[tr] == 0 {
			t.Errorf("no card uses the %s trigger", tr)
		}
	}
	for _, r := range []Rank{1, 2, 3, Replacement} {
		if ranks[r] == 0 {
			t.Errorf("no card has %s", r)
		}
	}
	decks := cs.Decks()
	if len(decks) != 3 {
		t.Fatalf("%d preset decks, want 3", len(decks))
	}
	for _, d := range decks {
		if _, err := cs.deckIndices(d.Cards); err != nil {
			t.Errorf("deck %s: %v", d.ID, err)
		}
	}
	// What the caller gets is a copy.
	cards[0].Range[0].Col = 4
	if c, _ := cs.Card(cards[0].ID); c.Range[0].Col == 4 {
		t.Error("Cards hands out the set's own ranges")
	}
}

// A bad card file is refused whole, with a reason.
func TestLoadCardsRefusesBadFiles(t *testing.T) {
	card := func(extra string) string {
		return `{"cards":[{"id":"a","name":"A","rank":1,"power":2,"range":[{"row":0,"col":1,"type":"both"}]` + extra + `}]}`
	}
	deck := func(ids string) string {
		return `{"cards":[{"id":"a","name":"A","rank":1,"power":2,"range":[]}],"decks":[{"id":"d","name":"D","cards":[` + ids + `]}]}`
	}
	for _, tt := range []struct{ name, file, want string }{
		{"not JSON", `{"cards":`, "could not be read"},
		{"unknown field", `{"cards":[],"extra":1}`, "could not be read"},
		{"no cards", `{"cards":[]}`, "1 to 1000"},
		{"trailing data", card("") + `{}`, "extra data"},
		{"no id", `{"cards":[{"name":"A","rank":1,"power":1,"range":[]}]}`, "an ID"},
		{"no name", `{"cards":[{"id":"a","rank":1,"power":1,"range":[]}]}`, "a name"},
		{"rank 4", `{"cards":[{"id":"a","name":"A","rank":4,"power":1,"range":[]}]}`, "rank"},
		{"rank word", `{"cards":[{"id":"a","name":"A","rank":"big","power":1,"range":[]}]}`, "rank"},
		{"no rank", `{"cards":[{"id":"a","name":"A","power":1,"range":[]}]}`, "rank"},
		{"power 0", `{"cards":[{"id":"a","name":"A","rank":1,"power":0,"range":[]}]}`, "power"},
		{"power 10", `{"cards":[{"id":"a","name":"A","rank":1,"power":10,"range":[]}]}`, "power"},
		{"own tile", `{"cards":[{"id":"a","name":"A","rank":1,"power":1,"range":[{"row":0,"col":0,"type":"pawn"}]}]}`, "own tile"},
		{"far cell", `{"cards":[{"id":"a","name":"A","rank":1,"power":1,"range":[{"row":3,"col":0,"type":"pawn"}]}]}`, "off any board"},
		{"bad cell type", `{"cards":[{"id":"a","name":"A","rank":1,"power":1,"range":[{"row":1,"col":0,"type":"fire"}]}]}`, "types are"},
		{"twice the cell", `{"cards":[{"id":"a","name":"A","rank":1,"power":1,"range":[{"row":1,"col":0,"type":"pawn"},{"row":1,"col":0,"type":"both"}]}]}`, "twice"},
		{"bad trigger", card(`,"abilities":[{"trigger":"later","effect":{"kind":"power","amount":1},"target":"allies"}]`), "trigger"},
		{"bad effect", card(`,"abilities":[{"trigger":"played","effect":{"kind":"draw","amount":1},"target":"allies"}]`), "effect"},
		{"zero amount", card(`,"abilities":[{"trigger":"played","effect":{"kind":"power","amount":0},"target":"allies"}]`), "1 to 9"},
		{"huge amount", card(`,"abilities":[{"trigger":"played","effect":{"kind":"power","amount":-12},"target":"allies"}]`), "1 to 9"},
		{"bad target", card(`,"abilities":[{"trigger":"played","effect":{"kind":"power","amount":1},"target":"self"}]`), "target"},
		{"no ability cell", `{"cards":[{"id":"a","name":"A","rank":1,"power":1,"range":[{"row":1,"col":0,"type":"pawn"}],"abilities":[{"trigger":"played","effect":{"kind":"power","amount":1},"target":"all"}]}]}`, "no ability cell"},
		{"duplicate id", `{"cards":[{"id":"a","name":"A","rank":1,"power":1,"range":[]},{"id":"a","name":"B","rank":1,"power":1,"range":[]}]}`, "used twice"},
		{"short deck", deck(`"a"`), "15 cards"},
		{"unknown card in a deck", deck(`"zz",` + strings.TrimSuffix(strings.Repeat(`"a",`, 14), ",")), "no card"},
		{"card twice in a deck", deck(strings.TrimSuffix(strings.Repeat(`"a",`, 15), ",")), "twice"},
	} {
		cs, err := LoadCards([]byte(tt.file))
		if err == nil || !strings.Contains(err.Error(), tt.want) || cs != nil {
			t.Errorf("%s: %v, want an error mentioning %q and no set", tt.name, err, tt.want)
		}
	}
	if _, err := LoadCards(starterJSON); err != nil {
		t.Errorf("the starter set: %v", err)
	}
}

func TestConfigErrorsSpeakToPlayers(t *testing.T) {
	for _, tt := range []struct {
		name string
		cfg  Config
		want string
	}{
		{"one seat", Config{Seats: []SeatConfig{{Name: "A"}}}, "2 players"},
		{"no name", Config{Seats: []SeatConfig{{Name: "A"}, {}}}, "player 2 needs a name"},
		{"unknown deck", Config{Seats: []SeatConfig{{Name: "A", Deck: "dragons"}, {Name: "B"}}}, "deck \"dragons\""},
		{"short list", Config{Seats: []SeatConfig{{Name: "A", Cards: []string{"giant"}}, {Name: "B"}}}, "15 cards"},
		{"hand of 9", Config{Seats: []SeatConfig{{Name: "A"}, {Name: "B"}}, HandSize: 9}, "3 to 7 cards"},
		{"first 2", Config{Seats: []SeatConfig{{Name: "A"}, {Name: "B"}}, First: 2}, "first player"},
	} {
		if err := tt.cfg.Validate(); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
	if err := duel("plague", "bastion").Validate(); err != nil {
		t.Error(err)
	}
}
