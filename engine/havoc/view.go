package havoc

import "slices"

// Spectator is the seat number of a spectator: it sees what every player sees and no hand.
const Spectator = -1

// View is what one seat may see of the game, and nothing more: other hands only as counts, no
// order of the stock, no face-down card of the dealer selection, other players' coins face down,
// and of the purse only how many coins it holds.
type View struct {
	Seat    int          `json:"seat"`
	Config  Config       `json:"config"`
	Stage   Stage        `json:"stage"`
	Round   int          `json:"round"`
	Dealer  int          `json:"dealer"` // -1 before the dealer selection ends
	Order   []int        `json:"order"`  // the last Storm's winning order
	Active  int          `json:"active"` // the seat to act, -1 once over
	Waiting []int        `json:"waiting"`
	Players []PlayerView `json:"players"`
	Layout  []LayoutCard `json:"layout,omitempty"` // the dealer selection
	Storm   *StormView   `json:"storm,omitempty"`  // during a Storm
	Coins   []TrackCoin  `json:"coins"`            // on the track
	Purse   int          `json:"purse"`            // coins left in the purse
	Spent   []Coin       `json:"spent"`            // coins landed on, face up
	Final   bool         `json:"final,omitempty"`
	Tie     []int        `json:"tie,omitempty"` // level leaders racing on
	Winner  int          `json:"winner"`        // -1 until the race is over
	Ranking []int        `json:"ranking,omitempty"`
	Events  int          `json:"events"` // the number of events so far
	Me      *Private     `json:"me,omitempty"`
}

// PlayerView is what everybody sees of a player.
type PlayerView struct {
	Seat     int    `json:"seat"`
	Name     string `json:"name"`
	Colour   string `json:"colour"`
	Hand     int    `json:"hand"`            // cards held
	Badge    int    `json:"badge,omitempty"` // place in the last Storm
	Coins    int    `json:"coins"`           // coins drawn and not yet placed
	Placed   bool   `json:"placed"`          // the car is on the board
	At       Spot   `json:"at"`
	Progress int    `json:"progress"` // spaces from the pole
	Lap      int    `json:"lap"`      // the lap it is on, from 1; Laps+1 once finished
	Finished bool   `json:"finished,omitempty"`
	Dice     []int  `json:"dice,omitempty"` // its last roll of the movement die
}

// LayoutCard is one of the 18 cards of the dealer selection: face down until By turns it.
type LayoutCard struct {
	Slot int   `json:"slot"`
	By   int   `json:"by"` // -1: face down
	Card *Card `json:"card,omitempty"`
}

// StormView is the public side of the Storm.
type StormView struct {
	Top     Card  `json:"top"`
	Suit    Suit  `json:"suit"`            // the suit to follow (a Queen's call)
	Toxic   int   `json:"toxic,omitempty"` // toxic 7s stacked
	Draw    int   `json:"draw"`            // what a draw takes now
	Stock   int   `json:"stock"`
	Discard int   `json:"discard"`
	Turn    int   `json:"turn"`
	Out     []int `json:"out,omitempty"` // finishing order so far
}

// TrackCoin is a coin on the track: face up only to its owner.
type TrackCoin struct {
	At   Spot `json:"at"`
	Coin Coin `json:"coin"`
}

// Private is what only the seat's own player sees.
type Private struct {
	Hand  []Card `json:"hand"`
	Coins []Coin `json:"coins"` // drawn, face up, not yet placed
	Legal Legal  `json:"legal"`
}

// View returns what seat (or Spectator) may see now.
func (g *Game) View(seat int) View {
	s := &g.s
	v := View{
		Seat: seat, Config: s.Config, Stage: s.Stage, Round: s.Round, Dealer: s.Dealer,
		Order: slices.Clone(s.Order), Active: g.actor(), Waiting: g.Pending(),
		Purse: len(s.Purse), Spent: slices.Clone(s.Spent), Final: s.Final, Tie: slices.Clone(s.Tie),
		Winner: s.Winner, Ranking: slices.Clone(s.Ranking), Events: len(s.Events),
		Coins: []TrackCoin{},
	}
	v.Config.Seats = slices.Clone(s.Config.Seats)
	for i := range s.Players {
		p := &s.Players[i]
		c := &p.Car
		pv := PlayerView{
			Seat: i, Name: p.Name, Colour: p.Colour, Hand: len(p.Hand), Badge: p.Badge, Coins: len(p.Held),
			Placed: c.Placed, Progress: c.Progress, Lap: c.Laps + 1, Finished: c.Finished, Dice: slices.Clone(c.Dice),
		}
		if c.Placed {
			pv.At = g.spot(i)
		}
		v.Players = append(v.Players, pv)
	}
	if s.Stage == StageDealer {
		for i, sl := range s.Pick.Layout {
			lc := LayoutCard{Slot: i + 1, By: sl.By}
			if sl.By >= 0 {
				lc.Card = cardPtr(sl.Card)
			}
			v.Layout = append(v.Layout, lc)
		}
	}
	if s.Stage == StageStorm {
		st := &s.Storm
		v.Storm = &StormView{
			Top: g.top(), Suit: g.suitInForce(), Toxic: st.Toxic, Draw: g.toDraw(),
			Stock: len(st.Stock), Discard: len(st.Discard), Turn: st.Turn, Out: slices.Clone(st.Out),
		}
	}
	for _, pc := range s.Track {
		c := pc.Coin
		if c.Owner != seat {
			c = c.faceDown()
		}
		v.Coins = append(v.Coins, TrackCoin{At: pc.At, Coin: c})
	}
	if seat >= 0 && seat < len(s.Players) {
		p := &s.Players[seat]
		v.Me = &Private{Hand: slices.Clone(p.Hand), Coins: slices.Clone(p.Held), Legal: g.Legal(seat)}
		if v.Me.Hand == nil {
			v.Me.Hand = []Card{}
		}
		if v.Me.Coins == nil {
			v.Me.Coins = []Coin{}
		}
	}
	return v
}
