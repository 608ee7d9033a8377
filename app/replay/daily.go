package replay

import (
	"fmt"
	"regexp"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
	"github.com/heatracing/heat/titles/replay"
)

// Today's challenge: one solo game a day for each game, with the game's default settings and
// as many bots as its table takes, its seed from the game and the day (titles/replay.DailySeed),
// so that everyone plays the same deal, grid and bots, offline. Its result is a line to paste in
// a chat, with the game's link; the browser keeps each day's result, the streak and the best.

// PathDaily lists today's challenges; PathDaily/<game> plays one.
const PathDaily = "/daily"

var dailyPattern = regexp.MustCompile(`^/daily/[a-z0-9-]+$`)

// dailyKey keeps a game's challenges played in this browser.
func dailyKey(game string) string { return "parlor.daily." + game }

// played is a game's challenges played in this browser.
type played struct {
	Days map[string]dayResult `json:"days"` // by day
}

type dayResult struct {
	Result string `json:"result"`
	ID     string `json:"id"`  // the game in My games
	Won    bool   `json:"won"` // the player won
}

func loadPlayed(game string) played {
	var p played
	shell.LoadJSON(dailyKey(game), &p)
	if p.Days == nil {
		p.Days = map[string]dayResult{}
	}
	return p
}

// noteDaily keeps a finished challenge's result (the first game of the day counts).
func noteDaily(r Record) {
	p := loadPlayed(r.Game)
	if _, ok := p.Days[r.Daily]; ok {
		return
	}
	p.Days[r.Daily] = dayResult{Result: r.Result, ID: r.ID, Won: won(r)}
	shell.SaveJSON(dailyKey(r.Game), p)
}

// streak counts the days in a row played up to day (or up to the day before, when day's is
// still to play).
func (p played) streak(day string) int {
	t, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return 0
	}
	if _, ok := p.Days[day]; !ok {
		t = t.AddDate(0, 0, -1)
	}
	n := 0
	for ; n < 3660; n++ {
		if _, ok := p.Days[t.AddDate(0, 0, -n).Format(time.DateOnly)]; !ok {
			break
		}
	}
	return n
}

// best is the longest run of days played, and the days won.
func (p played) best() (run, won int) {
	days := make([]string, 0, len(p.Days))
	for d, r := range p.Days {
		days = append(days, d)
		if r.Won {
			won++
		}
	}
	slices.Sort(days)
	cur := 0
	var prev time.Time
	for _, d := range days {
		t, err := time.Parse(time.DateOnly, d)
		if err != nil {
			continue
		}
		if !prev.IsZero() && t.Sub(prev) == 24*time.Hour {
			cur++
		} else {
			cur = 1
		}
		prev = t
		run = max(run, cur)
	}
	return run, won
}

// shareLine is a challenge's result as one line to paste in a chat.
func shareLine(g titles.Entry, day string, r dayResult, streak int) string {
	mark := "🏁"
	if r.Won {
		mark = "🏆"
	}
	line := fmt.Sprintf("%s %s daily %s: %s", mark, g.Name, day, r.Result)
	if streak > 1 {
		line += fmt.Sprintf(" · 🔥 %d days", streak)
	}
	return line
}

// startDaily starts g's challenge of day on this page, read by the game's room reader.
func startDaily(g titles.Entry, room *shell.RoomGame, day string) (*shell.Session, error) {
	me := shell.LoadProfile()
	me.Colour = g.Title.Colours()[0]
	bots := 1
	if room.Places != nil {
		bots = room.Places(p2p.Lobby{Settings: g.Settings}) - 1
	}
	bots = max(1, min(bots, g.MaxPlayers-1))
	return shell.StartSolo(g, shell.SoloSetup{
		Me: me, Bots: bots, Settings: g.Settings, Path: PathDaily + "/" + g.ID,
		Seed: replay.DailySeed(g.ID, day), Apart: apartDaily + day,
	}, room.Reader())
}

// dailyList lists today's challenge of every game.
type dailyList struct {
	app.Compo
	day      string
	hasDaily func(id string) bool // whether a game has a challenge of the day
}

func (d *dailyList) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("Today's challenge · %s", shell.Name)
	d.day = replay.Day(time.Now())
}

func (d *dailyList) Render() app.UI {
	items := []app.UI{}
	for _, g := range titles.All() {
		if !d.hasDaily(g.ID) {
			continue
		}
		p := loadPlayed(g.ID)
		run, won := p.best()
		r, done := p.Days[d.day]
		status := "Not played yet today"
		if done {
			status = "Today: " + r.Result
		}
		items = append(items, app.Elem("li").Class("parlor-daily-game").DataSet("testid", "daily-"+g.ID).Body(
			app.Elem("h2").Text(g.Name),
			app.P().Text(status),
			app.P().Class("parlor-hint").Text(fmt.Sprintf("Streak: %d · best run: %d · days won: %d", p.streak(d.day), run, won)),
			app.A().Class("parlor-button", "parlor-primary").DataSet("testid", "daily-play-"+g.ID).Href(PathDaily+"/"+g.ID).
				Text(map[bool]string{true: "See today's result", false: "Play today's challenge"}[done]),
		))
	}
	return app.Elem("main").Class("parlor-page", "parlor-daily").DataSet("testid", "daily").Body(
		shell.PageHead("Today's challenge", fmt.Sprintf("%s: one game a day for each game, the same deal, grid and bots for everyone. Play it, then paste your result in a chat.", d.day)),
		app.Elem("ul").Class("parlor-daily-list").Body(items...),
	)
}
