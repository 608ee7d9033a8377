package havoc

import (
	"fmt"
	"slices"

	"github.com/heatracing/heat/engine/rng"
	"github.com/heatracing/heat/tracks/speedway"
)

// check fills in what a position's text left out (the cards and coins not elsewhere, shuffled by
// a generator of their own so that the game's is seed's) and checks that the game can go on from
// it: every card and coin once, cars and coins where they may be, and the stage's own state.
func (r *posReader) check() error {
	g := r.g
	s := &g.s
	n := len(s.Players)
	fill := rng.New(s.Seed ^ 0x9e3779b97f4a7c15)
	if err := r.checkCards(&fill); err != nil {
		return err
	}
	if err := r.checkCoins(&fill); err != nil {
		return err
	}
	if err := g.checkCars(); err != nil {
		return err
	}
	seat := func(what string, v int) error {
		if v < 0 || v >= n {
			return fmt.Errorf("%s is seat %d, but the seats are 0 to %d", what, v, n-1)
		}
		return nil
	}
	distinct := func(what string, seats []int) error {
		for i, v := range seats {
			if err := seat(what, v); err != nil {
				return err
			}
			if slices.Contains(seats[:i], v) {
				return fmt.Errorf("%s names seat %d twice", what, v)
			}
		}
		return nil
	}
	perm := func(what string, seats []int) error {
		if len(seats) != n {
			return fmt.Errorf("%s lists every seat once", what)
		}
		return distinct(what, seats)
	}
	for _, l := range []struct {
		what  string
		seats []int
	}{{"the order", s.Order}, {"the tie", s.Tie}, {"the ranking", s.Ranking}, {"the pickers", s.Pick.Pickers}, {"out", r.out}} {
		if err := distinct(l.what, l.seats); err != nil {
			return err
		}
	}
	if s.Stage != StageDealer && s.Stage != StageStorm {
		if s.Order == nil {
			for i := range n {
				s.Order = append(s.Order, i)
			}
		}
		if r.out == nil {
			r.out = slices.Clone(s.Order)
		}
		if err := perm("the order", s.Order); err != nil {
			return err
		}
		if err := perm("out", r.out); err != nil {
			return err
		}
	}
	s.Storm.Out = r.out
	for i, v := range r.out {
		s.Players[v].Badge = i + 1
	}
	if s.Stage != StageDealer {
		if r.seen["pickers"] || r.seen["picked"] || r.seen["layout"] || r.seen["rest"] {
			return fmt.Errorf("the layout, rest, pickers and picked are the dealer selection's: they end with it")
		}
		if err := seat("the dealer", s.Dealer); err != nil {
			return err
		}
	}
	if (s.Tie != nil || s.Final) && s.Stage != StageRace && s.Stage != StageOver {
		return fmt.Errorf("a tie or the final stage are the race's")
	}
	if s.Winner >= 0 || s.Ranking != nil {
		if s.Stage != StageOver {
			return fmt.Errorf("a winner and a ranking come once the game is over (stage over)")
		}
	}
	before := s.Stage == StageDealer || (s.Stage == StageStorm && r.storms == 1) // the lanes are still to choose
	for i := range s.Players {
		switch placed := s.Players[i].Car.Placed; {
		case before && placed:
			return fmt.Errorf("player %d's car is on the board, but the lanes are chosen after the first Storm", i)
		case !before && s.Stage != StageLanes && !placed:
			return fmt.Errorf("player %d's car is not on the board (give its lane), yet the lanes were chosen", i)
		}
	}
	switch s.Stage {
	case StageDealer:
		return r.checkDealer()
	case StageStorm:
		return r.checkStorm()
	case StageLanes:
		if r.storms != 1 {
			return fmt.Errorf("the lanes are chosen after the first Storm (storms 1)")
		}
		if s.Turn >= n {
			return fmt.Errorf("turn is a place in the order, 0 to %d", n-1)
		}
		for _, v := range s.Order[s.Turn:] {
			if s.Players[v].Car.Placed {
				return fmt.Errorf("player %d has yet to choose a lane, so its car is not on the board", v)
			}
		}
		for _, v := range s.Order[:s.Turn] {
			if c := &s.Players[v].Car; !c.Placed || c.Lane < 1 || c.Progress != 0 {
				return fmt.Errorf("player %d chose a lane: its car stands at the pole (progress 0, lane 1 to 4)", v)
			}
		}
	case StageCoins:
		if s.Turn >= n || len(s.Players[s.Order[s.Turn]].Held) == 0 {
			return fmt.Errorf("turn is the place in the order of a player with coins to place")
		}
	case StageRace:
		racers := s.Order
		if s.Tie != nil {
			racers = s.Tie
		}
		if s.Turn >= len(racers) {
			return fmt.Errorf("turn is a place in the order (or the tie), 0 to %d", len(racers)-1)
		}
	case StageOver:
		if err := perm("the ranking", s.Ranking); err != nil {
			return err
		}
		if s.Ranking[0] != s.Winner {
			return fmt.Errorf("the ranking starts with the winner")
		}
	}
	return nil
}

