package havoc

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/engine/rng"
)

// A position is a game in the middle, written as text a person reads and edits: the How to play
// page's examples start from one, and so can any game (Config.Position). PrintPosition prints
// the game as one, and reading it back gives the same game. One thing a line; blank lines and
// comments ("#" at a line's start or after a space) are skipped; seats are numbered from 0 in
// the order of the player lines, and a player's lines follow its "player" line:
//
//	laps 2               # the rule settings (default: Defaults), before the first player
//	dice 2
//	decks 1
//	cards 4
//	coins 2
//	stage storm          # dealer, storm, lanes, coins, race or over (required)
//	round 3              # rounds started (default 1)
//	dealer 1             # the dealer's seat, "-" before the dealer selection ends (default 0)
//	storms 3             # Storms played so far, this one included (default 1)
//	order 2 0 1          # the last Storm's winning order (default: seat order after the first Storm)
//	turn 0               # the place in the order (or tie) of the seat to act in the lanes,
//	                     # coins and race stages, from 0 (default 0)
//	final                # a car has finished: this racing stage is the last
//	tie 2 0              # level leaders racing on
//	winner 2             # once over, with the ranking
//	ranking 2 0 1
//	layout Kc Ah@1 9d …  # the dealer selection's 18 cards, @seat on a turned one
//	rest 7h 8h …         # the cards beside the layout (default: every card not elsewhere)
//	pickers 0 1 2        # the seats picking in this pass, and the slots (1–18) they turned
//	picked 4
//	stock 7h Qs2 …       # the Storm's stock, the next card drawn first (default: every card
//	                     # not elsewhere, shuffled); 7h is the 7 of hearts, Qs2 the queen of
//	                     # spades of the second deck (h, d, s, c; 7–10, J, Q, K, A)
//	discard Qs 9s        # the discard pile, its top card first
//	storm-turn 1         # the seat to play in the Storm (default: the next after the dealer)
//	toxic 1              # toxic 7s stacked on the discard pile
//	suit hearts          # the suit a Queen on top called
//	out 2                # the seats out of cards, in the order they went out
//	passes 0             # turns in a row nobody could draw
//	purse +2 -3 tow …    # the purse, the next coin drawn first (default: the coins not
//	                     # elsewhere, shuffled); +2…+5, -2…-5, tow (Tow-to-Pit)
//	spent 4:+2:1         # coins landed on: id:face:owner
//	drawn 12             # coins drawn so far: the next coin's ID less one (default: the last)
//	coin 40/2 5:-3:1     # a coin on the track at position/lane (1–96/1–4): [id:]face[:owner]
//	player Ana           # a seat: its name, then its lines
//	colour yellow        #   default: the colours in order
//	hand 7h Jd Ac        #   its Storm hand
//	coins 7:+2 8:-3      #   coins drawn and not yet placed: [id:]face
//	lane 2               #   its car: 1 (inside) to 4, pit-lane or pit (none: not on the board)
//	progress 101         #   spaces travelled from the pole: position = progress mod 96
//	lap 2                #   the lap it is on, from 1
//	finished             #   it crossed the line on its final lap
//	dice 3 5             #   its last roll, shown until the stage ends
//
// ParsePosition checks everything a game needs and says what is wrong, with the line.

// ParsePosition builds a game at the position text describes, from seed (its later draws).
func ParsePosition(text string, seed uint64) (*Game, error) {
	return newAt(Config{Position: text}, seed)
}

// newAt is New for a configuration with a position: the seats' names, when it gives them as many
// as the position's players, name them.
func newAt(cfg Config, seed uint64) (*Game, error) {
	r := &posReader{g: &Game{}, seen: map[string]bool{}, cur: -1}
	if err := r.read(cfg.Position); err != nil {
		return nil, err
	}
	g := r.g
	s := &g.s
	if len(cfg.Seats) == len(s.Players) {
		for i, sc := range cfg.Seats {
			if sc.Name != "" {
				s.Players[i].Name = sc.Name
			}
		}
	}
	if err := r.finish(seed); err != nil {
		return nil, err
	}
	s.Config.Position = cfg.Position
	return g, nil
}

