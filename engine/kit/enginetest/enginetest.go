// Package enginetest is what every engine's tests do alike: golden games replayed byte for byte
// with their transcripts, the fuzz body's walk through a game (Walk) and its inputs in plain go
// test, games played out by bots (PlayOut), the interval of a bot's win rate (Wilson), and the
// benchmark of whole games. Only engines' tests import it.
package enginetest

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/heatracing/heat/engine/rng"
)

// Game is what the shared tests read of an engine's game: F is its game file.
type Game[F any] interface {
	Over() bool
	File() F
	Digest() [32]byte
}

// marshal encodes a game's file.
func marshal[G Game[F], F any](tb testing.TB, g G) []byte {
	tb.Helper()
	b, err := json.Marshal(g.File())
	if err != nil {
		tb.Fatal(err)
	}
	return b
}

// update rewrites the golden files: go test -run Golden -update.
var update = flag.Bool("update", false, "rewrite the golden game files and transcripts")

// Case is a golden game: the name of its files, and its configuration C and seed.
type Case[C any] struct {
	Name   string
	Config C
	Seed   uint64
}

// Goldens checks the golden games, each in a subtest: its file (testdata/golden/name.json)
// replays with parse to the end, its transcript is name.txt's, a second replay is the same
// game, and the file round-trips byte for byte. With -update, each game is started with start
// and played to its end with play, and both files are written first.
func Goldens[G Game[F], F, C any](t *testing.T, cases []Case[C], start func(C, uint64) (G, error), play func(*testing.T, G), parse func([]byte) (G, error), transcript func(G) string) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			golden(t, c.Name, func(t *testing.T) G {
				g, err := start(c.Config, c.Seed)
				if err != nil {
					t.Fatal(err)
				}
				play(t, g)
				return g
			}, parse, transcript)
		})
	}
}

func golden[G Game[F], F any](t *testing.T, name string, play func(*testing.T) G, parse func([]byte) (G, error), transcript func(G) string) {
	t.Helper()
	file := filepath.Join("testdata", "golden", name+".json")
	want := filepath.Join("testdata", "golden", name+".txt")
	if *update {
		g := play(t)
		b := marshal(t, g)
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(want, []byte(transcript(g)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	g, err := parse(data)
	if err != nil {
		t.Fatal(err)
	}
	if !g.Over() {
		t.Errorf("the golden game %s does not reach its end", name)
	}
	text, _ := os.ReadFile(want)
	if got := transcript(g); got != string(text) {
		t.Errorf("the replayed game differs from %s:\n%s", want, FirstDiff(string(text), got))
	}
	again, err := parse(data)
	if err != nil || again.Digest() != g.Digest() {
		t.Errorf("two replays of one file differ (%v)", err)
	}
	if b := marshal(t, g); !bytes.Equal(append(b, '\n'), data) {
		t.Error("the game file does not round-trip")
	}
}

// FirstDiff shows the first line where got differs from want.
func FirstDiff(want, got string) string {
	wl, gl := bytes.Split([]byte(want), []byte("\n")), bytes.Split([]byte(got), []byte("\n"))
	for i := range max(len(wl), len(gl)) {
		var w, g []byte
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if !bytes.Equal(w, g) {
			return fmt.Sprintf("line %d:\n want %s\n got  %s", i+1, w, g)
		}
	}
	return "(no line differs)"
}

// Fuzz is an engine's fuzz target: body over a seed corpus of n inputs, each a seed and 64
// bytes, then over what the fuzzer makes of them.
func Fuzz(f *testing.F, n int, body func(*testing.T, []byte)) {
	for seed := range uint64(n) {
		b := binary.LittleEndian.AppendUint64(nil, seed*0x9e3779b97f4a7c15)
		f.Add(append(b, bytes.Repeat([]byte{byte(seed * 37)}, 64)...))
	}
	f.Fuzz(body)
}

// Inputs runs a fuzz body over n fixed inputs in plain go test (short of them with -short), each
// a seed and extra pseudo-random bytes, in subtests.
func Inputs(t *testing.T, n, short, extra int, body func(*testing.T, []byte)) {
	if testing.Short() {
		n = short
	}
	for i := range n {
		b := binary.LittleEndian.AppendUint64(nil, uint64(i)*0x2545f4914f6cdd1d+1)
		r := rng.Source{S: uint64(i)}
		for range extra {
			b = append(b, byte(r.Next()))
		}
		t.Run(fmt.Sprint(i), func(t *testing.T) { body(t, b) })
	}
}

// Games benchmarks whole games: play plays game i and returns its number of actions; one op is
// one game, so allocs/op are allocations per game. unit names a game in the metrics: "games/s"
// and "actions/game" for "game".
func Games(b *testing.B, unit string, play func(i int) (actions int, err error)) {
	b.ReportAllocs()
	actions := 0
	for i := range b.N {
		n, err := play(i)
		if err != nil {
			b.Fatal(err)
		}
		actions += n
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), unit+"s/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/"+unit)
}
