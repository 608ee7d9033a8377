package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/heatracing/heat/e2e"
)

// goBench runs `go test -bench` in the module and returns, for every benchmark and metric, the
// values of its runs: results["BenchmarkRace"]["races/s"] = [1510, 1602, …].
type goBench struct {
	pkg, pattern, benchtime string
	count                   int
	cpu                     int      // 0: GOMAXPROCS as is
	env                     []string // extra environment (GOOS=js GOARCH=wasm…)
}

type benchResults map[string]map[string][]float64

func (g goBench) run(ctx context.Context, root string) (benchResults, error) {
	args := []string{"test", "-run", "^$", "-bench", g.pattern, "-benchmem", "-count", strconv.Itoa(g.count)}
	if g.benchtime != "" {
		args = append(args, "-benchtime", g.benchtime)
	}
	if g.cpu > 0 {
		args = append(args, "-cpu", strconv.Itoa(g.cpu))
	}
	if slices.Contains(g.env, "GOARCH=wasm") {
		// Compiled as the pages are, so that a time in wasm is the one a player's browser takes.
		args = append(append(args, "-trimpath"), e2e.WasmGCFlags...)
	}
	args = append(args, g.pkg)
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), g.env...)
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("go %s: %w\n%s%s", strings.Join(args, " "), err, out.String(), errOut.String())
	}
	return parseBench(out.String()), nil
}

// parseBench reads benchmark lines: name, iterations, then value-unit pairs. The -N suffix
// (GOMAXPROCS) is dropped from names.
func parseBench(out string) benchResults {
	res := benchResults{}
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") {
			continue
		}
		name := f[0]
		if i := strings.LastIndex(name, "-"); i > 0 {
			if _, err := strconv.Atoi(name[i+1:]); err == nil {
				name = name[:i]
			}
		}
		if res[name] == nil {
			res[name] = map[string][]float64{}
		}
		for i := 2; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				continue
			}
			res[name][f[i+1]] = append(res[name][f[i+1]], v)
		}
	}
	return res
}

// median returns the median of a metric's runs, and an error when it is missing.
func (r benchResults) median(bench, metric string) (float64, error) {
	vs := r[bench][metric]
	if len(vs) == 0 {
		return 0, fmt.Errorf("%s reported no %s", bench, metric)
	}
	s := slices.Clone(vs)
	slices.Sort(s)
	if n := len(s); n%2 == 0 {
		return (s[n/2-1] + s[n/2]) / 2, nil
	}
	return s[len(s)/2], nil
}

// max returns the largest value of a metric over the runs.
func (r benchResults) max(bench, metric string) float64 {
	return slices.Max(append([]float64{0}, r[bench][metric]...))
}

// wasmEnv runs Go tests compiled to WebAssembly under Node.js, as in the browser's engine.
func wasmEnv() []string {
	goroot, _ := exec.Command("go", "env", "GOROOT").Output()
	return []string{"GOOS=js", "GOARCH=wasm", "PATH=" + filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm") + string(os.PathListSeparator) + os.Getenv("PATH")}
}
