package bloodfang

import "slices"

// Spectator is the seat number of a spectator: it sees what both players see and no hand.
const Spectator = -1

// View is what one seat may see of the game, and nothing more: the other hand only as a count,
// each deck only as a count (its list is public, its order is not).
type View struct {
	Seat    int                  `json:"seat"`
	Config  Config               `json:"config"`
	Phase   Phase                `json:"phase"`
	First   int                  `json:"first"`
	Turn    int                  `json:"turn"`
	Active  int                  `json:"active"` // whose turn it is (during the mulligan: who plays first)
	Waiting []int                `json:"waiting"`
	Passes  int                  `json:"passes"` // consecutive passes: one more ends the game
	Board   [Rows][Cols]TileView `json:"board"`
	Players [Players]PlayerView  `json:"players"`
	Lanes   [Rows][Players]int   `json:"lanes"`            // power in each lane
	Result  *Result              `json:"result,omitempty"` // once over
	Events  int                  `json:"events"`           // the number of events so far
	Me      *Private             `json:"me,omitempty"`
}

// TileView is a tile as everybody sees it.
type TileView struct {
	Owner int       `json:"owner"` // NoSeat, 0 or 1
	Pawns int       `json:"pawns"`
	Card  *UnitView `json:"card,omitempty"`
}

// UnitView is a card on the board.
type UnitView struct {
	ID    int    `json:"id"`
	Card  string `json:"card"`
	Owner int    `json:"owner"`
	Bonus int    `json:"bonus,omitempty"` // permanent changes from abilities
	Power int    `json:"power"`           // effective power
}

// PlayerView is what everybody sees of a player.
type PlayerView struct {
	Name       string   `json:"name"`
	Hand       int      `json:"hand"` // cards held
	Deck       int      `json:"deck"` // cards left to draw
	Mulliganed bool     `json:"mulliganed"`
	Gone       []string `json:"gone"` // their destroyed cards, in order
}

// Private is what only the seat's own player sees.
type Private struct {
	Hand  []HandCard `json:"hand"`
	Legal Legal      `json:"legal"`
}

// View returns what seat (or Spectator) may see now.
func (g *Game) View(seat int) View {
	s := &g.s
	v := View{
		Seat: seat, Config: g.Config(), Phase: s.Phase, First: s.First, Turn: s.Turn, Active: s.Active,
		Waiting: g.Pending(), Passes: s.Passes, Lanes: g.LaneScores(), Events: len(s.Events),
	}
	if v.Waiting == nil {
		v.Waiting = []int{}
	}
	for i := range v.Config.Seats {
		v.Config.Seats[i].Cards = slices.Clone(v.Config.Seats[i].Cards)
	}
	for r := range Rows {
		for c := range Cols {
			t := s.Board[r][c]
			tv := TileView{Owner: t.Owner, Pawns: t.Pawns}
			if t.Unit.ID != 0 {
				tv.Card = &UnitView{ID: t.Unit.ID, Card: g.def(t.Unit.Def).ID, Owner: t.Unit.Owner, Bonus: t.Unit.Bonus, Power: g.power(Pos{r, c})}
			}
			v.Board[r][c] = tv
		}
	}
	for i := range s.Players {
		p := &s.Players[i]
		pv := PlayerView{Name: s.Config.Seats[i].Name, Hand: len(p.Hand), Deck: len(p.Deck), Mulliganed: p.Mulliganed, Gone: []string{}}
		for _, d := range s.Gone[i] {
			pv.Gone = append(pv.Gone, g.def(d).ID)
		}
		v.Players[i] = pv
	}
	if s.Phase == PhaseOver {
		r := g.Result()
		v.Result = &r
	}
	if seat >= 0 && seat < Players {
		me := &Private{Hand: []HandCard{}, Legal: g.Legal(seat)}
		for _, h := range s.Players[seat].Hand {
			me.Hand = append(me.Hand, HandCard{ID: h.ID, Card: g.def(h.Def).ID})
		}
		v.Me = me
	}
	return v
}
