package havoc

import (
	"errors"
	"slices"
	"testing"

	"github.com/heatracing/heat/engine/kit"
)

// card builds a card of one deck by rank and suit.
func card(r Rank, s Suit) Card { return Card{ID: int(s-1)*8 + int(r-Seven) + 1, Rank: r, Suit: s} }

// stormGame is a game in the middle of a Storm: hands as given, the discard pile's top, seat
// 0 to play, the rest of the deck in the stock.
func stormGame(t *testing.T, top Card, hands ...[]Card) *Game {
	t.Helper()
	g, err := New(Config{Seats: seats(len(hands))}, 1)
	if err != nil {
		t.Fatal(err)
	}
	for g.s.Stage == StageDealer {
		g.Apply(g.actor(), Action{Type: ActPick, Slot: g.Legal(g.actor()).Slots[0]})
	}
	st := &g.s.Storm
	used := map[int]bool{top.ID: true}
	for i, h := range hands {
		g.s.Players[i].Hand = slices.Clone(h)
		for _, c := range h {
			used[c.ID] = true
		}
	}
	st.Stock = nil
	for _, c := range newDeck(1) {
		if !used[c.ID] {
			st.Stock = append(st.Stock, c)
		}
	}
	st.Discard, st.Turn, st.Toxic, st.Suit, st.Out, st.Passes = []Card{top}, 0, 0, NoSuit, nil, 0
	if top.Rank == Seven {
		st.Toxic = 1
	}
	return g
}

func mustApply(t *testing.T, g *Game, seat int, a Action) {
	t.Helper()
	if err := g.Apply(seat, a); err != nil {
		t.Fatalf("seat %d %v: %v", seat, a, err)
	}
}

func mustRefuse(t *testing.T, g *Game, seat int, a Action, sentinel error) {
	t.Helper()
	before := g.Digest()
	err := g.Apply(seat, a)
	if !errors.Is(err, sentinel) {
		t.Fatalf("seat %d %v: %v, want %v", seat, a, err, sentinel)
	}
	if g.Digest() != before {
		t.Fatal("a refused action changed the game")
	}
}

func TestDealerSelection(t *testing.T) {
	g, _ := New(Config{Seats: seats(3)}, 5)
	if len(g.Legal(0).Slots) != LayoutSize {
		t.Fatalf("18 face-down cards, got %v", g.Legal(0).Slots)
	}
	// Rig the layout: seat 0 turns a 9, seat 1 a 7 (lowest), seat 2 an Ace.
	g.s.Pick.Layout[0].Card, g.s.Pick.Layout[1].Card, g.s.Pick.Layout[2].Card = card(9, Hearts), card(Seven, Spades), card(Ace, Clubs)
	mustRefuse(t, g, 1, Action{Type: ActPick, Slot: 2}, kit.ErrNotYourTurn)
	mustApply(t, g, 0, Action{Type: ActPick, Slot: 1})
	mustRefuse(t, g, 1, Action{Type: ActPick, Slot: 1}, kit.ErrIllegal) // already turned
	mustApply(t, g, 1, Action{Type: ActPick, Slot: 2})
	mustApply(t, g, 2, Action{Type: ActPick, Slot: 3})
	if g.s.Dealer != 1 || g.s.Stage != StageStorm {
		t.Fatalf("dealer %d, stage %s: the lowest card (7) deals", g.s.Dealer, g.s.Stage)
	}
}

func TestDealerSelectionTiedPlayersPickAgain(t *testing.T) {
	g, _ := New(Config{Seats: seats(3)}, 5)
	g.s.Pick.Layout[0].Card, g.s.Pick.Layout[1].Card, g.s.Pick.Layout[2].Card = card(8, Hearts), card(King, Spades), card(8, Clubs)
	g.s.Pick.Layout[3].Card, g.s.Pick.Layout[4].Card = card(Ace, Hearts), card(10, Spades)
	for seat, slot := range []int{1, 2, 3} {
		mustApply(t, g, seat, Action{Type: ActPick, Slot: slot})
	}
	if !slices.Equal(g.Pending(), []int{0}) || g.s.Stage != StageDealer || !slices.Equal(g.s.Pick.Pickers, []int{0, 2}) {
		t.Fatalf("the tied seats 0 and 2 pick again: pickers %v", g.s.Pick.Pickers)
	}
	mustApply(t, g, 0, Action{Type: ActPick, Slot: 4})
	mustApply(t, g, 2, Action{Type: ActPick, Slot: 5})
	if g.s.Dealer != 2 {
		t.Fatalf("dealer %d, want seat 2 (10 below Ace)", g.s.Dealer)
	}
}

