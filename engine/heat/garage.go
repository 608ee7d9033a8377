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

// upgrade is one of the 48 upgrade cards: its printed speed and definition, or a Heat card.
type upgrade struct {
	value int
	def   uint16
	heat  bool
}

func up(value int, d CardDef) upgrade {
	d.Advanced = d.Number >= 18
	return upgrade{value: value, def: defineCard(d)}
}

func upHeat(number int) upgrade {
	return upgrade{def: defineCard(CardDef{Name: "Heat", Number: number, Advanced: number >= 18}), heat: true}
}

// upgrades are the 48 cards, card n at index n-1 (rules reference §4.2).
var upgrades = []upgrade{
	up(4, CardDef{Number: 1, Name: "4 Wheel Drive", Boosts: 1}),
	up(0, CardDef{Number: 2, Name: "4 Wheel Drive", Boosts: 3}),
	up(0, CardDef{Number: 3, Name: "4 Wheel Drive", Boosts: 1, Cooldown: 3}),
	up(3, CardDef{Number: 4, Name: "Body", Reduce: 2}),
	up(5, CardDef{Number: 5, Name: "Body", Reduce: 1}),
	up(1, CardDef{Number: 6, Name: "Body", Reduce: 3}),
	up(0, CardDef{Number: 7, Name: "Brakes", Choices: []int{1, 2, 3, 4}, Heat: 1}),
	up(0, CardDef{Number: 8, Name: "Brakes", Choices: []int{1, 3}}),
	up(0, CardDef{Number: 9, Name: "Brakes", Choices: []int{2, 4}}),
	up(0, CardDef{Number: 10, Name: "Brakes", Choices: []int{1, 5}}),
	up(6, CardDef{Number: 11, Name: "Cooling System", Heat: 1, Cooldown: 1}),
	up(1, CardDef{Number: 12, Name: "Cooling System", Cooldown: 2}),
	up(3, CardDef{Number: 13, Name: "Cooling System", Cooldown: 1}),
	up(1, CardDef{Number: 14, Name: "R.P.M.", Slipstream: 2}),
	up(2, CardDef{Number: 15, Name: "R.P.M.", Slipstream: 2}),
	up(3, CardDef{Number: 16, Name: "R.P.M.", Slipstream: 2}),
	upHeat(17),
	up(6, CardDef{Number: 18, Name: "Body", Reduce: 3, Heat: 1}),
	up(2, CardDef{Number: 19, Name: "Body", Reduce: 1, Cooldown: 1, Scrap: 2}),
	up(2, CardDef{Number: 20, Name: "Body", Reduce: 1, Slipstream: 1}),
	up(4, CardDef{Number: 21, Name: "Cooling System", Scrap: 2, Cooldown: 1}),
	up(2, CardDef{Number: 22, Name: "Fuel", Salvage: 2}),
	up(0, CardDef{Number: 23, Name: "Fuel", Boosts: 1, Salvage: 2, Cooldown: 1}),
	up(1, CardDef{Number: 24, Name: "Gas Pedal", Direct: true, Scrap: 1}),
	up(2, CardDef{Number: 25, Name: "Gas Pedal", Direct: true, Scrap: 2}),
	up(3, CardDef{Number: 26, Name: "Gas Pedal", Direct: true, Scrap: 3}),
	up(4, CardDef{Number: 27, Name: "Gas Pedal", Direct: true, Heat: 1, Cooldown: 1}),
	up(1, CardDef{Number: 28, Name: "Gas Pedal", Direct: true, Accelerate: 1, Scrap: 5}),
	up(0, CardDef{Number: 29, Name: "R.P.M.", Boosts: 1, Slipstream: 3}),
	up(1, CardDef{Number: 30, Name: "R.P.M.", Heat: 1, Slipstream: 3}),
	up(0, CardDef{Number: 31, Name: "R.P.M.", Choices: []int{1, 2}, Slipstream: 1}),
	up(2, CardDef{Number: 32, Name: "Suspension", Refresh: true, Reduce: 1}),
	up(2, CardDef{Number: 33, Name: "Suspension", Refresh: true, Cooldown: 1}),
	up(4, CardDef{Number: 34, Name: "Suspension", Refresh: true}),
	up(1, CardDef{Number: 35, Name: "Suspension", Refresh: true, Slipstream: 1}),
	up(2, CardDef{Number: 36, Name: "Tires", Adjust: -1, Cooldown: 3}),
	up(1, CardDef{Number: 37, Name: "Tires", Scrap: 2, Adjust: 1}),
	up(2, CardDef{Number: 38, Name: "Tires", Scrap: 2, Adjust: 1}),
	up(3, CardDef{Number: 39, Name: "Tires", Adjust: -1, Cooldown: 2}),
	up(0, CardDef{Number: 40, Name: "Tires", Boosts: 1, Adjust: 1, Slipstream: 1, Cooldown: 1}),
	up(0, CardDef{Number: 41, Name: "Tires", Boosts: 2, Adjust: 2}),
	up(7, CardDef{Number: 42, Name: "Turbocharger", Heat: 2, Cooldown: 3}),
	up(8, CardDef{Number: 43, Name: "Turbocharger", Heat: 1, Scrap: 6}),
	up(4, CardDef{Number: 44, Name: "Wings", Heat: 1, Scrap: 2, Adjust: 2}),
	up(3, CardDef{Number: 45, Name: "Wings", Heat: 1, Scrap: 2, Adjust: 2}),
	up(6, CardDef{Number: 46, Name: "Wings", Heat: 2, Adjust: 3}),
	up(0, CardDef{Number: 47, Name: "4 Wheel Drive", Boosts: 1, Accelerate: 1}),
	upHeat(48),
}

// UpgradeCount is the number of upgrade card types; the box holds two of each.
const UpgradeCount = 48

// card makes a card of this upgrade with the given id.
func (u upgrade) card(id int) Card {
	if u.heat {
		return Card{ID: id, Kind: Heat, Def: u.def}
	}
	return Card{ID: id, Kind: Upgrade, Def: u.def, Value: u.value}
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
			out = append(out, upgrades[n-1].card(*ids))
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
	rng.Shuffle(&s.RNG, pool)
	back := r.driversFromBack(grid)
	if s.Config.Garage == GarageQuick {
		for i := len(back) - 1; i >= 0; i-- { // from pole backwards
			c := &s.Cars[back[i]]
			c.Upgrades = append(c.Upgrades, pool[len(pool)-DraftRounds:]...)
			pool = pool[:len(pool)-DraftRounds]
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
	r.emit(&Event{Kind: EvMarket, Seat: -1, Count: d.Round, Cards: d.Market, Order: d.Order})
}

func (r *Race) pick(seat int, a *Action) error {
	d := r.s.Draft
	if r.s.Phase != PhaseDraft || d == nil {
		return notYourTurn("the draft is over: now it is %s", r.stepName())
	}
	if d.Order[d.Turn] != seat {
		return notYourTurn("it is %s's pick", r.s.Cars[d.Order[d.Turn]].Name)
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
	if len(d.Market) > 0 {
		r.emit(&Event{Kind: EvMarketCleared, Seat: -1, Cards: d.Market})
		d.Market = d.Market[:0]
	}
	if d.Round < DraftRounds {
		r.openMarket()
		return nil
	}
	r.s.Draft = nil
	r.startRace()
	return nil
}
