package engine

import (
	"reflect"
	"testing"
)

func TestActionLogKeepsEveryAction(t *testing.T) {
	var l actionLog
	var want []Logged
	for i, typ := range actionTypes[1:] {
		a := Action{Type: typ, Gear: i % 4, Count: i, Accept: i%2 == 0}
		switch i % 3 {
		case 0:
			a.Cards = []int{i, i + 100}
			a.Values = []int{0, 3}
		case 1:
			a.Cards = []int{} // an empty discard stays an empty list
		}
		l.add(i%MaxCars, a)
		want = append(want, Logged{Seat: i % MaxCars, Action: a})
	}
	for i := range 3 * actionChunk { // over several chunks
		a := Action{Type: ActPlay, Cards: []int{i}}
		l.add(1, a)
		want = append(want, Logged{Seat: 1, Action: a})
	}
	if got := l.all(); !reflect.DeepEqual(got, want) {
		t.Fatalf("the log gave back other actions than it was given: %d vs %d actions", len(got), len(want))
	}
	if l.Len != len(want) {
		t.Fatalf("Len = %d, want %d", l.Len, len(want))
	}
}
