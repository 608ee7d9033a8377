package bloodfang

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"testing"

	"github.com/heatracing/heat/engine/rng"
)

// handIDs finds hand cards ({"id":…,"card":…}, unlike a card on the board, which has an owner)
// and the hand IDs of events.
var handIDs = regexp.MustCompile(`"hand":(\d+)[,}]|"id":(\d+),"card":"[a-z-]+"}`)

// TestViewsHideWhatTheyMust plays random games and, at every step, serialises every seat's view
// and its events and checks them for the other hand (its faces and its IDs) and for the order of
// either deck.
func TestViewsHideWhatTheyMust(t *testing.T) {
	for seed := range uint64(12) {
		cfg := duel("plague", "bastion")
		cfg.First = FirstBySeed
		g, err := New(cfg, seed)
		must(t, err)
		r := &rng.Source{S: seed + 100}
		for step := 0; !g.Over(); step++ {
			for _, viewer := range []int{Spectator, 0, 1} {
				v := g.View(viewer)
				vb, _ := json.Marshal(v)
				eb, _ := json.Marshal(g.Events(viewer, 0))
				for seat := range Players {
					if seat == viewer {
						continue
					}
					// Another seat's hand: no ID, no face, anywhere in the view or the events.
					for _, h := range g.s.Players[seat].Hand {
						for _, m := range handIDs.FindAllSubmatch(vb, -1) {
							if string(m[2]) == fmt.Sprint(h.ID) {
								t.Fatalf("seed %d step %d: seat %d's view holds seat %d's hand card %d", seed, step, viewer, seat, h.ID)
							}
						}
						{
							for _, m := range handIDs.FindAllSubmatch(eb, -1) {
								if string(m[1]) == fmt.Sprint(h.ID) || string(m[2]) == fmt.Sprint(h.ID) {
									t.Fatalf("seed %d step %d: seat %d can see seat %d's hand card %d", seed, step, viewer, seat, h.ID)
								}
							}
						}
					}
					if v.Players[seat].Hand != len(g.s.Players[seat].Hand) {
						t.Fatalf("the hand count is wrong")
					}
				}
				for _, e := range g.Events(viewer, 0) {
					if e.Seat != viewer && (len(e.Cards) > 0 || e.Hand != 0) {
						t.Fatalf("seed %d: seat %d sees the cards of %+v", seed, viewer, e)
					}
				}
				if viewer >= 0 && len(v.Me.Hand) != len(g.s.Players[viewer].Hand) {
					t.Fatalf("seat %d sees %d of its %d cards", viewer, len(v.Me.Hand), len(g.s.Players[viewer].Hand))
				}
			}
			// The decks' order: two games that differ only in it give every seat the same view.
			other := g.Clone()
			for seat := range Players {
				other.s.Players[seat].Deck = slices.Clone(other.s.Players[seat].Deck)
				rng.Shuffle(r, other.s.Players[seat].Deck)
			}
			for _, viewer := range []int{Spectator, 0, 1} {
				a, _ := json.Marshal(g.View(viewer))
				b, _ := json.Marshal(other.View(viewer))
				if string(a) != string(b) {
					t.Fatalf("seed %d step %d: seat %d's view depends on the decks' order", seed, step, viewer)
				}
			}
			seat := g.Pending()[0]
			must(t, g.Apply(seat, randomAction(g, seat, r)))
		}
	}
}

// Guess deals the unseen cards anew but keeps everything the seat sees.
func TestGuessKeepsTheView(t *testing.T) {
	for seed := range uint64(20) {
		g, err := New(duel("vanguard", "plague"), seed)
		must(t, err)
		r := &rng.Source{S: seed}
		for !g.Over() {
			seat := g.Pending()[0]
			v := g.View(seat)
			guess, err := Guess(v, &rng.Source{S: seed * 3})
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if err := checkInvariants(guess); err != nil {
				t.Fatalf("seed %d: the guess breaks a rule: %v", seed, err)
			}
			gv := guess.View(seat)
			gv.Events, v.Events = 0, 0
			a, _ := json.Marshal(v)
			b, _ := json.Marshal(gv)
			if string(a) != string(b) {
				t.Fatalf("seed %d: the guess looks different to its seat:\n%s\n%s", seed, a, b)
			}
			must(t, g.Apply(seat, randomAction(g, seat, r)))
		}
	}
	if _, err := Guess(View{Seat: Spectator}, &rng.Source{}); err == nil {
		t.Error("a guess from nothing")
	}
}
