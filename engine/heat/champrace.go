package heat

import (
	"fmt"

	"github.com/heatracing/heat/tracks"
)

// A race of a championship (rules reference §6.4): its event card's rules, the upgrades and the
// unused sponsors each driver brings from the earlier races, and a single draft round.

// ChampRace is what a championship adds to a race's configuration. A race without it plays no
// event and carries nothing.
type ChampRace struct {
	Event int     `json:"event,omitempty"` // the event card, 1–10; 0: none
	Carry []Carry `json:"carry,omitempty"` // by seat: what each driver brings from earlier races
}

// Carry is what a driver brings into a championship race from the earlier ones.
type Carry struct {
	Upgrades []int `json:"upgrades,omitempty"` // Garage card numbers, 1–48
	Sponsors []int `json:"sponsors,omitempty"` // unused sponsor cards, by kind 1–5 (see SponsorKind)
}

// ChampDraftRounds is the number of draft rounds before a championship race.
const ChampDraftRounds = 1

// validate checks a championship race's part of the configuration.
func (ch *ChampRace) validate(t *tracks.Track, c *Config) error {
	if ch.Event < 0 || ch.Event > EventCards {
		return fmt.Errorf("there is no event card %d (they go from 1 to %d)", ch.Event, EventCards)
	}
	if len(ch.Carry) != 0 && len(ch.Carry) != len(c.Seats) {
		return fmt.Errorf("the carried cards list %d cars but the race has %d", len(ch.Carry), len(c.Seats))
	}
	var upgrades [UpgradeCount + 1]int
	var sponsorsHeld [len(sponsors) + 1]int
	for i, cr := range ch.Carry {
		if c.Seats[i].Legend && (len(cr.Upgrades) > 0 || len(cr.Sponsors) > 0) {
			return fmt.Errorf("%s is a Legend and carries no cards", c.Seats[i].Name)
		}
		if len(cr.Upgrades) > 0 && c.Garage == GarageOff {
			return fmt.Errorf("%s carries upgrades but the race plays no Garage module", c.Seats[i].Name)
		}
		for _, u := range cr.Upgrades {
			if u < 1 || u > UpgradeCount {
				return fmt.Errorf("there is no upgrade card %d", u)
			}
			if upgrades[u]++; upgrades[u] > 2 {
				return fmt.Errorf("upgrade card %d is carried more than twice (the box holds two)", u)
			}
		}
		for _, k := range cr.Sponsors {
			if k < 1 || k > len(sponsors) {
				return fmt.Errorf("there is no sponsor card kind %d", k)
			}
			if sponsorsHeld[k]++; sponsorsHeld[k] > SponsorsPerKind {
				return fmt.Errorf("more than %d sponsor cards of kind %d are carried", SponsorsPerKind, k)
			}
		}
	}
	return nil
}

// event is the race's event card (the "no event" card outside a championship).
func (r *Race) event() *EventCard {
	if r.s.Config.Champ == nil {
		return &eventCards[0]
	}
	return &eventCards[r.s.Config.Champ.Event]
}

// handSize is the number of cards a hand is refilled to in this race.
func (r *Race) handSize() int {
	if r.s.Config.Champ == nil {
		return HandSize
	}
	return r.event().HandSize()
}

// draftRounds is the number of rounds of the Garage draft (or cards dealt at a quick start).
func (r *Race) draftRounds() int {
	if r.s.Config.Champ != nil {
		return ChampDraftRounds
	}
	return DraftRounds
}

// carried returns what seat brings from earlier races.
func (r *Race) carried(seat int) *Carry {
	ch := r.s.Config.Champ
	if ch == nil || seat >= len(ch.Carry) {
		return nil
	}
	return &ch.Carry[seat]
}

// carryUpgrades gives every driver the upgrades it brings, taken out of the draft pool (or made
// afresh when the pool holds no such card), and returns what is left of the pool.
func (r *Race) carryUpgrades(pool []Card) []Card {
	s := &r.s
	for i := range s.Cars {
		cr := r.carried(i)
		if cr == nil {
			continue
		}
		c := &s.Cars[i]
		for _, n := range cr.Upgrades {
			def := upgrade(n).def()
			j := -1
			for k := range pool {
				if pool[k].Def == def {
					j = k
					break
				}
			}
			if j >= 0 {
				c.Upgrades = append(c.Upgrades, pool[j])
				pool = append(pool[:j], pool[j+1:]...)
				continue
			}
			c.Upgrades = append(c.Upgrades, upgrade(n).card(s.NextID))
			s.NextID++
		}
	}
	return pool
}

