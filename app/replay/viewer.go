package replay

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles/replay"
)

// PathViewer is the replay viewer.
const PathViewer = replay.Path

// speeds are the viewer's speeds, as the time between two moves.
var speeds = []struct {
	label string
	every time.Duration
}{{"½×", 1600 * time.Millisecond}, {"1×", 800 * time.Millisecond}, {"2×", 400 * time.Millisecond}, {"4×", 200 * time.Millisecond}, {"8×", 100 * time.Millisecond}}

// viewer is the replay viewer: a game from My games (?id=), from a link (its fragment carries
// the file) or from a file opened or dropped; its check's verdict; the game on its own page at
// any position, from any seat, played at a speed or stepped a move or a round at a time.
type viewer struct {
	app.Compo

	ctx     app.Context
	status  string // what the viewer is doing ("Checking the game…"), "" when idle
	problem string // why the game cannot be shown, in a player's words
	game    *replay.Game
	cur     *replay.Cursor
	seat    int // the seat shown (p2p.Spectator: a spectator's)
	pos     int
	shown   *shown
	gen     int // counts the game's pages opened, so that each mounts afresh
	playing int // the play's generation while it plays, 0 when paused
	plays   int
	speed   int
	link    string // the game's link, once made
	mine    string // the game's ID in My games, if it came from there
	final   string // the result as the last position reads
	shared  sharing
}

func newViewer() *viewer { return &viewer{speed: 1} }

func (v *viewer) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("Replay · %s", shell.Name)
	v.ctx = ctx
	if app.IsServer {
		return // the fragment never reaches the server, and My games lives in the browser
	}
	u := ctx.Page().URL()
	switch {
	case u.Fragment != "":
		f, err := replay.ParseFragment(u.Fragment)
		if err != nil {
			v.fail(err)
			return
		}
		v.open(ctx, f, "")
	case u.Query().Get("id") != "":
		id := u.Query().Get("id")
		f, err := load(id)
		if err != nil {
			v.fail(err)
			return
		}
		v.open(ctx, f, id)
	}
}

func (v *viewer) OnDismount() { v.close() }

func (v *viewer) close() {
	v.playing = 0
	if v.shown != nil {
		v.shown.stop()
		v.shown = nil
	}
}

func (v *viewer) fail(err error) {
	v.close()
	v.game, v.cur, v.status, v.problem = nil, nil, "", sentence(err.Error())
}

// open checks a file and shows its game from the start.
func (v *viewer) open(ctx app.Context, f *replay.File, mine string) {
	v.close()
	v.problem, v.status, v.game, v.link, v.mine, v.final = "", "Checking the game…", nil, "", mine, ""
	ctx.Async(func() {
		g, err := replay.Open(context.Background(), f)
		var cur *replay.Cursor
		var final string
		if err == nil {
			seat := f.Seat
			if seat < 0 || seat >= g.Seats {
				seat = p2p.Spectator
			}
			cur, err = g.Cursor(seat)
			if err == nil {
				var u p2p.Update
				if u, err = cur.Seek(context.Background(), cur.Len()-1); err == nil {
					final = result(g, u)
				}
			}
		}
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				v.fail(err)
				return
			}
			v.game, v.cur, v.seat, v.status, v.final = g, cur, cur.Seat(), "", final
			v.seek(ctx, 0)
		})
	})
}

// seek shows position i on a freshly opened page of the game.
func (v *viewer) seek(ctx app.Context, i int) {
	if v.cur == nil {
		return
	}
	u, err := v.cur.Seek(context.Background(), i)
	if err != nil {
		v.fail(err)
		return
	}
	if v.shown != nil {
		v.shown.stop()
	}
	v.pos = v.cur.Pos()
	s, ok := show(v.game, v.seat, u)
	if !ok {
		v.shown = nil
		return
	}
	v.shown = s
	v.gen++
}

// step shows the next move on the page that shows the game now, as it happened: its events
// animate.
func (v *viewer) step(ctx app.Context) bool {
	if v.cur == nil || v.pos >= v.cur.Len()-1 {
		return false
	}
	if v.shown == nil || v.cur.Pos() != v.pos {
		v.seek(ctx, v.pos+1)
		return true
	}
	u, ok, err := v.cur.Step()
	if err != nil {
		v.fail(err)
		return false
	}
	if ok {
		v.shown.push(u)
		v.pos = v.cur.Pos()
	}
	return ok
}