// posReader reads a position's lines into a game.
type posReader struct {
	g    *Game
	seen map[string]bool // the lines read, by key ("3.hand" for seat 3's)
	cur  int             // the seat whose lines are read, -1 before the first player
	// what the text left out, which finish fills in
	noStock, noRest, noPurse, noDrawn, noStormTurn bool
	picked, out                                    []int // the slots turned in this pass; the seats out
	storms                                         int
}

func (r *posReader) read(text string) error {
	s := &r.g.s
	s.Round, s.Dealer, s.Winner = 1, 0, -1
	r.storms, r.noStock, r.noRest, r.noPurse, r.noDrawn, r.noStormTurn = 1, true, true, true, true, true
	dealerSet := false
	lines, err := kit.PositionLines(text, kit.ErrConfig)
	if err != nil {
		return err
	}
	for _, l := range lines {
		if err := r.line(l, &dealerSet); err != nil {
			return l.Errorf("%v", err)
		}
	}
	if s.Stage == "" {
		return fmt.Errorf("%w: a position says its stage (stage storm, for one)", kit.ErrConfig)
	}
	if len(s.Players) < MinPlayers {
		return fmt.Errorf("%w: a position needs %d to %d players (player NAME, then its lines)", kit.ErrConfig, MinPlayers, MaxPlayers)
	}
	if s.Stage == StageDealer && !dealerSet {
		s.Dealer = -1
	}
	return nil
}

// settingSpans are the rule settings' ranges (Config.Validate's).
var settingSpans = map[string][2]int{"laps": {1, 5}, "dice": {1, 2}, "decks": {1, 2}, "cards": {3, 5}, "coins": {1, 3}}

// playerKeys are the lines that belong to a player.
var playerKeys = []string{"colour", "hand", "coins", "lane", "progress", "lap", "finished", "dice"}

