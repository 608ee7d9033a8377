package heat

import (
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/engine/heat/bot"
)

// The browser tests of a whole championship let the bot drive the player's car: with the browser
// storage key heat.debug.autopilot set, the race page submits the easy bot's decision whenever
// the race waits for the player. Players never set it.
const keyAutopilot = "heat.debug.autopilot"

// autopilot submits the bot's decision for the player when the key is set and it is their turn.
func (p *racePage) autopilot(ctx app.Context) {
	var on bool
	if p.view == nil || p.view.Me == nil || !shell.LoadJSON(keyAutopilot, &on) || !on || !p.mounted {
		return
	}
	if p.busy { // the last decision's verdict is on its way: look again after it
		p.ctx.After(150*time.Millisecond, p.autopilot)
		return
	}
	if _, _, mine := prompt(p.view); !mine {
		return
	}
	a, err := bot.Decide(*p.view, bot.Easy)
	if err != nil {
		p.notice = "Autopilot: " + err.Error()
		return
	}
	p.act(ctx, a)
	// Look again in a while: should the host refuse the decision, no update would come.
	p.ctx.After(time.Second, p.autopilot)
}
