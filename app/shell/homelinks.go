package shell

import (
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// HomeLink is a page of the platform the home page links to beside the games (My games, today's
// challenge).
type HomeLink struct {
	Path, Label, TestID string
}

var homeLinks struct {
	sync.Mutex
	links []HomeLink
}

// AddHomeLinks adds links to the home page, in order.
func AddHomeLinks(ls ...HomeLink) {
	homeLinks.Lock()
	defer homeLinks.Unlock()
	homeLinks.links = append(homeLinks.links, ls...)
}

// platformLinks are the home page's links to the platform's own pages.
func platformLinks() app.UI {
	homeLinks.Lock()
	ls := append([]HomeLink(nil), homeLinks.links...)
	homeLinks.Unlock()
	if len(ls) == 0 {
		return nil
	}
	items := make([]app.UI, 0, len(ls))
	for _, l := range ls {
		items = append(items, app.A().Class("parlor-button").DataSet("testid", l.TestID).Href(l.Path).Text(l.Label))
	}
	return app.Elem("nav").Class("parlor-platform-links").Aria("label", "your games").Body(items...)
}
