package heat

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Scenario tests set cars, hands and decks by hand, then play actions and read the outcome.

// carSpec places a car for a scenario. Card lists are words: 1–4 Speed cards, "0" and "5" the
// starting upgrades, "H" Heat, "S" Stress. The deck is listed top card first.
type carSpec struct {
	Pos, Lane, Gear int // Lane 0: the race-line spot; Gear 0: 1st
	Hand, Deck      string
	Discard         string
	Engine          int
	Legend          bool
	Colour          string
}

// Garage upgrades are "U" and their number: "U43" is the Turbocharger 8.

// parked is a car that stays where it is: it plays a 0 in 1st gear and has no Heat to spend.
func parked(pos int) carSpec {
	return carSpec{Pos: pos, Hand: "0 0 0 0 0 0 0", Deck: "0 0 0 0 0 0 0 0"}
}

func legendAt(pos int, colour string) carSpec {
	return carSpec{Pos: pos, Legend: true, Colour: colour}
}

func (r *Race) cardsOf(words string) []Card {
	var out []Card
	for _, w := range strings.Fields(words) {
		c := Card{ID: r.s.NextID}
		r.s.NextID++
		if n, err := strconv.Atoi(strings.TrimPrefix(w, "U")); err == nil && w[0] == 'U' && n >= 1 && n <= UpgradeCount {
			out = append(out, upgrade(n).card(c.ID))
			continue
		}
		switch w {
		case "H":
			c.Kind = Heat
		case "S":
			c.Kind = Stress
		case "0", "5":
			c.Kind, c.Value = Upgrade, int(w[0]-'0')
		default:
			v, err := strconv.Atoi(w)
			if err != nil || v < 1 || v > 4 {
				panic("bad card word " + w)
			}
			c.Kind, c.Value = Speed, v
		}
		out = append(out, c)
	}
	return out
}

// scene builds a race with the cars placed as given, at the start of round 1.
func scene(t *testing.T, track string, specs ...carSpec) *Race {
	t.Helper()
	return sceneWith(t, Config{Track: track}, specs...)
}

func sceneWith(t *testing.T, cfg Config, specs ...carSpec) *Race {
	t.Helper()
	used := map[string]bool{}
	for _, sp := range specs {
		used[sp.Colour] = true
	}
	free := []string{}
	for _, c := range Colours {
		if !used[c] {
			free = append(free, c)
		}
	}
	cfg.Seats = nil
	for i, sp := range specs {
		col := sp.Colour
		if col == "" {
			col, free = free[0], free[1:]
		}
		cfg.Seats = append(cfg.Seats, SeatConfig{Name: "Car " + strconv.Itoa(i), Colour: col, Legend: sp.Legend})
	}
	r, err := New(cfg, 1)
	if err != nil {
		t.Fatal(err)
	}
	s := &r.s
	for i, sp := range specs {
		c := &s.Cars[i]
		c.Pos = sp.Pos
		c.Lane = sp.Lane
		if c.Lane == 0 {
			c.Lane = r.track.RaceLane(r.track.Space(sp.Pos))
		}
		c.Gear = max(sp.Gear, 1)
		if sp.Legend {
			continue
		}
		c.Hand = r.cardsOf(sp.Hand)
		deck := r.cardsOf(sp.Deck)
		for l, h := 0, len(deck)-1; l < h; l, h = l+1, h-1 {
			deck[l], deck[h] = deck[h], deck[l]
		}
		c.Deck = deck
		c.Discard = r.cardsOf(sp.Discard)
		c.Engine = r.cardsOf(strings.Repeat("H ", sp.Engine))
	}
	r.respot()
	s.Round = 0
	s.Events = eventLog{}
	s.Log = actionLog{}
	r.startRound()
	r.advance()
	return r
}

// hand finds cards in a car's hand by their words, in order.
func (r *Race) hand(t *testing.T, seat int, words string) []int {
	t.Helper()
	var ids []int
	used := map[int]bool{}
	for _, w := range strings.Fields(words) {
		found := false
		for _, c := range r.s.Cars[seat].Hand {
			if !used[c.ID] && word(c) == w {
				ids = append(ids, c.ID)
				used[c.ID] = true
				found = true
				break
			}
		}
		if !found {
			t.Fatalf("seat %d holds no %q for %q: hand %v", seat, w, words, r.s.Cars[seat].Hand)
		}
	}
	return ids
}