// checkDealer checks the dealer selection.
func (r *posReader) checkDealer() error {
	s := &r.g.s
	p := &s.Pick
	switch {
	case len(p.Layout) != LayoutSize:
		return fmt.Errorf("the dealer selection needs its layout of %d cards", LayoutSize)
	case s.Dealer != -1:
		return fmt.Errorf("the dealer is chosen at the end of the dealer selection (dealer -)")
	case r.seen["storms"] || s.Order != nil || r.out != nil:
		return fmt.Errorf("no Storm is played before the dealer selection ends")
	}
	if p.Pickers == nil {
		for i := range s.Players {
			p.Pickers = append(p.Pickers, i)
		}
	}
	if len(r.picked) >= len(p.Pickers) {
		return fmt.Errorf("%d seats pick, so at most %d have picked while one is to pick", len(p.Pickers), len(p.Pickers)-1)
	}
	faceDown := 0
	for _, sl := range p.Layout {
		if sl.By >= len(s.Players) {
			return fmt.Errorf("a layout card is turned by seat %d, but the seats are 0 to %d", sl.By, len(s.Players)-1)
		}
		if sl.By < 0 {
			faceDown++
		}
	}
	for i, slot := range r.picked {
		if p.Layout[slot-1].By != p.Pickers[i] || slices.Contains(r.picked[:i], slot) {
			return fmt.Errorf("picked slot %d is the card seat %d turned: write it @%d in the layout", slot, p.Pickers[i], p.Pickers[i])
		}
		p.Picked = append(p.Picked, slot-1)
	}
	p.Next = len(p.Picked)
	if faceDown < len(p.Pickers)-p.Next {
		return fmt.Errorf("%d face-down cards are too few for the %d seats still to pick", faceDown, len(p.Pickers)-p.Next)
	}
	return nil
}

// checkStorm checks a Storm in play.
func (r *posReader) checkStorm() error {
	g := r.g
	s := &g.s
	st := &s.Storm
	if len(st.Discard) == 0 {
		return fmt.Errorf("a Storm in play needs its discard pile (discard, its top card first)")
	}
	for i := range s.Players {
		if out := slices.Contains(r.out, i); out != (len(s.Players[i].Hand) == 0) {
			return fmt.Errorf("player %d: out lists the players with no cards left, and only them", i)
		}
	}
	if g.holders() < 2 {
		return fmt.Errorf("a Storm in play needs two players with cards")
	}
	if r.noStormTurn {
		st.Turn = g.nextHolder(s.Dealer)
	}
	switch {
	case st.Turn >= len(s.Players) || len(s.Players[st.Turn].Hand) == 0:
		return fmt.Errorf("the seat to play in the Storm (storm-turn) holds cards")
	case st.Suit != NoSuit && g.top().Rank != Queen:
		return fmt.Errorf("only a Queen on top of the discard pile has a suit called")
	case st.Toxic > 0 && g.top().Rank != Seven:
		return fmt.Errorf("only a 7 on top of the discard pile is toxic")
	case st.Passes >= g.holders():
		return fmt.Errorf("passes are fewer than the players holding cards")
	}
	return nil
}