func TestStormValidPlays(t *testing.T) {
	g := stormGame(t, card(9, Hearts), []Card{card(10, Hearts), card(9, Spades), card(King, Clubs), card(Queen, Diamonds)}, []Card{card(8, Clubs), card(8, Spades)})
	var plays []int
	for _, p := range g.Legal(0).Plays {
		plays = append(plays, p.Card)
	}
	want := []int{card(10, Hearts).ID, card(9, Spades).ID, card(Queen, Diamonds).ID} // suit, rank, the wild Queen
	if !slices.Equal(plays, want) {
		t.Fatalf("plays %v, want %v", plays, want)
	}
	mustRefuse(t, g, 0, Action{Type: ActPlay, Card: card(King, Clubs).ID}, kit.ErrIllegal)
	mustRefuse(t, g, 0, Action{Type: ActPlay, Card: card(Queen, Diamonds).ID}, kit.ErrIllegal) // no call
	mustRefuse(t, g, 0, Action{Type: ActPlay, Card: card(10, Hearts).ID, Suit: Clubs}, kit.ErrIllegal)
	mustApply(t, g, 0, Action{Type: ActPlay, Card: card(Queen, Diamonds).ID, Suit: Clubs})
	if g.suitInForce() != Clubs || g.s.Storm.Turn != 1 {
		t.Fatalf("the Queen calls clubs: suit %s, turn %d", g.suitInForce(), g.s.Storm.Turn)
	}
	if !g.playable(card(8, Clubs)) || g.playable(card(8, Diamonds)) {
		t.Error("after the Queen's call, clubs follow and diamonds do not")
	}
}

func TestStormAcesSkip(t *testing.T) {
	g := stormGame(t, card(9, Hearts), []Card{card(Ace, Hearts), card(8, Clubs)}, []Card{card(8, Spades)}, []Card{card(10, Spades)})
	mustApply(t, g, 0, Action{Type: ActPlay, Card: card(Ace, Hearts).ID})
	if g.s.Storm.Turn != 2 {
		t.Fatalf("turn %d, want seat 2: seat 1 is skipped", g.s.Storm.Turn)
	}
}

func TestStormSevensToxicStackAndDrawClears(t *testing.T) {
	g := stormGame(t, card(9, Hearts), []Card{card(Seven, Hearts), card(8, Clubs)}, []Card{card(Seven, Spades), card(Queen, Spades)}, []Card{card(10, Spades), card(10, Clubs)})
	mustApply(t, g, 0, Action{Type: ActPlay, Card: card(Seven, Hearts).ID})
	mustRefuse(t, g, 1, Action{Type: ActPlay, Card: card(Queen, Spades).ID, Suit: Hearts}, kit.ErrIllegal) // no Queen on a toxic 7
	mustApply(t, g, 1, Action{Type: ActPlay, Card: card(Seven, Spades).ID})
	if g.s.Storm.Toxic != 2 || g.Legal(2).Draw != 4 {
		t.Fatalf("two stacked 7s: toxic %d, draw %d", g.s.Storm.Toxic, g.Legal(2).Draw)
	}
	mustApply(t, g, 2, Action{Type: ActDraw})
	if len(g.s.Players[2].Hand) != 6 || g.s.Storm.Toxic != 0 || g.s.Storm.Turn != 0 {
		t.Fatalf("drawing 4 clears the 7s and ends the turn: hand %d toxic %d turn %d", len(g.s.Players[2].Hand), g.s.Storm.Toxic, g.s.Storm.Turn)
	}
}

