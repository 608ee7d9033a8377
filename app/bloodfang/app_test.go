package bloodfang

import (
	"strings"
	"testing"

	"github.com/heatracing/heat/app/shell/shelltest"
	engine "github.com/heatracing/heat/engine/bloodfang"
)

// An update a page cannot read is refused, never a panic; a resent stretch of events is kept once.
func TestTake(t *testing.T) {
	g := newGame(t)
	shelltest.Takes(t, newClient(), g.View(0), g.Events(0, 0))
}

func newGame(t *testing.T) *engine.Game {
	t.Helper()
	g, err := engine.New(engine.Config{Seats: []engine.SeatConfig{{Name: "Ann"}, {Name: "Fang"}}}, 7)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The preview says what a card does before it is placed: pawns on empty tiles, captures of the
// opponent's empty tiles, power changes on the cards in its ability cells (mirrored for the
// second seat), and the lane's power after.
func TestPreview(t *testing.T) {
	knight := engine.Card{ID: "k", Name: "Knight", Rank: 1, Power: 3, Range: []engine.RangeCell{
		{Row: 0, Col: 1, Type: engine.CellPawn}, {Row: -1, Col: 0, Type: engine.CellPawn}, {Row: 1, Col: 0, Type: engine.CellBoth},
	}, Abilities: []engine.Ability{{Trigger: engine.WhenPlayed, Effect: engine.Effect{Kind: engine.EffectPower, Amount: -2}, Target: engine.TargetEnemies}}}
	var v engine.View
	for r := range engine.Rows {
		for c := range engine.Cols {
			v.Board[r][c].Owner = engine.NoSeat
		}
	}
	v.Board[1][1] = engine.TileView{Owner: 1, Pawns: 1}                                                            // the opponent's, empty
	v.Board[0][0] = engine.TileView{Owner: 0, Pawns: 3}                                                            // full of pawns
	v.Board[2][0] = engine.TileView{Owner: 1, Pawns: 1, Card: &engine.UnitView{Card: "scout", Owner: 1, Power: 2}} // an enemy card
	v.Lanes[2][1] = 2
	tests := []struct {
		name string
		seat int
		at   engine.Pos
		want []mark
		text string
	}{
		{"first seat", 0, engine.Pos{Row: 1, Col: 0}, []mark{{At: engine.Pos{Row: 1, Col: 1}, Take: true}, {At: engine.Pos{Row: 2, Col: 0}, Power: -2, Killed: true}},
			"captures 1 tile, Fang's Scout 2 → 0 (destroyed); lane 2: you 3, Fang 0."},
		{"second seat, mirrored", 1, engine.Pos{Row: 1, Col: 2}, []mark{{At: engine.Pos{Row: 1, Col: 1}, Pawn: true}, {At: engine.Pos{Row: 0, Col: 2}, Pawn: true}, {At: engine.Pos{Row: 2, Col: 2}, Pawn: true}},
			"adds a pawn to 3 tiles; lane 2: you 3, Ann 0."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := preview(&v, tt.seat, knight, tt.at)
			if len(got) != len(tt.want) {
				t.Fatalf("preview = %+v, want %+v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("mark %d = %+v, want %+v", i, got[i], tt.want[i])
				}
			}
			if text := previewText(&v, tt.seat, knight, tt.at, []string{"Ann", "Fang"}); !strings.HasSuffix(text, tt.text) {
				t.Errorf("previewText = %q, want it to end %q", text, tt.text)
			}
		})
	}
}

// Cards are described in a player's words.
func TestCardWords(t *testing.T) {
	for _, tt := range []struct{ got, want string }{
		{rankText(1), "needs 1 pawn"},
		{rankText(3), "needs 3 pawns"},
		{rankText(engine.Replacement), "replaces one of your cards"},
		{rankBadge(engine.Replacement), "R"},
		{levelText("hard"), "Hard: Reads three moves deep"},
		{levelText("nonsense"), ""},
	} {
		if !strings.HasPrefix(tt.got, tt.want) {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
	for _, c := range engine.Starter().Cards() {
		if len(c.Abilities) > 0 && abilityText(c) == "" {
			t.Errorf("%s's abilities have no words", c.Name)
		}
	}
}

// Before a pass that ends the game, the page says how it would end, from the player's side.
func TestPassOutcome(t *testing.T) {
	tests := []struct {
		seat  int
		lanes [engine.Rows][engine.Players]int
		want  string
	}{
		{0, [engine.Rows][engine.Players]int{{5, 2}, {0, 3}, {4, 4}}, "you would win, 5 to 3."},
		{1, [engine.Rows][engine.Players]int{{5, 2}, {0, 3}, {4, 4}}, "you would lose, 3 to 5."},
		{0, [engine.Rows][engine.Players]int{{2, 0}, {0, 2}, {1, 1}}, "it would be a draw, 2 all."},
	}
	for _, tt := range tests {
		v := &engine.View{Seat: tt.seat, Lanes: tt.lanes, Passes: 1}
		if !passEnds(v) {
			t.Error("after the other player's pass, a pass does not end the game")
		}
		if got := passOutcome(v); !strings.HasSuffix(got, tt.want) {
			t.Errorf("seat %d, lanes %v: %q, want it to end %q", tt.seat, tt.lanes, got, tt.want)
		}
	}
}
