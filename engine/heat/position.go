package heat

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/tracks"
)

// A position is a race in the middle, written as text a person reads and edits: puzzles start
// from one, and so can any race (Config.Position). It sets the race at the start of a round
// (step 1: every driver shifts and plays). Lines; blank lines and "#" comments are skipped;
// a car's lines follow its "car" line:
//
//	track usa          # the circuit (required)
//	laps 1             # the race's laps (default: the circuit's)
//	round 5            # the round that starts (default 1)
//	car You            # a car, in seat order, and its name
//	at 40              #   its distance from the start line, in spaces (lap 2 begins at the
//	                   #   circuit's length); required
//	lane 1             #   1 or 2 (default: the race line)
//	gear 3             #   1 to 4 (default 1)
//	engine 3           #   Heat cards in its Engine (default 0)
//	hand 4 4 3 H S     #   1–4 Speed cards, 0 and 5 the starting upgrades, H Heat, S Stress
//	deck 2 1 3         #   its draw deck, top card first (default: empty)
//	discard 1          #   its discard pile (default: empty)
//
// A position plays no Legends, Garage, weather or championship. ParsePosition checks
// everything a race needs and says what is wrong, with the line.

// posCar is one car of a position.
type posCar struct {
	name                string
	at, lane, gear, eng int
	hand, deck, discard []Card
	atSet               bool
}

// position is a position read.
type position struct {
	track string
	laps  int
	round int
	cars  []*posCar
}

// ParsePosition builds a race at the position text describes, from seed (its later shuffles).
func ParsePosition(text string, seed uint64) (*Race, error) {
	return newAt(Config{Position: text}, seed)
}

// newAt is New for a configuration with a position: the seats' names and colours, when it
// gives them, name the position's cars.
func newAt(cfg Config, seed uint64) (*Race, error) {
	p, err := readPosition(cfg.Position)
	if err != nil {
		return nil, err
	}
	if len(cfg.Seats) > len(p.cars) {
		return nil, fmt.Errorf("%w: the position has %d cars, not %d", ErrConfig, len(p.cars), len(cfg.Seats))
	}
	base := Config{Track: p.track, Laps: p.laps}
	for i, c := range p.cars {
		sc := SeatConfig{Name: c.name, Colour: Colours[i%len(Colours)]}
		if i < len(cfg.Seats) {
			if cfg.Seats[i].Name != "" {
				sc.Name = cfg.Seats[i].Name
			}
			if cfg.Seats[i].Colour != "" {
				sc.Colour = cfg.Seats[i].Colour
			}
		}
		base.Seats = append(base.Seats, sc)
		base.Grid = append(base.Grid, i)
	}
	r, err := New(base, seed)
	if err != nil {
		return nil, err
	}
	s := &r.s
	s.NextID = 1000 // past every card New dealt
	t := r.track
	for i, pc := range p.cars {
		c := &s.Cars[i]
		if end := t.Length * s.Config.Laps; pc.at < 0 || pc.at >= end {
			return nil, fmt.Errorf("%w: car %s stands at %d: a car in this race stands from 0 to %d", ErrConfig, pc.name, pc.at, end-1)
		}
		c.Pos, c.Lane, c.Gear = pc.at, pc.lane, pc.gear
		if c.Lane == 0 {
			c.Lane = t.RaceLane(t.Space(pc.at))
		}
		c.Hand, c.Deck, c.Discard = r.renumber(pc.hand), r.renumber(pc.deck), r.renumber(pc.discard)
		slices.Reverse(c.Deck) // the text lists the top card first; the deck's top is its end
		c.Engine = r.renumber(slices.Repeat([]Card{{Kind: Heat}}, pc.eng))
		c.Played = c.Played[:0]
		c.LapRounds = nil
		for l := 1; l <= c.Pos/t.Length; l++ {
			c.LapRounds = append(c.LapRounds, 0)
		}
	}
	for i := range s.Cars {
		for j := range i {
			a, b := &s.Cars[i], &s.Cars[j]
			if t.Space(a.Pos) == t.Space(b.Pos) && a.Lane == b.Lane {
				return nil, fmt.Errorf("%w: cars %s and %s stand on the same spot", ErrConfig, a.Name, b.Name)
			}
		}
	}
	r.respot()
	s.Round = p.round - 1
	s.Events = eventLog{}
	s.Log = actionLog{}
	s.Config.Position = cfg.Position
	r.startRound()
	r.advance()
	return r, nil
}

