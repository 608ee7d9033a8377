package heat

import (
	"slices"

	"github.com/heatracing/heat/engine/rng"
	"github.com/heatracing/heat/tracks"
)

// Phase is where a round stands.
type Phase string

// Phases of a round.
const (
	// PhaseDraft is the Garage draft before the race: drivers pick upgrade cards in turn.
	PhaseDraft Phase = "draft"
	// PhasePlan is steps 1 and 2: every driver secretly shifts and plays cards.
	PhasePlan Phase = "plan"
	// PhaseTurns is steps 3 to 9, car after car in turn order.
	PhaseTurns Phase = "turns"
	// PhaseOver: the race has ended.
	PhaseOver Phase = "over"
)

// Step is the step of the active car's turn during PhaseTurns.
type Step string

// Steps of a car's turn that run in order; the engine waits at those that ask for a decision.
const (
	StepStart      Step = "start"      // 3 reveal
	StepBrakes     Step = "brakes"     // 3 the speed of the Brakes played
	StepMove       Step = "move"       // 3 the cards' symbols, then move
	StepReact      Step = "react"      // 5
	StepSlipstream Step = "slipstream" // 6
	StepCorners    Step = "corners"    // 7
	StepDiscard    Step = "discard"    // 8
	StepReplenish  Step = "replenish"  // 9
)

// MaxRounds ends a race that would otherwise never end (cars that refuse to move): after this
// many rounds the race stops and cars are ranked where they stand.
const MaxRounds = 500

// Race is a race in progress. Its zero value is not usable: build one with New or Replay.
type Race struct {
	track *tracks.Track
	s     state
	sim   bool // a Fork: records no events and no actions
	// scratch holds a fork's Legal answers, reused from one call to the next (see Fork).
	scratch *legalMemory
	slip    Pos // a fork's Legal answer to a slipstream, reused likewise
	extras  [8]int
}

// state is everything the race is. It never leaves the engine except through views.
type state struct {
	Config   Config
	Seed     uint64
	RNG      rng.Source
	NextID   int
	Round    int
	Phase    Phase
	Order    []int // turn order of this round, leader first
	Turn     int   // index in Order of the active car
	Step     Step
	Cars     []car
	Legends  legendDeck
	Sponsors []Card // the sponsor supply (Championship), top card last
	Draft    *draft // the Garage draft, while it lasts
	Weather  Weather
	Roads    []RoadToken // road conditions, one at most per corner
	Finished []int       // seats in finishing order
	Retired  []int       `json:",omitempty"` // seats in the order they retired
	Events   eventLog
	Log      actionLog
	// spots holds, for every space, the lanes taken by the cars on the track (bit 0 lane 1, bit 1
	// lane 2): what the cars' positions say, kept up to date as they move, arrive and leave, so
	// that finding a free spot looks at one space, not at every car.
	spots [tracks.MaxLength]uint8
	// planning holds, during the planning steps, the seats that have still to choose their gear
	// and cards (bit i seat i): what mustPlan says of every car, set when a round starts and
	// cleared as each commits or retires, so that the pending seats are not looked for car by car
	// after every plan.
	planning uint8
}

// car is one seat's car, deck and results.
type car struct {
	// Where it stands, and whether it is still there, first: the searches for a free spot read
	// these fields of every car, which then share a cache line.
	Seat        int
	Pos         int  // absolute distance from the start line (negative on the grid)
	Lane        int  // 1 or 2
	FinishRound int  // 0 while racing
	Retired     bool `json:",omitempty"` // out of the race by its driver's choice
	Legend      bool
	Gear        int
	Name        string
	Colour      string

	Deck    []Card // top of the deck is the end of the slice
	Hand    []Card
	Discard []Card
	Played  []Card
	Engine  []Card

	Upgrades []Card // the Garage upgrades drafted or dealt, shown to everyone

	// Steps 1 and 2, hidden until every driver has committed.
	PlanGear   int   // 0: not shifted yet
	PlanCards  []int // card ids
	PlanValues []int // the value picked for each card that offers a choice (Brakes), else 0
	Committed  bool

	// This round.
	Cluttered  bool
	Adrenaline bool   // one of the last cars at the start of the round
	Revealed   bool   // its cards are face up
	Shown      []Card // what it played this round, once revealed
	T          turnFlags

	// Results (and FinishRound, Retired above).
	Eliminated  bool `json:",omitempty"` // out of the race by an event's rule (also Retired)
	LapRounds   []int
	SpinOuts    int
	StressTaken int
	SponsorsIn  int // sponsor cards gained
	SponsorsOut int // sponsor cards used up, back to the supply
}

// turnFlags records what a car did during its turn.
type turnFlags struct {
	Start           int // position when the turn started: corners crossed since are checked
	StartLane       int // and its lane, where a car that cannot pay its cards' Heat starts again
	ShiftHeat       int // Heat paid for a two-gear shift
	Speed           int
	Cooled          int // Heat cooled down this turn
	Boosted         bool
	AdrenalineMoved bool
	Slipstreamed    bool
	SpunOut         bool
	Plus            int // [+] symbols resolved (Stress, upgrades, Boost), for Accelerate
	// What the played cards' symbols add this turn.
	Adjust       int // to every corner's speed limit
	CardCooldown int // to the Cooldown in React
	SlipBoost    int // to the slipstream's 2 spaces
	Sym          symbols
	// The stretch covered by slipstreaming (press corners crossed there gain a sponsor).
	SlipFrom, SlipTo int
}

