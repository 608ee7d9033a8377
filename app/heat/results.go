package heat

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
)

// results is the end of the race: the finishing order with rounds (or, for Qualifying, every
// lap and the best), and where to go next.
func (rp resultsPanel) results() app.UI {
	p := rp.p
	v := p.view
	var body []app.UI
	if v.Mode == engine.ModeQualifying {
		body = append(body, resultsPanel{p}.qualifyingResults())
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
			rows = append(rows, app.Tr().Class(map[bool]string{true: "heat-result-me"}[seat == v.Seat]).Body(
				app.Td().Class("heat-place", fmt.Sprintf("heat-place-%d", i+1)).Text(engine.Ordinal(i+1)),
				app.Td().Body(carToken(c)),
				app.Td().Text(c.Name+standingsPanel{p}.tag(seat)),
				app.Td().Text(when),
				app.Td().Text(engine.Quantity(c.SpinOuts, "spin-out")),
			))
		}
		body = append(body, app.Table().Class("parlor-results-table").DataSet("testid", "results-table").Body(
			app.THead().Body(app.Tr().Body(app.Th().Text("Place"), app.Th().Text("Car"), app.Th().Text("Driver"), app.Th().Text("Finished"), app.Th().Text("Spin-outs"))),
			app.TBody().Body(rows...),
		))
	}
	// Where to go next comes first: on a laptop screen the table would push it out of view.
	return app.Section().Class("parlor-results").DataSet("testid", "results").Body(
		app.H2().Text(resultsPanel{p}.verdict()),
		shell.AuditLine(shell.Active()),
		app.Div().Body(seasonPanel{p}.champResults()),
		resultsPanel{p}.afterRace(),
		app.Div().Body(body...),
		resultsPanel{p}.recapPanel(),
	)
}

// verdict is the headline: where the player finished.
func (rp resultsPanel) verdict() string {
	p := rp.p
	v := p.view
	me := p.me()
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

func (rp resultsPanel) qualifyingResults() app.UI {
	p := rp.p
	me := p.me()
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
		rows = append(rows, app.Tr().Class(cls).Body(app.Td().Text(fmt.Sprintf("Lap %d", i+1)), app.Td().Text(engine.Quantity(n, "round"))))
	}
	circuit := p.view.Track
	if p.track != nil {
		circuit = p.track.Name
	}
	return app.Div().Body(
		app.P().Text(fmt.Sprintf("%s · %s in %s · %s", circuit, engine.Quantity(len(me.LapRounds), "lap"), engine.Quantity(total, "round"), engine.Quantity(me.SpinOuts, "spin-out"))),
		app.P().Class("heat-best-lap").DataSet("testid", "best-lap-result").Text("Best lap: "+engine.Quantity(best, "round")),
		app.Table().Class("parlor-results-table").DataSet("testid", "lap-table").Body(app.TBody().Body(rows...)),
	)
}

// afterRace offers the next race.
func (rp resultsPanel) afterRace() app.UI {
	p := rp.p
	if p.campaign != nil {
		return p.campaignAfter()
	}
	if p.champ != nil {
		return seasonPanel{p}.champAfter()
	}
	setupPath := "/solo"
	if p.view.Mode == engine.ModeQualifying {
		setupPath = "/qualifying"
	}
	return shell.After{
		Game: game, Session: p.live.Session(), Busy: p.live.Busy,
		Again: "Play again", OnAgain: resultsPanel{p}.again, Change: "Change circuit", Setup: setupPath,
	}.Render()
}

// again starts the same race anew (a new grid, new shuffles).
func (rp resultsPanel) again(ctx app.Context, e app.Event) {
	p := rp.p
	shell.AgainFrom(ctx, &p.live, keySetup+string(p.view.Mode), "/solo", startSolo, func() {
		p.view, p.log, p.seen, p.track, p.spins = nil, nil, 0, nil, nil
	})
}

// resultsPanel is the race page's end: the verdict, the classification or the lap table, the
// recap of the race, and what to do next.
type resultsPanel struct{ p *racePage }
