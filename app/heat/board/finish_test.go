package board

import (
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/heat"
)

// A Legend that crosses the line with Speed to spare stops just past it, then parks in the pit
// lane once its move has played, before the round ends and ranks it.
func TestAFinishedCarStopsPastTheLineAndParks(t *testing.T) {
	l := mustLayout(t, "usa")
	L := l.Track().Length
	st := newStage(l)
	from, to := pos(L-6, 1), pos(L+9, 1) // 9 spaces past the line
	st.views[0] = engine.CarView{Seat: 0, Colour: "blue", Pos: from, OnTrack: true}
	st.views[1] = engine.CarView{Seat: 1, Colour: "red", Pos: pos(L-20, 2), OnTrack: true}
	st.tl.Show(st.positions())
	st.tl.Play(0, []engine.Event{{Kind: engine.EvLegendMove, Seat: 0, From: from, To: to, Speed: 15}})
	// The view after the move: finished, still on the track, not ranked yet.
	st.views[0] = engine.CarView{Seat: 0, Colour: "blue", Pos: to, OnTrack: true, Finished: true, Legend: true}
	st.tl.Show(st.positions())

	v := &frameView{scene: st.scene}
	end := st.tl.End()
	for now := time.Duration(0); now <= end+100*ms; now += 20 * ms {
		v.looks = st.looks(now, nil)
		car := v.placeCar(st.tl.pose(0, now))
		if car.pose.Progress > float64(L)+runOff+1e-9 {
			t.Fatalf("at %v the finished car is drawn at %.2f, past its line %d + %v", now, car.pose.Progress, L, runOff)
		}
		if now < end && car.look.parked {
			t.Fatalf("at %v the car is parked before its move has played", now)
		}
	}
	v.looks = st.looks(end, nil)
	car := v.placeCar(st.tl.pose(0, end))
	want, _ := st.scene.parking(1)
	if !car.look.parked || car.look.place != 1 || car.point != want.point {
		t.Errorf("once its move has played the car is %+v at %v, want parked 1st at %v", car.look, car.point, want.point)
	}
	if racing := v.looks[1]; racing.parked || racing.finished {
		t.Errorf("a car still racing looks %+v", racing)
	}
}

func TestParkingPlace(t *testing.T) {
	views := map[int]engine.CarView{
		0: {Seat: 0, Finished: true, Place: 1, Pos: pos(140, 1)},
		1: {Seat: 1, Finished: true, Pos: pos(141, 1)},
		2: {Seat: 2, Finished: true, Pos: pos(145, 2)},
		3: {Seat: 3, Pos: pos(130, 1)},
		4: {Seat: 4, Finished: true, Pos: pos(141, 2), RaceLine: true},
	}
	for seat, want := range map[int]int{0: 1, 2: 2, 4: 3, 1: 4, 3: 0} {
		if got := parkingPlace(views, views[seat]); got != want {
			t.Errorf("car %d parks %d, want %d", seat, got, want)
		}
	}
}

func TestFinishLine(t *testing.T) {
	tests := []struct {
		name string
		car  engine.CarView
		want float64
	}{
		{"racing", engine.CarView{Pos: pos(75, 1)}, 0},
		{"finished one lap", engine.CarView{Finished: true, Pos: pos(75, 1)}, 69},
		{"finished on the line", engine.CarView{Finished: true, Pos: pos(138, 1)}, 138},
		{"finished two laps", engine.CarView{Finished: true, Pos: pos(150, 1)}, 138},
	}
	for _, tt := range tests {
		if got := finishLine(tt.car, 69); got != tt.want {
			t.Errorf("%s: line %v, want %v", tt.name, got, tt.want)
		}
	}
}
