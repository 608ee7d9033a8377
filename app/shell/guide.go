package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/titles"
)

// guideLink leads to a game's How to play page, nothing for a game without one. The home, the
// lobby and each game's own pages show it, so a newcomer reaches the rules from everywhere.
func guideLink(g titles.Entry) app.UI {
	if g.Guide == "" {
		return nil
	}
	return app.A().Class("parlor-menu-item", "parlor-howto-link").DataSet("testid", "how-to-play-link").Href(g.Guide).Body(
		app.Elem("strong").Text("How to play"),
		app.Elem("span").Text("The rules in five minutes, with drawings."),
	)
}

// guideAnchor is guideLink as a short link, for a page's header.
func guideAnchor(g titles.Entry) app.UI {
	if g.Guide == "" {
		return nil
	}
	return HowToLink(g.Guide, false)
}

// HowToLink leads to a game's How to play page at path, for the tops of its pages; beside opens
// it in a new tab, so that a game in progress goes on.
func HowToLink(path string, beside bool) app.UI {
	a := app.A().Class("parlor-howto-link").DataSet("testid", "how-to-play-link").Href(path).Text("How to play")
	if beside {
		a = a.Target("_blank").Rel("noopener")
	}
	return a
}
