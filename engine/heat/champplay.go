package heat

import (
	"fmt"
	"slices"

	"github.com/heatracing/heat/engine/kit"
)

// Championship is a championship in progress: the race being run, the results of those before
// it, and what the drivers carry from one to the next. Build one with NewChampionship or
// ReplayChampionship.
type Championship struct {
	given ChampConfig // as the players set it up (the file keeps it)
	cfg   ChampConfig // races filled in, events drawn
	seed  uint64
	done  []RaceResult // the races before the current one
	files []RaceFile   // and their files
	// events counts the events of the races before the current one.
	events int
	race   *Race
}

// RaceResult is one race of a championship once it is over.
type RaceResult struct {
	Track  string `json:"track"`
	Event  int    `json:"event,omitempty"`
	Places []int  `json:"places"` // seats in finishing order
	Points []int  `json:"points"` // by seat, the event's bonus included
	Bonus  []int  `json:"bonus"`  // by seat, the event's bonus points
	Out    []bool `json:"out"`    // by seat: eliminated or retired, no points
}

// Standing is one car's place in the championship.
type Standing struct {
	Seat   int   `json:"seat"`
	Points int   `json:"points"`
	Races  []int `json:"races"` // the points of each race run so far
}

// Podium are the championship points of the places, 1st first; from 7th on a car scores none.
var Podium = []int{9, 6, 4, 3, 2, 1}

// NewChampionship starts a championship: its first race, on a random grid, waits for its first
// decision.
func NewChampionship(cfg ChampConfig, seed uint64) (*Championship, error) {
	n, err := cfg.normalized(seed)
	if err != nil {
		return nil, err
	}
	ch := &Championship{given: cfg, cfg: n, seed: seed}
	if err := ch.start(0, nil, nil); err != nil {
		return nil, err
	}
	return ch, nil
}

func (ch *Championship) start(i int, grid []int, carry []Carry) error {
	r, err := New(ch.cfg.raceConfig(i, grid, carry), raceSeed(ch.seed, i))
	if err != nil {
		return fmt.Errorf("race %d of the championship cannot start: %w", i+1, err)
	}
	ch.race = r
	return nil
}

// Race is the race being run (or the last one run).
func (ch *Championship) Race() *Race { return ch.race }

// Index is the number of the current race, from 0.
func (ch *Championship) Index() int { return len(ch.done) }

// EventsBefore is the number of events of the races before the current one: a page that numbers
// events across the championship adds it to the current race's.
func (ch *Championship) EventsBefore() int { return ch.events }

// Legs are the championship's races: circuits and event cards.
func (ch *Championship) Legs() []Leg { return slices.Clone(ch.cfg.Races) }

// Config returns the championship's configuration as it was set up.
func (ch *Championship) Config() ChampConfig { return ch.given }

// Between reports whether a race is over and another is to come.
func (ch *Championship) Between() bool {
	return ch.race.Over() && len(ch.done)+1 < len(ch.cfg.Races)
}

// Over reports whether the last race is over.
func (ch *Championship) Over() bool {
	return ch.race.Over() && len(ch.done)+1 == len(ch.cfg.Races)
}

// Apply applies a seat's action to the current race.
func (ch *Championship) Apply(seat int, a Action) error {
	if ch.race.Over() {
		if ch.Over() {
			return ErrOver
		}
		return notYourTurn("the race is over: the next one has not started")
	}
	return ch.race.Apply(seat, a)
}

// NextRace starts the next race once the current one is over: the grid by the standings, leader
// on pole, and every driver's upgrades and unused sponsors carried.
func (ch *Championship) NextRace() error {
	if !ch.Between() {
		if ch.Over() {
			return ErrOver
		}
		return notYourTurn("the race is not over yet")
	}
	res := ch.result(ch.race)
	carry := make([]Carry, len(ch.cfg.Race.Seats))
	for i := range carry {
		carry[i] = ch.race.Carried(i)
	}
	done := append(slices.Clone(ch.done), res)
	grid := gridOf(standings(done, len(carry)))
	prev := ch.race
	if err := ch.start(len(done), grid, carry); err != nil {
		ch.race = prev
		return err
	}
	ch.done, ch.files = done, append(ch.files, prev.File())
	ch.events += prev.EventCount()
	return nil
}

// Results are the races run so far that are over, in order.
func (ch *Championship) Results() []RaceResult {
	out := slices.Clone(ch.done)
	if ch.race.Over() {
		out = append(out, ch.result(ch.race))
	}
	return out
}

// Standings ranks the cars by their championship points, leader first; a tie goes to the better
// place in the latest race.
func (ch *Championship) Standings() []Standing {
	return standings(ch.Results(), len(ch.cfg.Race.Seats))
}

// Champion is the seat that won the championship, -1 until the last race is over.
func (ch *Championship) Champion() int {
	if !ch.Over() {
		return -1
	}
	return ch.Standings()[0].Seat
}

// result scores a race that is over.
func (ch *Championship) result(r *Race) RaceResult {
	n := len(r.s.Cars)
	res := RaceResult{Track: r.s.Config.Track, Event: r.event().Number, Places: r.Standings(), Out: make([]bool, n)}
	for seat := range res.Out {
		res.Out[seat] = r.s.Cars[seat].Retired
	}
	res.Points, res.Bonus = score(r.event(), res.Places, res.Out)
	return res
}

// score gives the championship points of a race, by seat: the places' points (see Podium) and the
// event's bonus; a car out of the race (eliminated or retired) scores none.
func score(e *EventCard, places []int, out []bool) (points, bonus []int) {
	points, bonus = make([]int, len(places)), make([]int, len(places))
	for place, seat := range places {
		if out[seat] {
			continue
		}
		if place < len(Podium) {
			points[seat] = Podium[place]
		}
		if place == 0 {
			bonus[seat] += e.WinnerPlus
		}
		if place < 3 {
			bonus[seat] += e.PodiumPlus
		}
		points[seat] += bonus[seat]
	}
	return points, bonus
}

// standings ranks n cars after the given races.
func standings(races []RaceResult, n int) []Standing {
	out := make([]Standing, n)
	for i := range out {
		out[i] = Standing{Seat: i, Races: make([]int, len(races))}
		for j, r := range races {
			out[i].Races[j] = r.Points[i]
			out[i].Points += r.Points[i]
		}
	}
	place := make([]int, n) // in the latest race
	if len(races) > 0 {
		for p, seat := range races[len(races)-1].Places {
			place[seat] = p
		}
	}
	kit.SortSmall(out, func(a, b Standing) int {
		if a.Points != b.Points {
			return b.Points - a.Points
		}
		return place[a.Seat] - place[b.Seat]
	})
	return out
}

// gridOf lists the seats from pole backwards in the order of the standings.
func gridOf(st []Standing) []int {
	grid := make([]int, len(st))
	for i, s := range st {
		grid[i] = s.Seat
	}
	return grid
}
