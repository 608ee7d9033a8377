package routes

import (
	"testing"

	"github.com/heatracing/heat/titles"
)

func TestIsPage(t *testing.T) {
	tests := []struct {
		path string
		want bool
	}{
		{"/", true},
		{"/solo", true},
		{"/qualifying", true},
		{"/race", true},
		{"/friends", true},
		{"/race-mode", true},
		{"/room/K7RM2Q", true},
		{"/room/", false},
		{"/room/a/b", false},
		{"", false},
		{"/nowhere", false},
		{"/web/app.wasm", false},
	}
	for _, tt := range tests {
		if got := IsPage(tt.path); got != tt.want {
			t.Errorf("IsPage(%q) = %v, want %v", tt.path, got, tt.want)
		}
	}
}

// Every way to play that the registry lists (and the home page links to) is a page.
func TestEveryModeIsAPage(t *testing.T) {
	for _, g := range titles.All() {
		for _, m := range g.Modes {
			if !IsPage(m.Path) {
				t.Errorf("%s's %s mode links to %s, which is no page", g.ID, m.ID, m.Path)
			}
		}
	}
}

// Every game's How to play, which the home, its setups and its lobby link to, is a page.
func TestEveryGuideIsAPage(t *testing.T) {
	for _, g := range titles.All() {
		if g.Guide == "" {
			t.Errorf("%s has no How to play", g.ID)
			continue
		}
		if !IsPage(g.Guide) {
			t.Errorf("%s's How to play is at %s, which is no page", g.ID, g.Guide)
		}
	}
}
