package heat

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
)

// howToPath is the page that teaches Heat to a newcomer in a few minutes of reading.
const howToPath = "/how-to-play"

// howToPlayLink leads to the How to play page, for the bars of Heat's pages.
func howToPlayLink() app.UI {
	return app.A().Class("heat-howto-link").DataSet("testid", "how-to-play-link").Href(howToPath).Text("How to play")
}

// howToPage is How to play: the goal, a round's nine steps as the step strip names them, cards,
// corners, slipstream, boost, adrenaline and cooling, each with a small drawing, the keyboard,
// and a way to see the guide of the first Qualifying lap again. It is a page of the app, so the
// service worker serves it offline like any other.
type howToPage struct {
	app.Compo
	reset bool // the guide was reset
}

func (h *howToPage) OnNav(ctx app.Context) { ctx.Page().SetTitle("How to play · %s", shell.Name) }

func (h *howToPage) Render() app.UI {
	steps := make([]app.UI, len(roundSteps))
	for i, s := range roundSteps {
		steps[i] = app.Li().Body(app.Strong().Text(s.name+": "), app.Text(s.does))
	}
	return app.Main().Class("heat-page", "heat-howto").DataSet("testid", "how-to-play").Body(
		app.Header().Class("heat-pagehead").Body(
			app.A().Class("heat-back").Href("/").Text("← Home"),
			app.H1().Text("How to play"),
			app.P().Class("heat-lead").Text("Heat in five minutes: race a 1960s grand-prix car with a hand of cards. First across the line after the last lap wins."),
		),
		app.Nav().Class("heat-howto-go").Aria("label", "start").Body(
			app.A().Class("heat-button", "heat-primary").DataSet("testid", "howto-qualifying").Href("/qualifying").Text("Try a Qualifying lap"),
			app.A().Class("heat-button").Href("/solo").Text("Solo race"),
		),
		howtoSection("round", "A round in nine steps", drawSteps(),
			app.P().Text("Every round runs the same nine steps; the strip above the race marks the one you are at."),
			app.Ol().Class("heat-howto-steps").Body(steps...)),
		howtoSection("cards", "Your cards", drawCards(),
			app.P().Text("You hold 7 cards and draw back up to 7 at the end of every round."),
			app.Ul().Body(
				app.Li().Body(app.Strong().Text("Speed cards (1 to 4, and the 0 and 5 upgrades): "), app.Text("their total is your Speed, the spaces you move.")),
				app.Li().Body(app.Strong().Text("Heat: "), app.Text("your Engine holds Heat cards; paying Heat moves them into your hand, where they clog it: they cannot be played.")),
				app.Li().Body(app.Strong().Text("Stress: "), app.Text("when played, it flips cards from your deck until a Speed card shows, and you get that Speed.")),
				app.Li().Body(app.Strong().Text("Upgrades: "), app.Text("with the Garage module you draft upgrade cards with symbols; select one in your hand to read what it does.")),
			)),
		howtoSection("gears", "Gears", drawGears(),
			app.P().Text("Your gear is how many cards you play: 1 card in 1st gear, 4 in 4th. Up or down one gear is free; two gears cost 1 Heat.")),
		howtoSection("corners", "Corners and spin-outs", drawCorner(),
			app.P().Text("Each corner has a speed limit on its sign. Cross it with a Speed up to the limit and it is free; above it, pay the difference in Heat from your Engine."),
			app.P().Text("If your Engine cannot pay, you spin out: you stop before the corner, take Stress cards (1, or 2 in 3rd or 4th gear) and go back to 1st gear. The dashboard warns you before you commit.")),
		howtoSection("slipstream", "Slipstream", drawSlipstream(),
			app.P().Text("After you move, if a car is beside you or on the space just ahead, you may slipstream: 2 free spaces. Corners you cross still count at your Speed.")),
		howtoSection("react", "Boost, Adrenaline and cooling", drawReact(),
			app.Ul().Body(
				app.Li().Body(app.Strong().Text("Cool down: "), app.Text("in 1st gear send 3 Heat cards from your hand back to your Engine, in 2nd gear 1.")),
				app.Li().Body(app.Strong().Text("Boost: "), app.Text("once a round pay 1 Heat to flip cards until a Speed card and move that far too. It counts as Speed at corners.")),
				app.Li().Body(app.Strong().Text("Adrenaline: "), app.Text("the last car (the last two with five cars or more) may move one more space and cool one more Heat.")),
			)),
		howtoSection("keys", "Keyboard", nil,
			app.P().Text("Every control is a button: Tab moves between them, Enter or Space presses one. Press Escape to close a guide callout."),
			app.P().Text("On the circuit (click or Tab to it): + and − zoom, the arrow keys pan, 0 or F shows the whole circuit.")),
		howtoSection("help", "Help while you race", nil,
			app.P().Text("The buttons marked ? beside the gearbox, the meters and your hand open a short explanation: tap them on a phone, or press Enter."),
			app.P().Text("Your first Qualifying lap is guided: a callout beside each decision says what to do, once."),
			app.Button().Class("heat-button").DataSet("testid", "guide-again").Text("Show the guide again").
				OnClick(func(ctx app.Context, e app.Event) { resetGuide(); h.reset = true }),
			app.If(h.reset, func() app.UI {
				return app.P().Class("heat-hint").Role("status").DataSet("testid", "guide-again-done").Text("Done: your next Qualifying lap is guided again.")
			}),
		),
	)
}

