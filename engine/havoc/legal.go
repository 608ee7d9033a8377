package havoc

// Legal is what a seat may do now: one list per kind of decision.
type Legal struct {
	Decision Decision `json:"decision"`
	Slots    []int    `json:"slots,omitempty"` // pick: the face-down cards, 1–18
	Plays    []Play   `json:"plays,omitempty"` // storm: the cards that may be played
	Draw     int      `json:"draw,omitempty"`  // storm: the cards a draw takes (fewer if the piles run out)
	Lanes    []int    `json:"lanes,omitempty"` // lane: the free lanes at the pole
	Coins    []int    `json:"coins,omitempty"` // place: the coins to place, by ID
	Spots    []Spot   `json:"spots,omitempty"` // place: where a coin may go
	Dice     []Die    `json:"dice,omitempty"`  // roll: the dice that may be rolled
}

// Play is a card that may be played; Call says a Queen must call a suit with it.
type Play struct {
	Card int  `json:"card"`
	Call bool `json:"call,omitempty"`
}

// Legal returns what seat may do now (Decision is empty when it has nothing to decide). In the
// Storm, drawing is always allowed.
func (g *Game) Legal(seat int) Legal {
	if seat < 0 || seat >= len(g.s.Players) || g.actor() != seat {
		return Legal{}
	}
	s := &g.s
	l := Legal{Decision: g.decision()}
	switch l.Decision {
	case DecidePick:
		for i, sl := range s.Pick.Layout {
			if sl.By < 0 {
				l.Slots = append(l.Slots, i+1)
			}
		}
	case DecideStorm:
		for _, c := range s.Players[seat].Hand {
			if g.playable(c) {
				l.Plays = append(l.Plays, Play{Card: c.ID, Call: g.callNeeded(seat, c)})
			}
		}
		l.Draw = min(g.toDraw(), len(s.Storm.Stock)+len(s.Storm.Discard)-1)
	case DecideLane:
		l.Lanes = g.freeLanes()
	case DecidePlace:
		for _, c := range s.Players[seat].Held {
			l.Coins = append(l.Coins, c.ID)
		}
		l.Spots = g.appendPlaceable(nil, seat)
	case DecideRoll:
		l.Dice = g.dieChoices(seat)
	}
	return l
}
