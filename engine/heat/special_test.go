package heat

import (
	"slices"
	"testing"

	"github.com/heatracing/heat/engine/rng"
)

func TestHotEngine(t *testing.T) { // mode 0
	seats := []SeatConfig{{Name: "Ana", Colour: "red"}, {Name: "Bo", Colour: "blue", Deck: versionedDeck(1)}}
	for _, special := range [][]Special{nil, {SpecialHotEngine}} {
		r, err := New(Config{Track: "gb", Seats: seats, Special: special}, 3)
		if err != nil {
			t.Fatal(err)
		}
		want := r.track.Heat + 3*len(special)
		for i := range seats {
			if n := len(r.car(i).Engine); n != want {
				t.Errorf("modes %v: seat %d starts with %d Heat in the Engine, want %d", special, i, n, want)
			}
		}
	}
}

// specialScene is a one-car race in 2nd gear playing the given modes.
func specialScene(t *testing.T, special []Special, sp carSpec) *Race {
	t.Helper()
	sp.Pos, sp.Gear = 20, 2
	return sceneWith(t, Config{Track: "usa", Special: special}, sp)
}

// playRound plays words in 2nd gear, skips React, discards nothing and returns the events up
// to the next round.
func (r *Race) playRound(t *testing.T, words string) []Event {
	t.Helper()
	ev := r.plan(t, 0, 2, words)
	ev = append(ev, r.skipReact(t, 0)...)
	if r.Legal(0).Decision == DecideSlipstream {
		ev = append(ev, r.do(t, 0, Action{Type: ActSlipstream})...)
	}
	if r.Legal(0).Decision == DecideDiscard {
		ev = append(ev, r.do(t, 0, Action{Type: ActDiscard})...)
	}
	return ev
}

func TestFreshHand(t *testing.T) { // mode 1
	for _, tt := range []struct {
		name      string
		special   []Special
		hand      string
		wantHand  int
		wantHeat  int
		discarded int // by the mode
	}{
		{"off: refill to 7", nil, "1 2 3 4 1 2 H", 7, 1, 0},
		{"Heat stays, 5 drawn", []Special{SpecialFreshHand}, "1 2 3 4 1 2 H", 6, 1, 4},
		{"never beyond 7", []Special{SpecialFreshHand}, "1 2 H H S 3 4", 7, 2, 2},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := specialScene(t, tt.special, carSpec{Hand: tt.hand, Deck: "4 4 4 4 4 4 4 4", Engine: 0})
			ev := r.playRound(t, "1 2")
			c := r.car(0)
			got := 0
			for _, e := range kinds(ev, EvDiscard) {
				got += len(e.Cards)
			}
			if len(c.Hand) != tt.wantHand || count(c.Hand, Heat) != tt.wantHeat || got != tt.discarded {
				t.Errorf("hand %v (%d Heat), %d discarded; want %d cards, %d Heat, %d discarded", c.Hand, count(c.Hand, Heat), got, tt.wantHand, tt.wantHeat, tt.discarded)
			}
			if tt.special != nil && count(c.Hand, Stress) != count(r.cardsOfWords(tt.hand), Stress) {
				t.Errorf("a Stress card left the hand: %v", c.Hand)
			}
		})
	}
}

// cardsOfWords counts cards by words without spending ids.
func (r *Race) cardsOfWords(words string) []Card {
	next := r.s.NextID
	out := r.cardsOf(words)
	r.s.NextID = next
	return out
}

func TestGrowingSpeed(t *testing.T) { // mode 2
	for _, special := range [][]Special{nil, {SpecialGrowingSpeed}} {
		r := specialScene(t, special, carSpec{Hand: "3 1 0 1 1 1 1", Deck: "1 1 1 1 1 1 1 1 1", Engine: 3})
		played := r.hand(t, 0, "3 0")
		r.playRound(t, "3 0")
		c := r.car(0)
		three, zero := c.Discard[indexOf(c.Discard, played[0])], c.Discard[indexOf(c.Discard, played[1])]
		want := 3 + len(special)
		if three.Value != want || zero.Value != 0 {
			t.Errorf("modes %v: the 3 played is worth %d, want %d; the 0 upgrade %d", special, three.Value, want, zero.Value)
		}
	}
}