// howtoSection is one topic: a heading, a drawing beside the words.
func howtoSection(id, title string, drawing app.UI, body ...app.UI) app.UI {
	return app.Section().Class("heat-section", "heat-howto-topic").ID("howto-"+id).Body(
		app.H2().Text(title),
		app.Div().Class("heat-howto-row").Body(
			app.If(drawing != nil, func() app.UI { return app.Div().Class("heat-howto-art").Body(drawing) }),
			app.Div().Class("heat-howto-words").Body(body...),
		),
	)
}

// The drawings: small SVGs (a few hundred bytes of text each) that say what the words say.

// art is an SVG drawing of width×height units, hidden from screen readers (the words say it).
func art(w, h int, body ...app.UI) app.UI {
	return svg("svg").Attr("viewBox", fmt.Sprintf("0 0 %d %d", w, h)).Attr("aria-hidden", "true").Class("heat-art").Body(body...)
}

func artRect(x, y, w, h int, class string) app.UI {
	return svg("rect").Attr("x", x).Attr("y", y).Attr("width", w).Attr("height", h).Attr("rx", 3).Attr("class", class)
}

func artText(x, y int, class, text string) app.UI {
	return svg("text").Attr("x", x).Attr("y", y).Attr("class", class).Attr("text-anchor", "middle").Text(text)
}

func artPath(d, class string) app.UI { return svg("path").Attr("d", d).Attr("class", class) }

// card draws a card at x: its face, and a kind class (speed, heat, stress).
func artCard(x int, kind, face string) app.UI {
	return svg("g").Body(artRect(x, 8, 30, 44, "a-card a-"+kind), artText(x+15, 37, "a-face", face))
}

func drawSteps() app.UI {
	var cells []app.UI
	for i := range roundSteps {
		cls := "a-step"
		if i == 1 {
			cls = "a-step a-now"
		}
		cells = append(cells, artRect(4+i*17, 20, 14, 20, cls), artText(11+i*17, 34, "a-n", fmt.Sprint(i+1)))
	}
	return art(160, 60, cells...)
}

func drawCards() app.UI {
	return art(160, 60, artCard(4, "speed", "3"), artCard(42, "speed", "4"), artCard(80, "heat", "♨"), artCard(118, "stress", "!"))
}

func drawGears() app.UI {
	var g []app.UI
	for i, l := range []string{"1", "2", "3", "4"} {
		cls := "a-gear"
		if i == 2 {
			cls = "a-gear a-now"
		}
		g = append(g, artRect(8+i*38, 14, 30, 30, cls), artText(23+i*38, 35, "a-face", l))
	}
	return art(160, 60, g...)
}

func drawCorner() app.UI {
	return art(160, 60,
		artPath("M4 52 H70 Q100 52 104 22 V4", "a-road"),
		svg("polygon").Attr("points", "120,14 132,26 120,38 108,26").Attr("class", "a-sign"),
		artText(120, 31, "a-limit", "3"),
		artRect(24, 44, 18, 12, "a-car"),
		artText(140, 56, "a-n", "5 → −2"),
	)
}

func drawSlipstream() app.UI {
	return art(160, 60,
		artPath("M4 30 H156", "a-lane"),
		artRect(40, 22, 26, 14, "a-car"), artRect(74, 22, 26, 14, "a-car a-other"),
		artPath("M104 29 H140 M132 23 L140 29 L132 35", "a-arrow"),
		artText(122, 18, "a-n", "+2"),
	)
}

func drawReact() app.UI {
	return art(160, 60,
		artRect(6, 10, 40, 40, "a-engine"), artText(26, 35, "a-face", "♨"),
		artPath("M56 30 H80 M72 24 L80 30 L72 36", "a-arrow"),
		artCard(92, "speed", "+"), artText(140, 34, "a-n", "Boost"),
	)
}