// line reads one line.
func (r *posReader) line(l kit.PositionLine, dealerSet *bool) error {
	key, rest := l.Key, l.Rest
	s := &r.g.s
	scope := key
	if r.cur >= 0 && slices.Contains(playerKeys, key) {
		scope = strconv.Itoa(r.cur) + "." + key
	}
	if key != "player" && key != "coin" {
		if r.seen[scope] {
			return fmt.Errorf("%s is given twice", key)
		}
		r.seen[scope] = true
	}
	if r.cur >= 0 && slices.Contains(playerKeys, key) {
		return r.playerLine(key, rest)
	}
	var err error
	switch key {
	case "laps", "dice", "decks", "cards", "coins":
		if r.cur >= 0 {
			return fmt.Errorf("the settings come before the players")
		}
		if len(s.Pick.Layout) > 0 || len(s.Storm.Stock) > 0 || len(s.Storm.Discard) > 0 || len(s.Pick.Rest) > 0 {
			return fmt.Errorf("the settings come before the cards")
		}
		p := map[string]*int{"laps": &s.Config.Laps, "dice": &s.Config.Dice, "decks": &s.Config.Decks, "cards": &s.Config.Cards, "coins": &s.Config.Coins}[key]
		span := settingSpans[key]
		*p, err = l.Number(span[0], span[1])
	case "player":
		if len(s.Players) == MaxPlayers {
			return fmt.Errorf("a game has at most %d players", MaxPlayers)
		}
		name, err := playerName(rest)
		if err != nil {
			return err
		}
		r.cur = len(s.Players)
		s.Players = append(s.Players, player{Name: name, Colour: Colours[r.cur]})
	case "colour", "hand", "lane", "progress", "lap", "finished":
		return fmt.Errorf("%s belongs to a player: write a \"player NAME\" line first", key)
	case "stage":
		st := Stage(rest)
		if !slices.Contains([]Stage{StageDealer, StageStorm, StageLanes, StageCoins, StageRace, StageOver}, st) {
			return fmt.Errorf("the stage is dealer, storm, lanes, coins, race or over")
		}
		s.Stage = st
	case "round":
		s.Round, err = l.Number(0, MaxRounds)
	case "dealer":
		*dealerSet = true
		if rest == "-" {
			s.Dealer = -1
			return nil
		}
		s.Dealer, err = l.Number(0, MaxPlayers-1)
	case "storms":
		r.storms, err = l.Number(1, MaxRounds)
	case "turn":
		s.Turn, err = l.Number(0, MaxPlayers)
	case "passes":
		s.Storm.Passes, err = l.Number(0, MaxPlayers)
	case "toxic":
		s.Storm.Toxic, err = l.Number(0, 8)
	case "drawn":
		s.NextID, err = l.Number(0, 10*PurseSize*MaxRounds)
		r.noDrawn = false
	case "storm-turn":
		s.Storm.Turn, err = l.Number(0, MaxPlayers-1)
		r.noStormTurn = false
	case "winner":
		s.Winner, err = l.Number(0, MaxPlayers-1)
	case "final":
		if rest != "" {
			return fmt.Errorf("final takes nothing after it")
		}
		s.Final = true
	case "suit":
		if rest == "" {
			return fmt.Errorf("the suit is hearts, diamonds, spades or clubs")
		}
		err = s.Storm.Suit.UnmarshalText([]byte(rest))
	case "order", "tie", "ranking", "pickers", "out":
		var seats []int
		if seats, err = numbers(rest, 0, MaxPlayers-1, "a seat"); err == nil {
			*map[string]*[]int{"order": &s.Order, "tie": &s.Tie, "ranking": &s.Ranking, "pickers": &s.Pick.Pickers, "out": &r.out}[key] = seats
		}
	case "picked":
		r.picked, err = numbers(rest, 1, LayoutSize, "a slot")
	case "layout":
		return r.layout(rest)
	case "rest", "stock", "discard":
		var cards []Card
		if cards, err = cardList(rest, s.Config.Decks); err != nil {
			return err
		}
		switch key {
		case "rest":
			s.Pick.Rest, r.noRest = cards, false
		case "stock":
			slices.Reverse(cards) // drawn from the end
			s.Storm.Stock, r.noStock = cards, false
		case "discard":
			slices.Reverse(cards) // its top is its end
			s.Storm.Discard = cards
		}
	case "purse":
		var coins []Coin
		if coins, err = coinList(rest, 0); err == nil {
			for i, c := range coins {
				if c.ID != 0 {
					return fmt.Errorf("coin %d: the purse's coins are faces only (+2, -3, tow)", i+1)
				}
			}
			slices.Reverse(coins) // drawn from the end
			s.Purse, r.noPurse = coins, false
		}
	case "spent":
		s.Spent, err = coinList(rest, 0)
	case "coin":
		return r.trackCoin(rest)
	default:
		return fmt.Errorf("%q is not part of a position (stage, round, dealer, order, turn, stock, discard, purse, coin, player, hand, lane, progress… : see the format)", key)
	}
	return err
}

// playerLine reads a line of the current player's.
func (r *posReader) playerLine(key, rest string) error {
	p := &r.g.s.Players[r.cur]
	c := &p.Car
	var err error
	switch key {
	case "colour":
		if !slices.Contains(Colours, rest) {
			return fmt.Errorf("the colours are %s", strings.Join(Colours, ", "))
		}
		p.Colour = rest
	case "hand":
		p.Hand, err = cardList(rest, r.g.s.Config.Decks)
	case "coins":
		p.Held, err = coinList(rest, r.cur)
	case "lane":
		switch rest {
		case "pit-lane":
			c.Lane = LanePitLane
		case "pit":
			c.Lane = LanePit
		default:
			c.Lane, err = strconv.Atoi(rest)
			if err != nil || c.Lane < 1 || c.Lane > 4 {
				return fmt.Errorf("a car's lane is 1 (inside) to 4, pit-lane or pit")
			}
		}
		c.Placed = true
	case "progress":
		c.Progress, err = strconv.Atoi(rest)
		if err != nil || c.Progress < -96 || c.Progress > 6*96 {
			return fmt.Errorf("progress is a number of spaces from -96 to %d", 6*96)
		}
	case "lap":
		c.Laps, err = strconv.Atoi(rest)
		if err != nil || c.Laps < 1 || c.Laps > 6 {
			return fmt.Errorf("the lap is a number from 1 to 6")
		}
		c.Laps--
	case "finished":
		if rest != "" {
			return fmt.Errorf("finished takes nothing after it")
		}
		c.Finished = true
	case "dice":
		c.Dice, err = numbers(rest, 1, 6, "a die")
		if err == nil && (len(c.Dice) == 0 || len(c.Dice) > 2) {
			return fmt.Errorf("a roll is one or two dice")
		}
	}
	return err
}

