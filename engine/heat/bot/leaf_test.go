package bot

import (
	"bufio"
	"flag"
	"fmt"
	"go/format"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/tracks"
)

// The learned leaf's data and fit (leaf.go). Neither runs unless asked:
//
//	go test -count=1 -timeout 60m -run 'TestLeafData$' ./engine/heat/bot/ -args -leaf.data=/tmp/leaf.csv -leaf.races=250 -leaf.seed=120000
//	go test -count=1 -run 'TestLeafFit$' -v ./engine/heat/bot/ -args -leaf.fit=/tmp/leaf.csv
//
// The first races the expert (with the judgement's leaf) against two Legends at +0, +2 and +4
// and against the hard and normal bots (LEVELS_CIRCUITS picks circuits; two processes of two
// circuits each, concatenated, give the same file) and writes, at each plan of the hard and
// expert bots, the features of its position, the spaces it made over each of the next rounds and
// the rounds its race still took; the second fits the weights by ridge regression and rewrites
// leafweights.go (its flags fit the variants docs/bots.md measured).
var (
	leafData  = flag.String("leaf.data", "", "TestLeafData: the file to write the samples to")
	leafRaces = flag.Int("leaf.races", 150, "TestLeafData: races per circuit and line-up")
	leafSeed  = flag.Uint64("leaf.seed", 120000, "TestLeafData: the first seed (keep it apart from the held-out range)")
	leafFit   = flag.String("leaf.fit", "", "TestLeafFit: the samples to fit leafweights.go to")
	leafUpto  = flag.Int("leaf.upto", leafN, "TestLeafFit: fit only the features below this index (the others left at 0)")
	leafDrop  = flag.Bool("leaf.drop", true, "TestLeafFit: fit every feature, then keep only the weights of the car's resources (the position's left at 0)")
	leafPool  = flag.Bool("leaf.pool", true, "TestLeafFit: the car's resources weighed alike on every circuit (where it stands by circuit)")
	leafK     = flag.Int("leaf.k", leafAhead+1, "TestLeafFit: the rounds ahead whose progress the value predicts (1–6), or 7: the rounds the race still takes, at 9 spaces each")
)

// leafAhead is how many rounds ahead the data records the progress of.
const leafAhead = 6

func TestLeafData(t *testing.T) {
	if *leafData == "" {
		t.Skip("writes training data only when asked (-leaf.data)")
	}
	learnedLeaf = false // the samples come from the expert with the judgement's leaf
	defer func() { learnedLeaf = true }()
	f, err := os.Create(*leafData)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriter(f)
	defer w.Flush()
	ups := []lineUp{lineUps[7], lineUps[8], {[]entrant{expertBot, legend, legend}, 0}, lineUps[9]}
	circuits := []string{"usa", "italia", "france", "gb"}
	if only := os.Getenv("LEVELS_CIRCUITS"); only != "" {
		circuits = strings.Split(only, ",")
	}
	for _, track := range circuits {
		for _, lu := range ups {
			for s := range uint64(*leafRaces) {
				leafRace(t, w, track, lu, *leafSeed+s)
			}
			fmt.Fprintf(os.Stderr, "%s: %d races of %v at +%d\n", track, *leafRaces, lu.cars, lu.legendLevel)
		}
	}
}

// leafSample is one plan's position: its features, and the progress it started from.
type leafSample struct {
	seat, round, progress int
	x                     [leafN]float64
}

func leafRace(t *testing.T, w *bufio.Writer, track string, lu lineUp, seed uint64) {
	r := newLineUpRace(t, track, lu, seed)
	tr, err := tracks.Get(track)
	if err != nil {
		t.Fatal(err)
	}
	var samples []leafSample
	at := map[[2]int]int{} // seat, round → progress at its plan
	for steps := 0; !r.Over(); steps++ {
		if steps > 20000 {
			t.Fatalf("%s seed %d: the race does not end", track, seed)
		}
		seat := r.Pending()[0]
		v := r.View(seat)
		if e := lu.cars[seat]; !e.legend && e.level.searches() && v.Me.Legal.Decision == engine.DecideShift {
			d := newDriver(v, tr, Normal)
			d.setParams(&hardJudge, d.me.Pos.Progress)
			judge := -hardParams.spin / 2
			if d.legal.Play == nil || !d.legal.Play.Cluttered {
				judge = d.bestPlay().score
			}
			samples = append(samples, leafSample{seat, v.Round, d.me.Pos.Progress, d.leafFeatures(judge)})
			at[[2]int{seat, v.Round}] = d.me.Pos.Progress
		}
		a, err := Decide(v, lu.cars[seat].level)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Apply(seat, a); err != nil {
			t.Fatalf("%s seed %d seat %d: %v: %v", track, seed, seat, a, err)
		}
	}
	fin := r.View(engine.Spectator).Cars
	for _, s := range samples {
		fmt.Fprintf(w, "%s", track)
		for k := 1; k <= leafAhead; k++ {
			p, ok := at[[2]int{s.seat, s.round + k}]
			if !ok {
				w.WriteString(",-1")
				continue
			}
			fmt.Fprintf(w, ",%d", p-s.progress)
		}
		// The whole race: the rounds still to go, at 9 spaces a round (the end game's own).
		fmt.Fprintf(w, ",%d", -9*(fin[s.seat].FinishRound-s.round))
		for _, x := range s.x {
			w.WriteString("," + strconv.FormatFloat(x, 'g', 6, 64))
		}
		w.WriteString("\n")
	}
}

