package havoc

import (
	"github.com/heatracing/heat/engine/rng"
)

// New sets up a game: the seats as configured, the purse of 90 coins shuffled, and the 18 cards
// of the dealer selection laid out. The first decision is the first seat's pick.
func New(cfg Config, seed uint64) (*Game, error) {
	if cfg.Position != "" {
		return newAt(cfg, seed)
	}
	cfg, err := cfg.normalized()
	if err != nil {
		return nil, err
	}
	g := &Game{}
	s := &g.s
	s.Config, s.Seed, s.RNG = cfg, seed, rng.New(seed)
	s.Dealer, s.Winner = -1, -1
	s.Players = make([]player, len(cfg.Seats))
	for i, sc := range cfg.Seats {
		s.Players[i] = player{Name: sc.Name, Colour: sc.Colour}
	}
	s.Purse = newPurse()
	rng.Shuffle(&s.RNG, s.Purse)
	g.startDealerSelection()
	return g, nil
}

// Apply plays one action of a seat, then everything that follows up to the next decision. An
// invalid action returns an error that speaks to the player and changes nothing.
func (g *Game) Apply(seat int, a Action) error {
	s := &g.s
	if seat < 0 || seat >= len(s.Players) {
		return badAction("there is no seat %d in this game", seat)
	}
	if s.Stage == StageOver {
		return ErrOver
	}
	if a.Suit > Clubs {
		return badAction("that action names a suit this game does not have")
	}
	if actor := g.actor(); seat != actor {
		return notYourTurn("it is %s's turn to %s", s.Players[actor].Name, g.decision().words())
	}
	want := g.decision()
	var err error
	switch {
	case a.Type == ActPick && want == DecidePick:
		err = g.pick(seat, &a)
	case a.Type == ActPlay && want == DecideStorm:
		err = g.play(seat, &a)
	case a.Type == ActDraw && want == DecideStorm:
		g.draw(seat)
	case a.Type == ActLane && want == DecideLane:
		err = g.chooseLane(seat, &a)
	case a.Type == ActPlace && want == DecidePlace:
		err = g.place(seat, &a)
	case a.Type == ActRoll && want == DecideRoll:
		err = g.roll(seat, &a)
	default:
		switch a.Type {
		case ActPick, ActPlay, ActDraw, ActLane, ActPlace, ActRoll:
			return illegal("now is the time to %s, not to %s", want.words(), a.Type)
		}
		return badAction("%q is not an action of this game", a.Type)
	}
	if err != nil {
		return err
	}
	s.Log = append(s.Log, Logged{Seat: seat, Action: a})
	return nil
}

// Decision is what the game asks of the seat whose turn it is.
type Decision string

// Decisions, one per stage.
const (
	DecideNothing Decision = ""
	DecidePick    Decision = "pick"  // turn a face-down card of the dealer selection
	DecideStorm   Decision = "storm" // play a card or draw
	DecideLane    Decision = "lane"  // choose a starting lane
	DecidePlace   Decision = "place" // place a coin
	DecideRoll    Decision = "roll"  // roll a die
)

func (d Decision) words() string {
	switch d {
	case DecidePick:
		return "pick a card"
	case DecideStorm:
		return "play a card or draw"
	case DecideLane:
		return "choose a lane"
	case DecidePlace:
		return "place a coin"
	case DecideRoll:
		return "roll"
	}
	return "wait"
}

// decision is what the current stage asks for.
func (g *Game) decision() Decision {
	switch g.s.Stage {
	case StageDealer:
		return DecidePick
	case StageStorm:
		return DecideStorm
	case StageLanes:
		return DecideLane
	case StageCoins:
		return DecidePlace
	case StageRace:
		return DecideRoll
	}
	return DecideNothing
}

// actor is the seat whose decision the game waits for, -1 once it is over.
func (g *Game) actor() int {
	s := &g.s
	switch s.Stage {
	case StageDealer:
		return s.Pick.Pickers[s.Pick.Next]
	case StageStorm:
		return s.Storm.Turn
	case StageLanes, StageCoins:
		return s.Order[s.Turn]
	case StageRace:
		return g.racers()[s.Turn]
	}
	return -1
}

// Pending lists the seats the game waits for: one at a time, or none once it is over.
func (g *Game) Pending() []int {
	if a := g.actor(); a >= 0 {
		return []int{a}
	}
	return nil
}
