package heat

import (
	"fmt"
	"strings"

	"github.com/heatracing/heat/engine/kit"
)

// Describe says in words what an event means, for the race log. names gives each seat's name.
func Describe(e Event, names []string) string {
	name := "Someone"
	if e.Seat >= 0 && e.Seat < len(names) {
		name = names[e.Seat]
	}
	switch e.Kind {
	case EvRound:
		return fmt.Sprintf("Round %d.", e.Round)
	case EvReady:
		return name + " is ready."
	case EvAdrenaline:
		return name + " is at the back: Adrenaline (+1 space, +1 Cooldown)."
	case EvReveal:
		shift := fmt.Sprintf("in %s gear", Ordinal(e.Gear))
		if e.Heat > 0 {
			shift = fmt.Sprintf("shifts two gears to %s for %d Heat", Ordinal(e.Gear), e.Heat)
		}
		return fmt.Sprintf("%s %s, plays %s.", name, shift, cardList(e.Cards))
	case EvClutter:
		return fmt.Sprintf("%s's hand is cluttered with Heat: plays %s, does not move, back to 1st gear.", name, cardList(e.Cards))
	case EvFlip:
		if e.Def > 0 && e.Def < len(cardDefs) {
			if len(e.Cards) == 0 {
				return fmt.Sprintf("%s's %s [+] finds no Speed card left: +0.", name, cardDefs[e.Def].Name)
			}
			return fmt.Sprintf("%s's %s [+] flips %s: +%d.", name, cardDefs[e.Def].Name, flipList(e.Cards), e.Speed)
		}
		if e.Replace {
			return fmt.Sprintf("%s flips %s in its place: +%d.", name, flipList(e.Cards), e.Speed)
		}
		if len(e.Cards) == 0 {
			return name + "'s Stress finds no Speed card left: +0."
		}
		return fmt.Sprintf("%s's Stress flips %s: +%d.", name, flipList(e.Cards), e.Speed)
	case EvMove:
		moved := e.To.Progress - e.From.Progress
		if moved < e.Speed {
			return fmt.Sprintf("%s has Speed %d but the way is blocked: moves %d.", name, e.Speed, moved)
		}
		return fmt.Sprintf("%s moves %d.", name, moved)
	case EvAdrenalineMove:
		return name + " uses Adrenaline: +1 space."
	case EvCooldown:
		return fmt.Sprintf("%s cools down %d Heat back into the Engine.", name, e.Count)
	case EvBoost:
		if len(e.Cards) == 0 {
			return fmt.Sprintf("%s boosts for %d Heat but finds no Speed card: +0.", name, e.Heat)
		}
		return fmt.Sprintf("%s boosts for %d Heat, flips %s: +%d.", name, e.Heat, flipList(e.Cards), e.Speed)
	case EvSlipstream:
		return fmt.Sprintf("%s slipstreams %s.", name, Quantity(e.To.Progress-e.From.Progress, "space"))
	case EvCorner:
		if e.Heat == 0 {
			return fmt.Sprintf("Corner %d: %s at Speed %d, within the limit of %d.", e.Corner, name, e.Speed, e.Limit)
		}
		return fmt.Sprintf("Corner %d: %s at Speed %d over the limit of %d, pays %d Heat.", e.Corner, name, e.Speed, e.Limit, e.Heat)
	case EvSpinOut:
		return fmt.Sprintf("Corner %d: %s at Speed %d over the limit of %d cannot pay %d Heat and spins out! Pays %d Heat, takes %d Stress, back to 1st gear.",
			e.Corner, name, e.Speed, e.Limit, e.Cost, e.Heat, e.Count)
	case EvDiscard:
		return fmt.Sprintf("%s discards %s.", name, cardList(e.Cards))
	case EvReshuffle:
		return fmt.Sprintf("%s shuffles %s from the discard pile into a new deck.", name, Quantity(e.Count, "card"))
	case EvDraw:
		if len(e.Cards) > 0 {
			return fmt.Sprintf("%s draws %s.", name, cardList(e.Cards))
		}
		return fmt.Sprintf("%s draws %s.", name, Quantity(e.Count, "card"))
	case EvLap:
		return fmt.Sprintf("%s completes lap %d in %s.", name, e.Lap, Quantity(e.Rounds, "round"))
	case EvLegendCard:
		return fmt.Sprintf("Legend card %d is turned.", e.Legend)
	case EvLegendMove:
		return fmt.Sprintf("%s (Legend) moves %d.", name, e.To.Progress-e.From.Progress)
	case EvFinish:
		return fmt.Sprintf("%s finishes %s!", name, place(e.Place))
	case EvGearReset:
		return name + " is back in 1st gear."
	case EvSponsor:
		why := sponsorReason(e)
		if len(e.Cards) > 0 {
			return fmt.Sprintf("%s wins a sponsor%s: %s.", name, why, cardList(e.Cards))
		}
		return name + " wins a sponsor card" + why + "."
	case EvSwap:
		if len(e.Cards) == 2 {
			return fmt.Sprintf("%s swaps %s for %s.", name, cardList(e.Cards[:1]), cardList(e.Cards[1:]))
		}
		return name + " swaps an upgrade."
	case EvScrapReturn:
		return fmt.Sprintf("%s's scrapped %s go back on top of the deck.", name, cardList(e.Cards))
	case EvEliminated:
		return name + " spins out and is eliminated: out of the race, no championship points."
	case EvCardHeat:
		return fmt.Sprintf("%s pays %d Heat for %s.", name, e.Heat, cardList(e.Cards))
	case EvUnpaid:
		return fmt.Sprintf("%s cannot pay the %d Heat of %s: the card goes to the discard pile.", name, e.Heat, cardList(e.Cards))
	case EvUpgrades:
		return fmt.Sprintf("%s gets the upgrades %s.", name, cardList(e.Cards))
	case EvMarket:
		rounds := DraftRounds
		if e.Rounds > 0 {
			rounds = e.Rounds // a championship's single round
		}
		return fmt.Sprintf("Draft round %d of %d: %s on offer.", e.Count, rounds, cardList(e.Cards))
	case EvPick:
		return fmt.Sprintf("%s drafts %s.", name, cardList(e.Cards))
	case EvMarketCleared:
		return fmt.Sprintf("Nobody drafted %s: out of the race.", cardList(e.Cards))
	case EvWeather:
		w := WeatherOf(e)
		return fmt.Sprintf("The weather is %s: %s", WeatherName(w), WeatherSetup(w))
	case EvBrakes:
		return fmt.Sprintf("%s brakes: %s.", name, cardList(e.Cards))
	case EvScrap:
		what := "Scrap"
		if e.Def > 0 && e.Def < len(cardDefs) {
			what = cardDefs[e.Def].Name
		}
		if len(e.Cards) == 0 {
			return fmt.Sprintf("%s's %s has nothing left to scrap.", name, what)
		}
		return fmt.Sprintf("%s's %s scraps %d from the top of the deck: %s.", name, what, len(e.Cards), cardList(e.Cards))
	case EvReduce:
		return fmt.Sprintf("%s discards %s from hand (Reduce Stress).", name, Quantity(len(e.Cards), "Stress card"))
	case EvSalvage:
		if len(e.Cards) > 0 {
			return fmt.Sprintf("%s salvages %s from the discard pile into the deck.", name, cardList(e.Cards))
		}
		return fmt.Sprintf("%s salvages %s from the discard pile into the deck.", name, Quantity(e.Count, "card"))
	case EvDirect:
		heat := ""
		if e.Heat > 0 {
			heat = fmt.Sprintf(", pays %d Heat", e.Heat)
		}
		return fmt.Sprintf("%s plays %s directly%s: +%d.", name, cardList(e.Cards), heat, e.Speed)
	case EvAccelerate:
		return fmt.Sprintf("%s accelerates: +%d for %s.", name, e.Speed, Quantity(e.Count, "[+] symbol"))
	case EvRetire:
		return name + " retires."
	case EvRefresh:
		return fmt.Sprintf("%s will put %s back on top of the deck (Refresh).", name, cardList(e.Cards))
	case EvOver:
		var b strings.Builder
		b.WriteString("The race is over:")
		for i, seat := range e.Order {
			if seat >= 0 && seat < len(names) {
				fmt.Fprintf(&b, " %d. %s", i+1, names[seat])
				if i < len(e.Order)-1 {
					b.WriteString(",")
				}
			}
		}
		return b.String() + "."
	}
	return e.Kind.String()
}

