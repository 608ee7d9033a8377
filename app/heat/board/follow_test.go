package board

import (
	"math"
	"testing"

	"github.com/heatracing/heat/tracks"
)

// The following camera starts from no camera at all (a canvas sized before its circuit came, as
// after a reload) without a zero or NaN zoom, then glides to its aim and settles there.
func TestFollowStartsFromNoCameraAndSettles(t *testing.T) {
	b := New()
	tr, _ := tracks.Get("usa")
	if err := b.SetTrack(tr); err != nil {
		t.Fatal(err)
	}
	b.Follow(0)
	br := &b.b
	br.cssW, br.cssH = 1000, 340
	br.frame.Cars = []pose{{Seat: 0, Progress: 20, Lane: 1}}
	st := &b.race
	if !(camFollow{b}).followStep(st) {
		t.Fatal("the first step reports the camera settled")
	}
	fit := fitCamera(st.layout.Bounds(), br.cssW, br.cssH).Zoom
	if z := br.cam.Zoom; !(z >= fit) || math.IsInf(z, 0) {
		t.Fatalf("after the first step the zoom is %v (the whole circuit is %v)", z, fit)
	}
	br.cam = fitCamera(st.layout.Bounds(), br.cssW, br.cssH) // from the whole circuit, glide
	steps := 0
	for (camFollow{b}).followStep(st) {
		if steps++; steps > 200 {
			t.Fatal("the camera never settles")
		}
	}
	aim, _ := camFollow{b}.followAim(st)
	if br.cam != aim || aim.Zoom <= fit*1.5 {
		t.Errorf("settled at %+v, aim %+v (whole circuit zoom %v)", br.cam, aim, fit)
	}
	car := br.cam.ToScreen(st.layout.At(20, 1).point)
	if car.X < 0 || car.X > br.cssW || car.Y < 0 || car.Y > br.cssH {
		t.Errorf("the followed car is drawn at %v, off the %vx%v canvas", car, br.cssW, br.cssH)
	}
}