func TestRoundDiscard(t *testing.T) { // mode 3
	for _, tt := range []struct {
		name    string
		special []Special
		hand    string
		dropped string // the card discarded at the end of the round, "" none
	}{
		{"off", nil, "1 2 3 4 2 3 4", ""},
		{"the lowest card goes", []Special{SpecialDiscard}, "1 2 3 4 2 3 4", "2"},
		{"never Heat or Stress, though worth 0", []Special{SpecialDiscard}, "1 2 H S H S H", "4"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := specialScene(t, tt.special, carSpec{Hand: tt.hand, Deck: "4 4 4 4 4 4 4 4", Engine: 0})
			ev := r.playRound(t, "1 2")
			c := r.car(0)
			var dropped []Card
			for _, e := range kinds(ev, EvDiscard) {
				dropped = append(dropped, e.Cards...)
			}
			wantHand := 7
			if tt.dropped != "" {
				wantHand = 6
			}
			if r.s.Round != 2 || len(c.Hand) != wantHand {
				t.Fatalf("round %d, hand %v", r.s.Round, c.Hand)
			}
			switch {
			case tt.dropped == "" && len(dropped) != 0,
				tt.dropped != "" && (len(dropped) != 1 || word(dropped[0]) != tt.dropped || indexOf(c.Discard, dropped[0].ID) < 0):
				t.Errorf("dropped %v, want %q", dropped, tt.dropped)
			}
		})
	}
}

func TestScrapReturns(t *testing.T) { // mode 4
	for _, special := range [][]Special{nil, {SpecialScrapReturns}} {
		// Tires 37: speed 1, Scrap 2, Adjust +1. The deck's top cards are a 4 and a Heat.
		r := specialScene(t, special, carSpec{Hand: "U37 1 1 1 1 1 1", Deck: "4 H 2 2 2 2 2 2 2 2", Engine: 3})
		ev := r.playRound(t, "U37 1")
		c := r.car(0)
		scrapped := kinds(ev, EvScrap)
		if len(scrapped) != 1 || len(scrapped[0].Cards) != 2 {
			t.Fatalf("scrap events %+v", scrapped)
		}
		four, heat := scrapped[0].Cards[0], scrapped[0].Cards[1]
		back := kinds(ev, EvScrapReturn)
		if special == nil {
			if len(back) != 0 || indexOf(c.Discard, four.ID) < 0 {
				t.Errorf("without the mode: returned %+v, discard %v", back, c.Discard)
			}
			continue
		}
		if len(back) != 1 || !slices.Equal(back[0].Cards, []Card{four}) {
			t.Fatalf("returned %+v, want the 4 only", back)
		}
		if top := c.Deck[len(c.Deck)-1]; top.ID != four.ID || indexOf(c.Discard, four.ID) >= 0 || indexOf(c.Discard, heat.ID) < 0 {
			t.Errorf("deck top %v, discard %v: the 4 goes on top of the deck, the Heat stays", top, c.Discard)
		}
	}
}

// TestRandomCampaignRacesKeepInvariants plays random races with campaign decks under each
// special mode and all of them: cards are conserved after every action, refused actions change
// nothing, and the race file replays to the same race.
func TestRandomCampaignRacesKeepInvariants(t *testing.T) {
	modes := [][]Special{nil, {0}, {1}, {2}, {3}, {4}, {0, 1, 2, 3, 4}}
	for i, special := range modes {
		seats := sixCars(1)[:4]
		for s := range 3 {
			seats[s].Deck = versionedDeck(i + s)
		}
		seats[3].Legend = true
		r, err := New(Config{Track: []string{"usa", "italia", "france", "gb"}[i%4], Laps: 1, Seats: seats, Special: special}, uint64(i+1))
		if err != nil {
			t.Fatal(err)
		}
		g := &rng.Source{S: uint64(i)}
		for step := 0; !r.Over(); step++ {
			if step > 3000 {
				t.Fatalf("modes %v: the race does not end", special)
			}
			seat := r.Pending()[g.Intn(len(r.Pending()))]
			if step%5 == 0 { // a mangled action is refused and changes nothing, or is legal
				before := r.Digest()
				if err := r.Apply(seat, mangle(randomAction(r, seat, g), byte(step), g)); err != nil && r.Digest() != before {
					t.Fatalf("modes %v: a refused action changed the race: %v", special, err)
				}
				if err := checkInvariants(r, nil, 0); err != nil {
					t.Fatalf("modes %v: %v", special, err)
				}
				continue
			}
			pos, since := positions(r), r.EventCount()
			if err := r.Apply(seat, randomAction(r, seat, g)); err != nil {
				t.Fatalf("modes %v: %v", special, err)
			}
			if err := checkInvariants(r, pos, since); err != nil {
				t.Fatalf("modes %v: %v", special, err)
			}
		}
		again, err := FileFormat.Replay(r.File())
		if err != nil || again.Digest() != r.Digest() {
			t.Fatalf("modes %v: the replay differs (%v)", special, err)
		}
	}
}