// layout reads the dealer selection's 18 cards.
func (r *posReader) layout(rest string) error {
	words := strings.Fields(rest)
	if len(words) != LayoutSize {
		return fmt.Errorf("the layout has %d cards, not %d", LayoutSize, len(words))
	}
	for _, w := range words {
		card, by, turned := strings.Cut(w, "@")
		c, err := parseCard(card, r.g.s.Config.Decks)
		if err != nil {
			return err
		}
		sl := layoutSlot{Card: c, By: -1}
		if turned {
			if sl.By, err = strconv.Atoi(by); err != nil || sl.By < 0 || sl.By >= MaxPlayers {
				return fmt.Errorf("%q: a turned card is the card, @ and a seat (Kc@1)", w)
			}
		}
		r.g.s.Pick.Layout = append(r.g.s.Pick.Layout, sl)
	}
	return nil
}

// trackCoin reads a coin on the track: POS/LANE and a coin.
func (r *posReader) trackCoin(rest string) error {
	at, coin, _ := strings.Cut(rest, " ")
	p, l, ok := strings.Cut(at, "/")
	pos, perr := strconv.Atoi(p)
	lane, lerr := strconv.Atoi(l)
	if !ok || perr != nil || lerr != nil {
		return fmt.Errorf("a coin is its place (position/lane: 40/2) and the coin ([id:]face[:owner]: -3, 5:-3:1)")
	}
	cs, err := coinList(coin, 0)
	if err != nil {
		return err
	}
	if len(cs) != 1 {
		return fmt.Errorf("one coin a line")
	}
	r.g.s.Track = append(r.g.s.Track, placedCoin{Coin: cs[0], At: Spot{Pos: pos, Lane: lane}})
	return nil
}

// playerName reads a player's name: the rest of the line, or a quoted string.
func playerName(rest string) (string, error) {
	name := rest
	if strings.HasPrefix(rest, `"`) {
		q, err := strconv.QuotedPrefix(rest)
		if err != nil || q != rest {
			return "", fmt.Errorf("a quoted name ends with its quote")
		}
		name, _ = strconv.Unquote(q)
	}
	if name == "" || len(name) > 40 {
		return "", fmt.Errorf("a player needs a name of 1 to 40 characters")
	}
	return name, nil
}

// numbers reads whole numbers from lo to hi, each what says.
func numbers(words string, lo, hi int, what string) ([]int, error) {
	var out []int
	for _, w := range strings.Fields(words) {
		v, err := strconv.Atoi(w)
		if err != nil || v < lo || v > hi {
			return nil, fmt.Errorf("%q is not %s (%d to %d)", w, what, lo, hi)
		}
		out = append(out, v)
	}
	return out, nil
}

// finish fills in what the text left out and checks the whole (position_check.go).
func (r *posReader) finish(seed uint64) error {
	g := r.g
	s := &g.s
	cfg := Config{Laps: s.Config.Laps, Dice: s.Config.Dice, Decks: s.Config.Decks, Cards: s.Config.Cards, Coins: s.Config.Coins}
	for _, p := range s.Players {
		cfg.Seats = append(cfg.Seats, SeatConfig{Name: p.Name, Colour: p.Colour})
	}
	cfg, err := cfg.normalized()
	if err != nil {
		return err
	}
	s.Config, s.Seed, s.RNG = cfg, seed, rng.New(seed)
	s.Storm.Count = r.storms
	if s.Stage == StageDealer {
		s.Storm.Count = 0
	}
	if err := r.check(); err != nil {
		return fmt.Errorf("%w: %v", kit.ErrConfig, err)
	}
	return nil
}
