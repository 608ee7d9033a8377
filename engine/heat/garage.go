package heat

import (
	"slices"

	"github.com/heatracing/heat/engine/rng"
)

// The Garage module (rules reference §4): 48 upgrade cards, two of each in the box; the basic
// ones are 1–17, the advanced ones 18–48, and 17 and 48 are Heat cards. Before the race the
// drivers draft three of them (or are dealt three basic ones), which replace the starting
// upgrades in their decks.

// Garage is how a race plays the Garage module.
type Garage string

// Garage choices.
const (
	GarageOff      Garage = ""
	GarageBasic    Garage = "basic"    // draft from the 34 basic cards
	GarageAdvanced Garage = "advanced" // draft from the 62 advanced cards
	GarageBoth     Garage = "both"     // draft from all 96
	GarageQuick    Garage = "quick"    // no draft: three random basic upgrades each
)

// Garages lists the ways to play the Garage module.
var Garages = []Garage{GarageBasic, GarageAdvanced, GarageBoth, GarageQuick}

// DraftRounds is the number of cards each driver drafts.
const DraftRounds = 3

// upgrade is an upgrade card's number, 1 to UpgradeCount.
type upgrade int

// UpgradeCount is the number of upgrade card types; the box holds two of each.
const UpgradeCount = 48

// upgradeSpeeds are the upgrade cards' printed speeds, card n at index n-1 (0 for Brakes, whose
// speed is chosen, and for the two Heat cards).
var upgradeSpeeds = [UpgradeCount]int{4, 0, 0, 3, 5, 1, 0, 0, 0, 0, 6, 1, 3, 1, 2, 3, 0, 6, 2, 2, 4, 2, 0, 1, 2, 3, 4, 1, 0, 1, 0, 2, 2, 4, 1, 2, 1, 2, 3, 0, 0, 7, 8, 4, 3, 6, 0, 0}

func (u upgrade) def() uint16 { return uint16(firstUpgrade + int(u) - 1) }

// heat reports whether the card is one of the two Heat cards, 17 and 48.
func (u upgrade) heat() bool { return u == 17 || u == 48 }

// card makes a card of this upgrade with the given id.
func (u upgrade) card(id int) Card {
	if u.heat() {
		return Card{ID: id, Kind: Heat, Def: u.def()}
	}
	return Card{ID: id, Kind: Upgrade, Def: u.def(), Value: upgradeSpeeds[u-1]}
}

// pool returns the upgrade cards a Garage choice drafts from, two of each, with fresh ids.
func (g Garage) pool(ids *int) []Card {
	lo, hi := 1, UpgradeCount
	switch g {
	case GarageBasic, GarageQuick:
		hi = 17
	case GarageAdvanced:
		lo = 18
	}
	out := make([]Card, 0, 2*(hi-lo+1))
	for n := lo; n <= hi; n++ {
		for range 2 {
			out = append(out, upgrade(n).card(*ids))
			*ids++
		}
	}
	return out
}

// draft is the Garage draft while it lasts.
type draft struct {
	Pool   []Card // the cards not dealt yet, top card last
	Market []Card // face up
	Round  int    // 1 to DraftRounds
	Order  []int  // this round's drafting order
	Turn   int    // index in Order of the driver who picks
	Swap   bool   // a championship's draft: the first drafter may now swap (Turn is 0 again)
}

// driversFromBack lists the seats that are not Legends, from the back of the grid to the front.
func (r *Race) driversFromBack(grid []int) []int {
	var out []int
	for i := len(grid) - 1; i >= 0; i-- {
		if !r.s.Cars[grid[i]].Legend {
			out = append(out, grid[i])
		}
	}
	return out
}

// setupGarage shuffles the upgrade pool and either deals three basic cards to every driver (quick
// start) or opens the draft.
func (r *Race) setupGarage(grid []int) {
	s := &r.s
	pool := s.Config.Garage.pool(&s.NextID)
	if s.Config.Champ != nil {
		pool = r.carryUpgrades(pool)
	}
	rng.Shuffle(&s.RNG, pool)
	back := r.driversFromBack(grid)
	if s.Config.Garage == GarageQuick {
		for i := len(back) - 1; i >= 0; i-- { // from pole backwards
			c := &s.Cars[back[i]]
			n := r.draftRounds()
			c.Upgrades = append(c.Upgrades, pool[len(pool)-n:]...)
			pool = pool[:len(pool)-n]
			r.emit(&Event{Kind: EvUpgrades, Seat: c.Seat, Cards: c.Upgrades})
		}
		return
	}
	s.Draft = &draft{Pool: pool, Order: back}
	s.Phase = PhaseDraft
	r.openMarket()
}

// openMarket deals the next round's market: one card per driver and three more.
func (r *Race) openMarket() {
	d := r.s.Draft
	d.Round++
	if d.Round > 1 {
		slices.Reverse(d.Order) // back first, then front first, then back first
	}
	n := min(len(d.Order)+3, len(d.Pool))
	d.Market = append(d.Market[:0], d.Pool[len(d.Pool)-n:]...)
	d.Pool = d.Pool[:len(d.Pool)-n]
	d.Turn = 0
	e := &Event{Kind: EvMarket, Seat: -1, Count: d.Round, Cards: d.Market, Order: d.Order}
	if r.s.Config.Champ != nil {
		e.Rounds = ChampDraftRounds
	}
	r.emit(e)
}

func (r *Race) pick(seat int, a *Action) error {
	d := r.s.Draft
	if r.s.Phase != PhaseDraft || d == nil {
		return notYourTurn("the draft is over: now it is %s", r.stepName())
	}
	if d.Order[d.Turn] != seat {
		return notYourTurn("it is %s's pick", r.s.Cars[d.Order[d.Turn]].Name)
	}
	if d.Swap {
		return notYourTurn("the draft round is over: you may swap one of your upgrades for a card left, or keep them")
	}
	if len(a.Cards) != 1 {
		return illegal("pick exactly one card of the market")
	}
	i := indexOf(d.Market, a.Cards[0])
	if i < 0 {
		return illegal("card %d is not in the market", a.Cards[0])
	}
	c := &r.s.Cars[seat]
	k := d.Market[i]
	d.Market = append(d.Market[:i], d.Market[i+1:]...)
	c.Upgrades = append(c.Upgrades, k)
	r.emit(&Event{Kind: EvPick, Seat: seat, Cards: []Card{k}, Count: d.Round})
	d.Turn++
	if d.Turn < len(d.Order) {
		return nil
	}
	if r.s.Config.Champ != nil && len(d.Market) > 0 {
		d.Swap, d.Turn = true, 0 // the first drafter may swap an upgrade for a leftover
		return nil
	}
	r.endDraftRound()
	return nil
}

// endDraftRound clears the market at the end of a draft round, then opens the next round's or
// starts the race.
func (r *Race) endDraftRound() {
	d := r.s.Draft
	if len(d.Market) > 0 {
		r.emit(&Event{Kind: EvMarketCleared, Seat: -1, Cards: d.Market})
		d.Market = d.Market[:0]
	}
	if d.Round < r.draftRounds() {
		r.openMarket()
		return
	}
	r.s.Draft = nil
	r.startRace()
}
