package bloodfang

// Result is the score of the board (the rules' step 10).
type Result struct {
	Lanes  [Rows][Players]int // each player's power in each lane
	Won    [Rows][Players]int // what each player scores from each lane: the lane's winner takes its power
	Scores [Players]int       // the sum of the lanes won
	Winner int                // NoSeat for a draw
}

// LaneScores sums each player's effective power in each lane.
func (g *Game) LaneScores() [Rows][Players]int {
	var out [Rows][Players]int
	auras := g.auras()
	for r := range Rows {
		for c := range Cols {
			if u := g.s.Board[r][c].Unit; u.ID != 0 {
				out[r][u.Owner] += g.def(u.Def).Power + u.Bonus + auras[r][c][u.Owner]
			}
		}
	}
	return out
}

// Result scores the board as it stands: winner takes all in each lane (a tied lane scores
// nothing for either), and the higher total wins.
func (g *Game) Result() Result {
	return Score(g.LaneScores())
}

// Score turns lane powers into the final scores and the winner: what a board with those powers
// scores when the game ends (a page warns a player with it before a pass that ends the game).
func Score(lanes [Rows][Players]int) Result {
	r := Result{Lanes: lanes, Winner: NoSeat}
	for i, l := range lanes {
		switch {
		case l[0] > l[1]:
			r.Won[i][0] = l[0]
		case l[1] > l[0]:
			r.Won[i][1] = l[1]
		}
		r.Scores[0] += r.Won[i][0]
		r.Scores[1] += r.Won[i][1]
	}
	switch {
	case r.Scores[0] > r.Scores[1]:
		r.Winner = 0
	case r.Scores[1] > r.Scores[0]:
		r.Winner = 1
	}
	return r
}
