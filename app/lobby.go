package app

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles/heat"
	"github.com/heatracing/heat/tracks"
)

// lobbyView is the room before the start: the code and link to share, the players, the host's
// settings, and each player's own name, colour and readiness.
func (p *roomPage) lobbyView() app.UI {
	l := p.lobby
	me, _ := l.Me()
	host := p.c.kind == kindHost
	link := app.Window().Get("location").Get("origin").String() + "/room/" + p.code
	body := []app.UI{
		app.Header().Class("heat-pagehead").Body(
			app.A().Class("heat-back").Href("/").Text("← Home"),
			app.H1().Text("Race with friends"),
			p.connLine(),
		),
		app.Section().Class("heat-panel", "heat-share").Body(
			app.Span().Class("heat-meter-label").Text("Room code"),
			app.Strong().Class("heat-code").DataSet("testid", "room-code").Text(p.code),
			&shareLink{Link: link},
			app.P().Class("heat-hint").Text("Send the link (or the code) to your friends: opening it joins this race."),
		),
		p.players(me, host),
	}
	if me.Spectator {
		text := "You are watching this race."
		if !p.watch {
			text = "This race is full: every car is taken. You can watch it."
		}
		body = append(body, app.P().Class("heat-hint").DataSet("testid", "spectating").Text(text))
	} else {
		body = append(body, p.myCar(me, host))
	}
	body = append(body, p.settingsPanel(host))
	if p.err != "" {
		body = append(body, app.P().Class("heat-error").Role("alert").DataSet("testid", "lobby-error").Text(p.err))
	}
	if host {
		body = append(body, app.Div().Class("heat-after").Body(
			app.Button().Class("heat-button", "heat-primary").DataSet("testid", "start-race").Disabled(p.busy || !allReady(l)).
				Text("Start the race").OnClick(p.start),
			app.Span().Class("heat-hint").Text(readiness(l)),
		))
	} else if !me.Spectator {
		body = append(body, app.P().Class("heat-hint").Text("The host starts the race when everyone is ready."))
	}
	return app.Main().Class("heat-page", "heat-setup", "heat-lobby").DataSet("testid", "lobby").Body(body...)
}

func (p *roomPage) connLine() app.UI {
	words := map[p2p.ConnState]string{
		p2p.Connecting: "Connecting to the host…", p2p.Connected: "Connected", p2p.Reconnecting: "The host is reconnecting…",
		p2p.Disconnected: "Disconnected", p2p.Ended: "The room is closed",
	}[p.conn]
	if p.c.kind == kindHost {
		words = "You are the host"
	}
	return app.Span().Class("heat-conn", "heat-conn-"+p.conn.String()).DataSet("testid", "conn").Text(words)
}

func allReady(l p2p.Lobby) bool {
	for _, pl := range l.Players {
		if pl.Connected && !pl.Spectator && !pl.Ready && !pl.Host {
			return false
		}
	}
	return true
}

func readiness(l p2p.Lobby) string {
	var waiting []string
	for _, pl := range l.Players {
		if pl.Connected && !pl.Spectator && !pl.Ready && !pl.Host {
			waiting = append(waiting, pl.Name)
		}
	}
	if len(waiting) == 0 {
		return "Everyone is ready."
	}
	return "Waiting for " + joinNames(waiting) + " to be ready."
}

