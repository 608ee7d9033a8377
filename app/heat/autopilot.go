package heat

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/engine/heat/bot"
)

// The browser tests of a whole championship or Race Mode campaign, and the rest of a Qualifying lap
// in Firefox and WebKit once its first rounds were clicked, let the bot drive the player's car: with the browser storage key heat.debug.autopilot set to true, the race page submits the
// easy bot's decision whenever the race waits for the player; set to a level's name ("normal",
// "hard"), that level's. Players never set it.
const keyAutopilot = "heat.debug.autopilot"

// autopilotLevel is the level the key asks for, and whether it asks for the autopilot at all.
func autopilotLevel() (bot.Level, bool) {
	var v any
	if !shell.LoadJSON(keyAutopilot, &v) {
		return 0, false
	}
	switch v := v.(type) {
	case bool:
		return bot.Easy, v
	case string:
		l, err := bot.ParseLevel(v)
		return l, err == nil
	}
	return 0, false
}

// autopilot submits the bot's decision for the player when the key is set and it is their turn.
func (p *racePage) autopilot(ctx app.Context) {
	level, on := autopilotLevel()
	if p.view == nil || p.view.Me == nil || !on || !p.live.Mounted() {
		return
	}
	if p.live.Busy { // the last decision's verdict is on its way: look again after it
		p.live.Ctx().After(150*time.Millisecond, p.autopilot)
		return
	}
	if _, _, mine := prompt(p.view); !mine {
		return
	}
	a, err := bot.Decide(*p.view, level)
	if err != nil {
		p.live.Notice = "Autopilot: " + err.Error()
		return
	}
	p.act(ctx, a)
	// Look again in a while: should the host refuse the decision, no update would come.
	p.live.Ctx().After(time.Second, p.autopilot)
}
