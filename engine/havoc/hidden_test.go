package havoc

import (
	"encoding/json"
	"fmt"
	"regexp"
	"testing"

	"github.com/heatracing/heat/engine/rng"
)

var (
	cardIDs   = regexp.MustCompile(`"id":(\d+)`)
	coinFaces = regexp.MustCompile(`"coin":(\d+),"owner":(\d+),"(?:value|tow)"`)
)

// TestViewsHideWhatTheyMust plays random games and, at every step, serialises every seat's view
// and its events and checks them for other seats' hands, the stock, face-down layout cards, other
// players' face-down coins, and the purse.
func TestViewsHideWhatTheyMust(t *testing.T) {
	for seed := range uint64(4) {
		g, _ := New(Config{Seats: seats(2 + int(seed%3)), Laps: 1, Decks: 1 + int(seed%2), Coins: 3}, seed)
		r := &rng.Source{S: seed + 100}
		for steps := 0; !g.Over() && steps < 500; steps++ {
			// The cards a seat may know: its hand, the discard pile, turned layout cards.
			public := map[int]bool{}
			for _, c := range g.s.Storm.Discard {
				public[c.ID] = true
			}
			for _, sl := range g.s.Pick.Layout {
				if sl.By >= 0 {
					public[sl.Card.ID] = true
				}
			}
			revealed := map[int]bool{}
			for _, e := range g.s.Events { // landed on: face up for good
				if e.Kind == EvCoin || e.Kind == EvTow {
					revealed[e.Coin.ID] = true
				}
			}
			for _, viewer := range []int{Spectator, 0, 1, len(g.s.Players) - 1} {
				v, _ := json.Marshal(g.View(viewer))
				ev, _ := json.Marshal(g.Events(viewer, 0))
				for _, b := range [][]byte{v, ev} {
					for _, m := range coinFaces.FindAllSubmatch(b, -1) {
						var id, owner int
						fmt.Sscan(string(m[1]), &id)
						fmt.Sscan(string(m[2]), &owner)
						if owner != viewer && !revealed[id] {
							t.Fatalf("seed %d step %d: seat %d sees the face of seat %d's coin %d", seed, steps, viewer, owner, id)
						}
					}
				}
				own := map[int]bool{}
				if viewer >= 0 {
					for _, c := range g.s.Players[viewer].Hand {
						own[c.ID] = true
					}
				}
				for _, m := range cardIDs.FindAllSubmatch(v, -1) {
					var id int
					fmt.Sscan(string(m[1]), &id)
					if !public[id] && !own[id] {
						t.Fatalf("seed %d step %d: seat %d's view shows card %d, which it may not know", seed, steps, viewer, id)
					}
				}
				for _, e := range g.Events(viewer, 0) {
					if e.Private && e.Seat != viewer && len(e.Cards) > 0 {
						t.Fatalf("seat %d sees the cards of private event %+v", viewer, e)
					}
				}
			}
			seat := g.actor()
			if err := g.Apply(seat, randomAction(g, seat, r)); err != nil {
				t.Fatal(err)
			}
		}
	}
}