func (p *roomPage) players(me p2p.Player, host bool) app.UI {
	var rows []app.UI
	for _, pl := range p.lobby.Players {
		var tags []string
		switch {
		case pl.Host:
			tags = append(tags, "host")
		case pl.Bot:
			tags = append(tags, "bot")
		case pl.Spectator:
			tags = append(tags, "watching")
		case !pl.Connected:
			tags = append(tags, "away")
		}
		if pl.ID == me.ID {
			tags = append(tags, "you")
		}
		state := "not ready"
		if pl.Ready || pl.Host || pl.Bot {
			state = "ready"
		}
		if pl.Spectator {
			state = ""
		}
		cells := []app.UI{
			app.Span().Class("heat-token", "heat-car-"+pl.Colour).Aria("label", pl.Colour).Text(" "),
			app.Strong().Text(pl.Name),
			app.Span().Class("heat-tags").Text(joinTags(tags)),
			app.Span().Class("heat-ready-" + fmt.Sprint(state == "ready")).Text(state),
		}
		if host && !pl.Host {
			id := pl.ID
			label := "Remove"
			if pl.Bot {
				label = "Remove bot"
			}
			cells = append(cells, app.Button().Class("heat-button", "heat-small").DataSet("testid", "kick-"+id).Text(label).
				OnClick(func(ctx app.Context, e app.Event) { p.hostDo(func(h *p2p.Host) error { return h.Kick(id) }) }, app.EventScope(id)))
		}
		row := app.Li().Class("heat-player").DataSet("testid", "player-"+pl.ID).DataSet("ready", fmt.Sprint(state == "ready")).Body(cells...)
		rows = append(rows, row)
	}
	list := []app.UI{app.H2().Text("Drivers"), app.Ul().Class("heat-players").DataSet("testid", "players").Body(rows...)}
	if host {
		list = append(list, app.Button().Class("heat-button").DataSet("testid", "add-bot").Disabled(p.busy || seated(p.lobby) >= engine.MaxCars-p.settings().Legends).
			Text("Add a bot driver").OnClick(func(ctx app.Context, e app.Event) {
			name := botNames[botCount(p.lobby)%len(botNames)]
			p.hostDo(func(h *p2p.Host) error { _, err := h.AddBot(name); return err })
		}))
	}
	return app.Section().Class("heat-section").Body(list...)
}

func joinTags(tags []string) string {
	out := ""
	for i, t := range tags {
		if i > 0 {
			out += " · "
		}
		out += t
	}
	return out
}

func seated(l p2p.Lobby) int {
	n := 0
	for _, pl := range l.Players {
		if !pl.Spectator {
			n++
		}
	}
	return n
}

func botCount(l p2p.Lobby) int {
	n := 0
	for _, pl := range l.Players {
		if pl.Bot {
			n++
		}
	}
	return n
}

// myCar is the player's own entry: name, colour (none taken by another), ready.
func (p *roomPage) myCar(me p2p.Player, host bool) app.UI {
	taken := map[string]bool{}
	for _, pl := range p.lobby.Players {
		if pl.ID != me.ID && !pl.Spectator {
			taken[pl.Colour] = true
		}
	}
	edit := func(e p2p.LobbyEdit) {
		c := p.c
		p.ctx.Async(func() {
			err := c.sess.Edit(context.Background(), e)
			p.ctx.Dispatch(func(ctx app.Context) {
				p.err = ""
				if err != nil {
					p.err = err.Error()
				}
			})
		})
	}
	body := []app.UI{
		app.H2().Text("Your car"),
		colourPicker(me.Colour, taken, func(c string) {
			p.me.Colour = c
			saveJSON(keyProfile, p.me)
			edit(p2p.LobbyEdit{Colour: &c})
		}),
		app.Label().Class("heat-field").Body(
			app.Span().Text("Name"),
			app.Input().Type("text").MaxLength(24).Value(me.Name).DataSet("testid", "lobby-name").
				OnChange(func(ctx app.Context, e app.Event) {
					name := ctx.JSSrc().Get("value").String()
					p.me.Name = name
					saveJSON(keyProfile, p.me)
					edit(p2p.LobbyEdit{Name: &name})
				}),
		),
	}
	if !host {
		ready := !me.Ready
		label := "I'm ready"
		if me.Ready {
			label = "Not ready yet"
		}
		body = append(body, app.Button().Class("heat-button", "heat-primary").DataSet("testid", "ready").DataSet("ready", fmt.Sprint(me.Ready)).
			Text(label).OnClick(func(ctx app.Context, e app.Event) { edit(p2p.LobbyEdit{Ready: &ready}) }))
	}
	return app.Section().Class("heat-section").Body(body...)
}

// settings are the room's race settings.
func (p *roomPage) settings() heat.Settings {
	s := heat.DefaultSettings()
	if len(p.lobby.Settings) > 0 {
		_ = json.Unmarshal(p.lobby.Settings, &s)
	}
	return s
}

// configure changes the race settings (host only).
func (p *roomPage) configure(change func(*heat.Settings), timer time.Duration) {
	s := p.settings()
	change(&s)
	b, _ := json.Marshal(s)
	p.hostDo(func(h *p2p.Host) error { return h.Configure(b, timer) })
}

// hostDo runs an action on the host session and shows its error, if any.
func (p *roomPage) hostDo(f func(h *p2p.Host) error) {
	h := p.c.host
	if h == nil {
		return
	}
	p.busy = true
	p.ctx.Async(func() {
		err := f(h)
		p.ctx.Dispatch(func(ctx app.Context) {
			p.busy, p.err = false, ""
			if err != nil {
				p.err = err.Error()
			}
		})
	})
}