// carrySponsors puts the sponsor cards a driver brings into its deck, taken from the supply.
func (r *Race) carrySponsors(c *car) {
	cr := r.carried(c.Seat)
	if cr == nil {
		return
	}
	s := &r.s
	for _, kind := range cr.Sponsors {
		def := uint16(firstSponsor + kind - 1)
		for j := range s.Sponsors {
			if s.Sponsors[j].Def == def {
				c.Deck = append(c.Deck, s.Sponsors[j])
				s.Sponsors = append(s.Sponsors[:j], s.Sponsors[j+1:]...)
				break
			}
		}
	}
}

// SponsorKind is the kind (1–5) of a sponsor card, 0 for any other card.
func SponsorKind(k Card) int {
	if k.Kind != Sponsor || k.Def < firstSponsor || k.Def >= firstUpgrade {
		return 0
	}
	return int(k.Def) - firstSponsor + 1
}

// UpgradeNumber is the Garage card number (1–48) of an upgrade card, 0 for any other card.
func UpgradeNumber(k Card) int {
	if k.Def < firstUpgrade || int(k.Def) >= firstUpgrade+UpgradeCount {
		return 0
	}
	return int(k.Def) - firstUpgrade + 1
}

// Carried is what seat's driver takes to the next race of a championship: its Garage upgrades,
// and the sponsor cards it still holds anywhere (hand, deck, discard pile, play area).
func (r *Race) Carried(seat int) Carry {
	var out Carry
	if seat < 0 || seat >= len(r.s.Cars) || r.s.Cars[seat].Legend {
		return out
	}
	c := &r.s.Cars[seat]
	for _, k := range c.Upgrades {
		if n := UpgradeNumber(k); n > 0 {
			out.Upgrades = append(out.Upgrades, n)
		}
	}
	for _, pile := range [][]Card{c.Hand, c.Deck, c.Discard, c.Played} {
		for _, k := range pile {
			if n := SponsorKind(k); n > 0 {
				out.Sponsors = append(out.Sponsors, n)
			}
		}
	}
	return out
}

// Eliminated reports whether seat's car was eliminated (an event's spin-out rule).
func (r *Race) Eliminated(seat int) bool {
	return seat >= 0 && seat < len(r.s.Cars) && r.s.Cars[seat].Eliminated
}

// EventCard is the race's event card (number 0, "No event", outside a championship).
func (r *Race) EventCard() EventCard {
	e, _ := EventCardOf(r.event().Number)
	return e
}

// swap is the first drafter's choice after a championship's draft round (§6.4): one upgrade it
// owns for one card left in the market, or none.
func (r *Race) swap(seat int, a *Action) error {
	d := r.s.Draft
	switch {
	case r.s.Phase != PhaseDraft || d == nil || !d.Swap:
		return notYourTurn("there is no upgrade to swap now: it is %s", r.stepName())
	case d.Order[0] != seat:
		return notYourTurn("only %s, who drafted first, may swap", r.s.Cars[d.Order[0]].Name)
	case len(a.Cards) != 0 && len(a.Cards) != 2:
		return illegal("name one of your upgrades and one card of the market, or none to keep yours")
	}
	if len(a.Cards) == 2 {
		c := &r.s.Cars[seat]
		i, j := indexOf(c.Upgrades, a.Cards[0]), indexOf(d.Market, a.Cards[1])
		switch {
		case i < 0:
			return illegal("card %d is not one of your upgrades", a.Cards[0])
		case j < 0:
			return illegal("card %d is not in the market", a.Cards[1])
		}
		c.Upgrades[i], d.Market[j] = d.Market[j], c.Upgrades[i]
		r.emit(&Event{Kind: EvSwap, Seat: seat, Cards: []Card{d.Market[j], c.Upgrades[i]}})
	}
	d.Swap = false
	r.endDraftRound()
	return nil
}
