package shell

import (
	"strings"
	"testing"

	"github.com/heatracing/heat/titles"
)

// The home leads a newcomer to the game's How to play and marks the way to start with; a game
// without a guide shows no link.
func TestHomeLinksTheGuide(t *testing.T) {
	html := render(t, newHome())
	contains(t, html, `data-testid="how-to-play-link"`, `href="/how-to-play"`, `class="parlor-badge"`, "Start here")
	if strings.Index(html, `href="/qualifying"`) > strings.Index(html, `href="/solo"`) {
		t.Error("Qualifying is not the first way to play")
	}
	other := titles.Entry{ID: "fang", Name: "Blood Fang", Modes: []titles.Mode{{ID: "duel", Path: "/fang", Label: "Duel"}}}
	if html := render(t, &home{games: []titles.Entry{other}}); strings.Contains(html, "how-to-play-link") {
		t.Error("a game without a guide links to one")
	}
}
