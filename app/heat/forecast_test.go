package heat

import (
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
)

func TestOutcomeWords(t *testing.T) {
	tests := []struct {
		name string
		o    engine.Outcome
		heat int
		want string
	}{
		{"straight", engine.Outcome{Speed: 9, Left: 6}, 6, "Speed 9, no corner to check."},
		{"paid", engine.Outcome{Speed: 12, Corners: []engine.CornerCost{{Corner: 1, Limit: 7, Heat: 5}}, Heat: 5, Left: 1}, 6,
			"Speed 12 → Corner 1 (limit 7): −5 Heat, 1 left."},
		{"free then overheat", engine.Outcome{Speed: 6, Corners: []engine.CornerCost{{Corner: 2, Limit: 8}, {Corner: 3, Limit: 5, Heat: 2, Overheat: true}}, Heat: 2, Left: 3}, 5,
			"Speed 6 → Corner 2 (limit 8): free → Corner 3 (limit 5, Overheat +1): −2 Heat, 3 left."},
		{"spin-out", engine.Outcome{Speed: 12, Corners: []engine.CornerCost{{Corner: 1, Limit: 7, Heat: 5}, {Corner: 2, Limit: 3, Heat: 9}}, SpinOut: true, Stress: 2, Heat: 6}, 6,
			"Speed 12 → Corner 1 (limit 7): −5 Heat → Corner 2 (limit 3) asks 9 Heat, your Engine has 1: you will spin out (+2 Stress, back to 1st gear)."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := outcomeWords(tt.o, tt.heat); got != tt.want {
				t.Errorf("got  %q\nwant %q", got, tt.want)
			}
		})
	}
}

func TestPlayNote(t *testing.T) {
	sure := engine.Forecast{Gear: 3, ShiftHeat: 1, Low: engine.Outcome{Speed: 9, To: 20, Left: 5}, High: engine.Outcome{Speed: 9, To: 20, Left: 5}}
	n := playNote(sure, 1)
	if n.speed != "9" || n.danger || len(n.ghosts) != 1 || n.ghosts[0] != (engine.Pos{Progress: 20, Lane: 1}) {
		t.Errorf("a sure play: %+v", n)
	}
	if !strings.Contains(strings.Join(n.lines, "\n"), "Shifting two gears costs 1 Heat.") {
		t.Errorf("the shift's Heat is not said: %q", n.lines)
	}
	flips := engine.Forecast{Gear: 2, Flips: 1, Unpaid: 1,
		Low:  engine.Outcome{Speed: 5, To: 12, Left: 2},
		High: engine.Outcome{Speed: 8, To: 14, Corners: []engine.CornerCost{{Corner: 1, Limit: 4, Heat: 4}}, SpinOut: true, Stress: 1, Heat: 2}}
	n = playNote(flips, 0)
	text := strings.Join(n.lines, "\n")
	for _, want := range []string{"cannot pay for 1 card", "1 card flipped for Speed", "lowest: Speed 5", "highest: Speed 8", "you will spin out"} {
		if !strings.Contains(text, want) {
			t.Errorf("%q is not said in %q", want, text)
		}
	}
	if n.speed != "5–8" || !n.danger || len(n.ghosts) != 2 {
		t.Errorf("a play with a flip: %+v", n)
	}
}

func TestAdvice(t *testing.T) {
	at := func(round, heat int, d engine.Decision) *engine.View {
		return &engine.View{Round: round, Me: &engine.Private{Engine: heat, Legal: engine.Legal{Decision: d}}}
	}
	tests := []struct {
		name  string
		v     *engine.View
		spins []int
		want  string
	}{
		{"all is well", at(5, 3, engine.DecideShift), nil, ""},
		{"an empty Engine", at(5, 0, engine.DecideShift), nil, "Out of Heat"},
		{"only when the gear is chosen", at(5, 0, engine.DecideReact), nil, ""},
		{"two spin-outs in a row", at(6, 2, engine.DecideShift), []int{4, 5}, "Two spin-outs in a row"},
		{"two spin-outs, rounds apart", at(9, 2, engine.DecideShift), []int{2, 5}, ""},
		{"two spin-outs in a row, long ago", at(12, 2, engine.DecideShift), []int{4, 5}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := advice(tt.v, tt.spins)
			if (tt.want == "") != (got == "") || !strings.HasPrefix(got, tt.want) {
				t.Errorf("advice = %q, want %q…", got, tt.want)
			}
		})
	}
}

func TestStepAt(t *testing.T) {
	me := func(d engine.Decision) *engine.Private { return &engine.Private{Legal: engine.Legal{Decision: d}} }
	tests := []struct {
		v    *engine.View
		want int
	}{
		{&engine.View{Phase: engine.PhaseDraft}, 0},
		{&engine.View{Phase: engine.PhasePlan, Me: me(engine.DecideShift)}, 1},
		{&engine.View{Phase: engine.PhasePlan, Me: me(engine.DecidePlay)}, 2},
		{&engine.View{Phase: engine.PhasePlan}, 2}, // a spectator, or a play committed
		{&engine.View{Phase: engine.PhaseTurns, Step: engine.StepBrakes}, 3},
		{&engine.View{Phase: engine.PhaseTurns, Step: engine.StepReact}, 5},
		{&engine.View{Phase: engine.PhaseTurns, Step: engine.StepSlipstream}, 6},
		{&engine.View{Phase: engine.PhaseTurns, Step: engine.StepDiscard}, 8},
		{&engine.View{Phase: engine.PhaseOver}, 0},
	}
	for _, tt := range tests {
		if got := stepAt(tt.v); got != tt.want {
			t.Errorf("%s %s: step %d, want %d", tt.v.Phase, tt.v.Step, got, tt.want)
		}
	}
}
