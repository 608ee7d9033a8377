package shell

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// RulesTopic is one topic of a game's How to play page: its heading, and its words: a paragraph
// each, and "- " lines as a list whose items start with their subject in bold ("Toxic 7: …").
type RulesTopic struct {
	ID, Title string
	Words     []string
	Art       string   // a small drawing beside the words, in SVG (hidden from screen readers), if any
	More      []app.UI // what follows the words (a list, a button), if anything: new for each page
	// Examples, when given, plays the topic's worked examples (rulesexample.go) as it renders:
	// they follow the words, before More.
	Examples func() []RulesExample
}

// Link is a way on from a page: where to, in a player's words.
type Link struct{ Path, Label string }

// RulesPage is a game's How to play: a lead, the ways to start, then its topics in reading order.
// It is a page of the app, so the service worker serves it offline like any other. A game mounts
// one per game: {Path: "/havoc/how-to-play", New: func() app.Composer { return &shell.RulesPage{…} }}.
type RulesPage struct {
	app.Compo
	Game   string       // the game's name, for the page's title
	Lead   string       // the goal, in a sentence or two
	Start  []Link       // the ways to start playing, the one for a newcomer first
	Topics []RulesTopic // in reading order
}

func (r *RulesPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("How to play %s · %s", r.Game, Name)
}

func (r *RulesPage) Render() app.UI {
	body := []app.UI{
		app.Elem("header").Class("parlor-pagehead").Body(
			app.A().Class("parlor-back").Href("/").Text("← Home"),
			app.Elem("h1").Text("How to play "+r.Game),
			app.P().Class("parlor-lead").Text(r.Lead),
		),
		app.Elem("nav").Class("parlor-rules-go").Aria("label", "play").Body(r.startLinks()...),
	}
	for _, t := range r.Topics {
		words := append(append(RulesWords(t.Words), RulesExamples(t.Examples)...), t.More...)
		topic := app.Div().Body(words...)
		if t.Art != "" {
			topic = app.Div().Class("parlor-rules-row").Body(
				app.Div().Class("parlor-rules-art").Body(app.Raw(t.Art)),
				app.Div().Class("parlor-rules-words").Body(words...))
		}
		body = append(body, app.Elem("section").Class("parlor-section", "parlor-rules-topic").ID("howto-"+t.ID).Body(
			app.Elem("h2").Text(t.Title), topic))
	}
	return app.Elem("main").Class("parlor-page", "parlor-rules").DataSet("testid", "how-to-play").Body(body...)
}

// startLinks are the page's ways to start: the first marked as the one to take.
func (r *RulesPage) startLinks() []app.UI {
	out := make([]app.UI, len(r.Start))
	for i, l := range r.Start {
		a := app.A().Class("parlor-button").Href(l.Path).Text(l.Label)
		if i == 0 {
			a = app.A().Class("parlor-button", "parlor-primary").DataSet("testid", "howto-start").Href(l.Path).Text(l.Label)
		}
		out[i] = a
	}
	return out
}

// RulesWords writes words: a paragraph each, and "- " lines as a list whose items start with
// their subject in bold ("Boost: …").
func RulesWords(lines []string) []app.UI {
	var out, items []app.UI
	flush := func() {
		if len(items) > 0 {
			out, items = append(out, app.Elem("ul").Body(items...)), nil
		}
	}
	for _, l := range lines {
		item, ok := strings.CutPrefix(l, "- ")
		if !ok {
			flush()
			out = append(out, app.P().Text(l))
			continue
		}
		subject, rest, _ := strings.Cut(item, ": ")
		items = append(items, app.Elem("li").Body(app.Elem("strong").Text(subject+": "), app.Text(rest)))
	}
	flush()
	return out
}

// Explain is help that works on touch as well as with a mouse or a keyboard: a small "?" button
// that opens a short explanation beside it (the browser's popover: a tap, a click, Enter or Space
// opens it; a tap elsewhere or Escape closes it), which stays open across the page's re-renders.
// about names it for screen readers ("About coins") and must be unique in the page.
func Explain(about, text string) app.UI {
	id := "explain-" + strings.Join(strings.FieldsFunc(strings.ToLower(about), func(r rune) bool {
		return (r < 'a' || r > 'z') && (r < '0' || r > '9')
	}), "-")
	return app.Elem("span").Class("heat-explain").DataSet("testid", "explain").DataSet("about", about).Body(
		app.Button().Type("button").Class("heat-explain-q").Title("About "+about).Attr("popovertarget", id).Style("anchor-name", "--"+id).Body(
			app.Elem("span").Aria("hidden", "true").Text("?"),
			app.Elem("span").Class("parlor-sr").Text("About "+about),
		),
		app.P().ID(id).Class("heat-explain-text").Attr("popover", "auto").Style("position-anchor", "--"+id).Text(text),
	)
}
