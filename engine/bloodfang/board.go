package bloodfang

// Pos is a tile: Row 0–2 (the lanes, top to bottom) and Col 0–4 (the first player's home
// column is 0, the second player's 4).
type Pos struct {
	Row int `json:"row"`
	Col int `json:"col"`
}

// Valid reports whether p is on the board.
func (p Pos) Valid() bool { return p.Row >= 0 && p.Row < Rows && p.Col >= 0 && p.Col < Cols }

// NoSeat is the owner of a tile nobody holds.
const NoSeat = -1

// unit is a card on the board (RULES.md: the plan's CardInstance); ID 0 is no card.
type unit struct {
	ID    int // numbered in the order cards are placed, from 1
	Def   int // index in the card set
	Owner int
	Bonus int // permanent changes from abilities that were played or destroyed
}

// tile is one square of the board (RULES.md: the plan's Tile).
type tile struct {
	Owner int // NoSeat, 0 or 1
	Pawns int // 0–3
	Unit  unit
}

// board is the 3×5 grid, a value: copying it copies the board.
type board [Rows][Cols]tile

// newBoard is the starting board: each player owns their home column with one pawn a tile.
func newBoard() board {
	var b board
	for r := range Rows {
		for c := range Cols {
			b[r][c].Owner = NoSeat
		}
		b[r][0] = tile{Owner: 0, Pawns: 1}
		b[r][Cols-1] = tile{Owner: 1, Pawns: 1}
	}
	return b
}

// at returns the tile at p, which must be valid.
func (b *board) at(p Pos) *tile { return &b[p.Row][p.Col] }

// full reports whether every tile holds a card.
func (b *board) full() bool {
	for r := range Rows {
		for c := range Cols {
			if b[r][c].Unit.ID == 0 {
				return false
			}
		}
	}
	return true
}

// target is the tile a range cell of a card at from, owned by owner, points at. The second
// player's ranges are mirrored: their columns grow towards column 0.
func target(from Pos, cell RangeCell, owner int) Pos {
	col := cell.Col
	if owner == 1 {
		col = -col
	}
	return Pos{Row: from.Row + cell.Row, Col: from.Col + col}
}

// AllPositions lists the 15 tiles, lane by lane.
func AllPositions() []Pos {
	out := make([]Pos, 0, Rows*Cols)
	for r := range Rows {
		for c := range Cols {
			out = append(out, Pos{r, c})
		}
	}
	return out
}
