package heat

import (
	"github.com/heatracing/heat/engine/rng"
	"github.com/heatracing/heat/tracks"
)

// New sets up a race: the cars on the grid (in the configured order, or at random), the Garage
// draft if the race plays it, and then (see startRace) every driver's deck shuffled, the Engine
// filled with the track's Heat, a hand of 7, 1st gear. It then runs until the first decision.
func New(cfg Config, seed uint64) (*Race, error) {
	if cfg.Position != "" {
		return newAt(cfg, seed)
	}
	cfg, t, err := cfg.normalized()
	if err != nil {
		return nil, err
	}
	r := &Race{track: t}
	s := &r.s
	s.Config = cfg
	s.Seed = seed
	s.RNG = rng.Source{S: seed}

	grid := cfg.Grid
	if len(grid) == 0 {
		grid = make([]int, len(cfg.Seats))
		for i := range grid {
			grid[i] = i
		}
		rng.Shuffle(&s.RNG, grid)
	}
	s.Cars = make([]car, len(cfg.Seats))
	for place, seat := range grid {
		sc := cfg.Seats[seat]
		c := &s.Cars[seat]
		*c = car{
			Seat: seat, Name: sc.Name, Colour: sc.Colour, Legend: sc.Legend,
			Pos: t.GridProgress(place), Lane: t.Grid[place].Lane, Gear: 1,
		}
	}
	r.respot()
	if len(cfg.Press) > 0 || cfg.Sponsors > 0 || cfg.Champ != nil {
		for _, sp := range sponsors {
			for range SponsorsPerKind {
				s.Sponsors = append(s.Sponsors, Card{ID: s.NextID, Kind: Sponsor, Def: sp.def, Value: sp.value})
				s.NextID++
			}
		}
		supply := s.Sponsors
		rng.Shuffle(&s.RNG, supply)
	}
	if cfg.Garage != GarageOff {
		r.setupGarage(grid)
	}
	if s.Phase != PhaseDraft {
		r.startRace()
	}
	r.advance()
	return r, nil
}

// startRace prepares every driver's cards once the upgrades are known, and starts round 1: the
// weather and road conditions, the decks (the starting upgrades or the Garage's), the Engines,
// the sponsors and the opening hands, and the Legend deck.
func (r *Race) startRace() {
	s := &r.s
	r.drawConditions()
	for i := range s.Cars {
		c := &s.Cars[i]
		if c.Legend {
			continue
		}
		c.Deck = r.seatDeck(i, max(r.track.Stress+r.event().Stress, 0))
		c.Deck = append(c.Deck, c.Upgrades...)
		r.weatherDeck(c)
		r.carrySponsors(c)
		c.Discard = make([]Card, 0, cap(c.Deck))
		c.Played = make([]Card, 0, 8)
		heat := max(r.track.Heat+r.event().Heat, 0) + r.extraHeat()
		c.Engine = make([]Card, heat, heat+1)
		for h := range c.Engine {
			c.Engine[h] = Card{ID: s.NextID, Kind: Heat}
			s.NextID++
		}
		r.weatherEngine(c)
		deck := c.Deck
		rng.Shuffle(&s.RNG, deck)
		hand := r.handSize()
		c.Hand = make([]Card, 0, hand+4)
		for range s.Config.Sponsors {
			r.gainSponsor(c, 0, 0)
		}
		for len(c.Hand) < hand && len(c.Deck) > 0 {
			c.Hand = append(c.Hand, c.Deck[len(c.Deck)-1])
			c.Deck = c.Deck[:len(c.Deck)-1]
		}
	}
	s.Legends = newLegendDeck(&s.RNG)
	r.startRound()
}

// Track returns the circuit of the race.
func (r *Race) Track() *tracks.Track { return r.track }

// Config returns the race's configuration, defaults filled in.
func (r *Race) Config() Config { return r.s.Config }
