package bloodfang

import (
	"fmt"
	"strings"
)

// Describe puts an event in words for the game log; names are the seats' names.
func Describe(e Event, names []string) string {
	name := func(seat int) string {
		if seat >= 0 && seat < len(names) {
			return names[seat]
		}
		return "nobody"
	}
	who := name(e.Seat)
	card := func() string {
		if c, ok := starter().Card(e.Card); ok {
			return c.Name
		}
		return e.Card
	}
	at := ""
	if e.At != nil {
		at = fmt.Sprintf("lane %d, tile %d", e.At.Row+1, e.At.Col+1)
	}
	switch e.Kind {
	case EvDeal:
		return fmt.Sprintf("%s is dealt %d cards%s", who, e.Count, faces(e.Cards))
	case EvMulligan:
		if e.Count == 0 {
			return fmt.Sprintf("%s keeps their hand", who)
		}
		return fmt.Sprintf("%s returns %d cards and draws %d%s", who, e.Count, e.Count, faces(e.Cards))
	case EvTurn:
		return fmt.Sprintf("turn %d: %s to play", e.Turn, who)
	case EvDraw:
		return fmt.Sprintf("%s draws a card%s", who, faces(e.Cards))
	case EvNoDraw:
		return fmt.Sprintf("%s's deck is empty: no draw", who)
	case EvPlace:
		return fmt.Sprintf("%s plays %s (power %d) on %s", who, card(), e.Power, at)
	case EvPawn:
		return fmt.Sprintf("%s now has %d pawn%s on %s", who, e.Pawns, plural(e.Pawns), at)
	case EvCapture:
		return fmt.Sprintf("%s captures %s with its %d pawn%s", who, at, e.Pawns, plural(e.Pawns))
	case EvPower:
		verb := "raises"
		if e.Amount < 0 {
			verb = "lowers"
		}
		return fmt.Sprintf("an ability of %s %s the card on %s by %d: power %d", who, verb, at, abs(e.Amount), e.Power)
	case EvDestroy:
		why := "its power fell to 0"
		if e.Cause == CauseReplaced {
			why = "replaced"
		}
		return fmt.Sprintf("%s's %s on %s is destroyed (%s)", who, card(), at, why)
	case EvPass:
		return fmt.Sprintf("%s passes", who)
	case EvOver:
		var lanes []string
		for i, l := range e.Lanes {
			lanes = append(lanes, fmt.Sprintf("lane %d %d–%d", i+1, l[0], l[1]))
		}
		score := ""
		if len(e.Scores) == Players {
			score = fmt.Sprintf("%d–%d", e.Scores[0], e.Scores[1])
		}
		if e.Seat == NoSeat {
			return fmt.Sprintf("the game ends in a draw, %s (%s)", score, strings.Join(lanes, ", "))
		}
		return fmt.Sprintf("%s wins %s (%s)", who, score, strings.Join(lanes, ", "))
	}
	return string(e.Kind)
}

// faces lists the faces of cards a seat may see, or nothing.
func faces(cs []HandCard) string {
	if len(cs) == 0 {
		return ""
	}
	var names []string
	for _, c := range cs {
		if d, ok := starter().Card(c.Card); ok {
			names = append(names, d.Name)
		} else {
			names = append(names, c.Card)
		}
	}
	return ": " + strings.Join(names, ", ")
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