// round moves a round on (dir 1) or back (dir -1).
func (v *viewer) round(ctx app.Context, dir int) {
	if v.cur == nil {
		return
	}
	var to int
	var err error
	if dir > 0 {
		to, err = v.cur.NextRound(context.Background())
	} else {
		if v.cur.Pos() != v.pos {
			if _, err := v.cur.Seek(context.Background(), v.pos); err != nil {
				v.fail(err)
				return
			}
		}
		to, err = v.cur.PrevRound(context.Background())
	}
	if err != nil {
		v.fail(err)
		return
	}
	v.seek(ctx, to)
}

// play plays the game on from where it is, a move at the speed's pace, until the end or a pause.
func (v *viewer) play(ctx app.Context) {
	if v.cur == nil {
		return
	}
	if v.pos >= v.cur.Len()-1 {
		v.seek(ctx, 0)
	}
	v.plays++
	v.playing = v.plays
	v.tick(v.plays)
}

func (v *viewer) tick(gen int) {
	v.ctx.After(speeds[v.speed].every, func(ctx app.Context) {
		if v.playing != gen {
			return
		}
		if !v.step(ctx) || v.pos >= v.cur.Len()-1 {
			v.playing = 0
			return
		}
		v.tick(gen)
	})
}

// perspective shows the game from another seat, at the same position.
func (v *viewer) perspective(ctx app.Context, seat int) {
	if v.game == nil {
		return
	}
	cur, err := v.game.Cursor(seat)
	if err != nil {
		v.fail(err)
		return
	}
	v.cur, v.seat = cur, seat
	v.seek(ctx, v.pos)
}

func (v *viewer) Render() app.UI {
	body := []app.UI{
		shell.PageHead("Watch a game again", "Open a game from My games, a link a friend sent, or a game file: the page checks it and plays it back, move by move."),
		v.sourceBar(),
	}
	switch {
	case v.status != "":
		body = append(body, app.P().Class("parlor-status").Role("status").DataSet("testid", "replay-status").Text(v.status))
	case v.problem != "":
		body = append(body, app.P().Class("parlor-error").Role("alert").DataSet("testid", "replay-error").Text(v.problem))
	}
	if v.game != nil {
		body = append(body, v.header(), v.controls(), v.sharePanel())
		body = append(body, v.gamePage())
	}
	drop := func(ctx app.Context, e app.Event) {
		e.PreventDefault()
		v.readFiles(ctx, e.Get("dataTransfer").Get("files"))
	}
	over := func(ctx app.Context, e app.Event) { e.PreventDefault() }
	// The game's page, when it shows, is the page's main landmark; without it the viewer is.
	if v.shown == nil {
		return app.Elem("main").Class("parlor-page", "parlor-replay").DataSet("testid", "replay").OnDragOver(over).OnDrop(drop).Body(body...)
	}
	return app.Div().Class("parlor-page", "parlor-replay").DataSet("testid", "replay").OnDragOver(over).OnDrop(drop).Body(body...)
}

// header is the game's name, players, result and the check's verdict.
func (v *viewer) header() app.UI {
	g := v.game
	what := g.Entry.Name
	if g.File.Daily != "" {
		what += " · daily challenge of " + g.File.Daily
	}
	if g.File.When > 0 {
		what += " · " + time.Unix(g.File.When, 0).Local().Format("2 Jan 2006, 15:04")
	}
	res := g.File.Result
	if v.final != "" {
		res = v.final
	}
	cls := "parlor-replay-verified"
	if !g.Verdict.OK {
		cls = "parlor-replay-failed"
	}
	return app.Elem("section").Class("parlor-replay-head").Aria("label", "the game").Body(
		app.Elem("h2").DataSet("testid", "replay-game").Text(what),
		app.P().DataSet("testid", "replay-players").Text(strings.Join(g.File.Players, ", ")),
		app.If(res != "", func() app.UI {
			return app.P().Class("parlor-replay-result").DataSet("testid", "replay-result").Text(res)
		}),
		app.P().Class("parlor-replay-verdict", cls).Role("status").DataSet("testid", "replay-verdict").Text(g.Verdict.Text),
	)
}

