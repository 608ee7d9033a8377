package shell

import (
	"errors"
	"slices"
	"testing"
)

// A game's sections get the examples they name, in the engine's order, each played only when
// the page renders; one that cannot be played says why.
func TestWorkedExamplesPlayWhatASectionNames(t *testing.T) {
	type ex struct{ id, title string }
	all := []ex{{"a", "A"}, {"b", "B"}, {"c", "C"}}
	played := 0
	examples := WorkedExamples(all, func(e ex) string { return e.id }, func(e ex) RulesExample {
		played++
		r := RulesExample{ID: e.id, Title: e.title}
		if e.id == "c" {
			r.Err = errors.New("no such card")
		}
		return r
	})
	section := examples("c", "a")
	if played != 0 {
		t.Fatalf("%d examples played before the page rendered", played)
	}
	for _, tt := range []struct {
		ids  []string
		want []string
	}{
		{[]string{"c", "a"}, []string{"a", "c"}},
		{[]string{"b"}, []string{"b"}},
		{[]string{"z"}, nil},
	} {
		var got []string
		for _, r := range examples(tt.ids...)() {
			got = append(got, r.ID)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("examples(%v) = %v, want %v", tt.ids, got, tt.want)
		}
	}
	out := section()
	if len(out) != 2 || out[1].Err == nil || out[0].Title != "A" {
		t.Errorf("section = %+v, want A, then C with its error", out)
	}
}
