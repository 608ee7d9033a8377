package heat

import (
	"fmt"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
)

// standingsPanel lists the cars leader first, with laps and gaps, who is deciding and for how
// long, and the turn order of the round.
type standingsPanel struct {
	app.Compo

	Race raceSheet
	Left []string // by seat: the time a car has left to decide ("12 s"), "" without a timer
}

func (st *standingsPanel) Render() app.UI {
	v := st.Race.View
	var rows []app.UI
	leader := -1
	for i, seat := range v.Standings {
		c := v.Cars[seat]
		if leader < 0 && !c.Finished && !c.Retired {
			leader = c.Pos.Progress
		}
		status := fmt.Sprintf("Lap %d/%d", max(min(c.Lap, v.Laps), 1), v.Laps)
		switch {
		case c.Finished:
			status = fmt.Sprintf("Finished %s · round %d", engine.Ordinal(c.Place), c.FinishRound)
		case c.Retired:
			status = "Retired"
		case c.Pos.Progress < 0:
			status = "On the grid"
		}
		gap := ""
		if !c.Finished && !c.Retired && leader >= 0 && c.Pos.Progress < leader {
			gap = fmt.Sprintf("+%d", leader-c.Pos.Progress)
		}
		if left := st.left(seat); left != "" && slices.Contains(v.Waiting, seat) {
			status += " · deciding, " + left + " left"
		} else if slices.Contains(v.Waiting, seat) && seat != v.Seat {
			status += " · deciding…"
		}
		rowCls := "heat-standing"
		if seat == v.Seat {
			rowCls += " heat-standing-me"
		}
		if seat == v.Active {
			rowCls += " heat-standing-active"
		}
		rows = append(rows, app.Li().Class(rowCls).DataSet("testid", fmt.Sprintf("standing-%d", seat)).Body(
			app.Span().Class("heat-place", fmt.Sprintf("heat-place-%d", i+1)).Text(fmt.Sprint(i+1)),
			carToken(c),
			app.Span().Class("heat-standing-name").Text(c.Name+st.Race.tag(seat)),
			app.Span().Class("heat-standing-status").Text(status),
			app.Span().Class("heat-gap").Title("spaces behind the leader").Text(gap),
		))
	}
	return app.Section().Class("parlor-panel", "heat-standings").DataSet("testid", "standings").Body(
		app.H2().Text("Standings"),
		app.Ol().Body(rows...),
		turnOrder(v),
	)
}

// left is the time seat has left to decide, "" without a timer.
func (st *standingsPanel) left(seat int) string {
	if seat < 0 || seat >= len(st.Left) {
		return ""
	}
	return st.Left[seat]
}

// carToken is a car's colour and number, the way the board draws it.
func carToken(c engine.CarView) app.UI {
	return app.Span().Class("parlor-token", "parlor-car-"+c.Colour).Role("img").Aria("label", c.Colour+" car "+fmt.Sprint(c.Seat+1)).
		Text(fmt.Sprint(c.Seat + 1))
}

// turnOrder is this round's order, the active car marked and those done faded.
func turnOrder(v *engine.View) app.UI {
	if len(v.Order) == 0 {
		return nil
	}
	done := v.Phase == engine.PhaseTurns
	var tokens []app.UI
	for _, seat := range v.Order {
		cls := "heat-order-car"
		switch {
		case seat == v.Active:
			cls += " heat-order-active"
			done = false
		case done:
			cls += " heat-order-done"
		}
		tokens = append(tokens, app.Li().Class(cls).Body(carToken(v.Cars[seat])))
	}
	return app.Div().Class("heat-order").DataSet("testid", "order").Body(
		app.Span().Class("parlor-meter-label").Text("Turn order"),
		app.Ol().Body(tokens...),
	)
}

// lapTimer replaces the standings in Qualifying: lap n of m, rounds on this lap, best lap,
// history. The page shows it to a driver, never to a spectator.
type lapTimer struct {
	app.Compo

	View *engine.View
}

func (lt *lapTimer) Render() app.UI {
	v := lt.View
	me := myCar(v)
	if me == nil {
		return app.Section().Class("parlor-panel", "heat-laptimer").DataSet("testid", "lap-timer")
	}
	used, best := 0, 0
	var history []app.UI
	for i, n := range me.LapRounds {
		used += n
		if best == 0 || n < best {
			best = n
		}
		history = append(history, app.Li().DataSet("testid", fmt.Sprintf("lap-%d", i+1)).Text(fmt.Sprintf("Lap %d: %s", i+1, engine.Quantity(n, "round"))))
	}
	lap := min(len(me.LapRounds)+1, v.Laps)
	this := max(v.Round-used, 0)
	bestText := "—"
	if best > 0 {
		bestText = engine.Quantity(best, "round")
	}
	return app.Section().Class("parlor-panel", "heat-laptimer").DataSet("testid", "lap-timer").Body(
		app.H2().Text("Qualifying"),
		app.Dl().Body(
			app.Dt().Text("Lap"), app.Dd().DataSet("testid", "lap").Text(fmt.Sprintf("%d of %d", lap, v.Laps)),
			app.Dt().Text("This lap"), app.Dd().DataSet("testid", "lap-rounds").Text(engine.Quantity(this, "round")),
			app.Dt().Text("Best lap"), app.Dd().DataSet("testid", "best-lap").Text(bestText),
		),
		app.Ol().Class("heat-laps").Body(history...),
	)
}
