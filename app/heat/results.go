package heat

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
	heattitle "github.com/heatracing/heat/titles/heat"
)

// resultsPanel is the end of the race: the verdict, the finishing order with rounds (or, for
// Qualifying, every lap and the best), what to do next, and the recap of the race.
type resultsPanel struct {
	app.Compo

	Race  raceSheet
	Recap raceRecap // the page's recap, copied: the page's own changes in place
	Next  nextStep
}

// nextStep is what may follow the race, and how the page is asked for it.
type nextStep struct {
	Champ    *heattitle.ChampInfo    // the championship around the race, if it is one
	Campaign *heattitle.CampaignInfo // the Race Mode node around the race, if it is one
	Session  *shell.Session          // the page's session, nil before there is one
	Busy     bool                    // a step is under way: its buttons wait
	Do       func(app.Context, step) // asks the page for a step
}

// step is what the player asks for at the results.
type step uint8

const (
	stepAgain    step = iota // the same race anew
	stepNextRace             // the championship's next race
)

// on is a button's click that asks for s, and its scope, which names s: go-app keeps an element's
// handler when the new one has the same code and scope, whatever it captured, and the results draw
// one step's button where another's was (Play again, then a championship's Next race).
func (n nextStep) on(s step) (app.EventHandler, app.EventOption) {
	return func(ctx app.Context, e app.Event) {
		if n.Do != nil {
			n.Do(ctx, s)
		}
	}, app.EventScope("step", s)
}

func (rp *resultsPanel) Render() app.UI {
	v := rp.Race.View
	var body []app.UI
	if v.Mode == engine.ModeQualifying {
		body = append(body, qualifyingResults(rp.Race))
	} else {
		var rows []app.UI
		for i, seat := range v.Standings {
			c := v.Cars[seat]
			when := "did not finish"
			if c.Retired {
				when = "retired"
			}
			if c.Finished {
				when = fmt.Sprintf("round %d", c.FinishRound)
			}
			rows = append(rows, app.Elem("tr").Class(map[bool]string{true: "heat-result-me"}[seat == v.Seat]).Body(
				app.Elem("td").Class("heat-place", fmt.Sprintf("heat-place-%d", i+1)).Text(engine.Ordinal(i+1)),
				app.Elem("td").Body(carToken(c)),
				app.Elem("td").Text(c.Name+rp.Race.tag(seat)),
				app.Elem("td").Text(when),
				app.Elem("td").Text(engine.Quantity(c.SpinOuts, "spin-out")),
			))
		}
		body = append(body, app.Elem("table").Class("parlor-results-table").DataSet("testid", "results-table").Body(
			app.Elem("thead").Body(app.Elem("tr").Body(app.Elem("th").Text("Place"), app.Elem("th").Text("Car"), app.Elem("th").Text("Driver"), app.Elem("th").Text("Finished"), app.Elem("th").Text("Spin-outs"))),
			app.Elem("tbody").Body(rows...),
		))
	}
	// Where to go next comes first: on a laptop screen the table would push it out of view.
	var champ app.UI
	if rp.Next.Champ != nil {
		champ = &champResults{Race: rp.Race, Champ: rp.Next.Champ}
	}
	return app.Elem("section").Class("parlor-results").DataSet("testid", "results").Body(
		app.Elem("h2").Text(verdict(v)),
		shell.AuditLine(shell.Active()),
		app.Div().Body(champ),
		rp.Next.after(v),
		app.Div().Body(body...),
		recapPanel(v, rp.Recap),
	)
}

// verdict is the headline: where the player finished.
func verdict(v *engine.View) string {
	me := myCar(v)
	switch {
	case me == nil:
		return "Race over"
	case v.Mode == engine.ModeQualifying:
		return "Qualifying complete"
	case me.Retired:
		return "You retired"
	case me.Place == 1:
		return "You win!"
	case me.Place > 0:
		return fmt.Sprintf("You finish %s", engine.Ordinal(me.Place))
	}
	return "Race over"
}

func qualifyingResults(race raceSheet) app.UI {
	me := race.me()
	if me == nil {
		return nil
	}
	best, total := 0, 0
	for _, n := range me.LapRounds {
		total += n
		if best == 0 || n < best {
			best = n
		}
	}
	var rows []app.UI
	for i, n := range me.LapRounds {
		cls := ""
		if n == best {
			cls = "heat-best"
		}
		rows = append(rows, app.Elem("tr").Class(cls).Body(app.Elem("td").Text(fmt.Sprintf("Lap %d", i+1)), app.Elem("td").Text(engine.Quantity(n, "round"))))
	}
	return app.Div().Body(
		app.P().Text(fmt.Sprintf("%s · %s in %s · %s", race.Circuit, engine.Quantity(len(me.LapRounds), "lap"), engine.Quantity(total, "round"), engine.Quantity(me.SpinOuts, "spin-out"))),
		app.P().Class("heat-best-lap").DataSet("testid", "best-lap-result").Text("Best lap: "+engine.Quantity(best, "round")),
		app.Elem("table").Class("parlor-results-table").DataSet("testid", "lap-table").Body(app.Elem("tbody").Body(rows...)),
	)
}

// after offers the next race.
func (n nextStep) after(v *engine.View) app.UI {
	if n.Campaign != nil {
		return campaignAfter(*n.Campaign)
	}
	if n.Champ != nil {
		return n.champAfter(v)
	}
	setupPath := "/solo"
	if v.Mode == engine.ModeQualifying {
		setupPath = "/qualifying"
	}
	again, scope := n.on(stepAgain)
	return shell.After{
		Game: game, Session: n.Session, Busy: n.Busy,
		Again: "Play again", OnAgain: again, AgainScope: scope, Change: "Change circuit", Setup: setupPath,
	}.Render()
}

// nextStep is what may follow the race, for the results.
func (p *racePage) nextStep() nextStep {
	return nextStep{Champ: p.champ, Campaign: p.campaign, Session: p.live.Session(), Busy: p.live.Busy, Do: p.takeStep}
}

// takeStep does what the player asked for at the results.
func (p *racePage) takeStep(ctx app.Context, s step) {
	switch s {
	case stepNextRace:
		p.nextRace(ctx)
	case stepAgain: // a new grid, new shuffles
		shell.AgainFrom(ctx, &p.live, keySetup+string(p.view.Mode), "/solo", startSolo, func() {
			p.view, p.log, p.seen, p.track, p.spins = nil, nil, 0, nil, nil
		})
	}
}
