package heat

import (
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
)

func TestHowToPlayRenders(t *testing.T) {
	html := render(t, howToPage())
	for _, want := range []string{`data-testid="how-to-play"`, "Shift: ", "Replenish: ", "Slipstream", "Boost", "Adrenaline",
		"Cool down", "spin out", `data-testid="guide-again"`, `href="/qualifying"`, "<svg"} {
		if !strings.Contains(html, want) {
			t.Errorf("How to play lacks %s", want)
		}
	}
}

// A newcomer is pointed at Qualifying first, and Heat has a How to play page.
func TestQualifyingComesFirst(t *testing.T) {
	if m := game.Modes[0]; m.ID != "qualifying" || m.Badge == "" {
		t.Errorf("the first way to play is %+v, want Qualifying, marked", m)
	}
	found := false
	for _, p := range Pages() {
		found = found || p.Path == game.Guide
	}
	if game.Guide == "" || !found {
		t.Errorf("the registry's guide %q is no page of Heat", game.Guide)
	}
}

func TestCoachExplainsEachDecisionOnce(t *testing.T) {
	view := func(mode engine.Mode, d engine.Decision) *engine.View {
		return &engine.View{Mode: mode, Phase: engine.PhasePlan, Me: &engine.Private{Legal: engine.Legal{Decision: d}}}
	}
	c := coach{loaded: true, seen: map[engine.Decision]bool{}}
	steps := []struct {
		mode engine.Mode
		d    engine.Decision
		want engine.Decision
	}{
		{engine.ModeRace, engine.DecideShift, ""}, // only in Qualifying
		{engine.ModeQualifying, engine.DecideShift, engine.DecideShift},
		{engine.ModeQualifying, engine.DecideShift, engine.DecideShift}, // still at it
		{engine.ModeQualifying, engine.DecidePlay, engine.DecidePlay},   // shifted: explained
		{engine.ModeQualifying, engine.DecideNothing, ""},
		{engine.ModeQualifying, engine.DecideShift, ""}, // the next round: not again
		{engine.ModeQualifying, engine.DecideReact, engine.DecideReact},
	}
	for i, s := range steps {
		got := c.next(view(s.mode, s.d))
		c.shown = got
		if got != s.want {
			t.Errorf("step %d (%s): explains %q, want %q", i, s.d, got, s.want)
		}
	}
	for _, d := range guided {
		if title, text := coachWords(d); title == "" || text == "" {
			t.Errorf("the guide has no words for %s", d)
		}
	}
}
