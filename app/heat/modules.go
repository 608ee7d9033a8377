package heat

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
	heattitle "github.com/heatracing/heat/titles/heat"
)

// The modules a race may play, as the solo setup and the friends' lobby offer them.

// garageChoices are the Garage settings in the order offered, with their names and what they mean.
var garageChoices = []struct {
	g          engine.Garage
	name, help string
}{
	{engine.GarageOff, "Off", "The starting deck: a 0, a 5 and a Heat card as upgrades."},
	{engine.GarageBasic, "Basic draft", "Draft 3 upgrades from the 17 basic cards (two of each): a good first try."},
	{engine.GarageAdvanced, "Advanced draft", "Draft 3 upgrades from the 31 advanced cards: Direct Play, Salvage, Refresh, Accelerate…"},
	{engine.GarageBoth, "Full draft", "Draft 3 upgrades from all 48 cards."},
	{engine.GarageQuick, "Quick start", "No draft: 3 random basic upgrades each."},
}

// garageRow is the row of Garage choices; set is nil for a read-only row.
func garageRow(selected engine.Garage, disabled bool, set func(engine.Garage)) app.UI {
	var bs []app.UI
	for _, c := range garageChoices {
		g := c.g
		id := string(g)
		if id == "" {
			id = "off"
		}
		b := app.Button().Class("parlor-option").DataSet("testid", "garage-"+id).Title(c.help).
			Aria("pressed", fmt.Sprint(g == selected)).Disabled(disabled).Text(c.name)
		if set != nil {
			b = b.OnClick(func(ctx app.Context, e app.Event) { set(g) })
		}
		bs = append(bs, b)
	}
	return app.Div().Class("parlor-options").Role("group").Aria("label", "Garage upgrades").Body(bs...)
}

// garageHelp says what the chosen Garage setting means.
func garageHelp(g engine.Garage) string {
	for _, c := range garageChoices {
		if c.g == g {
			return c.help
		}
	}
	return ""
}

// weatherHelp says what the Weather module does.
const weatherHelp = "A random weather changes every driver's start (Heat or Stress) and some sectors; a road token on every corner changes its limit, adds Heat, or makes a free Boost or a longer slipstream. Revealed when the race starts."

// modulesText sums up the modules for players who cannot change them.
func modulesText(s heattitle.Settings) string {
	g := "no Garage upgrades"
	for _, c := range garageChoices {
		if c.g == s.Garage && c.g != engine.GarageOff {
			g = "Garage: " + c.name
		}
	}
	w := "no weather"
	if s.Weather {
		w = "weather and road conditions"
	}
	return g + " · " + w
}
