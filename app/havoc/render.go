package havoc

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/havoc"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// stageNames are the stages in a player's words, as "Continue to …" says them.
var stageNames = map[engine.Stage]string{
	engine.StageDealer: "the dealer selection", engine.StageStorm: "the Storm", engine.StageLanes: "the lane selection",
	engine.StageCoins: "the coin stage", engine.StageRace: "the race", engine.StageOver: "the results",
}

func (p *playPage) Render() app.UI {
	if p.live.Missing {
		return shell.NoGame("No race in progress", p.live.Notice, "Start a race against bots from the home page.", pathSolo, "Set up a race")
	}
	if p.view == nil {
		return shell.Loading("hv-game", "Shuffling the cards…")
	}
	v := p.view
	cls := []string{"parlor-page", "hv-game", fmt.Sprintf("hv-b%d", p.fx.batch%2)}
	if p.fx.fast {
		cls = append(cls, "hv-fast")
	}
	return app.Elem("main").Class(cls...).DataSet("testid", "game").DataSet("stage", string(v.Stage)).
		DataSet("events", p.seen).DataSet("decision", string(p.decision())).Body(
		p.topBar(),
		p.playerCards(),
		p.trackHolder(),
		p.stageArea(),
		app.If(p.live.Notice != "", func() app.UI {
			return app.P().Class("parlor-error").Role("alert").DataSet("testid", "notice").Text(p.live.Notice)
		}),
		p.gameLog(),
		app.If(v.Pause != nil, func() app.UI { return p.pausePopup() }),
	)
}

// stageArea is the middle of the screen: what the stage shows.
func (p *playPage) stageArea() app.UI {
	busy := p.live.Busy
	switch p.view.Stage {
	case engine.StageDealer, engine.StageStorm:
		return &stormPanel{View: p.view, Decision: p.decision(), Busy: busy, Holding: p.fx.holding(),
			Flipped: p.fx.flipped, Dealt: p.fx.dealt, Played: p.fx.played, Drawn: p.live.Drawn(), Act: p.actFor}
	case engine.StageOver:
		return app.Div().Class("hv-backdrop").Body(p.results())
	}
	return &speedwayPanel{View: p.view, Decision: p.decision(), Busy: busy, Coin: p.coin, Reveal: p.fx.reveal,
		Drawn: p.live.Drawn(), Act: p.actFor, PickCoin: func(id int) { p.coin = id }, Place: p.pick}
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
	return app.Elem("header").Class("parlor-racebar", "hv-bar").Body(
		app.A().Class("parlor-back").Href("/").Text("← Home"),
		app.Elem("h1").Class("parlor-racebar-track").Text("Havoc Speedway"),
		app.Elem("span").Class("parlor-racebar-status").DataSet("testid", "status").Text(status),
		shell.Explain("ranks", ranksHelp),
		shell.HowToLink(pathHowTo, true),
		p.live.ConnBadge("game", "You are the host"),
		app.Button().Class("parlor-button", "hv-skip").DataSet("testid", "skip").Aria("pressed", fmt.Sprint(p.fx.fast)).
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
func prompt(text string) app.UI {
	return app.P().Class("hv-prompt").Aria("live", "polite").DataSet("testid", "prompt").Text(text)
}

// waitingFor says whose turn it is when it is not the player's.
func waitingFor(v *havoctitle.View) string {
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
		items = append(items, app.Elem("li").Text(l))
	}
	return app.Elem("section").Class("hv-log").Aria("label", "What happened").DataSet("testid", "log").Body(
		app.Elem("h2").Class("hv-visually-hidden").Text("What happened"),
		app.Elem("ol").TabIndex(0).Aria("label", "Latest events").Body(items...),
	)
}