func TestStormSevenOnNonToxicSevenIsSingle(t *testing.T) {
	g := stormGame(t, card(Seven, Hearts), []Card{card(8, Clubs), card(9, Clubs)}, []Card{card(Seven, Spades), card(King, Spades)})
	mustApply(t, g, 0, Action{Type: ActDraw}) // draws 2: the 7 is no longer toxic
	mustApply(t, g, 1, Action{Type: ActPlay, Card: card(Seven, Spades).ID})
	if g.s.Storm.Toxic != 1 {
		t.Fatalf("a 7 on a drawn-on 7 is a single toxic 7: toxic %d", g.s.Storm.Toxic)
	}
}

func TestStormQueenEndingTheRoundCallsNothing(t *testing.T) {
	g := stormGame(t, card(9, Hearts), []Card{card(Queen, Clubs)}, []Card{card(8, Spades), card(8, Hearts)})
	if p := g.Legal(0).Plays; len(p) != 1 || p[0].Call {
		t.Fatalf("plays %v: the last Queen of a 2-player round calls no suit", p)
	}
	mustRefuse(t, g, 0, Action{Type: ActPlay, Card: card(Queen, Clubs).ID, Suit: Hearts}, kit.ErrIllegal)
	mustApply(t, g, 0, Action{Type: ActPlay, Card: card(Queen, Clubs).ID})
	if !slices.Equal(g.s.Order, []int{0, 1}) || g.s.Stage != StageLanes {
		t.Fatalf("order %v stage %s", g.s.Order, g.s.Stage)
	}
}

func TestStormStockAndDiscardExhausted(t *testing.T) {
	g := stormGame(t, card(9, Hearts), []Card{card(8, Clubs)}, []Card{card(8, Spades)})
	g.s.Storm.Stock = nil
	g.s.Storm.Discard = []Card{card(10, Diamonds), card(9, Hearts)}
	mustApply(t, g, 0, Action{Type: ActDraw}) // reshuffles the 10 and draws it
	if len(g.s.Players[0].Hand) != 2 || len(g.s.Storm.Discard) != 1 {
		t.Fatalf("hand %d discard %d", len(g.s.Players[0].Hand), len(g.s.Storm.Discard))
	}
	mustApply(t, g, 1, Action{Type: ActDraw}) // nothing left: a pass
	mustApply(t, g, 0, Action{Type: ActDraw}) // everybody passed: ranked by cards held
	if g.s.Stage != StageLanes || !slices.Equal(g.s.Order, []int{1, 0}) {
		t.Fatalf("stage %s order %v: the player with fewer cards first", g.s.Stage, g.s.Order)
	}
}

func TestStormDealerButtonMoves(t *testing.T) {
	g, _ := New(Config{Seats: seats(3)}, 9)
	for g.s.Storm.Count < 2 {
		r := g.actor()
		mustApply(t, g, r, firstLegal(g, r))
	}
	dealers := []int{}
	for _, e := range g.s.Events {
		if e.Kind == EvStorm {
			dealers = append(dealers, e.Seat)
		}
	}
	if len(dealers) != 2 || dealers[1] != (dealers[0]+1)%3 {
		t.Fatalf("dealers %v: the button moves clockwise", dealers)
	}
}

// firstLegal is the first thing Legal offers (a play before a draw).
func firstLegal(g *Game, seat int) Action {
	l := g.Legal(seat)
	switch l.Decision {
	case DecidePick:
		return Action{Type: ActPick, Slot: l.Slots[0]}
	case DecideStorm:
		if len(l.Plays) > 0 {
			a := Action{Type: ActPlay, Card: l.Plays[0].Card}
			if l.Plays[0].Call {
				a.Suit = Hearts
			}
			return a
		}
		return Action{Type: ActDraw}
	case DecideLane:
		return Action{Type: ActLane, Lane: l.Lanes[0]}
	case DecidePlace:
		return Action{Type: ActPlace, Coin: l.Coins[0], Pos: l.Spots[0].Pos, Lane: l.Spots[0].Lane}
	}
	return Action{Type: ActRoll, Die: DieMove}
}

// raceGame is a game in its racing stage with cars where given (seat i at spots[i]) and no coins.
func raceGame(t *testing.T, spots ...Spot) *Game {
	t.Helper()
	g, _ := New(Config{Seats: seats(len(spots)), Laps: 2}, 3)
	g.s.Stage, g.s.Turn, g.s.Order = StageRace, 0, nil
	for i, at := range spots {
		g.s.Order = append(g.s.Order, i)
		c := &g.s.Players[i].Car
		c.Placed, c.Lane, c.Progress = true, at.Lane, at.Pos
	}
	return g
}