func (p *roomPage) start(ctx app.Context, e app.Event) {
	p.hostDo(func(h *p2p.Host) error { return h.Start() })
}

var turnTimers = []time.Duration{0, 15 * time.Second, 30 * time.Second, 60 * time.Second, 90 * time.Second}

// settingsPanel lets the host set the race up; guests see it read-only.
func (p *roomPage) settingsPanel(host bool) app.UI {
	s := p.settings()
	timer := p.lobby.TurnTimer
	t, _ := tracks.Get(s.Track)
	if !host {
		facts := "—"
		if t != nil {
			facts = t.Name + " · " + trackFacts(t, s.Laps)
		}
		timerText := "no turn timer"
		if timer > 0 {
			timerText = fmt.Sprintf("%d s to decide", int(timer.Seconds()))
		}
		return app.Section().Class("heat-section").DataSet("testid", "race-settings").Body(
			app.H2().Text("The race"),
			app.P().Text(facts),
			app.P().Text(fmt.Sprintf("%s at +%d · %s", engine.Quantity(s.Legends, "Legend"), s.LegendLevel, timerText)),
		)
	}
	all, _ := tracks.All()
	var circuits []app.UI
	for _, tr := range all {
		id := tr.ID
		circuits = append(circuits, app.Button().Class("heat-circuit").DataSet("testid", "track-"+id).Aria("pressed", fmt.Sprint(s.Track == id)).
			Disabled(p.busy).Body(minimap(tr), app.Strong().Text(tr.Name), app.Small().Text(trackFacts(tr, 0))).
			OnClick(func(ctx app.Context, e app.Event) {
				p.configure(func(s *heat.Settings) { s.Track, s.Laps = id, 0 }, timer)
			}))
	}
	laps := s.Laps
	if laps == 0 && t != nil {
		laps = t.Laps
	}
	row := func(name string, values []int, selected int, label func(int) string, set func(*heat.Settings, int)) app.UI {
		var bs []app.UI
		for _, v := range values {
			bs = append(bs, app.Button().Class("heat-option").DataSet("testid", fmt.Sprintf("%s-%d", name, v)).Disabled(p.busy).
				Aria("pressed", fmt.Sprint(v == selected)).Text(label(v)).
				OnClick(func(ctx app.Context, e app.Event) { p.configure(func(s *heat.Settings) { set(s, v) }, timer) }))
		}
		return app.Div().Class("heat-options").Role("group").Aria("label", name).Body(bs...)
	}
	num := func(n int) string { return fmt.Sprint(n) }
	var timers []app.UI
	for _, d := range turnTimers {
		label := "Off"
		if d > 0 {
			label = fmt.Sprintf("%d s", int(d.Seconds()))
		}
		timers = append(timers, app.Button().Class("heat-option").DataSet("testid", fmt.Sprintf("timer-%d", int(d.Seconds()))).Disabled(p.busy).
			Aria("pressed", fmt.Sprint(d == timer)).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { p.configure(func(*heat.Settings) {}, d) }))
	}
	return app.Section().Class("heat-section").DataSet("testid", "race-settings").Body(
		app.H2().Text("The race"),
		app.Div().Class("heat-circuits").Body(circuits...),
		section("Laps", row("laps", []int{1, 2, 3}, laps, num, func(s *heat.Settings, v int) { s.Laps = v })),
		section("Legends", row("legends", countUpTo(max(engine.MaxCars-seated(p.lobby), 0)), s.Legends, num, func(s *heat.Settings, v int) { s.Legends = v }),
			row("level", []int{0, 1, 2, 3, 4}, s.LegendLevel, func(n int) string { return fmt.Sprintf("+%d", n) }, func(s *heat.Settings, v int) { s.LegendLevel = v })),
		section("Turn timer", app.Div().Class("heat-options").Role("group").Aria("label", "turn timer").Body(timers...),
			app.P().Class("heat-hint").Text("When a player's time runs out, or a player drops, a bot decides for them until they are back.")),
		section("End of the race", row("end", []int{0, 1}, map[bool]int{true: 1}[s.End == engine.EndLeaderFinishes],
			func(n int) string { return []string{"Every car finishes", "When the leader finishes"}[n] },
			func(s *heat.Settings, v int) {
				s.End = []engine.EndRule{engine.EndAllFinish, engine.EndLeaderFinishes}[v]
			})),
	)
}
