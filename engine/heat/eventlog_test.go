package heat

import (
	"reflect"
	"testing"

	"github.com/heatracing/heat/tracks"
)

func TestEventLogGivesBackEveryEvent(t *testing.T) {
	const far = 1 << 20 // further than any car goes
	events := []Event{
		{Kind: EvRound, Round: 1, Seat: -1, Order: []int{3, 0, 5, 1, 2, 4}},
		{Kind: EvMove, Round: 2, Seat: 5, From: Pos{-3, 2}, To: Pos{4, 1}, Speed: 7},
		{Kind: EvSpinOut, Round: MaxRounds, Seat: 0, Corner: tracks.MaxLength, Heat: 6, Cost: 9, Count: 2,
			From: Pos{far - 1, 1}, To: Pos{far - 9, 2}},
		{Kind: EvCorner, Round: 3, Seat: 1, Corner: 3, Speed: 12, Limit: 20, Heat: 3},
		{Kind: EvDraw, Round: 4, Seat: 2, Count: 2, Private: true,
			Cards: []Card{{ID: 40, Kind: Speed, Value: 4}, {ID: 7, Kind: Stress}}},
		{Kind: EvFlip, Round: 4, Seat: 2, Replace: true, Speed: 3, Cards: []Card{{ID: 90, Kind: Sponsor, Def: 3, Value: -1}}},
		{Kind: EvLap, Round: 9, Seat: 3, Lap: tracks.MaxLaps, Rounds: MaxRounds},
		{Kind: EvLegendCard, Round: 9, Seat: -1, Legend: 10},
		{Kind: EvFinish, Round: 9, Seat: 4, Place: MaxCars},
		{Kind: EvOver, Round: 9, Seat: -1, Order: []int{4}},
	}
	var l eventLog
	var want []Event
	for i := range 3 * eventChunk { // over several chunks
		e := events[i%len(events)]
		l.add(&e)
		e.N = i
		want = append(want, e)
	}
	for i, w := range want {
		if got := l.at(i); !reflect.DeepEqual(got, w) {
			t.Fatalf("event %d: got %+v, want %+v", i, got, w)
		}
	}
	// What at returns is the caller's own.
	e := l.at(4)
	e.Cards[0].Value = 99
	if l.at(4).Cards[0].Value != 4 {
		t.Fatal("changing an event read from the log changed the log")
	}
}
