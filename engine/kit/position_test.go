package kit

import (
	"errors"
	"strings"
	"testing"
)

// A position's lines skip blanks and comments, keep a "#" inside a word, number the lines as the
// text does, and say which line is wrong.
func TestPositionLines(t *testing.T) {
	errRace := errors.New("this race cannot start")
	text := "# a comment\n\ntrack usa   # the circuit\ncar Ana#1\n\tgear  3\t# third\nround x"
	lines, err := PositionLines(text, errRace)
	if err != nil {
		t.Fatal(err)
	}
	want := []PositionLine{{N: 3, Text: "track usa", Key: "track", Rest: "usa"}, {N: 4, Text: "car Ana#1", Key: "car", Rest: "Ana#1"}, {N: 5, Text: "gear  3", Key: "gear", Rest: "3"}, {N: 6, Text: "round x", Key: "round", Rest: "x"}}
	if len(lines) != len(want) {
		t.Fatalf("%d lines, want %d: %+v", len(lines), len(want), lines)
	}
	for i, l := range lines {
		if l.N != want[i].N || l.Text != want[i].Text || l.Key != want[i].Key || l.Rest != want[i].Rest {
			t.Errorf("line %d = %+v, want %+v", i, l, want[i])
		}
	}
	if v, err := lines[2].Number(1, 4); v != 3 || err != nil {
		t.Errorf("gear = %d, %v, want 3", v, err)
	}
	for _, tt := range []struct {
		l      PositionLine
		lo, hi int
	}{{lines[2], 4, 6}, {lines[3], 1, 99}} {
		if _, err := tt.l.Number(tt.lo, tt.hi); err == nil || !strings.Contains(err.Error(), "is a number from") {
			t.Errorf("%q read from %d to %d: %v, want an error", tt.l.Text, tt.lo, tt.hi, err)
		}
	}
	err = lines[3].Errorf("%s is given twice", "round")
	if !errors.Is(err, errRace) || !strings.Contains(err.Error(), `line 6 ("round x"): round is given twice`) {
		t.Errorf("Errorf = %v", err)
	}
	if _, err := PositionLines(strings.Repeat("\n", MaxPositionLines), errRace); !errors.Is(err, errRace) {
		t.Errorf("%d lines: %v, want an error", MaxPositionLines+1, err)
	}
}
