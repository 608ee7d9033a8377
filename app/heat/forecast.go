package heat

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
)

// The forecast shows what a decision will do before it is committed: while cards are picked,
// the Speed, each corner's limit and Heat, and a plain warning before a spin-out; at React and
// at the slipstream, what each option would change. It comes from the engine's forecast of the
// player's own view, and the board shows a see-through car where the play would stop.

// forecastNote is what the dashboard says of the decision at hand, line by line.
type forecastNote struct {
	kind   engine.Decision // the decision it speaks of
	lines  []string
	danger bool         // an outcome spins out
	speed  string       // the Speed the play gives ("9", "6–12"), "" when no play is picked
	ghosts []engine.Pos // where the car would stop
}

// forecast works out the note for the decision at hand in view v, picked being the cards of the
// hand picked.
func forecast(v *engine.View, picked []int) forecastNote {
	if v == nil || v.Me == nil || myCar(v) == nil {
		return forecastNote{}
	}
	l := v.Me.Legal
	me := myCar(v)
	switch l.Decision {
	case engine.DecideShift, engine.DecidePlay:
		if l.Play == nil || len(picked) != l.Play.Count {
			return forecastNote{}
		}
		gear := me.Gear
		if v.Me.Plan != nil {
			gear = v.Me.Plan.Gear
		}
		f, err := v.ForecastPlay(gear, picked, nil)
		if err != nil {
			return forecastNote{}
		}
		n := playNote(f, me.Pos.Lane)
		n.kind = l.Decision
		return n
	case engine.DecideReact:
		now, err := v.ForecastMove(0, 0)
		if err != nil {
			return forecastNote{}
		}
		n := forecastNote{kind: l.Decision, lines: []string{"As it stands: " + outcomeWords(now, v.Me.Engine)}, danger: now.SpinOut}
		if l.Boost {
			low, high, err := v.ForecastBoost(l.BoostHeat)
			if err == nil {
				n.add("Boost", low, high, v.Me.Engine-l.BoostHeat)
			}
		}
		if l.Adrenaline {
			if o, err := v.ForecastMove(1, 0); err == nil {
				n.add("Adrenaline", o, o, v.Me.Engine)
			}
		}
		return n
	case engine.DecideNothing:
		plan := v.Me.Plan
		if v.Phase != engine.PhasePlan || plan == nil || !plan.Committed {
			return forecastNote{}
		}
		f, err := v.ForecastPlay(plan.Gear, plan.Cards, nil)
		if err != nil {
			return forecastNote{}
		}
		n := playNote(f, me.Pos.Lane)
		n.kind = "committed"
		return n
	case engine.DecideSlipstream:
		now, err := v.ForecastMove(0, 0)
		slip, err2 := v.ForecastMove(0, 2)
		if err != nil || err2 != nil {
			return forecastNote{}
		}
		n := forecastNote{
			kind:   l.Decision,
			lines:  []string{"Without it: " + outcomeWords(now, v.Me.Engine), "Slipstream +2: " + outcomeWords(slip, v.Me.Engine)},
			danger: slip.SpinOut && !now.SpinOut,
		}
		for _, e := range l.SlipstreamExtras { // each bonus whole: 2 spaces and e more
			if more, err := v.ForecastMove(0, 2+e); err == nil {
				n.lines = append(n.lines, fmt.Sprintf("Slipstream +%d: %s", 2+e, outcomeWords(more, v.Me.Engine)))
			}
		}
		return n
	}
	return forecastNote{}
}

// add says what an option would do: one outcome, or the range a flip gives, in one line when
// the corners do not tell the two apart.
func (n *forecastNote) add(option string, low, high engine.Outcome, heat int) {
	switch {
	case low.Speed == high.Speed:
		n.lines = append(n.lines, option+": "+outcomeWords(low, heat))
	case len(low.Corners) == 0 && len(high.Corners) == 0:
		n.lines = append(n.lines, fmt.Sprintf("%s: Speed %d–%d, no corner to check.", option, low.Speed, high.Speed))
	default:
		n.lines = append(n.lines, option+", lowest flip: "+outcomeWords(low, heat), option+", highest flip: "+outcomeWords(high, heat))
	}
	n.danger = n.danger || low.SpinOut || high.SpinOut
}

