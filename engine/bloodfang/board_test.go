package bloodfang

import "testing"

func TestNewBoard(t *testing.T) {
	b := newBoard()
	for r := range Rows {
		for c := range Cols {
			tl := b[r][c]
			want := tile{Owner: NoSeat}
			switch c {
			case 0:
				want = tile{Owner: 0, Pawns: 1}
			case Cols - 1:
				want = tile{Owner: 1, Pawns: 1}
			}
			if tl != want {
				t.Errorf("(%d,%d) = %+v, want %+v", r, c, tl, want)
			}
		}
	}
	if b.full() {
		t.Error("an empty board is full")
	}
}

func TestPositions(t *testing.T) {
	for _, tt := range []struct {
		p  Pos
		ok bool
	}{{Pos{0, 0}, true}, {Pos{2, 4}, true}, {Pos{-1, 0}, false}, {Pos{3, 0}, false}, {Pos{0, 5}, false}, {Pos{1, -1}, false}} {
		if tt.p.Valid() != tt.ok {
			t.Errorf("%v valid = %v", tt.p, !tt.ok)
		}
	}
	if n := len(AllPositions()); n != 15 {
		t.Errorf("%d positions", n)
	}
}

func TestTargetMirrorsForTheSecondPlayer(t *testing.T) {
	for _, tt := range []struct {
		from  Pos
		cell  RangeCell
		owner int
		want  Pos
	}{
		{Pos{1, 0}, RangeCell{Row: 0, Col: 1}, 0, Pos{1, 1}},
		{Pos{1, 4}, RangeCell{Row: 0, Col: 1}, 1, Pos{1, 3}},
		{Pos{1, 2}, RangeCell{Row: -1, Col: 2}, 0, Pos{0, 4}},
		{Pos{1, 2}, RangeCell{Row: -1, Col: 2}, 1, Pos{0, 0}},
		{Pos{0, 0}, RangeCell{Row: -1, Col: 0}, 0, Pos{-1, 0}}, // off the board: the caller skips it
	} {
		if got := target(tt.from, tt.cell, tt.owner); got != tt.want {
			t.Errorf("target(%v, %+v, %d) = %v, want %v", tt.from, tt.cell, tt.owner, got, tt.want)
		}
	}
}

// A full board ends the game at once.
func TestFullBoardEndsTheGame(t *testing.T) {
	g := started(t, duel("vanguard", "plague"), 11)
	for _, p := range AllPositions() {
		if p != (Pos{1, 0}) {
			put(g, p, "golem", p.Col/3)
		}
	}
	a := arrange(t, g, 0, "sentry")
	must(t, g.Apply(0, Play(a[0], Pos{1, 0})))
	if !g.Over() {
		t.Error("the game goes on with every tile taken")
	}
}
