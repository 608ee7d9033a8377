package havoc

import (
	"cmp"

	"github.com/heatracing/heat/engine/kit"
)

// frameStats keeps the paint times of the frames drawn while a pawn moved, for the benchmark
// (window.havocBoardStats).
type frameStats struct {
	moving []float64 // ms, the newest last, at most statsKept
}

const statsKept = 600

func (s *frameStats) add(ms float64, moving bool) {
	if !moving {
		return
	}
	s.moving = append(s.moving, ms)
	if len(s.moving) > statsKept {
		s.moving = s.moving[len(s.moving)-statsKept:]
	}
}

// percentile is the p-th percentile (0–100) of the paint times, 0 with none.
func (s *frameStats) percentile(p float64) float64 {
	if len(s.moving) == 0 {
		return 0
	}
	v := append([]float64(nil), s.moving...)
	kit.SortSmall(v, cmp.Compare[float64])
	i := int(p / 100 * float64(len(v)-1))
	return v[i]
}
