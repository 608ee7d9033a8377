package shell

import (
	"html"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
)

// The lobby says whose page takes the game over, and the banner whose page runs it once a
// successor took over.
func TestSuccessorWords(t *testing.T) {
	w := titles.Words{Match: "race", Player: "driver"}
	lb := p2p.Lobby{You: "b", Players: []p2p.Player{{ID: "a", Name: "Ann", Host: true}, {ID: "b", Name: "Bob"}, {ID: "c", Name: "Cat"}}}
	text := func(ui app.UI) string {
		if ui == nil {
			return ""
		}
		return html.UnescapeString(app.HTMLString(ui))
	}
	for _, tt := range []struct {
		successor, runner, you string
		line, banner           string
	}{
		{"", "", "b", "during the race, it ends", ""},
		{"c", "", "b", "Cat's page takes it over", ""},
		{"b", "", "b", "your page takes it over", ""},
		{"c", "b", "c", "your page", "Bob's page now runs the race"},
		{"c", "b", "b", "Cat's page", "your page now runs the race"},
	} {
		lb.Successor, lb.Runner, lb.You = tt.successor, tt.runner, tt.you
		if got := text(successorLine(w, lb)); !strings.Contains(got, tt.line) {
			t.Errorf("successor %q: %s, want %q", tt.successor, got, tt.line)
		}
		got := text(RunnerBanner(w, lb))
		if tt.banner == "" && got != "" || !strings.Contains(got, tt.banner) {
			t.Errorf("runner %q seen by %q: %q, want %q", tt.runner, tt.you, got, tt.banner)
		}
	}
}
