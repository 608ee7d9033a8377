package heat

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
)

// recapPanel tells the player's race at the results (Heat paid per corner, spin-outs, best
// moments), then a line per driver when there were others.
func recapPanel(v *engine.View, recap raceRecap) app.UI {
	if v == nil || v.Seat < 0 || v.Seat >= len(v.Cars) {
		return nil
	}
	me := recap.of(v.Seat)
	body := []app.UI{
		app.Elem("h2").Class("heat-recap-title").Text("Your race"),
		app.Div().Class("heat-recap-cols").Body(
			heatPaid(me),
			spinOuts(me),
			app.Div().Body(app.P().Class("heat-recap-h").Text("Best moments"),
				app.Elem("ul").DataSet("testid", "recap-moments").Body(moments(v, recap, me)...)),
		),
	}
	if len(v.Cars) > 1 {
		body = append(body, recapTable(v, recap))
	}
	return app.Elem("section").Class("heat-recap").DataSet("testid", "recap").Aria("label", "recap of your race").Body(body...)
}

// heatPaid lists the Heat paid at each corner, costliest first.
func heatPaid(d driverRecap) app.UI {
	total := d.heat()
	items := []app.UI{}
	for _, c := range d.costliest() {
		times := ""
		if c.times > 1 {
			times = fmt.Sprintf(" (%d times)", c.times)
		}
		items = append(items, app.Elem("li").DataSet("corner", c.corner).DataSet("heat", c.heat).
			Text(fmt.Sprintf("Corner %d: %d Heat%s", c.corner, c.heat, times)))
	}
	if len(items) == 0 {
		items = append(items, app.Elem("li").Text("Every corner within its limit: no Heat paid."))
	}
	return app.Div().Body(
		app.P().Class("heat-recap-h").Text(fmt.Sprintf("Heat paid at corners: %d", total)),
		app.Elem("ul").DataSet("testid", "recap-heat").DataSet("total", total).Body(items...),
	)
}

// spinOuts says where and when the player spun out.
func spinOuts(d driverRecap) app.UI {
	items := []app.UI{}
	for _, s := range d.spins {
		items = append(items, app.Elem("li").Text(fmt.Sprintf("Corner %d, round %d: +%d Stress, back to 1st gear", s.corner, s.round, s.stress)))
	}
	if len(items) == 0 {
		items = append(items, app.Elem("li").Text("None: clean driving."))
	}
	return app.Div().Body(
		app.P().Class("heat-recap-h").Text("Spin-outs: "+fmt.Sprint(len(d.spins))),
		app.Elem("ul").DataSet("testid", "recap-spins").DataSet("count", len(d.spins)).Body(items...),
	)
}

// moments are the player's best moments, in words.
func moments(v *engine.View, recap raceRecap, d driverRecap) []app.UI {
	seat := v.Seat
	var out []string
	if d.top > 0 {
		out = append(out, fmt.Sprintf("Top Speed %d, in round %d", d.top, d.topRound))
	}
	if d.slips > 0 {
		s := "Slipstreamed " + engine.Quantity(d.slips, "time")
		if recap.mostSlipstreams() == seat && len(v.Cars) > 1 {
			s += ", the most of any driver"
		}
		out = append(out, s)
	}
	if d.boosts > 0 {
		out = append(out, "Boosted "+engine.Quantity(d.boosts, "time"))
	}
	if n := d.gained(); n > 0 && len(v.Cars) > 1 {
		out = append(out, fmt.Sprintf("From %s on the grid to %s: %s gained", engine.Ordinal(d.gridPlace), engine.Ordinal(d.place), engine.Quantity(n, "place")))
	}
	if s := d.leadWords(recap.rounds); s != "" && len(v.Cars) > 1 {
		out = append(out, s)
	}
	if len(out) == 0 {
		out = append(out, "Every race teaches something: try a higher gear on the straights.")
	}
	items := make([]app.UI, len(out))
	for i, s := range out {
		items[i] = app.Elem("li").Text(s)
	}
	return items
}

// recapTable is a line per driver: Heat paid at corners, spin-outs, top Speed, slipstreams.
func recapTable(v *engine.View, recap raceRecap) app.UI {
	rows := []app.UI{}
	for _, seat := range v.Standings {
		d := recap.of(seat)
		cells := []app.UI{app.Elem("td").Text(v.Cars[seat].Name)}
		for _, n := range [...]int{d.heat(), len(d.spins), d.top, d.slips} {
			cells = append(cells, app.Elem("td").Text(strconv.Itoa(n)))
		}
		row := app.Elem("tr").Body(cells...)
		if seat == v.Seat {
			row = row.Class("heat-result-me")
		}
		rows = append(rows, row)
	}
	return app.Elem("table").Class("parlor-results-table", "heat-recap-table").DataSet("testid", "recap-table").Aria("label", "every driver's race").Body(
		app.Elem("thead").Body(app.Elem("tr").Body(app.Elem("th").Text("Driver"), app.Elem("th").Text("Heat at corners"), app.Elem("th").Text("Spin-outs"),
			app.Elem("th").Text("Top Speed"), app.Elem("th").Text("Slipstreams"))),
		app.Elem("tbody").Body(rows...),
	)
}
