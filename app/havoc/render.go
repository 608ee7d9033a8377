package havoc

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/p2p"
)

// stageNames are the stages in a player's words, as "Continue to …" says them.
var stageNames = map[engine.Stage]string{
	engine.StageDealer: "the dealer selection", engine.StageStorm: "the Storm", engine.StageLanes: "the lane selection",
	engine.StageCoins: "the coin stage", engine.StageRace: "the race", engine.StageOver: "the results",
}

func (p *playPage) Render() app.UI {
	if p.missing {
		return app.Main().Class("heat-page").DataSet("testid", "no-game").Body(
			app.H1().Text("No race in progress"),
			app.If(p.notice != "", func() app.UI { return app.P().Text(p.notice) }),
			app.P().Text("Start a race against bots from the home page."),
			app.A().Class("heat-button", "heat-primary").Href(pathSolo).Text("Set up a race"),
		)
	}
	if p.view == nil {
		return app.Main().Class("heat-page", "hv-game").DataSet("testid", "game-loading").Body(
			app.P().Class("heat-status").Text("Shuffling the cards…"))
	}
	v := p.view
	cls := []string{"heat-page", "hv-game", fmt.Sprintf("hv-b%d", p.fx.batch%2)}
	if p.fx.fast {
		cls = append(cls, "hv-fast")
	}
	return app.Main().Class(cls...).DataSet("testid", "game").DataSet("stage", string(v.Stage)).
		DataSet("events", p.seen).DataSet("decision", string(p.decision())).Body(
		p.topBar(),
		p.playerCards(),
		p.trackHolder(),
		p.stageArea(),
		app.If(p.notice != "", func() app.UI {
			return app.P().Class("heat-error").Role("alert").DataSet("testid", "notice").Text(p.notice)
		}),
		p.gameLog(),
		app.If(v.Pause != nil, func() app.UI { return p.pausePopup() }),
	)
}

// stageArea is the middle of the screen: what the stage shows.
func (p *playPage) stageArea() app.UI {
	switch p.view.Stage {
	case engine.StageDealer:
		return p.dealerArea()
	case engine.StageStorm:
		return p.stormArea()
	case engine.StageOver:
		return app.Div().Class("hv-backdrop").Body(p.results())
	}
	return p.trackArea()
}

// trackHolder keeps the board in one place of the page from the first stage to the last (a
// component mounts once), hidden during the dealer selection and the Storm.
func (p *playPage) trackHolder() app.UI {
	shown := p.view.Stage != engine.StageDealer && p.view.Stage != engine.StageStorm
	cls := []string{"hv-trackwrap"}
	if !shown {
		cls = append(cls, "hv-hidden")
	}
	return app.Div().Class(cls...).Aria("hidden", fmt.Sprint(!shown)).Body(p.track)
}

func (p *playPage) topBar() app.UI {
	v := p.view
	status := fmt.Sprintf("Round %d · %s", max(v.Round, 1), stageTitle(v.Stage))
	if v.Stage == engine.StageDealer || v.Stage == engine.StageOver {
		status = stageTitle(v.Stage)
	}
	var badge app.UI
	if p.c != nil && p.c.Kind != shell.Solo {
		words := map[p2p.ConnState]string{
			p2p.Connecting: "Connecting…", p2p.Connected: "Connected", p2p.Reconnecting: "The host is reconnecting…",
			p2p.Disconnected: "Disconnected", p2p.Ended: "The game has ended",
		}[p.sess.conn]
		if p.c.Kind == shell.Host {
			words = "You are the host"
		}
		badge = app.Span().Class("heat-conn", "heat-conn-"+p.sess.conn.String()).DataSet("testid", "conn").Text(words)
	}
	return app.Header().Class("heat-racebar", "hv-bar").Body(
		app.A().Class("heat-back").Href("/").Text("← Home"),
		app.H1().Class("heat-racebar-track").Text("Havoc Speedway"),
		app.Span().Class("heat-racebar-status").DataSet("testid", "status").Text(status),
		badge,
		app.Button().Class("heat-button", "hv-skip").DataSet("testid", "skip").Aria("pressed", fmt.Sprint(p.fx.fast)).
			Text("Skip animations").OnClick(func(ctx app.Context, e app.Event) {
			p.fx.fast = !p.fx.fast
			saveFast(p.fx.fast)
			if p.fx.fast {
				p.endHold(p.fx.dealerHold) // the dealer's pause ends at once too
			}
			if p.fx.fast && p.track != nil {
				p.track.skip()
			}
		}),
	)
}

// stageTitle is a stage's heading.
func stageTitle(s engine.Stage) string {
	switch s {
	case engine.StageDealer:
		return "Dealer selection"
	case engine.StageStorm:
		return "Storm"
	case engine.StageLanes:
		return "Lane selection"
	case engine.StageCoins:
		return "Coin stage"
	case engine.StageRace:
		return "Racing"
	}
	return "Race over"
}

// prompt says what the game waits for, in a live region.
func (p *playPage) prompt(text string) app.UI {
	return app.P().Class("hv-prompt").Aria("live", "polite").DataSet("testid", "prompt").Text(text)
}

// waitingFor says whose turn it is when it is not the player's.
func (p *playPage) waitingFor() string {
	v := p.view
	if v.Pause != nil || v.Active < 0 || v.Active >= len(v.Players) {
		return ""
	}
	return "Waiting for " + v.Players[v.Active].Name + "…"
}

// gameLog lists the newest events.
func (p *playPage) gameLog() app.UI {
	start := max(len(p.log)-8, 0)
	items := make([]app.UI, 0, 8)
	for _, l := range p.log[start:] {
		items = append(items, app.Li().Text(l))
	}
	return app.Section().Class("hv-log").Aria("label", "What happened").DataSet("testid", "log").Body(
		app.H2().Class("hv-visually-hidden").Text("What happened"),
		app.Ol().TabIndex(0).Aria("label", "Latest events").Body(items...),
	)
}
