package board

import (
	"cmp"
	"math"
	"slices"

	"github.com/heatracing/heat/engine/kit"
)

// statsSize is how many recent frames the board remembers: ten seconds at 60 frames a second.
const statsSize = 600

// ring keeps the last statsSize values.
type ring struct {
	vals []float64
	next int
}

func (r *ring) add(v float64) {
	if len(r.vals) < statsSize {
		r.vals = append(r.vals, v)
		return
	}
	r.vals[r.next] = v
	r.next = (r.next + 1) % statsSize
}

// values lists the values oldest first.
func (r *ring) values() []float64 {
	out := make([]float64, 0, len(r.vals))
	out = append(out, r.vals[r.next:]...)
	return append(out, r.vals[:r.next]...)
}

func (r *ring) reset() { r.vals, r.next = r.vals[:0], 0 }

// frameStats sums up recent frames, in milliseconds: how long painting took (performance.now()
// before and after the paint), and the gaps between frames the browser delivered (which also
// count its own compositing and any frame it skipped).
type frameStats struct {
	Frames   int     `json:"frames"`
	P50      float64 `json:"p50"`
	P95      float64 `json:"p95"`
	Max      float64 `json:"max"`
	GapP50   float64 `json:"gapP50"`
	GapP95   float64 `json:"gapP95"`
	Duration float64 `json:"duration,omitempty"` // how long the measurement ran
	// StaticMs is how long the last painting of the static track took (it happens when the
	// circuit, the options or the zoom change, outside the frames measured above).
	StaticMs float64 `json:"staticMs,omitempty"`
}

// summarize computes the statistics of paint times and frame gaps.
func summarize(paint, gaps []float64) frameStats {
	s := frameStats{Frames: len(paint), P50: percentile(paint, 50), P95: percentile(paint, 95), GapP50: percentile(gaps, 50), GapP95: percentile(gaps, 95)}
	for _, v := range paint {
		s.Max = math.Max(s.Max, v)
	}
	return s
}

// percentile is the nearest-rank p-th percentile (0 < p <= 100) of the values, 0 for none.
func percentile(vals []float64, p float64) float64 {
	if len(vals) == 0 {
		return 0
	}
	sorted := slices.Clone(vals)
	kit.SortSmall(sorted, cmp.Compare[float64])
	rank := int(math.Ceil(p / 100 * float64(len(sorted))))
	return sorted[min(max(rank, 1), len(sorted))-1]
}