func TestLaneSelection(t *testing.T) {
	g := stormGame(t, card(9, Hearts), []Card{card(9, Clubs)}, []Card{card(8, Spades), card(8, Hearts)})
	mustApply(t, g, 0, Action{Type: ActPlay, Card: card(9, Clubs).ID})
	mustApply(t, g, 0, Action{Type: ActLane, Lane: 2})
	mustRefuse(t, g, 1, Action{Type: ActLane, Lane: 2}, kit.ErrIllegal)
	mustRefuse(t, g, 1, Action{Type: ActLane, Lane: 5}, kit.ErrIllegal)
	mustApply(t, g, 1, Action{Type: ActLane, Lane: 1})
	if g.s.Stage != StageCoins || g.spot(1) != (Spot{96, 1}) {
		t.Fatalf("stage %s, seat 1 at %+v", g.s.Stage, g.spot(1))
	}
	// Coin distribution with N = 2: 2 for 1st, 1 for 2nd.
	if len(g.s.Players[0].Held) != 2 || len(g.s.Players[1].Held) != 1 {
		t.Fatalf("coins %d and %d, want 2 and 1", len(g.s.Players[0].Held), len(g.s.Players[1].Held))
	}
}

func TestCoinDistribution(t *testing.T) {
	for _, tt := range []struct{ n, place, want int }{{3, 0, 3}, {3, 1, 2}, {3, 2, 1}, {3, 3, 0}, {1, 1, 0}, {1, 2, 0}, {2, 2, 0}} {
		if got := coinsFor(tt.n, tt.place); got != tt.want {
			t.Errorf("N=%d place %d: %d, want %d", tt.n, tt.place+1, got, tt.want)
		}
	}
}

func TestCoinPlacementRules(t *testing.T) {
	g := raceGame(t, Spot{10, 2}, Spot{30, 3})
	for _, tt := range []struct {
		at Spot
		ok bool
	}{
		{Spot{31, 3}, false}, {Spot{36, 3}, false}, {Spot{37, 3}, true}, {Spot{31, 2}, true}, // seat 1's six spaces
		{Spot{11, 2}, true}, // in front of its own car
		{Spot{10, 2}, false}, {Spot{3, LanePitLane}, false}, {Spot{97, 1}, false}, {Spot{1, LanePit}, false},
	} {
		if err := g.placeable(0, tt.at); (err == nil) != tt.ok {
			t.Errorf("%+v: %v, want allowed %v", tt.at, err, tt.ok)
		}
	}
	g.s.Track = append(g.s.Track, placedCoin{Coin: Coin{ID: 1, Value: 2}, At: Spot{50, 1}})
	if g.placeable(0, Spot{50, 1}) == nil {
		t.Error("a second coin on one space")
	}
}

func TestMovementObstruction(t *testing.T) {
	g := raceGame(t, Spot{10, 1}, Spot{13, 1})
	g.drive(0, 6)
	if g.spot(0) != (Spot{12, 1}) {
		t.Fatalf("at %+v: cars are not jumped, it stops before the car at 13", g.spot(0))
	}
}

func TestLandingOnCoinsChains(t *testing.T) {
	g := raceGame(t, Spot{10, 1}, Spot{40, 1})
	g.s.Track = []placedCoin{{Coin{ID: 1, Owner: 1, Value: 3}, Spot{14, 1}}, {Coin{ID: 2, Owner: 1, Value: -2}, Spot{17, 1}}, {Coin{ID: 3, Owner: 1, Value: 5}, Spot{12, 1}}}
	g.drive(0, 4) // lands on +3 (12's coin only travelled over) → 17: −2 → 15
	if g.spot(0) != (Spot{15, 1}) || len(g.s.Track) != 1 || len(g.s.Spent) != 2 {
		t.Fatalf("at %+v, %d coins left, %d spent", g.spot(0), len(g.s.Track), len(g.s.Spent))
	}
}

