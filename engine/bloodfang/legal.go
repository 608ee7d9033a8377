package bloodfang

// Decision is what the game asks of a seat.
type Decision string

// Decisions.
const (
	DecideNothing  Decision = ""
	DecideMulligan Decision = "mulligan" // choose the cards to return (perhaps none)
	DecidePlay     Decision = "play"     // play a card or pass
)

// Legal is what a seat may do now (RULES.md: the plan's getValidMoves).
type Legal struct {
	Decision Decision `json:"decision"`
	Plays    []Moves  `json:"plays,omitempty"` // play: each playable hand card and its tiles
	Pass     bool     `json:"pass,omitempty"`  // play: passing is always allowed
	Hand     []int    `json:"hand,omitempty"`  // mulligan: the cards that may be returned
}

// Moves is a hand card and the tiles it may go to.
type Moves struct {
	Card  int   `json:"card"`
	Tiles []Pos `json:"tiles"`
}

// Legal returns what seat may do now; Decision is empty when it has nothing to decide.
func (g *Game) Legal(seat int) Legal {
	if seat < 0 || seat >= Players || !g.waits(seat) {
		return Legal{}
	}
	hand := g.s.Players[seat].Hand
	if g.s.Phase == PhaseMulligan {
		l := Legal{Decision: DecideMulligan}
		for _, h := range hand {
			l.Hand = append(l.Hand, h.ID)
		}
		return l
	}
	l := Legal{Decision: DecidePlay, Pass: true}
	for _, h := range hand {
		var tiles []Pos
		for r := range Rows {
			for c := range Cols {
				if g.canPlace(seat, h.Def, Pos{r, c}) == nil {
					tiles = append(tiles, Pos{r, c})
				}
			}
		}
		if len(tiles) > 0 {
			l.Plays = append(l.Plays, Moves{Card: h.ID, Tiles: tiles})
		}
	}
	return l
}

// Options appends every action seat may take now to dst (plays, then the pass; or, in the
// mulligan, keeping the hand), for searchers; it allocates little.
func (g *Game) Options(dst []Action, seat int) []Action {
	if seat < 0 || seat >= Players || !g.waits(seat) {
		return dst
	}
	if g.s.Phase == PhaseMulligan {
		return append(dst, Action{Type: ActMulligan})
	}
	hand := g.s.Players[seat].Hand
	at := make([]Pos, 0, len(hand)*Rows*Cols) // one allocation for every tile named
	for _, h := range hand {
		for r := range Rows {
			for c := range Cols {
				if g.placeable(seat, h.Def, Pos{r, c}) {
					at = append(at, Pos{r, c})
					dst = append(dst, Action{Type: ActPlay, Card: h.ID, At: &at[len(at)-1]})
				}
			}
		}
	}
	return append(dst, Action{Type: ActPass})
}

// placeable is canPlace without the words.
func (g *Game) placeable(seat, def int, p Pos) bool {
	t := g.s.Board.at(p)
	c := g.def(def)
	if c.Rank == Replacement {
		return t.Unit.ID != 0 && t.Unit.Owner == seat
	}
	return t.Owner == seat && t.Unit.ID == 0 && t.Pawns >= int(c.Rank)
}