// playNote is the note on a play: its costs, then its outcome or the range of them.
func playNote(f engine.Forecast, lane int) forecastNote {
	var n forecastNote
	heat := f.Low.Left + f.Low.Heat // the Engine once the shift and the cards are paid
	if f.ShiftHeat > 0 {
		n.lines = append(n.lines, fmt.Sprintf("Shifting two gears costs %d Heat.", f.ShiftHeat))
	}
	if f.CardHeat > 0 {
		n.lines = append(n.lines, fmt.Sprintf("Your cards' symbols cost %d Heat.", f.CardHeat))
	}
	if f.Unpaid > 0 {
		n.lines = append(n.lines, fmt.Sprintf("Even after cooling down, your Engine cannot pay for %s: discarded in React, each is replaced by a flip for Speed.", engine.Quantity(f.Unpaid, "card")))
	}
	n.speed = fmt.Sprint(f.Low.Speed)
	n.ghosts = []engine.Pos{{Progress: f.Low.To, Lane: lane}}
	if f.Low.Speed == f.High.Speed {
		n.lines = append(n.lines, outcomeWords(f.Low, heat))
	} else {
		n.speed = fmt.Sprintf("%d–%d", f.Low.Speed, f.High.Speed)
		n.lines = append(n.lines,
			fmt.Sprintf("%s flipped for Speed at the reveal:", engine.Quantity(f.Flips, "card")),
			"lowest: "+outcomeWords(f.Low, heat), "highest: "+outcomeWords(f.High, heat))
		if f.High.To != f.Low.To {
			n.ghosts = append(n.ghosts, engine.Pos{Progress: f.High.To, Lane: lane})
		}
	}
	n.danger = f.Low.SpinOut || f.High.SpinOut
	return n
}

// spinWords is how a forecast says a move spins out.
const spinWords = "you will spin out"

// outcomeWords says what a move does at its corners, heat being the Engine before them:
// "Speed 12 → Corner 1 (limit 7): −5 Heat, 1 left".
func outcomeWords(o engine.Outcome, heat int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Speed %d", o.Speed)
	if len(o.Corners) == 0 {
		b.WriteString(", no corner to check.")
		return b.String()
	}
	for i, c := range o.Corners {
		b.WriteString(" → ")
		fmt.Fprintf(&b, "Corner %d (limit %d", c.Corner, c.Limit)
		if c.Overheat {
			b.WriteString(", Overheat +1")
		}
		b.WriteString(")")
		switch {
		case o.SpinOut && i == len(o.Corners)-1:
			fmt.Fprintf(&b, " asks %d Heat, your Engine has %d: %s (+%d Stress, back to 1st gear).",
				c.Heat, heat, spinWords, o.Stress)
			return b.String()
		case c.Heat == 0:
			b.WriteString(": free")
		default:
			fmt.Fprintf(&b, ": −%d Heat", c.Heat)
			heat -= c.Heat
		}
	}
	fmt.Fprintf(&b, ", %d left.", o.Left)
	return b.String()
}

// forecastPanel shows the note under the controls; a line that ends in a spin-out stands out.
func forecastPanel(n forecastNote) app.UI {
	var ls []app.UI
	for _, l := range n.lines {
		if strings.Contains(l, spinWords) {
			ls = append(ls, app.Elem("li").Class("heat-forecast-danger").Body(app.Elem("strong").Text("Careful: "), app.Text(l)))
		} else {
			ls = append(ls, app.Elem("li").Text(l))
		}
	}
	return app.Div().Class("heat-forecast").DataSet("testid", "forecast").DataSet("for", string(n.kind)).
		DataSet("danger", n.danger).Aria("live", "polite").Body(app.Elem("ul").Body(ls...))
}