func TestLeafFit(t *testing.T) {
	if *leafFit == "" {
		t.Skip("fits the learned leaf only when asked (-leaf.fit)")
	}
	b, err := os.ReadFile(*leafFit)
	if err != nil {
		t.Fatal(err)
	}
	xs, ys := map[string][][leafN]float64{}, map[string][]float64{}
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		f := strings.Split(line, ",")
		if len(f) != 2+leafAhead+leafN {
			t.Fatalf("a sample of %d fields, want %d", len(f), 2+leafAhead+leafN)
		}
		y, _ := strconv.ParseFloat(f[*leafK], 64)
		if y < 0 && *leafK <= leafAhead {
			continue // finished within the rounds
		}
		var x [leafN]float64
		for i := range *leafUpto {
			x[i], _ = strconv.ParseFloat(f[2+leafAhead+i], 64)
		}
		xs[f[0]] = append(xs[f[0]], x)
		ys[f[0]] = append(ys[f[0]], y)
	}
	var pooled map[string][leafN]float64
	if *leafPool {
		pooled = poolFit(t, xs, ys)
	}
	var out strings.Builder
	out.WriteString("// Code generated by TestLeafFit (leaf_test.go); DO NOT EDIT.\n\npackage bot\n\n")
	out.WriteString("// leafWeights are the learned leaf's weights by circuit (leaf.go).\nvar leafWeights = map[string]*[leafN]float64{\n")
	names := make([]string, 0, len(xs))
	for k := range xs {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, track := range names {
		rows := make([][]float64, len(xs[track]))
		for i := range rows {
			rows[i] = xs[track][i][:]
		}
		fit, r2 := ridge(rows, ys[track], 1)
		w := [leafN]float64(fit)
		if pooled != nil {
			w = pooled[track]
		}
		if *leafDrop { // the position's features control for where the car stands, and then go
			w[0] = 0
			for i := 14; i < leafN; i++ {
				if i != 19 {
					w[i] = 0
				}
			}
		}
		t.Logf("%s: %d samples, R² %.3f, weights %.3f", track, len(ys[track]), r2, w)
		fmt.Fprintf(&out, "\t%q: {", track)
		for i, wi := range w {
			if i > 0 {
				out.WriteString(", ")
			}
			out.WriteString(strconv.FormatFloat(wi, 'g', 5, 64))
		}
		out.WriteString("},\n")
	}
	out.WriteString("}\n")
	src, err := format.Source([]byte(out.String()))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("leafweights.go", src, 0o644); err != nil {
		t.Fatal(err)
	}
}

// Every built-in circuit has the learned leaf's weights, and they value what a car holds the way
// a racer would: more Heat in the Engine is worth more, a Stress card in hand less than a 4.
func TestLeafValue(t *testing.T) {
	for _, id := range tracks.IDs() {
		if leafWeights[id] == nil {
			t.Errorf("%s: no learned leaf weights (run TestLeafFit)", id)
		}
	}
	tr, err := tracks.Get("usa")
	if err != nil {
		t.Fatal(err)
	}
	value := func(heat int, hand []engine.Card) float64 {
		v := engine.View{Track: "usa", Laps: 2, Cars: []engine.CarView{{Seat: 0, Pos: engine.Pos{Progress: 20, Lane: 1}, Gear: 3, OnTrack: true}},
			Me: &engine.Private{Hand: hand, Engine: heat, Deck: 10, Legal: engine.Legal{Decision: engine.DecideShift}}}
		return newDriver(v, tr, Normal).leafValue(5)
	}
	cards := func(last engine.Card) []engine.Card {
		hand := []engine.Card{{ID: 1, Kind: engine.Speed, Value: 2}, {ID: 2, Kind: engine.Speed, Value: 3}, {ID: 3, Kind: engine.Speed, Value: 1},
			{ID: 4, Kind: engine.Speed, Value: 2}, {ID: 5, Kind: engine.Speed, Value: 3}, {ID: 6, Kind: engine.Speed, Value: 1}}
		last.ID = 7
		return append(hand, last)
	}
	four := cards(engine.Card{Kind: engine.Speed, Value: 4})
	for heat := range 6 {
		if lo, hi := value(heat, four), value(heat+1, four); hi <= lo {
			t.Errorf("%d Heat in the Engine valued %.2f, %d Heat %.2f", heat, lo, heat+1, hi)
		}
	}
	if s, f := value(3, cards(engine.Card{Kind: engine.Stress})), value(3, four); s >= f {
		t.Errorf("a Stress card in hand valued %.2f, a 4 %.2f", s, f)
	}
}
