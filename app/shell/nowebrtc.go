package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p/rtc"
	"github.com/heatracing/heat/titles"
)

// canConnect reports whether this browser can play with others: a game with friends connects
// the players' pages through WebRTC, which some browsers lack (builds of WebKit without it).
// Without it a room link would wait for the host for ever; the pages say so instead.
func canConnect() bool { return rtc.HasWebRTC() }

// noWebRTC says, in a browser without WebRTC, that games with friends cannot run here, what can
// (the game alone, offline too), and what to open instead. link is the room's address to open
// elsewhere, "" on the friends page.
func noWebRTC(g titles.Entry, link string) app.UI {
	open := "To play with friends, open " + g.Name + " in Firefox, Chrome, Edge or Safari."
	if link != "" {
		open = "To join this " + g.Words.Match + ", open its link in Firefox, Chrome, Edge or Safari:"
	}
	var solo app.UI
	if len(g.Modes) > 0 {
		m := g.Modes[0]
		solo = app.A().Class("parlor-button", "parlor-primary").Href(m.Path).DataSet("testid", "no-webrtc-solo").Text(m.Label)
	}
	return app.Elem("section").Class("parlor-section").DataSet("testid", "no-webrtc").Role("alert").Body(
		app.Elem("h2").Text("Games with friends cannot run in this browser"),
		app.P().Text("This browser has no WebRTC, which connects the players' pages to each other. "+
			"Solo games work here, offline too."),
		app.P().Text(open),
		app.If(link != "", func() app.UI {
			return app.P().Body(app.Code().DataSet("testid", "no-webrtc-link").Text(link))
		}),
		app.Div().Class("parlor-after").Body(
			solo,
			app.A().Class("parlor-button").Href("/").Text("Home"),
		),
	)
}
