package bot

import (
	"math"
	"slices"
	"testing"
)

// The learned leaf's fit (leaf_test.go's TestLeafFit): ridge regression, by circuit or pooled.

// ridge fits y ≈ w·x by least squares with a penalty lambda on every weight but the first (the
// bias), and returns w and the fit's R².
func ridge(xs [][]float64, ys []float64, lambda float64) ([]float64, float64) {
	n := len(xs[0])
	a := make([][]float64, n)
	for i := range a {
		a[i] = make([]float64, n+1)
	}
	for k, x := range xs {
		for i := range n {
			if x[i] == 0 {
				continue
			}
			for j := range n {
				a[i][j] += x[i] * x[j]
			}
			a[i][n] += x[i] * ys[k]
		}
	}
	for i := 1; i < n; i++ {
		a[i][i] += lambda
	}
	// Gauss–Jordan elimination with partial pivoting.
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p] = a[p], a[c]
		for r := range n {
			if r == c || a[c][c] == 0 {
				continue
			}
			k := a[r][c] / a[c][c]
			for j := c; j <= n; j++ {
				a[r][j] -= k * a[c][j]
			}
		}
	}
	w := make([]float64, n)
	for i := range n {
		if a[i][i] != 0 {
			w[i] = a[i][n] / a[i][i]
		}
	}
	mean := 0.0
	for _, y := range ys {
		mean += y
	}
	mean /= float64(len(ys))
	var ss, res float64
	for k, x := range xs {
		p := 0.0
		for i := range n {
			p += w[i] * x[i]
		}
		res += (ys[k] - p) * (ys[k] - p)
		ss += (ys[k] - mean) * (ys[k] - mean)
	}
	return w, 1 - res/ss
}

// leafShared reports whether feature i is one of the car's resources, weighed alike on every
// circuit by poolFit (the others say where it stands: a weight per circuit).
func leafShared(i int) bool { return i >= 1 && i <= 13 || i == 19 }

// poolFit fits every circuit's samples at once: the resources' weights shared, the position's
// (and the bias) by circuit.
func poolFit(t *testing.T, xs map[string][][leafN]float64, ys map[string][]float64) map[string][leafN]float64 {
	names := make([]string, 0, len(xs))
	for k := range xs {
		names = append(names, k)
	}
	slices.Sort(names)
	var shared, own []int
	for i := range leafN {
		if leafShared(i) {
			shared = append(shared, i)
		} else {
			own = append(own, i)
		}
	}
	n := 1 + len(shared) + len(names)*len(own)
	var rows [][]float64
	var y []float64
	for c, track := range names {
		for k, x := range xs[track] {
			row := make([]float64, n)
			row[0] = 1
			for j, i := range shared {
				row[1+j] = x[i]
			}
			for j, i := range own {
				row[1+len(shared)+c*len(own)+j] = x[i]
			}
			rows = append(rows, row)
			y = append(y, ys[track][k])
		}
	}
	fit, r2 := ridge(rows, y, 1)
	t.Logf("pooled: %d samples, R² %.3f, shared weights %.3f", len(y), r2, fit[1:1+len(shared)])
	out := map[string][leafN]float64{}
	for c, track := range names {
		var w [leafN]float64
		for j, i := range shared {
			w[i] = fit[1+j]
		}
		for j, i := range own {
			w[i] = fit[1+len(shared)+c*len(own)+j]
		}
		w[0] += fit[0]
		out[track] = w
	}
	return out
}

// The fit finds the weights a sample was made with, and its R² says how well.
func TestRidgeRecoversWeights(t *testing.T) {
	want := []float64{3, -1.5, 0.25, 2}
	var xs [][]float64
	var ys []float64
	for i := range 400 {
		x := []float64{1, float64(i%7) - 3, float64(i%11) * 0.5, float64((i*13)%5) - 2}
		y := 0.0
		for j := range x {
			y += want[j] * x[j]
		}
		xs, ys = append(xs, x), append(ys, y+0.01*float64(i%3-1))
	}
	got, r2 := ridge(xs, ys, 1e-6)
	for i := range want {
		if math.Abs(got[i]-want[i]) > 0.01 {
			t.Errorf("weight %d: %.4f, want %.4f", i, got[i], want[i])
		}
	}
	if r2 < 0.999 {
		t.Errorf("R² %.4f for a nearly exact fit", r2)
	}
}
