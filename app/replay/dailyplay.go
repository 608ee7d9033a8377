package replay

import (
	"errors"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/titles"
	"github.com/heatracing/heat/titles/replay"
)

// dailyPage plays one game's challenge of today, on the game's own page, and once it is over
// gives the line to paste and the game's link.
type dailyPage struct {
	app.Compo
	game    titles.Entry
	room    *shell.RoomGame
	day     string
	session *shell.Session
	problem string
	unsub   func()
	copied  bool
}

func (d *dailyPage) OnNav(ctx app.Context) {
	id := strings.TrimPrefix(ctx.Page().URL().Path, PathDaily+"/")
	g, ok := titles.Find(id)
	room, hasRoom := shell.RoomOf(id)
	if !ok || !hasRoom {
		d.problem = "There is no daily challenge for this game."
		return
	}
	ctx.Page().SetTitle("%s: today's challenge · %s", g.Name, shell.Name)
	d.game, d.room, d.day = g, room, replay.Day(time.Now())
	if _, done := loadPlayed(g.ID).Days[d.day]; done || app.IsServer {
		return // the result, with the game's link; the server's pre-render starts no game
	}
	ctx.Async(func() {
		s, err := shell.ResumeApart(g, apartDaily+d.day, room.Reader())
		if errors.Is(err, shell.ErrNoGame) {
			s, err = startDaily(g, room, d.day)
		}
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				d.problem = "Today's challenge could not start: " + err.Error()
				return
			}
			d.session = s
			d.unsub = s.Subscribe(func() { ctx.Dispatch(func(app.Context) {}) })
		})
	})
}

func (d *dailyPage) OnDismount() {
	if d.unsub != nil {
		d.unsub()
	}
}

func (d *dailyPage) Render() app.UI {
	if d.problem != "" {
		return app.Elem("main").Class("parlor-page").DataSet("testid", "daily-game").Body(
			shell.PageHead("Today's challenge", ""),
			app.P().Class("parlor-error").Role("alert").Text(d.problem),
		)
	}
	if r, done := loadPlayed(d.game.ID).Days[d.day]; done && d.game.ID != "" {
		if d.session == nil {
			return d.result(r)
		}
		return app.Div().Class("parlor-daily-play").Body(d.result(r), d.room.Play(d.session))
	}
	if d.session == nil {
		return app.Elem("main").Class("parlor-page").DataSet("testid", "daily-game").Body(
			app.P().Class("parlor-status").Text("Dealing today's challenge…"))
	}
	return app.Div().Class("parlor-daily-play").DataSet("testid", "daily-game").DataSet("day", d.day).Body(
		app.Elem("section").Class("parlor-daily-banner").Aria("label", "today's challenge").Body(
			app.P().Text(d.game.Name+": today's challenge, "+d.day+". Everyone plays this same game today.")),
		d.room.Play(d.session),
	)
}

// result is the day's result: the line to paste, the game's link, the streak.
func (d *dailyPage) result(r dayResult) app.UI {
	p := loadPlayed(d.game.ID)
	line := shareLine(d.game, d.day, r, p.streak(d.day))
	link := ""
	if frag, err := loadFragment(r.ID); err == nil {
		link = replay.LinkTo(app.Window().Get("location").Get("origin").String(), frag)
	}
	text := line
	if link != "" {
		text += " " + link
	}
	run, won := p.best()
	return app.Elem("main").Class("parlor-page", "parlor-daily").DataSet("testid", "daily-result").Body(
		shell.PageHead(d.game.Name+": today's challenge", "Done for today. Paste your result in a chat; its link replays your game."),
		app.P().Class("parlor-daily-line").DataSet("testid", "daily-line").Text(line),
		app.Textarea().ReadOnly(true).Aria("label", "your result to paste").DataSet("testid", "daily-share").Text(text),
		app.Div().Class("parlor-after").Body(
			app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "daily-copy").Text("Copy").
				OnClick(func(ctx app.Context, e app.Event) {
					if c := app.Window().Get("navigator").Get("clipboard"); c.Truthy() {
						c.Call("writeText", text)
						d.copied = true
					}
				}),
			app.A().Class("parlor-button").DataSet("testid", "daily-replay").Href(PathViewer+"?id="+r.ID).Text("Watch your game"),
			app.A().Class("parlor-button").Href(PathDaily).Text("Other games' challenges"),
		),
		app.If(d.copied, func() app.UI { return app.P().Role("status").Text("Copied.") }),
		app.P().Class("parlor-hint").Text(pluralDays(p.streak(d.day), run, won)),
	)
}

func pluralDays(streak, run, won int) string {
	return "Streak: " + itoa(streak) + " · best run: " + itoa(run) + " · days won: " + itoa(won)
}