// do applies an action that must be legal, then lets the other seats decide passively (see auto).
func (r *Race) do(t *testing.T, seat int, a Action) []Event {
	t.Helper()
	ev, err := r.applied(seat, a)
	if err != nil {
		t.Fatalf("seat %d %s: %v", seat, a, err)
	}
	return append(ev, r.auto(t, seat)...)
}

// applied applies an action and returns every event that followed, unfiltered.
func (r *Race) applied(seat int, a Action) ([]Event, error) {
	first := r.EventCount()
	if err := r.Apply(seat, a); err != nil {
		return nil, err
	}
	return r.events(first, nil), nil
}

// commit shifts to gear and plays the cards named by words.
func (r *Race) commit(t *testing.T, seat, gear int, words string) []Event {
	t.Helper()
	if err := r.Apply(seat, Action{Type: ActShift, Gear: gear}); err != nil {
		t.Fatalf("seat %d shift to %d: %v", seat, gear, err)
	}
	ev, err := r.applied(seat, Action{Type: ActPlay, Cards: r.hand(t, seat, words)})
	if err != nil {
		t.Fatalf("seat %d play %s: %v", seat, words, err)
	}
	return ev
}

// plan commits a seat's gear and cards, then lets the others decide passively.
func (r *Race) plan(t *testing.T, seat, gear int, words string) []Event {
	t.Helper()
	return append(r.commit(t, seat, gear, words), r.auto(t, seat)...)
}

// skipReact ends the seat's React step if it is in one, paying its cards' Heat and resolving
// their Scrap first.
func (r *Race) skipReact(t *testing.T, seat int) []Event {
	t.Helper()
	var ev []Event
	for range 4 { // the cards' Heat and Scrap first, then Done
		if r.Legal(seat).Decision != DecideReact {
			break
		}
		ev = append(ev, r.do(t, seat, r.passive(seat))...)
	}
	return ev
}

// auto lets every seat but the kept ones take the passive choice (keep the gear and play the
// first cards, no React, no slipstream, no discard) until only kept seats are waited for, or the
// round ends.
func (r *Race) auto(t *testing.T, keep ...int) []Event {
	t.Helper()
	var all []Event
	round := r.s.Round
	for !r.Over() && r.s.Round == round {
		moved := false
		for _, seat := range r.Pending() {
			if slices.Contains(keep, seat) {
				continue
			}
			ev, err := r.applied(seat, r.passive(seat))
			if err != nil {
				t.Fatalf("passive seat %d: %v", seat, err)
			}
			all = append(all, ev...)
			moved = true
			break
		}
		if !moved {
			break
		}
	}
	return all
}

func (r *Race) passive(seat int) Action {
	l := r.Legal(seat)
	switch l.Decision {
	case DecideDraft:
		return Action{Type: ActDraft, Cards: l.Draft[:1]}
	case DecideSwap:
		return Action{Type: ActSwap}
	case DecideBrakes:
		a := Action{Type: ActBrakes}
		for _, k := range r.s.Cars[seat].Played {
			if ch, ok := l.Brakes[k.ID]; ok {
				a.Cards, a.Values = append(a.Cards, k.ID), append(a.Values, ch[0])
			}
		}
		return a
	case DecideShift, DecidePlay:
		if l.Play == nil {
			return Action{Type: ActShift, Gear: l.Gears[0].Gear}
		}
		return Action{Type: ActPlay, Cards: l.Play.Cards[:l.Play.Count]}
	case DecideReact:
		switch {
		case len(l.Heat) > 0:
			return Action{Type: ActHeat}
		case len(l.Scrap) > 0:
			return Action{Type: ActScrap}
		}
		return Action{Type: ActReactDone}
	case DecideSlipstream:
		return Action{Type: ActSlipstream}
	case DecideDiscard:
		return Action{Type: ActDiscard}
	}
	return Action{}
}

// word is the scenario word of a card.
func word(c Card) string {
	if c.Def != 0 && c.def().Number > 0 {
		return "U" + strconv.Itoa(c.def().Number)
	}
	switch c.Kind {
	case Heat:
		return "H"
	case Stress:
		return "S"
	}
	return strconv.Itoa(c.Value)
}

func (r *Race) car(seat int) *car { return &r.s.Cars[seat] }

func kinds(evs []Event, k EventKind) []Event {
	var out []Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// sponsorCard makes a sponsor card of the kind named (its position in sponsors).
func (r *Race) sponsorCard(kind int) Card {
	sp := sponsors[kind]
	c := Card{ID: r.s.NextID, Kind: Sponsor, Def: sp.def, Value: sp.value}
	r.s.NextID++
	return c
}
