package havoc

import (
	"fmt"
	"testing"

	"github.com/heatracing/heat/engine/kit/enginetest"
	"github.com/heatracing/heat/engine/rng"
	"github.com/heatracing/heat/tracks/speedway"
)

// checkInvariants verifies what must hold after every action.
func checkInvariants(g *Game) error {
	s := &g.s
	// Card conservation: every card of the 32 or 64 once, wherever it is.
	total := s.Config.Decks * CardsPerDeck
	seen := make([]int, total+1)
	count := func(cs []Card) {
		for _, c := range cs {
			if c.ID >= 1 && c.ID <= total {
				seen[c.ID]++
			}
		}
	}
	for _, sl := range s.Pick.Layout {
		count([]Card{sl.Card})
	}
	count(s.Pick.Rest)
	count(s.Storm.Stock)
	count(s.Storm.Discard)
	for i := range s.Players {
		count(s.Players[i].Hand)
	}
	for id := 1; id <= total; id++ {
		if seen[id] != 1 {
			return fmt.Errorf("card %d is in the game %d times", id, seen[id])
		}
	}
	// Coin conservation: 90 coins in the purse, in hands, on the track and spent, in the mix.
	faces := map[Coin]int{}
	ids := map[int]bool{}
	n := 0
	add := func(c Coin, withID bool) error {
		n++
		faces[Coin{Value: c.Value, Tow: c.Tow}]++
		if withID {
			if ids[c.ID] || c.ID == 0 {
				return fmt.Errorf("coin id %d is used twice or not given", c.ID)
			}
			ids[c.ID] = true
		}
		return nil
	}
	for _, c := range s.Purse {
		add(c, false)
	}
	for i := range s.Players {
		for _, c := range s.Players[i].Held {
			if c.Owner != i {
				return fmt.Errorf("seat %d holds coin %d of seat %d", i, c.ID, c.Owner)
			}
			if err := add(c, true); err != nil {
				return err
			}
		}
	}
	for _, pc := range s.Track {
		if pc.At.Lane < 1 || pc.At.Lane > speedway.Lanes || pc.At.Pos < 1 || pc.At.Pos > speedway.Positions {
			return fmt.Errorf("a coin lies off the track at %+v", pc.At)
		}
		if err := add(pc.Coin, true); err != nil {
			return err
		}
	}
	for _, c := range s.Spent {
		if err := add(c, true); err != nil {
			return err
		}
	}
	if n != PurseSize {
		return fmt.Errorf("%d coins in the game, want %d", n, PurseSize)
	}
	for _, m := range purseMix {
		if faces[m.coin] != m.count {
			return fmt.Errorf("%d coins %s, want %d", faces[m.coin], m.coin, m.count)
		}
	}
	// One car a space, every car where a car may be.
	spots := map[Spot]int{}
	for i := range s.Players {
		c := &s.Players[i].Car
		if !c.Placed {
			continue
		}
		at := g.spot(i)
		switch {
		case at.Lane < LanePit || at.Lane > speedway.Lanes:
			return fmt.Errorf("car %d in lane %d", i, at.Lane)
		case at.Lane == LanePitLane && at.Pos > speedway.PitLane:
			return fmt.Errorf("car %d at pit-lane space %d", i, at.Pos)
		case at.Lane == LanePit && c.Progress%speedway.Positions != 0:
			return fmt.Errorf("car %d in the pit at progress %d, not a lap's start", i, c.Progress)
		}
		if at.Lane == LanePit {
			continue
		}
		if j, taken := spots[at]; taken {
			return fmt.Errorf("cars %d and %d share %+v", j, i, at)
		}
		spots[at] = i
		if g.coinAt(at) >= 0 {
			return fmt.Errorf("car %d stands on a coin at %+v", i, at)
		}
	}
	if s.Stage != StageOver && len(g.Pending()) != 1 {
		return fmt.Errorf("the game waits for %v", g.Pending())
	}
	return nil
}

// FuzzGame plays games from fuzz bytes, keeping every invariant (fuzzGame).
func FuzzGame(f *testing.F) {
	enginetest.Fuzz(f, 8, fuzzGame)
}

// TestRandomGamesKeepInvariants runs the fuzz body over many seeds in plain go test: every
// setting, 2 to 4 players, one deck or two.
func TestRandomGamesKeepInvariants(t *testing.T) {
	enginetest.Inputs(t, 40, 10, 400, fuzzGame)
}

// fuzzGame plays a game from fuzz bytes: each step either a legal action or a mangled one
// (enginetest.Walk).
func fuzzGame(t *testing.T, data []byte) {
	seed, data, ok := enginetest.Seed(data)
	if !ok {
		return
	}
	cfg := Config{
		Seats: seats(2 + int(seed%3)), Laps: 1 + int(seed>>2%2), Dice: 1 + int(seed>>3%2),
		Decks: 1 + int(seed>>4%2), Cards: 3 + int(seed>>5%3), Coins: 1 + int(seed>>7%3),
	}
	g, err := New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := &rng.Source{S: seed}
	enginetest.Walk(t, g, data, r, 1500, func(b byte) enginetest.Step[Action] {
		s := enginetest.Step[Action]{Seat: g.actor()}
		s.Action, s.Mangled = randomAction(g, s.Seat, r), b&0xc0 == 0xc0
		if s.Mangled {
			s.Action = mangle(s.Action, b, r)
			if b&1 == 1 {
				s.Seat = int(b>>1)%(len(g.s.Players)+3) - 1
			}
		}
		return s
	}, func() error { return checkInvariants(g) }, FileFormat.Parse)
}

func mangle(a Action, b byte, r *rng.Source) Action {
	switch b >> 1 & 7 {
	case 0:
		a.Type = ActionType([]string{"pick", "play", "draw", "lane", "place", "roll", "warp", ""}[r.Intn(8)])
	case 1:
		a.Slot = r.Intn(22) - 2
	case 2:
		a.Card = r.Intn(70) - 2
	case 3:
		a.Suit = Suit(r.Intn(7))
	case 4:
		a.Lane = r.Intn(7) - 2
	case 5:
		a.Pos, a.Coin = r.Intn(100)-2, r.Intn(100)-2
	case 6:
		a.Die = Die([]string{"move", "lane", "", "both"}[r.Intn(4)])
	case 7:
		a = Action{}
	}
	return a
}

func TestRandomGamesFinish(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		cfg := Config{Seats: seats(2 + int(seed%3)), Laps: 1 + int(seed%5), Dice: 1 + int(seed%2), Decks: 1 + int(seed/2%2)}
		g, err := New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		n := playRandom(g, &rng.Source{S: seed * 7})
		if seed == 1 {
			t.Logf("%d actions, %d rounds, %d events, ranking %v", n, g.s.Round, len(g.s.Events), g.s.Ranking)
		}
		if g.s.Winner < 0 || len(g.s.Ranking) != len(cfg.Seats) || g.s.Ranking[0] != g.s.Winner {
			t.Errorf("seed %d: winner %d, ranking %v", seed, g.s.Winner, g.s.Ranking)
		}
		if g.s.Round >= MaxRounds {
			t.Errorf("seed %d: the game ran into the round limit", seed)
		}
	}
}
