package board

import (
	"math"
	"time"

	engine "github.com/heatracing/heat/engine/heat"
)

// motion is how a car gets from one position to another.
type motion int

const (
	drive motion = iota // forwards, space by space
	spin                // backwards off a corner, turning round once
)

// tween is one car's move on the timeline.
type tween struct {
	seat       int
	how        motion
	from, to   engine.Pos
	start, end time.Duration
}

// pose is where a car is drawn at one moment, in track coordinates: the board's layout turns it
// into a point and an angle on the drawing.
type pose struct {
	Seat     int
	Progress float64 // spaces from the start line, fractional while moving
	Lane     float64 // 1 or 2, fractional during a lane change
	// Steer is how fast the lane changes per space travelled: the car yaws into a lane change.
	Steer float64
	// Spin is an extra rotation in radians (a spin-out).
	Spin float64
	// Moving is true while the car is on the move.
	Moving bool
}

// restPose is a car standing on its spot.
func restPose(seat int, p engine.Pos) pose {
	return pose{Seat: seat, Progress: float64(p.Progress), Lane: float64(p.Lane)}
}

// at is the pose of the tween's car at a moment within it.
func (tw *tween) at(now time.Duration) pose {
	f := 1.0
	if tw.end > tw.start {
		f = clamp01(float64(now-tw.start) / float64(tw.end-tw.start))
	}
	p0, p1 := float64(tw.from.Progress), float64(tw.to.Progress)
	l0, l1 := float64(tw.from.Lane), float64(tw.to.Lane)
	pose := pose{Seat: tw.seat, Moving: f < 1}
	if tw.how == spin {
		e := easeOut(f)
		pose.Progress, pose.Lane = lerp(p0, p1, e), lerp(l0, l1, e)
		pose.Spin = 2 * math.Pi * easeInOut(f)
		return pose
	}
	u := lerp(p0, p1, easeInOut(f))
	pose.Progress = u
	pose.Lane, pose.Steer = laneAlong(u, p0, p1, l0, l1)
	return pose
}

// laneAlong is the lane of a car at progress u on a move from (p0, l0) to (p1, l1), and how fast
// it changes per space: the car keeps its lane and slides across over the last space and a half.
func laneAlong(u, p0, p1, l0, l1 float64) (lane, rate float64) {
	if l0 == l1 {
		return l0, 0
	}
	span := math.Min(math.Abs(p1-p0), 1.5)
	if span == 0 {
		return l1, 0
	}
	x := (u - (p1 - span)) / span
	if p1 < p0 {
		x = ((p1 + span) - u) / span
	}
	if x <= 0 {
		return l0, 0
	}
	if x >= 1 {
		return l1, 0
	}
	return l0 + (l1-l0)*smoothstep(x), (l1 - l0) * 6 * x * (1 - x) / span
}
