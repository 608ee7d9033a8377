package havoc

import (
	"fmt"
	"strings"

	"github.com/heatracing/heat/engine/kit"
)

// Describe says in words what an event means, for the game log. names gives each seat's name.
func Describe(e Event, names []string) string {
	name := who(e.Seat, names)
	switch e.Kind {
	case EvLayout:
		return fmt.Sprintf("%d cards are laid face down in three rows of six.", e.Count)
	case EvPick:
		return fmt.Sprintf("%s turns card %d: %s.", name, e.Slot, cardText(e.Card))
	case EvTie:
		return fmt.Sprintf("%s tie with the lowest card (%s): they pick again.", list(e.Order, names), rankText(e.Card))
	case EvDealer:
		return fmt.Sprintf("%s has the lowest card (%s) and deals first.", name, cardText(e.Card))
	case EvStorm:
		return fmt.Sprintf("Round %d, Storm: %s deals %s each.", e.Round, name, Quantity(e.Count, "card"))
	case EvDeal:
		if len(e.Cards) > 0 {
			return fmt.Sprintf("%s is dealt %s.", name, cards(e.Cards))
		}
		return fmt.Sprintf("%s is dealt %s.", name, Quantity(e.Count, "card"))
	case EvFlip:
		s := fmt.Sprintf("The first card is %s", cardText(e.Card))
		switch {
		case e.Suit != NoSuit:
			s += fmt.Sprintf(": the Queen calls %s, the suit of the bottom card", e.Suit)
		case e.Count > 0:
			s += ": a toxic 7"
		}
		return s + "."
	case EvPlay:
		s := fmt.Sprintf("%s plays %s", name, cardText(e.Card))
		switch {
		case e.Suit != NoSuit:
			s += " and calls " + e.Suit.String()
		case e.Count > 0:
			s += fmt.Sprintf(": toxic, draw %d", 2*e.Count)
		}
		return s + "."
	case EvSkip:
		return name + " is skipped."
	case EvDraw:
		what := Quantity(e.Count, "card")
		if len(e.Cards) > 0 {
			what = cards(e.Cards)
		}
		switch {
		case e.Toxic > 0 && e.Count < e.Toxic:
			return fmt.Sprintf("%s must draw %d but the piles hold only %d: draws %s; the 7 is no longer toxic.", name, e.Toxic, e.Count, what)
		case e.Toxic > 0:
			return fmt.Sprintf("%s draws %s for the toxic 7s; the 7 is no longer toxic.", name, what)
		case e.Count == 0:
			return name + " passes: there is nothing left to draw."
		}
		return fmt.Sprintf("%s draws %s.", name, what)
	case EvReshuffle:
		return fmt.Sprintf("The discard pile is shuffled into a new stock of %s.", Quantity(e.Count, "card"))
	case EvOut:
		return fmt.Sprintf("%s is out of cards: %s.", name, Ordinal(e.Place))
	case EvStalemate:
		return fmt.Sprintf("Nobody can play or draw: %s are ranked by the cards they hold.", list(e.Order, names))
	case EvStormOver:
		return "Storm order: " + ranking(e.Order, names) + "."
	case EvLane:
		return fmt.Sprintf("%s takes lane %d at the pole.", name, e.To.Lane)
	case EvRefill:
		return fmt.Sprintf("The purse is empty: %s go back into it.", Quantity(e.Count, "spent coin"))
	case EvAward:
		if len(e.Coins) > 0 && !e.Coins[0].FaceDown() {
			faces := make([]string, len(e.Coins))
			for i, c := range e.Coins {
				faces[i] = c.String()
			}
			return fmt.Sprintf("%s draws %s: %s.", name, Quantity(e.Count, "coin"), strings.Join(faces, ", "))
		}
		return fmt.Sprintf("%s draws %s.", name, Quantity(e.Count, "coin"))
	case EvPlace:
		face := "a coin"
		if e.Coin != nil && !e.Coin.FaceDown() {
			face = "a " + e.Coin.String() + " coin"
		}
		return fmt.Sprintf("%s places %s face down at %s.", name, face, spotText(e.To))
	case EvRoll:
		if e.Die == DieLane {
			if e.Face == FaceCheck {
				return name + " rolls the lane-change die: check engine, the turn ends."
			}
			return fmt.Sprintf("%s rolls the lane-change die: %s.", name, e.Face)
		}
		if len(e.Dice) > 1 {
			return fmt.Sprintf("%s rolls %d and %d: %d.", name, e.Dice[0], e.Dice[1], e.Count)
		}
		return fmt.Sprintf("%s rolls %d.", name, e.Count)
	case EvMove:
		if e.Count == 0 {
			return name + " is blocked and stays put."
		}
		return fmt.Sprintf("%s moves %s to %s.", name, Quantity(e.Count, "space"), spotText(e.To))
	case EvSidestep:
		if *e.From == *e.To {
			return name + " is blocked and cannot change lanes."
		}
		return fmt.Sprintf("%s moves over to %s.", name, spotText(e.To))
	case EvCoin:
		owner := who(e.Coin.Owner, names) + "'s"
		if e.Coin.Owner == e.Seat {
			owner = "its own"
		}
		dir := "forward"
		if e.Coin.Value < 0 {
			dir = "back"
		}
		if e.Count == 0 {
			return fmt.Sprintf("%s lands on %s %s coin but is blocked and stays put.", name, owner, e.Coin)
		}
		return fmt.Sprintf("%s lands on %s %s coin: %s %s to %s.", name, owner, e.Coin, Quantity(e.Count, "space"), dir, spotText(e.To))
	case EvTow:
		return fmt.Sprintf("%s lands on %s Tow-to-Pit coin at %s: towed to the pit, no lap.", name, who(e.Coin.Owner, names)+"'s", spotText(e.From))
	case EvPitLane:
		return fmt.Sprintf("%s leaves the pit for %s.", name, spotText(e.To))
	case EvCrash:
		return name + " crashes into the pit-lane wall: back to the pit."
	case EvLap:
		return fmt.Sprintf("%s completes lap %d.", name, e.Lap)
	case EvFinish:
		return name + " crosses the line on the final lap!"
	case EvTieRace:
		return fmt.Sprintf("%s are level: they race on alone.", list(e.Order, names))
	case EvOver:
		return fmt.Sprintf("%s wins the race! Standings: %s.", name, ranking(e.Order, names))
	}
	return string(e.Kind)
}

