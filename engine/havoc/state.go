package havoc

import (
	"github.com/heatracing/heat/engine/rng"
	"github.com/heatracing/heat/tracks/speedway"
)

// Stage is where the game stands (the rules' "Complete Game Sequence").
type Stage string

// Stages.
const (
	StageDealer Stage = "dealer" // dealer selection, once
	StageStorm  Stage = "storm"  // the card game, every round
	StageLanes  Stage = "lanes"  // lane selection, once, after the first Storm
	StageCoins  Stage = "coins"  // coin placement, every round
	StageRace   Stage = "race"   // one roll each, every round
	StageOver   Stage = "over"
)

// MaxRounds ends a game that would otherwise never end (players who only ever roll the
// lane-change die): after this many rounds the race stops and the car furthest ahead wins.
const MaxRounds = 1000

// Game is a game in progress. Its zero value is not usable: build one with New or Replay.
type Game struct {
	s state
}

// state is everything the game is. It never leaves the engine except through views.
type state struct {
	Config  Config
	Seed    uint64
	RNG     rng.Source
	Round   int // rounds started: each Storm starts one, and so does each tie-break
	Stage   Stage
	Players []player
	Dealer  int   // -1 until the dealer selection ends
	Order   []int // the last Storm's winning order
	Turn    int   // index into Order (or Tie) of the seat acting in the lanes, coins and race stages
	Pick    pickState
	Storm   stormState
	Purse   []Coin // faces, drawn from the end
	Spent   []Coin // coins landed on and removed from the track, face up
	Track   []placedCoin
	NextID  int   // the ID of the next coin drawn, minus one
	Final   bool  // a car has crossed the line on its final lap: this racing stage is the last
	Tie     []int // the level players racing on after the final stage, in winning order
	Winner  int   // -1 until the race is over
	Ranking []int // final standings, winner first
	Events  []Event
	Log     []Logged
}

// player is one seat: its Storm hand and badge, its coins, and its car.
type player struct {
	Name   string
	Colour string
	Hand   []Card
	Badge  int    // place in the last Storm, 1-based; 0 while it holds cards
	Held   []Coin // coins drawn this round, not yet placed
	Car    car
}

// car is a pawn. Progress counts the spaces travelled from the pole (0 at position 96 before
// the start; 97 is position 1 of lap 2); its position is speedway.Wrap(Progress). In the pit,
// Progress is the start of the lap the car was towed or crashed on, so that leaving by the pit
// lane credits no lap.
type car struct {
	Placed   bool // on the board: from the lane selection on
	Lane     int  // 1–4 on the track, LanePitLane or LanePit
	Progress int
	Laps     int   // laps credited so far
	Finished bool  // crossed the line on the final lap
	Dice     []int // its last roll, shown until the stage ends
}

// Special lanes of a Spot.
const (
	LanePitLane = 0  // the pit lane: Pos 1–5, beside lane 1 at the same position
	LanePit     = -1 // the pit: Pos is the car's own pit spot, 1–4
)

// Spot is where a car or a coin stands: a position 1–96 in lane 1–4, a pit-lane space (lane 0,
// 1–5), or a pit spot (lane -1).
type Spot struct {
	Pos  int `json:"pos"`
	Lane int `json:"lane"`
}

// placedCoin is a coin on the track.
type placedCoin struct {
	Coin Coin
	At   Spot
}

// spot returns where seat's car stands.
func (g *Game) spot(seat int) Spot {
	c := &g.s.Players[seat].Car
	if c.Lane == LanePit {
		return Spot{Pos: seat + 1, Lane: LanePit}
	}
	return Spot{Pos: speedway.Wrap(c.Progress), Lane: c.Lane}
}

// lapStart is the Progress at the start of the car's current lap (never before the first).
func (c *car) lapStart() int {
	return max(floorDiv(c.Progress-1, speedway.Positions), 0) * speedway.Positions
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// occupant returns the seat of the car at a track or pit-lane spot, or -1. The pit holds every
// car apart.
func (g *Game) occupant(at Spot) int {
	if at.Lane == LanePit {
		return -1
	}
	for i := range g.s.Players {
		c := &g.s.Players[i].Car
		if c.Placed && c.Lane == at.Lane && speedway.Wrap(c.Progress) == at.Pos {
			return i
		}
	}
	return -1
}

// coinAt returns the index in Track of the coin at a spot, or -1.
func (g *Game) coinAt(at Spot) int {
	for i := range g.s.Track {
		if g.s.Track[i].At == at {
			return i
		}
	}
	return -1
}

// racers are the seats that race this stage, in order: the tied players in a tie-break, else
// everybody in the Storm's winning order.
func (g *Game) racers() []int {
	if g.s.Tie != nil {
		return g.s.Tie
	}
	return g.s.Order
}

// Config returns the game's configuration, defaults filled in.
func (g *Game) Config() Config { return g.s.Config }

// Over reports whether the race has ended.
func (g *Game) Over() bool { return g.s.Stage == StageOver }

// Names returns each seat's name, for Describe.
func (g *Game) Names() []string {
	out := make([]string, len(g.s.Players))
	for i := range g.s.Players {
		out[i] = g.s.Players[i].Name
	}
	return out
}