// checkCards checks that every card is in the game once, filling the stock (or the rest of the
// dealer selection's deck) with the cards not elsewhere.
func (r *posReader) checkCards(fill *rng.Source) error {
	s := &r.g.s
	total := s.Config.Decks * CardsPerDeck
	where := make([]string, total+1)
	place := func(what string, cs []Card) error {
		for _, c := range cs {
			if where[c.ID] != "" {
				return fmt.Errorf("card %s is both in %s and in %s", cardWord(c), where[c.ID], what)
			}
			where[c.ID] = what
		}
		return nil
	}
	for _, sl := range s.Pick.Layout {
		if err := place("the layout", []Card{sl.Card}); err != nil {
			return err
		}
	}
	if err := place("the rest", s.Pick.Rest); err != nil {
		return err
	}
	if err := place("the stock", s.Storm.Stock); err != nil {
		return err
	}
	if err := place("the discard pile", s.Storm.Discard); err != nil {
		return err
	}
	for i := range s.Players {
		if err := place(fmt.Sprintf("player %d's hand", i), s.Players[i].Hand); err != nil {
			return err
		}
	}
	var missing []Card
	for _, c := range newDeck(s.Config.Decks) {
		if where[c.ID] == "" {
			missing = append(missing, c)
		}
	}
	switch {
	case len(missing) == 0:
	case s.Stage == StageDealer && r.noRest:
		s.Pick.Rest = missing
	case s.Stage != StageDealer && r.noStock:
		rng.Shuffle(fill, missing)
		s.Storm.Stock = missing
	default:
		return fmt.Errorf("card %s is nowhere: every card of the deck is in a hand, the stock, the discard pile or the dealer selection", cardWord(missing[0]))
	}
	return nil
}

