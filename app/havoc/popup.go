package havoc

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/havoc"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// pausePopup is the results popup between stages (the rules' "Stage Transitions"): what the stage
// decided, and the host's "Continue to …"; the others wait for the host. Continue ignores the
// second click of a double click (shell.SecondClick), as the stages' controls do: the first
// continued, and the next stage's controls are drawn where the popup was.
func (p *playPage) pausePopup() app.UI {
	v := p.view
	ps := v.Pause
	next := "Continue to " + stageNames[ps.Next]
	var action app.UI
	if v.Seat == havoctitle.HostSeat {
		action = app.Button().Class("parlor-button", "parlor-primary").ID("hv-continue").DataSet("testid", "continue").Disabled(p.live.Busy).Text(next).
			OnClick(func(ctx app.Context, e app.Event) {
				if !shell.SecondClick(e) {
					p.act(engine.Action{Type: havoctitle.ActContinue})
				}
			})
	} else {
		action = app.P().Class("parlor-status").DataSet("testid", "waiting-host").Text("Waiting for host…")
	}
	return app.Div().Class("hv-backdrop").Body(
		app.Elem("section").Class("hv-popup").Role("dialog").Aria("modal", "true").Aria("labelledby", "hv-popup-title").
			DataSet("testid", "stage-results").DataSet("ended", string(ps.Ended)).Body(
			app.Elem("h2").ID("hv-popup-title").Text(stageTitle(ps.Ended)+" over"),
			app.Elem("ul").Class("hv-summary").Body(p.summary(ps)...),
			action,
		),
	)
}

// summary is what the stage that ended decided.
func (p *playPage) summary(ps *havoctitle.Pause) []app.UI {
	v := p.view
	var lines []string
	switch ps.Ended {
	case engine.StageDealer:
		lines = append(lines, p.name(v.Dealer)+" drew the lowest card and deals the first Storm.")
	case engine.StageStorm:
		for i, seat := range v.Order {
			lines = append(lines, fmt.Sprintf("%s: %s", ordinals[min(i+1, 4)], p.name(seat)))
		}
		if ps.Next == engine.StageLanes {
			lines = append(lines, "Players choose their starting lanes in this order.")
		}
	case engine.StageLanes:
		for _, pl := range v.Players {
			lines = append(lines, fmt.Sprintf("%s starts in lane %d.", p.name(pl.Seat), pl.At.Lane))
		}
	case engine.StageCoins:
		lines = append(lines, fmt.Sprintf("%d coins lie face down on the track.", len(v.Coins)))
	case engine.StageRace:
		for _, seat := range p.standing() {
			pl := v.Players[seat]
			lines = append(lines, fmt.Sprintf("%s: lap %d, %s.", p.name(seat), min(pl.Lap, v.Config.Laps), spotText(pl.At)))
		}
	}
	out := make([]app.UI, 0, len(lines))
	for _, l := range lines {
		out = append(out, app.Elem("li").Text(l))
	}
	return out
}

// standing orders the seats by how far their cars have come.
func (p *playPage) standing() []int {
	v := p.view
	out := make([]int, 0, len(v.Players))
	for _, pl := range v.Players {
		out = append(out, pl.Seat)
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && v.Players[out[j]].Progress > v.Players[out[j-1]].Progress; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// results is the end of the race: the winner and the standings.
func (p *playPage) results() app.UI {
	v := p.view
	head := "The race is over"
	switch {
	case v.Winner == v.Seat:
		head = "You win!"
	case v.Winner >= 0:
		head = p.name(v.Winner) + " wins"
	}
	var rows []app.UI
	for i, seat := range v.Ranking {
		rows = append(rows, app.Elem("li").DataSet("testid", fmt.Sprintf("rank-%d", i+1)).Body(
			pawnIcon(v.Players[seat].Colour, "hv-pawn-small"), app.Text(" "+p.name(seat))))
	}
	return app.Elem("section").Class("hv-popup", "hv-results").Role("dialog").Aria("modal", "true").Aria("labelledby", "hv-verdict").
		DataSet("testid", "results").Body(
		app.Elem("h2").ID("hv-verdict").DataSet("testid", "verdict").Text(head),
		app.Elem("ol").Class("hv-ranking").Body(rows...),
		shell.AuditLine(shell.Active()),
		p.after(),
	)
}

// after offers the next race: again against the same bots, or home.
func (p *playPage) after() app.UI {
	return shell.After{
		Game: game, Session: p.live.Session(), Busy: p.live.Busy,
		Again: "Race again", OnAgain: p.again, Change: "Change the settings", Setup: pathSolo,
	}.Render()
}

// again starts a new race with the same setup.
func (p *playPage) again(ctx app.Context, e app.Event) {
	shell.AgainFrom(ctx, &p.live, keySetup, pathSolo, startSolo, func() {
		p.view, p.log, p.seen, p.coin = nil, nil, 0, 0
	})
}
