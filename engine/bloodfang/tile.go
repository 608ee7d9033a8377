package bloodfang

// TileState is a tile as searchers read it, without building a whole View.
type TileState struct {
	Owner int // NoSeat, 0 or 1
	Pawns int
	Card  int // the card's unit ID, 0 for none
}

// Tile returns the tile at p (the zero TileState with no owner off the board).
func (g *Game) Tile(p Pos) TileState {
	if !p.Valid() {
		return TileState{Owner: NoSeat}
	}
	t := g.s.Board.at(p)
	return TileState{Owner: t.Owner, Pawns: t.Pawns, Card: t.Unit.ID}
}

// HandSizes returns the cards each seat holds.
func (g *Game) HandSizes() [Players]int {
	return [Players]int{len(g.s.Players[0].Hand), len(g.s.Players[1].Hand)}
}
