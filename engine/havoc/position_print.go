package havoc

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// PrintPosition writes the game as a position (position.go): every card, coin and car, whose
// turn, the Storm's and the dealer selection's state. ParsePosition reads it back as the same
// game, but for what a position does not hold: the events and the log so far, and the generator
// of its later draws, which the seed it is read with starts anew. It is a function, not a method,
// so that the pages, which never print a position, do not carry it (a page's build keeps every
// exported method of the game's types).
func PrintPosition(g *Game) string {
	s := &g.s
	var b strings.Builder
	line := func(key string, v any) {
		if w := fmt.Sprint(v); w != "" {
			b.WriteString(key + " " + w + "\n")
		} else {
			b.WriteString(key + "\n")
		}
	}
	seats := func(key string, vs []int) {
		if len(vs) > 0 {
			line(key, intWords(vs))
		}
	}
	c := s.Config
	line("laps", c.Laps)
	line("dice", c.Dice)
	line("decks", c.Decks)
	line("cards", c.Cards)
	line("coins", c.Coins)
	line("stage", s.Stage)
	line("round", s.Round)
	if s.Dealer < 0 {
		line("dealer", "-")
	} else {
		line("dealer", s.Dealer)
	}
	if s.Stage != StageDealer {
		line("storms", s.Storm.Count)
	}
	seats("order", s.Order)
	line("turn", s.Turn)
	if s.Final {
		line("final", "")
	}
	seats("tie", s.Tie)
	if s.Winner >= 0 {
		line("winner", s.Winner)
	}
	seats("ranking", s.Ranking)
	if s.Stage == StageDealer {
		words := make([]string, len(s.Pick.Layout))
		for i, sl := range s.Pick.Layout {
			words[i] = cardWord(sl.Card)
			if sl.By >= 0 {
				words[i] += "@" + strconv.Itoa(sl.By)
			}
		}
		line("layout", strings.Join(words, " "))
		line("rest", cardWords(s.Pick.Rest))
		seats("pickers", s.Pick.Pickers)
		slots := make([]int, len(s.Pick.Picked))
		for i, sl := range s.Pick.Picked {
			slots[i] = sl + 1
		}
		seats("picked", slots)
	}
	line("stock", cardWords(reversed(s.Storm.Stock)))
	if len(s.Storm.Discard) > 0 {
		line("discard", cardWords(reversed(s.Storm.Discard)))
	}
	line("storm-turn", s.Storm.Turn)
	if s.Storm.Toxic > 0 {
		line("toxic", s.Storm.Toxic)
	}
	if s.Storm.Suit != NoSuit {
		line("suit", s.Storm.Suit)
	}
	seats("out", s.Storm.Out)
	if s.Storm.Passes > 0 {
		line("passes", s.Storm.Passes)
	}
	faces := make([]string, len(s.Purse))
	for i, co := range reversed(s.Purse) {
		faces[i] = faceWord(co)
	}
	line("purse", strings.Join(faces, " "))
	if len(s.Spent) > 0 {
		spent := make([]string, len(s.Spent))
		for i, co := range s.Spent {
			spent[i] = coinWord(co, true)
		}
		line("spent", strings.Join(spent, " "))
	}
	line("drawn", s.NextID)
	for _, pc := range s.Track {
		line("coin", fmt.Sprintf("%d/%d %s", pc.At.Pos, pc.At.Lane, coinWord(pc.Coin, true)))
	}
	for i := range s.Players {
		printPlayer(g, &b, line, i)
	}
	return b.String()
}

// printPlayer writes a player's lines.
func printPlayer(g *Game, b *strings.Builder, line func(string, any), i int) {
	p := &g.s.Players[i]
	name := p.Name
	if strings.ContainsAny(name, "#\"\n") || strings.TrimSpace(name) != name {
		name = strings.ReplaceAll(strconv.Quote(name), "#", `\x23`) // no comment starts in it
	}
	line("player", name)
	line("colour", p.Colour)
	if len(p.Hand) > 0 {
		line("hand", cardWords(p.Hand))
	}
	if len(p.Held) > 0 {
		coins := make([]string, len(p.Held))
		for j, co := range p.Held {
			coins[j] = coinWord(co, false)
		}
		line("coins", strings.Join(coins, " "))
	}
	c := &p.Car
	if !c.Placed {
		return
	}
	switch c.Lane {
	case LanePitLane:
		line("lane", "pit-lane")
	case LanePit:
		line("lane", "pit")
	default:
		line("lane", c.Lane)
	}
	line("progress", c.Progress)
	line("lap", c.Laps+1)
	if c.Finished {
		line("finished", "")
	}
	if len(c.Dice) > 0 {
		line("dice", intWords(c.Dice))
	}
}

func intWords(vs []int) string {
	ws := make([]string, len(vs))
	for i, v := range vs {
		ws[i] = strconv.Itoa(v)
	}
	return strings.Join(ws, " ")
}

func reversed[T any](s []T) []T {
	out := slices.Clone(s)
	slices.Reverse(out)
	return out
}