// symbols are the optional symbols of the cards played this turn that React offers, each taken
// once or left: how many Stress cards may be discarded, discarded cards salvaged, and spaces
// accelerated per [+]; and the cards played with Refresh, and those already put back.
type symbols struct {
	Reduce, Salvage, Accelerate    int
	Reduced, Salvaged, Accelerated bool
	Refresh                        []int // played cards with Refresh, until taken
	Refreshed                      []int // played cards going on top of the deck at step 9
	Scrapped                       []int // special mode 4: cards scrapped, back on the deck at step 9
	// The mandatory symbols React waits for: played cards whose Heat is still to pay, and those
	// whose Scrap is still to resolve.
	HeatDue, ScrapDue []int
}

func (r *Race) active() *car {
	return &r.s.Cars[r.s.Order[r.s.Turn]]
}

// finishLine is the absolute distance at which a car has finished.
func (r *Race) finishLine() int { return r.s.Config.Laps * r.track.Length }

// onTrack reports whether a car still stands on the circuit: cars leave at the end of the round
// in which they finished.
func (r *Race) onTrack(c *car) bool {
	return !c.Retired && (c.FinishRound == 0 || c.FinishRound == r.s.Round)
}

func (c *car) racing() bool { return c.FinishRound == 0 && !c.Retired }

// raceLine reports whether the car is on the race-line spot of its space.
func (r *Race) raceLine(c *car) bool {
	return c.Lane == r.track.RaceLane(r.track.Space(c.Pos))
}

// ahead reports whether car a stands ahead of car b: further along, or level on the race line.
func (r *Race) ahead(a, b *car) bool {
	if a.Pos != b.Pos {
		return a.Pos > b.Pos
	}
	ra, rb := r.raceLine(a), r.raceLine(b)
	if ra != rb {
		return ra
	}
	return a.Seat < b.Seat
}

// sortByPosition sorts seats leader first (see ahead): an insertion sort on keys worked out once
// per car, as a round's turn order is sorted every round and holds a handful of cars.
func (r *Race) sortByPosition(seats []int) {
	var keyBuf [MaxCars]int
	keys := keyBuf[:0]
	for _, seat := range seats {
		// Further along first, then the race line, then the lower seat: one number, larger first.
		c := &r.s.Cars[seat]
		k := c.Pos*2*(MaxCars+1) - seat
		if r.raceLine(c) {
			k += MaxCars + 1
		}
		keys = append(keys, k)
	}
	for i := 1; i < len(seats); i++ {
		for j := i; j > 0 && keys[j] > keys[j-1]; j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
			seats[j], seats[j-1] = seats[j-1], seats[j]
		}
	}
}

// byPosition orders seats leader first, for kit.SortSmall.
func (r *Race) byPosition(a, b int) int {
	switch {
	case a == b:
		return 0
	case r.ahead(&r.s.Cars[a], &r.s.Cars[b]):
		return -1
	}
	return 1
}

func (c *car) heatInHand() int {
	n := 0
	for _, k := range c.Hand {
		if k.Kind == Heat {
			n++
		}
	}
	return n
}

func (c *car) playableInHand() int { return len(c.Hand) - c.heatInHand() }

func (c *car) lapsDone(length int) int {
	if c.Pos < 0 {
		return 0
	}
	return c.Pos / length
}

// GearCooldown is the Cooldown a gear gives in React: 3 in 1st, 1 in 2nd, none above.
func GearCooldown(gear int) int {
	switch gear {
	case 1:
		return 3
	case 2:
		return 1
	}
	return 0
}

func indexOf(cards []Card, id int) int {
	for i, c := range cards {
		if c.ID == id {
			return i
		}
	}
	return -1
}

// fromHand appends to dst the cards of the hand a player names, refusing a card named twice or
// not in the hand.
func (c *car) fromHand(dst []Card, ids []int) ([]Card, error) {
	out := dst
	for i, id := range ids {
		j := indexOf(c.Hand, id)
		switch {
		case j < 0:
			return nil, illegal("card %d is not in your hand", id)
		case slices.Contains(ids[:i], id):
			return nil, illegal("card %d is listed twice", id)
		}
		out = append(out, c.Hand[j])
	}
	return out, nil
}

func count(cards []Card, k Kind) int {
	n := 0
	for _, c := range cards {
		if c.Kind == k {
			n++
		}
	}
	return n
}

// removeAt removes the cards at the given places (each named once) from cards, keeping the others
// in order, and returns how many are left: the caller reslices, which keeps the same array.
func removeAt(cards []Card, places []int) int {
	if len(places) == 0 {
		return len(cards)
	}
	// An insertion sort: the places are a gear's worth of cards, too few to pay for slices.Sort.
	for i := 1; i < len(places); i++ {
		for j := i; j > 0 && places[j] < places[j-1]; j-- {
			places[j], places[j-1] = places[j-1], places[j]
		}
	}
	w, next := places[0], 0
	for i := places[0]; i < len(cards); i++ {
		if next < len(places) && places[next] == i {
			next++
			continue
		}
		cards[w] = cards[i]
		w++
	}
	return w
}

// take removes the card with the given id (which must be there) and returns it.
func take(cards *[]Card, id int) Card {
	i := indexOf(*cards, id)
	c := (*cards)[i]
	*cards = append((*cards)[:i], (*cards)[i+1:]...)
	return c
}
