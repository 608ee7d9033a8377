package bloodfang

import "testing"

func TestScore(t *testing.T) {
	for _, tt := range []struct {
		name   string
		lanes  [Rows][Players]int
		scores [Players]int
		winner int
	}{
		{"empty board", [Rows][Players]int{}, [2]int{0, 0}, NoSeat},
		{"one lane each", [Rows][Players]int{{3, 1}, {0, 4}, {0, 0}}, [2]int{3, 4}, 1},
		{"tied lane scores nothing", [Rows][Players]int{{5, 5}, {2, 0}, {0, 0}}, [2]int{2, 0}, 0},
		{"the loser's power is lost", [Rows][Players]int{{9, 8}, {1, 2}, {1, 3}}, [2]int{9, 5}, 0},
		{"one big lane beats two small", [Rows][Players]int{{15, 0}, {0, 5}, {0, 5}}, [2]int{15, 10}, 0},
		{"equal totals draw", [Rows][Players]int{{4, 0}, {0, 4}, {1, 1}}, [2]int{4, 4}, NoSeat},
	} {
		r := Score(tt.lanes)
		if r.Scores != tt.scores || r.Winner != tt.winner {
			t.Errorf("%s: scores %v winner %d, want %v %d", tt.name, r.Scores, r.Winner, tt.scores, tt.winner)
		}
	}
}

func TestLaneScoresSumEffectivePower(t *testing.T) {
	g := started(t, duel("bastion", "plague"), 12)
	put(g, Pos{0, 0}, "giant", 0)
	put(g, Pos{0, 4}, "knight", 1)
	put(g, Pos{2, 1}, "golem", 0)
	g.s.Board.at(Pos{2, 1}).Unit.Bonus = -2
	got := g.LaneScores()
	if want := ([Rows][Players]int{{7, 4}, {0, 0}, {3, 0}}); got != want {
		t.Errorf("lanes %v, want %v", got, want)
	}
}
