package replay

import (
	"fmt"
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/titles/replay"
)

// sharing is what the viewer shows of a game's link.
type sharing struct {
	copied string // "Link copied" once copied
	paste  string // a link the player pastes
}

// sourceBar opens a game: a file (picker, or dropped anywhere on the page) or a pasted link.
func (v *viewer) sourceBar() app.UI {
	return app.Elem("section").Class("parlor-replay-source").Aria("label", "open a game").Body(
		app.Elem("label").Class("parlor-button").Body(
			app.Text("Open a game file"),
			app.Input().Type("file").Accept(".json,application/json").DataSet("testid", "replay-file").Class("parlor-visually-hidden").
				OnChange(func(ctx app.Context, e app.Event) { v.readFiles(ctx, ctx.JSSrc().Get("files")) }),
		),
		app.Form().Class("parlor-replay-paste").OnSubmit(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			v.openText(ctx, v.shared.paste)
		}).Body(
			app.Input().Type("text").Placeholder("or paste a game link").Aria("label", "a game link").DataSet("testid", "replay-paste").
				Value(v.shared.paste).OnInput(func(ctx app.Context, e app.Event) { v.shared.paste = ctx.JSSrc().Get("value").String() }),
			app.Button().Type("submit").Class("parlor-button").DataSet("testid", "replay-paste-open").Text("Open"),
		),
		app.Elem("span").Class("parlor-hint").Text("or drop a game file on this page"),
	)
}

// readFiles opens the first of a list of files the player picked or dropped.
func (v *viewer) readFiles(ctx app.Context, files app.Value) {
	if !files.Truthy() || files.Length() == 0 {
		return
	}
	f := files.Index(0)
	if size := f.Get("size").Int(); size > replay.MaxFile {
		v.fail(fmt.Errorf("%s is %d MB, larger than a game file can be", f.Get("name").String(), size>>20))
		return
	}
	v.status, v.problem = "Reading the file…", ""
	var done app.Func
	done = app.FuncOf(func(this app.Value, args []app.Value) any {
		text := ""
		if len(args) > 0 {
			text = args[0].String()
		}
		done.Release()
		ctx.Dispatch(func(ctx app.Context) { v.openText(ctx, text) })
		return nil
	})
	f.Call("text").Call("then", done)
}

// openText opens a game file's text, or a link to a game.
func (v *viewer) openText(ctx app.Context, text string) {
	text = strings.TrimSpace(text)
	var f *replay.File
	var err error
	if _, frag, ok := strings.Cut(text, "#"); ok && !strings.HasPrefix(text, "{") {
		f, err = replay.ParseFragment(frag)
	} else {
		f, err = replay.Read([]byte(text))
	}
	if err != nil {
		v.fail(err)
		return
	}
	v.open(ctx, f, "")
}

// sharePanel downloads the game's file and gives its link.
func (v *viewer) sharePanel() app.UI {
	g := v.game
	if v.link == "" {
		if l, err := g.File.Link(app.Window().Get("location").Get("origin").String()); err == nil {
			v.link = l
		}
	}
	b, _ := g.File.Encode()
	name := fmt.Sprintf("%s-game.json", g.Entry.ID)
	if g.File.Daily != "" {
		name = fmt.Sprintf("%s-daily-%s.json", g.Entry.ID, g.File.Daily)
	}
	return app.Elem("section").Class("parlor-replay-share").Aria("label", "share the game").Body(
		app.A().Class("parlor-button").DataSet("testid", "replay-download").Href("data:application/json;charset=utf-8,"+url.PathEscape(string(b))).
			Attr("download", name).Text("Download the game file"),
		app.Button().Class("parlor-button").DataSet("testid", "replay-copy").Text("Copy the game's link").
			OnClick(func(ctx app.Context, e app.Event) {
				if c := app.Window().Get("navigator").Get("clipboard"); c.Truthy() {
					c.Call("writeText", v.link)
					v.shared.copied = "Link copied: it carries the whole game, and no server keeps it."
				}
			}),
		app.Input().Type("text").ReadOnly(true).Value(v.link).DataSet("testid", "replay-link").Aria("label", "the game's link").
			DataSet("bytes", len(v.link)),
		app.If(v.shared.copied != "", func() app.UI { return app.Elem("span").Role("status").Text(v.shared.copied) }),
	)
}