func cardList(cards []Card) string {
	if len(cards) == 0 {
		return "nothing"
	}
	parts := make([]string, len(cards))
	for i, c := range cards {
		parts[i] = c.String()
	}
	return strings.Join(parts, ", ")
}

// flipList says what a flip for a Speed card turned over: the cards passed, then the one found
// ("Heat and 0, then 3").
func flipList(cards []Card) string {
	if len(cards) <= 1 {
		return cardList(cards)
	}
	passed := make([]string, len(cards)-1)
	for i, c := range cards[:len(cards)-1] {
		passed[i] = c.String()
	}
	list := passed[len(passed)-1]
	if len(passed) > 1 {
		list = strings.Join(passed[:len(passed)-1], ", ") + " and " + list
	}
	return list + ", then " + cards[len(cards)-1].String()
}

// Quantity writes a number of things with the noun in the right number: "1 space", "3 spaces".
// Every count the race log, the engine's messages and the pages show goes through it.
func Quantity(n int, noun string) string { return kit.Quantity(n, noun) }

// place writes a finishing place: 1st, 2nd, 3rd, 4th…
func place(n int) string { return Ordinal(n) }

// Ordinal writes n as a rank: 1st, 2nd, 3rd, 4th, 11th, 21st…
func Ordinal(n int) string { return kit.Ordinal(n) }

// sponsorReason says why a sponsor card was won: a press corner, an event card, or nothing
// (drawn before the race).
func sponsorReason(e Event) string {
	switch {
	case e.Corner > 0:
		return fmt.Sprintf(" at press corner %d", e.Corner)
	case e.Count > 0 && e.Count <= EventCards:
		return " (" + eventCards[e.Count].Title + ")"
	}
	return ""
}
