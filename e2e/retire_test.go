package e2e_test

import (
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
)

// Retire asks first (a stray Enter keeps racing); retiring the only person in a solo race plays
// the others' race out at once, and the results rank the retired car last.
func TestRetireEndsASoloRace(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	startSolo(t, p, "france", "2")
	d := newQuietDriver(t, p) // the decisions are photographed elsewhere (newQuietDriver says where)
	playRounds(t, d, 2)

	p.Click(e2e.TestID("retire"))
	p.WaitVisible(e2e.TestID("retire-confirm"))
	if !becomes(p, `document.activeElement?.dataset?.testid === 'retire-cancel'`, 5*time.Second) {
		t.Errorf("the question does not put the focus on Keep racing (it is on %v)", p.Eval(`document.activeElement?.dataset?.testid`))
	}
	p.Screenshot("retire-question")
	p.Key("\r")
	p.WaitGone(e2e.TestID("retire-confirm"))
	p.WaitVisible(e2e.TestID("retire"))
	if phase := e2e.EvalAs[string](p, `document.querySelector('[data-testid=race]').dataset.phase`); phase == "over" {
		t.Fatal("Keep racing ended the race")
	}

	p.Click(e2e.TestID("retire"))
	p.Click(e2e.TestID("retire-yes"))
	p.WaitVisible(e2e.TestID("results"))
	rows := e2e.EvalAs[[]string](p, `[...document.querySelectorAll('[data-testid=results-table] tbody tr')].map(r => r.textContent)`)
	if len(rows) != 4 {
		t.Fatalf("results list %d cars, want 4: %q", len(rows), rows)
	}
	if last := rows[3]; !strings.Contains(last, "retired") {
		t.Errorf("the last row is %q, want the retired player", last)
	}
	for _, r := range rows[:3] {
		if !strings.Contains(r, "round") {
			t.Errorf("a car that raced on has no finishing round: %q", r)
		}
	}
	if got := p.Text(e2e.TestID("results")); !strings.Contains(strings.ToLower(got), "you retired") {
		t.Errorf("the results say %q", got)
	}
	p.Screenshot("retired-results")
}
