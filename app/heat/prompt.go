package heat

import (
	"fmt"
	"strings"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
)

// prompt says what the race asks of the player now: a short title for the phase banner and a line
// of detail. mine reports whether the player must act.
func prompt(v *engine.View) (title, detail string, mine bool) {
	if v == nil {
		return "Connecting…", "", false
	}
	if v.Phase == engine.PhaseOver {
		if v.Mode == engine.ModeQualifying {
			return "Qualifying over", "", false
		}
		return "Race over", "", false
	}
	if v.Me != nil {
		switch l := v.Me.Legal; l.Decision {
		case engine.DecideDraft:
			round := 1
			if v.Draft != nil {
				round = v.Draft.Round
			}
			return "Your pick", fmt.Sprintf("Garage draft, round %d of %d: choose one upgrade card for your deck. Select a card to read what it does.", round, draftRounds(v)), true
		case engine.DecideSwap:
			return "Swap an upgrade?", "You drafted first: you may swap one of your upgrades for a card left in the market, or keep yours.", true
		case engine.DecideBrakes:
			return "Brakes", "Your cards are revealed and their flips shown: choose the speed of your Brakes now that you see what they found and where the others went.", true
		case engine.DecideShift:
			return "Shift gear", gearDetail(v), true
		case engine.DecidePlay:
			if l.Play != nil && l.Play.Cluttered {
				return "Play " + engine.Quantity(l.Play.Count, "card"),
					"Your hand is cluttered with Heat: play every card that is not Heat and fill up with Heat. You will not move.", true
			}
			n := v.Me.Plan.Gear
			return "Play " + engine.Quantity(n, "card"), fmt.Sprintf("In %s gear you play exactly %d. Heat cannot be played.", engine.Ordinal(n), n), true
		case engine.DecideReact:
			return "React", reactDetail(l), true
		case engine.DecideSlipstream:
			if len(l.SlipstreamExtras) > 0 {
				return "Slipstream?", "A car is beside you or just ahead: take 2 free spaces, or more with your cards' or the road's bonus, each taken whole or not at all. Corners you cross still count at your Speed.", true
			}
			return "Slipstream?", "A car is beside you or just ahead: take 2 free spaces. Corners you cross still count at your Speed.", true
		case engine.DecideDiscard:
			return "Discard", "Throw away cards you do not want (never Heat or Stress), then draw back up to 7.", true
		}
	}
	if v.Me != nil && v.Seat >= 0 && v.Seat < len(v.Cars) && v.Cars[v.Seat].Retired {
		return "Retired", "Your car is out of the race; the others race on to the finish.", false
	}
	names := waitingNames(v)
	switch {
	case v.Phase == engine.PhasePlan && len(names) > 0:
		return "Waiting", "Waiting for " + shell.JoinNames(names) + " to play.", false
	case v.Phase == engine.PhaseDraft && len(names) > 0:
		return "Garage draft", shell.JoinNames(names) + " is picking an upgrade.", false
	case v.Active >= 0 && v.Active < len(v.Cars):
		return v.Cars[v.Active].Name + "'s turn", stepWords[v.Step], false
	}
	return "Racing", "", false
}

func gearDetail(v *engine.View) string {
	me := v.Cars[v.Seat]
	var free, paid []string
	for _, g := range v.Me.Legal.Gears {
		if g.Heat > 0 {
			paid = append(paid, engine.Ordinal(g.Gear))
		} else {
			free = append(free, engine.Ordinal(g.Gear))
		}
	}
	s := fmt.Sprintf("You are in %s gear. Free: %s.", engine.Ordinal(me.Gear), strings.Join(free, ", "))
	if len(paid) > 0 {
		s += fmt.Sprintf(" For 1 Heat: %s.", strings.Join(paid, ", "))
	}
	return s
}

func reactDetail(l engine.Legal) string {
	var must []string
	switch {
	case l.HeatShort && l.Cooldown > 0:
		must = append(must, "Your Engine cannot pay your cards' Heat yet: cool down first, then pay it.")
	case l.HeatShort:
		must = append(must, "Your Engine cannot pay your cards' Heat: say so, and the cards you cannot pay are replaced by flips.")
	case len(l.Heat) > 0:
		must = append(must, "First pay your cards' Heat.")
	}
	if len(l.Scrap) > 0 {
		must = append(must, "Resolve your cards' Scrap before you go on.")
	}
	return strings.Join(append(must, reactOptions(l)), " ")
}

// reactOptions says what React offers besides the cards' Heat and Scrap.
func reactOptions(l engine.Legal) string {
	var parts []string
	if l.Cooldown > 0 {
		parts = append(parts, fmt.Sprintf("cool down up to %d Heat", l.Cooldown))
	}
	if l.Boost && l.BoostHeat == 0 {
		parts = append(parts, "boost for free (this sector)")
	} else if l.Boost {
		parts = append(parts, "boost for 1 Heat")
	}
	if l.Adrenaline {
		parts = append(parts, "take Adrenaline's extra space")
	}
	if l.Reduce > 0 {
		parts = append(parts, "discard Stress")
	}
	if l.Salvage > 0 {
		parts = append(parts, "salvage cards from your discard pile")
	}
	if l.Accelerate > 0 {
		parts = append(parts, fmt.Sprintf("accelerate +%d", l.Accelerate))
	}
	if len(l.Direct) > 0 {
		parts = append(parts, "play a Direct Play card from your hand")
	}
	if len(l.Refresh) > 0 {
		parts = append(parts, "keep a Refresh card on top of your deck")
	}
	if len(parts) == 0 {
		return "Nothing left to do: go on."
	}
	return "You may " + shell.JoinNames(parts) + ", then go on."
}

// stepWords say what the car whose turn it is is doing in a step ("" for the others).
var stepWords = map[engine.Step]string{
	engine.StepBrakes: "Choosing the speed of the Brakes…", engine.StepReact: "Reacting…",
	engine.StepSlipstream: "Deciding whether to slipstream…", engine.StepDiscard: "Discarding…",
}

func waitingNames(v *engine.View) []string {
	var out []string
	for _, seat := range v.Waiting {
		if seat != v.Seat && seat >= 0 && seat < len(v.Cars) {
			out = append(out, v.Cars[seat].Name)
		}
	}
	return out
}