func who(seat int, names []string) string {
	if seat >= 0 && seat < len(names) {
		return names[seat]
	}
	return "Someone"
}

func cardText(c *Card) string {
	if c == nil {
		return "a card"
	}
	return c.String()
}

func rankText(c *Card) string {
	if c == nil {
		return "?"
	}
	return c.Rank.String()
}

func cards(cs []Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

func spotText(s *Spot) string {
	if s == nil {
		return "somewhere"
	}
	switch s.Lane {
	case LanePit:
		return "the pit"
	case LanePitLane:
		return fmt.Sprintf("pit-lane space %d", s.Pos)
	}
	return fmt.Sprintf("position %d, lane %d", s.Pos, s.Lane)
}

// list names seats: "Ann, Bob and Cy".
func list(seats []int, names []string) string {
	parts := make([]string, len(seats))
	for i, s := range seats {
		parts[i] = who(s, names)
	}
	if len(parts) < 2 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// ranking writes an order: "1st Ann, 2nd Bob".
func ranking(seats []int, names []string) string {
	parts := make([]string, len(seats))
	for i, s := range seats {
		parts[i] = Ordinal(i+1) + " " + who(s, names)
	}
	return strings.Join(parts, ", ")
}

// Quantity writes a number of things with the noun in the right number: "1 space", "3 spaces".
func Quantity(n int, noun string) string { return kit.Quantity(n, noun) }

// Ordinal writes n as a rank: 1st, 2nd, 3rd, 4th.
func Ordinal(n int) string { return kit.Ordinal(n) }
