package heat

import (
	"strings"
	"testing"

	"github.com/heatracing/heat/engine/rng"
)

func TestDescribe(t *testing.T) {
	names := []string{"Ada", "Bo"}
	for _, tt := range []struct {
		e    Event
		want string
	}{
		{Event{Kind: EvCorner, Seat: 0, Corner: 2, Speed: 5, Limit: 3, Heat: 2}, "Corner 2: Ada at Speed 5 over the limit of 3, pays 2 Heat."},
		{Event{Kind: EvCorner, Seat: 1, Corner: 1, Speed: 6, Limit: 7}, "Corner 1: Bo at Speed 6, within the limit of 7."},
		{Event{Kind: EvSpinOut, Seat: 0, Corner: 2, Speed: 8, Limit: 3, Heat: 1, Count: 2, Cost: 5}, "Corner 2: Ada at Speed 8 over the limit of 3 cannot pay 5 Heat and spins out! Pays 1 Heat, takes 2 Stress, back to 1st gear."},
		{Event{Kind: EvReveal, Seat: 1, Gear: 3, Heat: 1, Cards: []Card{{Kind: Speed, Value: 2}, {Kind: Stress}, {Kind: Upgrade, Value: 5}}}, "Bo shifts two gears to 3rd for 1 Heat, plays 2, Stress, 5."},
		{Event{Kind: EvMove, Seat: 0, Speed: 7, From: Pos{3, 1}, To: Pos{8, 2}}, "Ada has Speed 7 but the way is blocked: moves 5."},
		{Event{Kind: EvBoost, Seat: 0, Heat: 1, Speed: 3, Cards: []Card{{Kind: Heat}, {Kind: Speed, Value: 3}}}, "Ada boosts for 1 Heat, flips Heat, then 3: +3."},
		{Event{Kind: EvDraw, Seat: 1, Count: 2}, "Bo draws 2 cards."},
		{Event{Kind: EvFinish, Seat: 1, Place: 2}, "Bo finishes 2nd!"},
		{Event{Kind: EvOver, Seat: -1, Order: []int{1, 0}}, "The race is over: 1. Bo, 2. Ada."},
		{Event{Kind: EvSponsor, Seat: 0}, "Ada wins a sponsor card."},
		{Event{Kind: EvUnpaid, Seat: 1, Heat: 2, Cards: []Card{{Kind: Upgrade, Value: 6}}}, "Bo cannot pay the 2 Heat of 6: the card goes to the discard pile."},
		{Event{Kind: EvFlip, Seat: 1, Replace: true, Speed: 3, Cards: []Card{{Kind: Speed, Value: 3}}}, "Bo flips 3 in its place: +3."},
		{Event{Kind: EvFlip, Seat: 0, Speed: 2, Cards: []Card{{Kind: Speed, Value: 2}}}, "Ada's Stress flips 2: +2."},
		{Event{Kind: EvFlip, Seat: 0, Speed: 4, Cards: []Card{{Kind: Heat}, {Kind: Upgrade, Value: 0}, {Kind: Stress}, {Kind: Speed, Value: 4}}}, "Ada's Stress flips Heat, 0 and Stress, then 4: +4."},
		{Event{Kind: EvFlip, Seat: 1}, "Bo's Stress finds no Speed card left: +0."},
	} {
		if got := Describe(tt.e, names); got != tt.want {
			t.Errorf("Describe(%s) =\n  %q\nwant\n  %q", tt.e.Kind, got, tt.want)
		}
	}
	// Every event of a real race reads as a sentence, never as a raw kind.
	r, _ := New(Config{Track: "gb", Seats: sixCars(2)}, 3)
	playRandom(r, &rng.Source{S: 4})
	names = nil
	for i := range r.s.Cars {
		names = append(names, r.car(i).Name)
	}
	for _, e := range r.Events(0, 0) {
		if s := Describe(e, names); !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") {
			t.Fatalf("event %+v reads %q", e, s)
		}
	}
}

func TestOrdinal(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 101: "101st", 111: "111th"} {
		if got := Ordinal(n); got != want {
			t.Errorf("Ordinal(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestQuantity(t *testing.T) {
	for _, tt := range []struct {
		n    int
		noun string
		want string
	}{
		{0, "card", "0 cards"}, {1, "card", "1 card"}, {2, "space", "2 spaces"}, {1, "round", "1 round"}, {12, "round", "12 rounds"},
	} {
		if got := Quantity(tt.n, tt.noun); got != tt.want {
			t.Errorf("Quantity(%d, %q) = %q, want %q", tt.n, tt.noun, got, tt.want)
		}
	}
}