// checkCoins checks that the 90 coins are in the game, the purse filled with those not
// elsewhere, every coin drawn with its own ID and every coin on the track where coins may be.
func (r *posReader) checkCoins(fill *rng.Source) error {
	g := r.g
	s := &g.s
	n := len(s.Players)
	left := map[Coin]int{}
	for _, m := range purseMix {
		left[m.coin] = m.count
	}
	ids := map[int]bool{}
	take := func(c Coin, drawn bool) error {
		face := Coin{Value: c.Value, Tow: c.Tow}
		if left[face] == 0 {
			return fmt.Errorf("there are more %s coins than the purse holds", faceWord(face))
		}
		left[face]--
		if !drawn {
			return nil
		}
		if c.Owner >= n {
			return fmt.Errorf("coin %s belongs to seat %d, but the seats are 0 to %d", faceWord(c), c.Owner, n-1)
		}
		if c.ID == 0 {
			return nil // numbered below
		}
		if ids[c.ID] {
			return fmt.Errorf("two coins have the ID %d", c.ID)
		}
		ids[c.ID] = true
		return nil
	}
	var unnumbered []*Coin
	for i := range s.Players {
		for j := range s.Players[i].Held {
			c := &s.Players[i].Held[j]
			if c.Owner != i {
				return fmt.Errorf("player %d holds coin %d of seat %d: a player holds its own coins", i, c.ID, c.Owner)
			}
			if err := take(*c, true); err != nil {
				return err
			}
			if c.ID == 0 {
				unnumbered = append(unnumbered, c)
			}
		}
	}
	for i := range s.Track {
		pc := &s.Track[i]
		if pc.At.Lane < 1 || pc.At.Lane > speedway.Lanes || pc.At.Pos < 1 || pc.At.Pos > speedway.Positions {
			return fmt.Errorf("a coin lies at %d/%d: coins go on the track, positions 1 to %d in lanes 1 to %d", pc.At.Pos, pc.At.Lane, speedway.Positions, speedway.Lanes)
		}
		if g.coinAt(pc.At) != i {
			return fmt.Errorf("two coins lie at %d/%d", pc.At.Pos, pc.At.Lane)
		}
		if err := take(pc.Coin, true); err != nil {
			return err
		}
		if pc.Coin.ID == 0 {
			unnumbered = append(unnumbered, &pc.Coin)
		}
	}
	for i := range s.Spent {
		if s.Spent[i].ID == 0 {
			return fmt.Errorf("a spent coin has its ID (id:face:owner)")
		}
		if err := take(s.Spent[i], true); err != nil {
			return err
		}
	}
	for _, c := range s.Purse {
		if err := take(c, false); err != nil {
			return err
		}
	}
	for id := range ids {
		if r.noDrawn {
			s.NextID = max(s.NextID, id)
		} else if id > s.NextID {
			return fmt.Errorf("coin %d has an ID past the coins drawn (drawn %d)", id, s.NextID)
		}
	}
	for _, c := range unnumbered {
		s.NextID++
		for ids[s.NextID] {
			s.NextID++
		}
		c.ID = s.NextID
	}
	var rest []Coin
	for _, m := range purseMix {
		for range left[m.coin] {
			rest = append(rest, m.coin)
		}
	}
	if len(rest) > 0 {
		if !r.noPurse {
			return fmt.Errorf("%d coins are nowhere: the 90 coins are in the purse, in hand, on the track or spent", len(rest))
		}
		rng.Shuffle(fill, rest)
		s.Purse = rest
	}
	return nil
}

// checkCars checks that every car on the board is where a car may be, one a space, on no coin.
func (g *Game) checkCars() error {
	s := &g.s
	for i := range s.Players {
		c := &s.Players[i].Car
		if !c.Placed {
			if c.Progress != 0 || c.Laps != 0 || c.Finished || c.Dice != nil {
				return fmt.Errorf("player %d's car is not on the board: give its lane", i)
			}
			continue
		}
		at := g.spot(i)
		switch {
		case c.Lane == LanePitLane && (at.Pos < 1 || at.Pos > speedway.PitLane):
			return fmt.Errorf("player %d's car is in the pit lane at position %d: the pit lane runs beside positions 1 to %d", i, at.Pos, speedway.PitLane)
		case c.Lane == LanePit && c.Progress%speedway.Positions != 0:
			return fmt.Errorf("player %d's car is in the pit: its progress is the start of its lap (a multiple of %d)", i, speedway.Positions)
		case c.Laps > s.Config.Laps:
			return fmt.Errorf("player %d's car is on lap %d of a %d-lap race", i, c.Laps+1, s.Config.Laps)
		case !c.Finished && c.Lane != LanePit && c.Progress > s.Config.Laps*speedway.Positions:
			return fmt.Errorf("player %d's car is past the last lap's line (progress %d): write finished", i, s.Config.Laps*speedway.Positions)
		case c.Finished && c.Laps != s.Config.Laps:
			return fmt.Errorf("player %d's car has finished: it is on lap %d", i, s.Config.Laps+1)
		case len(c.Dice) > s.Config.Dice:
			return fmt.Errorf("player %d's roll has more dice than the game rolls", i)
		}
		if at.Lane == LanePit {
			continue
		}
		if o := g.occupant(at); o != i {
			return fmt.Errorf("players %d and %d's cars stand on the same space", o, i)
		}
		if g.coinAt(at) >= 0 {
			return fmt.Errorf("player %d's car stands on a coin at %d/%d (landing on it would have set it off)", i, at.Pos, at.Lane)
		}
	}
	return nil
}
