package havoc

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/p2p"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// readSettings reads a lobby's settings; anything unreadable leaves the defaults.
func readSettings(raw json.RawMessage) havoctitle.Settings {
	return shell.ReadSettings(raw, havoctitle.DefaultSettings())
}

// configure changes the settings (host only); timer < 0 keeps the turn timer. It reads the
// lobby when it runs: a handler keeps what it captured at its first render.
func configure(l *shell.Lobby, change func(*havoctitle.Settings), timer time.Duration) {
	shell.Configure(l, readSettings, change, timer)
}

// settingsPanel lets the host set the race up (the rules' "Game Rule Settings") and the turn
// timer; the guests see it read-only.
func settingsPanel(l *shell.Lobby) app.UI {
	host := l.Hosting()
	s := readSettings(l.State.Lobby.Settings)
	timer := l.State.Lobby.TurnTimer
	busy := l.Status.Busy || !host
	var timers []app.UI
	for _, d := range shell.TurnTimers {
		label := "Off"
		if d > 0 {
			label = fmt.Sprintf("%d s", int(d.Seconds()))
		}
		timers = append(timers, app.Button().Class("parlor-option").DataSet("testid", fmt.Sprintf("timer-%d", int(d.Seconds()))).
			Disabled(busy).Aria("pressed", fmt.Sprint(d == timer)).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { configure(l, func(*havoctitle.Settings) {}, d) }))
	}
	return app.Elem("section").Class("parlor-section", "hv-settings").DataSet("testid", "game-settings").Body(
		app.Elem("h2").Text("The race"),
		app.If(!host, func() app.UI {
			return app.P().Class("parlor-hint").Text("The host chooses the settings.")
		}),
		rulesPanel(s, busy, func(change func(*havoctitle.Settings)) { configure(l, change, -1) }),
		durationLine(s, max(shell.Seated(l.State.Lobby), engine.MinPlayers)),
		section("Turn timer", app.Div().Class("parlor-options").Role("group").Aria("label", "turn timer").Body(timers...),
			app.P().Class("parlor-hint").Text(shell.TimerHint(timer, "a bot"))),
	)
}

// summary is a game's room in the public list: four places and the race's settings.
func summary(l p2p.Lobby) (int, string) {
	s := readSettings(l.Settings)
	return engine.MaxPlayers, shell.Count(s.Laps, "lap") + " · " + shell.Count(s.Dice, "die", "dice") + " · " +
		shell.Count(s.Decks, "deck") + " · " + shell.Count(s.Cards, "card") + " in hand · " + shell.Count(s.Coins, "coin")
}
