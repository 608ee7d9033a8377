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
		rows = append(rows, app.Elem("li").Class(rowCls).DataSet("testid", fmt.Sprintf("standing-%d", seat)).Body(
			app.Elem("span").Class("heat-place", fmt.Sprintf("heat-place-%d", i+1)).Text(fmt.Sprint(i+1)),
			carToken(c),
			app.Elem("span").Class("heat-standing-name").Text(c.Name+st.Race.tag(seat)),
			app.Elem("span").Class("heat-standing-status").Text(status),
			app.Elem("span").Class("heat-gap").Title("spaces behind the leader").Text(gap),
		))
	}
	return app.Elem("section").Class("parlor-panel", "heat-standings").DataSet("testid", "standings").Body(
		app.Elem("h2").Text("Standings"),
		app.Elem("ol").Body(rows...),
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
	return app.Elem("span").Class("parlor-token", "parlor-car-"+c.Colour).Role("img").Aria("label", c.Colour+" car "+fmt.Sprint(c.Seat+1)).
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
		tokens = append(tokens, app.Elem("li").Class(cls).Body(carToken(v.Cars[seat])))
	}
	return app.Div().Class("heat-order").DataSet("testid", "order").Body(
		app.Elem("span").Class("parlor-meter-label").Text("Turn order"),
		app.Elem("ol").Body(tokens...),
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
		return app.Elem("section").Class("parlor-panel", "heat-laptimer").DataSet("testid", "lap-timer")
	}
	used, best := 0, 0
	var history []app.UI
	for i, n := range me.LapRounds {
		used += n
		if best == 0 || n < best {
			best = n
		}
		history = append(history, app.Elem("li").DataSet("testid", fmt.Sprintf("lap-%d", i+1)).Text(fmt.Sprintf("Lap %d: %s", i+1, engine.Quantity(n, "round"))))
	}
	lap := min(len(me.LapRounds)+1, v.Laps)
	this := max(v.Round-used, 0)
	bestText := "—"
	if best > 0 {
		bestText = engine.Quantity(best, "round")
	}
	return app.Elem("section").Class("parlor-panel", "heat-laptimer").DataSet("testid", "lap-timer").Body(
		app.Elem("h2").Text("Qualifying"),
		app.Elem("dl").Body(
			app.Elem("dt").Text("Lap"), app.Elem("dd").DataSet("testid", "lap").Text(fmt.Sprintf("%d of %d", lap, v.Laps)),
			app.Elem("dt").Text("This lap"), app.Elem("dd").DataSet("testid", "lap-rounds").Text(engine.Quantity(this, "round")),
			app.Elem("dt").Text("Best lap"), app.Elem("dd").DataSet("testid", "best-lap").Text(bestText),
		),
		app.Elem("ol").Class("heat-laps").Body(history...),
	)
}