func TestTowToPitNoLapCredit(t *testing.T) {
	g := raceGame(t, Spot{90, 2}, Spot{40, 1})
	g.s.Players[0].Car.Progress = 96 + 90 // lap 2
	g.s.Players[0].Car.Laps = 1
	g.s.Track = []placedCoin{{Coin{ID: 1, Owner: 1, Tow: true}, Spot{93, 2}}}
	g.drive(0, 3)
	c := &g.s.Players[0].Car
	if c.Lane != LanePit || c.Progress != 96 {
		t.Fatalf("lane %d progress %d: towed to the pit at the start of lap 2", c.Lane, c.Progress)
	}
	g.pitLaneRun(0, 3)
	g.endTurn(0)
	if g.spot(0) != (Spot{3, LanePitLane}) || c.Laps != 1 {
		t.Fatalf("at %+v with %d laps: the pit lane credits no lap", g.spot(0), c.Laps)
	}
}

func TestPitRules(t *testing.T) {
	g := raceGame(t, Spot{0, LanePit}, Spot{4, LanePitLane}, Spot{2, 1})
	g.s.Players[0].Car.Progress = 0
	if !slices.Equal(g.dieChoices(0), []Die{DieMove}) {
		t.Error("in the pit only the movement die")
	}
	g.pitLaneRun(0, 6) // the car on space 4 stops it at 3 before the wall
	if g.spot(0) != (Spot{3, LanePitLane}) {
		t.Fatalf("at %+v", g.spot(0))
	}
	g.pitLaneRun(1, 2) // 4 + 2 passes space 5: the wall
	if g.s.Players[1].Car.Lane != LanePit {
		t.Fatal("passing pit-lane space 5 crashes into the wall")
	}
	// A car to the right (lane 1, position 2) forces the movement die; none at 3 does not.
	g.s.Players[2].Car.Progress = 3
	if !slices.Equal(g.dieChoices(0), []Die{DieMove}) {
		t.Error("a car to the right forces the movement die")
	}
	g.s.Players[2].Car.Progress = 20
	g.s.Track = []placedCoin{{Coin{ID: 1, Owner: 2, Value: 2}, Spot{3, 2}}}
	g.sidestep(0, FaceR2) // merges through lane 1 to lane 2, onto the +2 coin
	if g.spot(0) != (Spot{5, 2}) {
		t.Fatalf("merge: at %+v", g.spot(0))
	}
}

func TestLaneChangeDie(t *testing.T) {
	g := raceGame(t, Spot{3, 2}, Spot{3, 4}, Spot{50, 4})
	g.sidestep(0, FaceR2) // lane 3, then the car in lane 4 stops it
	if g.spot(0) != (Spot{3, 3}) {
		t.Fatalf("R2: %+v", g.spot(0))
	}
	g.sidestep(0, FaceL2)
	g.sidestep(0, FaceL2) // lane 1, then into the pit lane beside position 3
	if g.spot(0) != (Spot{3, LanePitLane}) {
		t.Fatalf("L2 into the pit lane: %+v", g.spot(0))
	}
	g.sidestep(2, FaceR1) // the outside wall
	g.sidestep(2, FaceCheck)
	if g.spot(2) != (Spot{50, 4}) {
		t.Fatalf("walls and check engine: %+v", g.spot(2))
	}
}

func TestRaceEndAndTie(t *testing.T) {
	g := raceGame(t, Spot{95, 1}, Spot{95, 2}, Spot{10, 3})
	g.s.Config.Laps = 1
	for i := range 2 {
		g.s.Players[i].Car.Progress = 95
	}
	g.s.Players[0].Car.Progress, g.s.Players[1].Car.Progress = 99, 99 // both crossed, level
	g.endTurn(0)
	g.endTurn(1)
	g.endTurn(2)
	if g.s.Stage != StageRace || !slices.Equal(g.s.Tie, []int{0, 1}) {
		t.Fatalf("level finishers race on alone: stage %s tie %v", g.s.Stage, g.s.Tie)
	}
	g.s.Players[1].Car.Progress = 101
	g.endTurn(0)
	g.endTurn(1)
	if !g.Over() || g.s.Winner != 1 || !slices.Equal(g.s.Ranking, []int{1, 0, 2}) {
		t.Fatalf("winner %d ranking %v", g.s.Winner, g.s.Ranking)
	}
}
