package bloodfang

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/engine/rng"
)

// A position is a game in the middle, written as text a person reads and edits: puzzles start
// from one, and so can any game (Config.Position). Lines, in any order but the board's rows
// after "board"; blank lines and "#" comments are skipped:
//
//	names You, Rival         # the seats' names (default: Player 1, Player 2)
//	turn 6                   # the turn number, 1 or more
//	active 0                 # whose turn it is: 0 or 1
//	passes 0                 # consecutive passes so far: 0 or 1
//	hand 0: sentry scout     # seat 0's hand, card IDs (RULES.md's card list)
//	hand 1: runner
//	deck 0: sentry           # seat 0's deck, drawn from the end (none: empty)
//	board                    # then three rows (lanes) of five tiles, column 0 first:
//	A1 A2 . . B1             #   "." nobody's, A2 seat 0's with 2 pawns, B1 seat 1's with 1,
//	A:sentry . . . B1        #   A:sentry seat 0's card, A:sentry+1 with a permanent +1
//	A1 . . . B:scout-1       #   (B:scout-1 seat 1's card with a permanent -1)
//
// ParsePosition checks everything a game needs and says what is wrong, with the line.

// ParsePosition builds a game at the position text describes, from seed (its later draws).
func ParsePosition(text string, seed uint64) (*Game, error) {
	set := starter()
	g := &Game{set: set}
	s := &g.s
	s.Seed, s.RNG = seed, rng.New(seed)
	s.Phase, s.Winner, s.Turn, s.Active = PhasePlaying, NoSeat, 1, 0
	names := []string{"Player 1", "Player 2"}
	seen := map[string]bool{}
	boardAt := -1
	var rows [][]string
	lines, err := kit.PositionLines(text, kit.ErrConfig)
	if err != nil {
		return nil, err
	}
	for _, l := range lines {
		fail := func(format string, args ...any) (*Game, error) {
			return nil, l.Errorf(format, args...)
		}
		if boardAt >= 0 && len(rows) < Rows {
			rows = append(rows, strings.Fields(l.Text))
			if len(rows[len(rows)-1]) != Cols {
				return fail("a lane has %d tiles, not %d", Cols, len(rows[len(rows)-1]))
			}
			continue
		}
		key, rest := l.Key, l.Rest
		if k, _, ok := strings.Cut(key, ":"); ok {
			key = k
		}
		word := key
		if key == "hand" || key == "deck" {
			seat, list, ok := strings.Cut(rest, ":")
			i, err := strconv.Atoi(strings.TrimSpace(seat))
			if !ok || err != nil || i < 0 || i >= Players {
				return fail("write %s 0: or %s 1: then the card IDs", key, key)
			}
			word = key + " " + strconv.Itoa(i)
			defs, err := g.cardList(list)
			if err != nil {
				return fail("%v", err)
			}
			if key == "hand" {
				for _, d := range defs {
					s.NextCard++
					s.Players[i].Hand = append(s.Players[i].Hand, handCard{ID: s.NextCard, Def: d})
				}
			} else {
				s.Players[i].Deck = defs
			}
		}
		if seen[word] {
			return fail("%s is given twice", word)
		}
		seen[word] = true
		switch key {
		case "hand", "deck":
		case "names":
			ns := strings.Split(rest, ",")
			if len(ns) != Players {
				return fail("give two names, with a comma between them")
			}
			for i := range ns {
				names[i] = strings.TrimSpace(ns[i])
				if names[i] == "" || len(names[i]) > 40 {
					return fail("a name has 1 to 40 characters")
				}
			}
		case "turn", "active", "passes":
			v, err := strconv.Atoi(rest)
			switch {
			case err != nil:
				return fail("%s takes a number", key)
			case key == "turn" && v < 1:
				return fail("the turn is 1 or more")
			case key == "active" && v != 0 && v != 1:
				return fail("the player to play is 0 or 1")
			case key == "passes" && v != 0 && v != 1:
				return fail("passes is 0 or 1 (two passes end the game)")
			}
			*map[string]*int{"turn": &s.Turn, "active": &s.Active, "passes": &s.Passes}[key] = v
		case "board":
			boardAt = l.N
		default:
			return fail("%q is not part of a position (names, turn, active, passes, hand, deck, board)", key)
		}
	}
	if boardAt < 0 || len(rows) != Rows {
		return nil, fmt.Errorf("%w: a position needs \"board\" and its %d lanes of %d tiles", kit.ErrConfig, Rows, Cols)
	}
	for r := range Rows {
		for c := range Cols {
			t, err := g.parseTile(rows[r][c])
			if err != nil {
				return nil, fmt.Errorf("%w: lane %d, tile %d (%q): %v", kit.ErrConfig, r+1, c+1, rows[r][c], err)
			}
			s.Board[r][c] = t
		}
	}
	if !seen["hand 0"] && !seen["hand 1"] {
		return nil, fmt.Errorf("%w: a position needs the hands (hand 0: …, hand 1: …)", kit.ErrConfig)
	}
	s.First = (s.Active + s.Turn + 1) % Players // the seat that played turn 1
	s.Config = Config{Seats: []SeatConfig{{Name: names[0], Deck: DefaultDeck}, {Name: names[1], Deck: DefaultDeck}}, First: s.First, HandSize: DefaultHandSize, Position: text}
	return g, nil
}

// newAt is New for a configuration with a position: the seats' names, when it gives them, name
// the position's players.
func newAt(cfg Config, seed uint64) (*Game, error) {
	g, err := ParsePosition(cfg.Position, seed)
	if err != nil {
		return nil, err
	}
	for i, st := range cfg.Seats {
		if i < Players && st.Name != "" {
			g.s.Config.Seats[i].Name = st.Name
		}
	}
	return g, nil
}

// positionDecks is normalized for a configuration with a position: each seat's cards are the
// ones the position gives it, on the board, in hand and in its deck (a position is public: its
// text is in the configuration every view shows).
func (c Config) positionDecks() (Config, [Players][]int, error) {
	var decks [Players][]int
	g, err := ParsePosition(c.Position, 0)
	if err != nil {
		return c, decks, err
	}
	s := &g.s
	for r := range Rows {
		for col := range Cols {
			if u := s.Board[r][col].Unit; u.ID != 0 {
				decks[u.Owner] = append(decks[u.Owner], u.Def)
			}
		}
	}
	for i := range s.Players {
		for _, h := range s.Players[i].Hand {
			decks[i] = append(decks[i], h.Def)
		}
		decks[i] = append(decks[i], s.Players[i].Deck...)
	}
	if len(c.Seats) != Players {
		c.Seats = s.Config.Seats
	}
	return c, decks, nil
}
