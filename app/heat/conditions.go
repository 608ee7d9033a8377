package heat

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/heat/board"
	engine "github.com/heatracing/heat/engine/heat"
)

// conditions is the strip above the board: the Weather token with what it did at the start and
// does in its sectors, every road token with the mark the board shows for it, and Race Mode's
// special modes.
func conditions(v *engine.View) app.UI {
	if v.Weather == engine.WeatherOff && len(v.Roads) == 0 && len(v.Special) == 0 {
		return nil
	}
	items := specialItems(v)
	if v.Weather != engine.WeatherOff {
		says := "At the start: " + engine.WeatherSetup(v.Weather) + " In weather sectors: " + engine.WeatherSector(v.Weather) + "."
		items = append(items, app.Elem("li").Class("heat-weather").DataSet("testid", "weather").DataSet("weather", string(v.Weather)).
			TabIndex(0).Body(
			app.Elem("strong").Text(engine.WeatherName(v.Weather)),
			app.Elem("span").Class("parlor-sr").Text(". "),
			app.Elem("span").Class("parlor-sr", "heat-cond-tip").Text(says),
		))
	}
	for _, r := range v.Roads {
		where := fmt.Sprintf("Corner %d", r.Corner+1)
		if r.Kind.OnSector() {
			where = fmt.Sprintf("After corner %d", r.Corner+1)
		}
		says := where + ": " + engine.RoadSays(r.Kind, v.Weather)
		// The board's mark, then its words: "Slipstream +1 after corner 3"; on hover or focus the
		// whole rule shows under the strip (the text screen readers read).
		items = append(items, app.Elem("li").Class("heat-road", "heat-road-"+string(r.Kind)).DataSet("testid", fmt.Sprintf("road-%d", r.Corner)).
			TabIndex(0).Body(
			app.Elem("span").Class("heat-road-code").Aria("hidden", "true").Text(board.TokenCode(r.Kind, v.Weather)),
			app.Elem("span").Aria("hidden", "true").Text(roadWords(r.Kind, v.Weather)+" "+strings.ToLower(where[:1])+where[1:]),
			app.Elem("span").Class("parlor-sr", "heat-cond-tip").Text(says),
		))
	}
	return app.Elem("ul").Class("heat-conditions").DataSet("testid", "conditions").Aria("label", "race conditions").Body(items...)
}

// roadWords names a road condition in a few words, for the strip: "Limit +1", "Free Boost".
func roadWords(k engine.RoadKind, w engine.Weather) string {
	switch k {
	case engine.RoadOverheat:
		return "Overheat"
	case engine.RoadLimitDown:
		return "Limit −1"
	case engine.RoadLimitUp:
		return "Limit +1"
	case engine.RoadWeather:
		return engine.WeatherName(w)
	case engine.RoadFreeBoost:
		return "Free Boost"
	case engine.RoadSlipstream:
		return "Slipstream +1"
	}
	return string(k)
}