// controls are the player's: start, a round back, a move back, play or pause, a move on, a
// round on, the end; the timeline; the speed; the seat.
func (v *viewer) controls() app.UI {
	last := v.cur.Len() - 1
	// Each button's f reads the replay when clicked: go-app keeps a handler of unchanged code and
	// scope, with the values it captured when first drawn.
	btn := func(id, label, aria string, disabled bool, f func(ctx app.Context)) app.UI {
		return app.Button().Class("parlor-button").DataSet("testid", id).Aria("label", aria).Disabled(disabled).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { v.playing = 0; f(ctx) }, app.EventScope(id))
	}
	playLabel, playAria := "▶ Play", "play"
	if v.playing != 0 {
		playLabel, playAria = "⏸ Pause", "pause"
	}
	return app.Elem("section").Class("parlor-replay-controls").Aria("label", "replay controls").Body(
		app.Div().Class("parlor-replay-buttons").Body(
			btn("replay-start", "Start", "to the start", v.pos == 0, func(ctx app.Context) { v.seek(ctx, 0) }),
			btn("replay-round-back", "« Round", "a round back", v.pos == 0, func(ctx app.Context) { v.round(ctx, -1) }),
			btn("replay-back", "‹ Move", "a move back", v.pos == 0, func(ctx app.Context) { v.seek(ctx, v.pos-1) }),
			app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "replay-play").Aria("label", playAria).Text(playLabel).
				OnClick(func(ctx app.Context, e app.Event) {
					if v.playing != 0 {
						v.playing = 0
						return
					}
					v.play(ctx)
				}),
			btn("replay-next", "Move ›", "a move on", v.pos >= last, func(ctx app.Context) { v.step(ctx) }),
			btn("replay-round-next", "Round »", "a round on", v.pos >= last, func(ctx app.Context) { v.round(ctx, 1) }),
			btn("replay-end", "End", "to the end", v.pos >= last, func(ctx app.Context) { v.seek(ctx, v.cur.Len()-1) }),
		),
		app.Elem("label").Class("parlor-replay-timeline").Body(
			app.Elem("span").DataSet("testid", "replay-pos").Text(fmt.Sprintf("Move %d of %d", v.pos, last)),
			app.Input().Type("range").Min(0).Max(last).Value(v.pos).DataSet("testid", "replay-timeline").Aria("label", "timeline").
				OnChange(func(ctx app.Context, e app.Event) {
					if i, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
						v.playing = 0
						v.seek(ctx, i)
					}
				}),
		),
		app.Div().Class("parlor-replay-options").Body(
			app.Elem("label").Body(app.Text("Speed "), v.speedSelect()),
			app.Elem("label").Body(app.Text("Seen by "), v.seatSelect()),
		),
	)
}

func (v *viewer) speedSelect() app.UI {
	opts := make([]app.UI, len(speeds))
	for i, s := range speeds {
		opts[i] = app.Option().Value(strconv.Itoa(i)).Selected(i == v.speed).Text(s.label)
	}
	return app.Select().DataSet("testid", "replay-speed").OnChange(func(ctx app.Context, e app.Event) {
		if i, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil && i >= 0 && i < len(speeds) {
			v.speed = i
		}
	}).Body(opts...)
}

// seatSelect offers every seat's view (its hand too: the game is over) and a spectator's.
func (v *viewer) seatSelect() app.UI {
	opts := []app.UI{app.Option().Value("-1").Selected(v.seat == p2p.Spectator).Text("Everyone (no hand shown)")}
	for i := range v.game.Seats {
		name := fmt.Sprintf("Seat %d", i+1)
		if i < len(v.game.File.Players) && v.game.File.Players[i] != "" {
			name = v.game.File.Players[i]
		}
		opts = append(opts, app.Option().Value(strconv.Itoa(i)).Selected(v.seat == i).Text(name+", with their hand"))
	}
	return app.Select().DataSet("testid", "replay-seat").OnChange(func(ctx app.Context, e app.Event) {
		if i, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
			v.playing = 0
			v.perspective(ctx, i)
		}
	}).Body(opts...)
}

// gamePage is the game's own page at the position; each page opened mounts afresh (the element
// around it alternates, so that go-app replaces it).
func (v *viewer) gamePage() app.UI {
	if v.shown == nil {
		return app.P().Class("parlor-status").Text("This version of the platform has no page that shows " + v.game.Entry.Name + ".")
	}
	if v.gen%2 == 0 {
		return app.Div().Class("parlor-replay-game").DataSet("testid", "replay-view").Body(v.shown.page)
	}
	return app.Elem("article").Class("parlor-replay-game").DataSet("testid", "replay-view").Body(v.shown.page)
}

// sentence makes an error's text a sentence.
func sentence(s string) string {
	if s == "" {
		return s
	}
	s = strings.ToUpper(s[:1]) + s[1:]
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}
