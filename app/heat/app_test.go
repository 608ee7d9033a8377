package heat

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
)

// render mounts a page in go-app's test engine and returns its HTML.
func render(t *testing.T, page app.Composer) string {
	t.Helper()
	e := app.NewTestEngine()
	if err := e.Load(page); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return app.HTMLString(page)
}

func TestPagesRender(t *testing.T) {
	tests := []struct {
		name string
		page app.Composer
		want []string
	}{
		{"solo setup", newSetup(engine.ModeRace), []string{`data-testid="setup"`, `data-testid="track-gb"`, `data-testid="legends-3"`, `data-testid="bots-0"`, `data-testid="colour-gray"`, `data-testid="start"`, "Start the race"}},
		{"qualifying setup", newSetup(engine.ModeQualifying), []string{`data-testid="track-italia"`, `data-testid="laps-1"`, "Start qualifying"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			html := render(t, tt.page)
			for _, want := range tt.want {
				if !strings.Contains(html, want) {
					t.Errorf("the page lacks %s:\n%s", want, html)
				}
			}
		})
	}
}
