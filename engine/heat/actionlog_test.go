package heat

import (
	"errors"
	"reflect"
	"testing"

	"github.com/heatracing/heat/engine/kit"
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

func TestHugeNumbersAreRefusedNotCut(t *testing.T) {
	for _, a := range []Action{
		{Type: ActShift, Gear: 2, Count: 1<<32 + 3},
		{Type: ActShift, Gear: 1<<32 + 2},
		{Type: ActPlay, Cards: []int{1<<32 + 5}},
		{Type: ActPlay, Cards: []int{1}, Values: []int{-1 << 40}},
	} {
		r, err := New(Config{Track: "usa", Seats: sixCars(0)}, 1)
		if err != nil {
			t.Fatal(err)
		}
		before := r.Digest()
		if err := r.Apply(0, a); !errors.Is(err, kit.ErrBadAction) {
			t.Errorf("%+v: err %v, want a bad action", a, err)
		}
		if r.Digest() != before || len(r.File().Actions) != 0 {
			t.Errorf("%+v: a refused action changed the race", a)
		}
	}
}
