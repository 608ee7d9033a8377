package board

import (
	"math"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
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

// The following camera keeps the circuit's table under the whole canvas: wherever the car is on
// every circuit, with or without a far ghost, on a laptop's board, a short one, a wide one and a
// phone's, neither its aim nor any step of its glide shows the dark beyond the table, and the
// car it follows is drawn at least 32 pixels long.
func TestFollowNeverShowsBeyondTheTable(t *testing.T) {
	sizes := [][2]float64{{1002, 354}, {1002, 270}, {1600, 420}, {370, 300}, {800, 700}}
	for _, id := range []string{"usa", "italia", "france", "gb"} {
		tr, err := tracks.Get(id)
		if err != nil {
			t.Fatal(err)
		}
		b := New()
		if err := b.SetTrack(tr); err != nil {
			t.Fatal(err)
		}
		b.Follow(0)
		br, st := &b.b, &b.race
		table := st.layout.Board()
		uncovered := func(c camera) float64 {
			x0, y0 := max(0, c.X+table.X*c.Zoom), max(0, c.Y+table.Y*c.Zoom)
			x1, y1 := min(br.cssW, c.X+(table.X+table.W)*c.Zoom), min(br.cssH, c.Y+(table.Y+table.H)*c.Zoom)
			return 1 - max(0, x1-x0)*max(0, y1-y0)/(br.cssW*br.cssH)
		}
		for i, size := range sizes {
			br.cssW, br.cssH = size[0], size[1]
			br.cam = camera{}
			if i%2 == 1 { // from the whole circuit (F, or a canvas sized before): no glide through the dark
				br.cam = fitCamera(st.layout.Bounds(), br.cssW, br.cssH)
			}
			for p := 0; p < tr.Length; p += 3 {
				for _, far := range []int{0, 9, 25} {
					br.frame.Cars = []pose{{Seat: 0, Progress: float64(p), Lane: 1 + float64(p%2)}}
					st.ghosts = nil
					if far > 0 {
						st.ghosts = []ghost{{Seat: 0, At: engine.Pos{Progress: p + far, Lane: 2}}}
					}
					for step := 0; step < 300; step++ {
						if u := uncovered(br.cam); u > 1e-9 && br.cam.Zoom > 0 && step > 0 {
							t.Fatalf("%s %vx%v, car at %d, ghost %d ahead, step %d: %.1f %% of the canvas is beyond the table (camera %+v)",
								id, br.cssW, br.cssH, p, far, step, 100*u, br.cam)
						}
						if !(camFollow{b}).followStep(st) {
							break
						}
					}
					if l := br.cam.Zoom * carLength; l < 32 {
						t.Fatalf("%s %vx%v, car at %d, ghost %d ahead: the followed car is %.1f px long", id, br.cssW, br.cssH, p, far, l)
					}
				}
			}
		}
	}
}