// renumber gives cards fresh IDs.
func (r *Race) renumber(cards []Card) []Card {
	out := make([]Card, len(cards))
	for i, c := range cards {
		c.ID = r.s.NextID
		r.s.NextID++
		out[i] = c
	}
	return out
}

// readPosition reads a position's text.
func readPosition(text string) (*position, error) {
	p := &position{round: 1}
	seen := map[string]bool{}
	var cur *posCar
	lines, err := kit.PositionLines(text, ErrConfig)
	if err != nil {
		return nil, err
	}
	for _, l := range lines {
		key, rest := l.Key, l.Rest
		fail := func(format string, args ...any) (*position, error) {
			return nil, l.Errorf(format, args...)
		}
		scope := key
		if cur != nil && key != "car" {
			scope = cur.name + "." + key
		}
		if seen[scope] && key != "car" {
			return fail("%s is given twice", key)
		}
		seen[scope] = true
		var err error
		switch key {
		case "track":
			if cur != nil {
				return fail("the track comes before the cars")
			}
			if _, terr := tracks.Get(rest); terr != nil {
				return fail("%v", terr)
			}
			p.track = rest
		case "laps":
			p.laps, err = l.Number(1, tracks.MaxLaps)
		case "round":
			p.round, err = l.Number(1, 99)
		case "car":
			if rest == "" || len(rest) > 40 {
				return fail("a car needs a name of 1 to 40 characters")
			}
			if len(p.cars) == MaxCars {
				return fail("a race holds at most %d cars", MaxCars)
			}
			if slices.ContainsFunc(p.cars, func(c *posCar) bool { return c.name == rest }) {
				return fail("two cars are named %s", rest)
			}
			cur = &posCar{name: rest, gear: 1}
			p.cars = append(p.cars, cur)
		case "at", "lane", "gear", "engine", "hand", "deck", "discard":
			if cur == nil {
				return fail("%s belongs to a car: write a \"car NAME\" line first", key)
			}
			switch key {
			case "at":
				cur.at, err = strconv.Atoi(rest)
				cur.atSet = err == nil
			case "lane":
				cur.lane, err = l.Number(1, 2)
			case "gear":
				cur.gear, err = l.Number(1, 4)
			case "engine":
				cur.eng, err = l.Number(0, 20)
			default:
				var cards []Card
				cards, err = positionCards(rest)
				*map[string]*[]Card{"hand": &cur.hand, "deck": &cur.deck, "discard": &cur.discard}[key] = cards
			}
		default:
			return fail("%q is not part of a position (track, laps, round, car, at, lane, gear, engine, hand, deck, discard)", key)
		}
		if err != nil {
			return fail("%v", err)
		}
	}
	switch {
	case p.track == "":
		return nil, fmt.Errorf("%w: a position names its track (track usa)", ErrConfig)
	case len(p.cars) == 0:
		return nil, fmt.Errorf("%w: a position needs a car (car NAME, then its lines)", ErrConfig)
	}
	for _, c := range p.cars {
		if !c.atSet {
			return nil, fmt.Errorf("%w: car %s needs its place (at …)", ErrConfig, c.name)
		}
	}
	return p, nil
}

// positionCards reads card words: 1–4 Speed, 0 and 5 the starting upgrades, H Heat, S Stress.
func positionCards(words string) ([]Card, error) {
	var out []Card
	for _, w := range strings.Fields(words) {
		var c Card
		switch w {
		case "H":
			c.Kind = Heat
		case "S":
			c.Kind = Stress
		case "0", "5":
			c.Kind, c.Value = Upgrade, int(w[0]-'0')
		case "1", "2", "3", "4":
			c.Kind, c.Value = Speed, int(w[0]-'0')
		default:
			return nil, fmt.Errorf("%q is no card (1–4, 0, 5, H for Heat, S for Stress)", w)
		}
		out = append(out, c)
	}
	return out, nil
}
