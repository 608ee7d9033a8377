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
	examples := WorkedExamples(all, func(e ex) RulesExample {
		return RulesExample{ID: e.id, Title: e.title}
	}, func(e ex) ([]string, int, error) {
		played++
		if e.id == "c" {
			return nil, 0, errors.New("no such card")
		}
		return []string{e.title + " played"}, 0, nil
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
	if len(out) != 2 || out[1].Err == nil || out[0].Title != "A" || !slices.Equal(out[0].Lines, []string{"A played"}) {
		t.Errorf("section = %+v, want A, then C with its error", out)
	}
}
