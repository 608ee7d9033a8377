package heat

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
)

// The coach guides a player's first Qualifying lap: a callout beside the control of the decision
// at hand (shift, play, react, discard) says what it is and how to take it, once for each
// decision. It never blocks play: it is no dialog, it takes no focus, and acting without reading
// it counts as read. Dismissed by its button (Enter or Space) or Escape. The browser's storage
// remembers what was explained, so a second Qualifying goes unguided; the How to play page can
// clear that record ("Show the guide again").

// keyGuide keeps in the browser's storage which decisions the guide has explained.
const keyGuide = "heat.app.guide"

// guideRecord is what the browser keeps of the guide.
type guideRecord struct {
	Seen []engine.Decision `json:"seen,omitempty"`
}

// guided are the decisions the first lap explains, in the order a round asks them.
var guided = [...]engine.Decision{engine.DecideShift, engine.DecidePlay, engine.DecideReact, engine.DecideDiscard}

// coach is the race page's guide: what was explained, and what shows now.
type coach struct {
	loaded bool
	seen   map[engine.Decision]bool
	shown  engine.Decision // the decision the callout speaks of, "" when none shows
}

// resetGuide forgets what the guide explained: the next Qualifying is guided again.
func resetGuide() { shell.SaveJSON(keyGuide, guideRecord{}) }

func (c *coach) load() {
	if c.loaded {
		return
	}
	c.loaded, c.seen = true, map[engine.Decision]bool{}
	var rec guideRecord
	shell.LoadJSON(keyGuide, &rec)
	for _, d := range rec.Seen {
		c.seen[d] = true
	}
}

// done marks a decision explained and keeps it.
func (c *coach) done(d engine.Decision) {
	if d == "" || c.seen[d] {
		return
	}
	c.seen[d] = true
	var rec guideRecord
	for _, g := range guided {
		if c.seen[g] {
			rec.Seen = append(rec.Seen, g)
		}
	}
	shell.SaveJSON(keyGuide, rec)
}

// next is the decision to explain in view v, "" for none: only in Qualifying, only the
// player's own decisions, each once.
func (c *coach) next(v *engine.View) engine.Decision {
	if v == nil || v.Mode != engine.ModeQualifying || v.Me == nil || v.Phase == engine.PhaseOver {
		return ""
	}
	c.load()
	d := v.Me.Legal.Decision
	if c.shown != "" && c.shown != d {
		c.done(c.shown) // the player has taken the decision: explained
		c.shown = ""
	}
	for _, g := range guided {
		if g == d && !c.seen[d] {
			return d
		}
	}
	return ""
}

// coachCallout is the callout of the decision at hand, in an element always there (a child that
// comes and goes would move the board in the page).
func (p *racePage) coachCallout() app.UI {
	slot := app.Div().Class("heat-coach-slot")
	d := p.coach.next(p.view)
	p.coach.shown = d
	if d == "" {
		return slot
	}
	title, text := coachWords(d)
	n := 0
	for i, g := range guided {
		if g == d {
			n = i + 1
		}
	}
	dismiss := func(ctx app.Context) {
		p.coach.done(d)
		p.coach.shown = ""
	}
	return slot.Body(
		app.Elem("aside").Class("heat-coach", "heat-coach-"+string(d)).DataSet("testid", "coach").DataSet("decision", string(d)).
			Aria("label", "guide: "+title).Aria("live", "polite").
			OnKeyDown(func(ctx app.Context, e app.Event) {
				if e.Get("key").String() == "Escape" {
					dismiss(ctx)
				}
			}).
			Body(
				app.P().Class("heat-coach-step").Textf("Guide %d of %d", n, len(guided)),
				app.Elem("h2").Class("heat-coach-title").Text(title),
				app.P().Text(text),
				app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "coach-ok").Text("Got it").
					OnClick(func(ctx app.Context, e app.Event) { dismiss(ctx) }),
			),
	)
}

// coachWords is what the guide says of a decision.
func coachWords(d engine.Decision) (title, text string) {
	switch d {
	case engine.DecideShift:
		return "Shift gear", "Every round starts here. Your gear is how many cards you will play, so roughly how fast you go. " +
			"Up or down one gear is free; two gears cost 1 Heat. Take a low gear before a tight corner."
	case engine.DecidePlay:
		return "Pick your cards", "Pick as many cards as your gear, then Play. Their total is your Speed. " +
			"Before you commit, the dashboard shows where you would stop and what each corner would cost. " +
			"Heat cards cannot be played; a Stress card turns into a random Speed card."
	case engine.DecideReact:
		return "React", "Your car has moved. Cool down to send Heat from your hand back to your Engine " +
			"(3 in 1st gear, 1 in 2nd), or Boost: pay 1 Heat to flip a Speed card and go further. Then Done."
	case engine.DecideDiscard:
		return "Discard", "Throw away cards you do not want next round (Heat and Stress stay), then draw back up to 7. " +
			"That was a whole round: the strip above shows its nine steps."
	}
	return "", ""
}
