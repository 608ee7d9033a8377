package shell

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

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

// How to play names the game, marks its first way to start, writes "- " lines as a list, puts a
// topic's drawing beside its words and what the topic adds after them.
func TestRulesPage(t *testing.T) {
	html := render(t, &RulesPage{Game: "Fang", Lead: "Win the lanes.",
		Start: []Link{{Path: "/fang/solo", Label: "Alone"}, {Path: "/fang/friends", Label: "With a friend"}},
		Topics: []RulesTopic{
			{ID: "board", Title: "The board", Art: `<svg class="fang-art"></svg>`, Words: []string{"Three lanes.", "- Rank: pawns.", "- Power: points."},
				More: []app.UI{app.Button().DataSet("testid", "more").Text("Again")}},
			{ID: "end", Title: "The end", Words: []string{"Two passes end it."}},
		}})
	contains(t, html, "How to play Fang", "Win the lanes.", `data-testid="howto-start"`, `href="/fang/solo"`, `href="/fang/friends"`,
		`<strong>Rank: </strong>`, `class="parlor-rules-art"`, `<svg class="fang-art">`, `data-testid="more"`, `id="howto-end"`)
	if strings.Index(html, `data-testid="howto-start"`) > strings.Index(html, `href="/fang/friends"`) {
		t.Error("the first way to start is not the one marked")
	}
	if strings.Count(html, "parlor-rules-row") != 1 {
		t.Error("a topic without a drawing is laid out as a row")
	}
	if strings.Index(html, "Three lanes.") > strings.Index(html, `data-testid="more"`) {
		t.Error("what a topic adds comes before its words")
	}
}

// The link to How to play opens beside a game in progress, in the same tab elsewhere.
func TestHowToLink(t *testing.T) {
	for beside, want := range map[bool]bool{true: true, false: false} {
		html := app.HTMLString(HowToLink("/fang/how-to-play", beside))
		if !strings.Contains(html, `href="/fang/how-to-play"`) || strings.Contains(html, `target="_blank"`) != want {
			t.Errorf("beside %v: %s", beside, html)
		}
	}
}
