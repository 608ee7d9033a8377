package bot

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
)

// The levels measured against each other and against the Legends: 3-car races with the
// published end rule (every car finishes), the circuit's own laps, a random grid.
//
//	go test -count=1 -timeout 60m -run 'TestLevels$' -v ./engine/heat/bot/ -args -levels.races=200
//
// (the flag after -args: before the package, the go command hands it and the package path to
// the test binary and tests the module root instead)
//
// reproduces the tables of docs/bots.md (200 seeded races per circuit and line-up; it takes a
// while on one core and prints its progress). By default the test runs a few races per circuit
// and checks only that the hard bot beats the normal one; -short skips it.
var levelRaces = flag.Int("levels.races", 0, "races per circuit and line-up for TestLevels (0: a quick check)")

// A driver in a line-up: a bot level, or a Legend (at the race's Legend level).
type entrant struct {
	level  Level
	legend bool
}

func (e entrant) String() string {
	if e.legend {
		return "Legend"
	}
	return e.level.String()
}

// lineUp is one kind of 3-car race.
type lineUp struct {
	cars        []entrant
	legendLevel int
}

var (
	easyBot, normalBot, hardBot = entrant{level: Easy}, entrant{level: Normal}, entrant{level: Hard}
	legend                      = entrant{legend: true}
)

// lineUps: each level against two Legends at +0 and at +2, and the levels against each other.
var lineUps = []lineUp{
	{[]entrant{hardBot, legend, legend}, 0},
	{[]entrant{hardBot, legend, legend}, 2},
	{[]entrant{normalBot, legend, legend}, 0},
	{[]entrant{normalBot, legend, legend}, 2},
	{[]entrant{easyBot, legend, legend}, 0},
	{[]entrant{easyBot, legend, legend}, 2},
	{[]entrant{hardBot, normalBot, easyBot}, 0},
}

// results gathers, per driver name, its races, finishing rounds and spin-outs, and per pair of
// names how often the first finished ahead of the second.
type results struct {
	races, rounds, spins map[string]int
	ahead, meetings      map[[2]string]int
}

func newResults() *results {
	return &results{races: map[string]int{}, rounds: map[string]int{}, spins: map[string]int{},
		ahead: map[[2]string]int{}, meetings: map[[2]string]int{}}
}

// name of a car in a line-up: Legends carry their level.
func carName(e entrant, legendLevel int) string {
	if e.legend {
		return fmt.Sprintf("Legend +%d", legendLevel)
	}
	return e.level.String()
}

// raceLineUp runs one race and adds it to each of res.
func raceLineUp(t testing.TB, track string, lu lineUp, seed uint64, res ...*results) {
	cfg := engine.Config{Track: track, LegendLevel: lu.legendLevel}
	for i, e := range lu.cars {
		cfg.Seats = append(cfg.Seats, engine.SeatConfig{Name: fmt.Sprint(i), Colour: engine.Colours[i], Legend: e.legend})
	}
	r, err := engine.New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	for steps := 0; !r.Over(); steps++ {
		if steps > 20000 {
			t.Fatalf("%s seed %d: the race does not end", track, seed)
		}
		seat := r.Pending()[0]
		a, err := Decide(r.View(seat), lu.cars[seat].level)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Apply(seat, a); err != nil {
			t.Fatalf("%s seed %d seat %d: %v: %v", track, seed, seat, a, err)
		}
	}
	v := r.View(engine.Spectator)
	for _, res := range res {
		res.add(v, lu)
	}
}

func (res *results) add(v engine.View, lu lineUp) {
	for _, c := range v.Cars {
		name := carName(lu.cars[c.Seat], lu.legendLevel)
		res.races[name]++
		res.rounds[name] += c.FinishRound
		res.spins[name] += c.SpinOuts
		for _, o := range v.Cars {
			if o.Seat == c.Seat || lu.cars[o.Seat] == lu.cars[c.Seat] {
				continue
			}
			pair := [2]string{name, carName(lu.cars[o.Seat], lu.legendLevel)}
			res.meetings[pair]++
			if c.Place < o.Place {
				res.ahead[pair]++
			}
		}
	}
}

func (res *results) share(a, b string) float64 {
	p := [2]string{a, b}
	if res.meetings[p] == 0 {
		return 0
	}
	return float64(res.ahead[p]) / float64(res.meetings[p])
}

func TestLevels(t *testing.T) {
	if testing.Short() {
		t.Skip("races many bots; run without -short")
	}
	n, check := *levelRaces, *levelRaces > 0
	ups := lineUps
	if only := os.Getenv("LEVELS_ONLY"); only != "" { // for experiments: line-ups by index, "0,2"
		ups = nil
		for _, i := range strings.Split(only, ",") {
			var k int
			fmt.Sscan(i, &k)
			ups = append(ups, lineUps[k])
		}
	}
	if !check {
		n, ups = 10, lineUps[len(lineUps)-1:] // the quick check: hard, normal and easy together
	}
	all := newResults()
	var table strings.Builder
	table.WriteString("| circuit | level | ahead of Legend +0 | ahead of Legend +2 | ahead of hard | ahead of normal | ahead of easy | mean finishing round | spin-outs per race |\n|---|---|---|---|---|---|---|---|---|\n")
	circuits := []string{"usa", "italia", "france", "gb"}
	if only := os.Getenv("LEVELS_CIRCUITS"); only != "" { // for experiments: "italia,gb"
		circuits = strings.Split(only, ",")
	}
	for _, track := range circuits {
		res := newResults()
		for _, lu := range ups {
			for seed := range uint64(n) {
				raceLineUp(t, track, lu, 1000+seed, res, all)
			}
			if check {
				fmt.Fprintf(os.Stderr, "%s: %d races of %v at Legend +%d done\n", track, n, lu.cars, lu.legendLevel)
			}
		}
		levelRows(&table, track, res)
		if check && res.share("hard", "Legend +0") < 0.6 {
			t.Errorf("%s: the hard bot finishes ahead of a Legend +0 in %.0f%% of their meetings, want 60%%", track, 100*res.share("hard", "Legend +0"))
		}
	}
	levelRows(&table, "all", all)
	t.Logf("\n%s", table.String())
	if s := all.share("hard", "normal"); s < 0.55 || (check && s < 0.7) {
		t.Errorf("the hard bot finishes ahead of the normal bot in %.0f%% of their races", 100*s)
	}
	if check && all.share("hard", "Legend +2") < 0.5 {
		t.Errorf("the hard bot finishes ahead of a Legend +2 in %.0f%% of their meetings, want 50%%", 100*all.share("hard", "Legend +2"))
	}
}

func levelRows(b *strings.Builder, track string, res *results) {
	pct := func(a, o string) string {
		if res.meetings[[2]string{a, o}] == 0 {
			return "–"
		}
		return fmt.Sprintf("%.0f%%", 100*res.share(a, o))
	}
	for _, name := range []string{"hard", "normal", "easy", "Legend +0", "Legend +2"} {
		if res.races[name] == 0 {
			continue
		}
		fmt.Fprintf(b, "| %s | %s | %s | %s | %s | %s | %s | %.1f | %.2f |\n", track, name,
			pct(name, "Legend +0"), pct(name, "Legend +2"), pct(name, "hard"), pct(name, "normal"), pct(name, "easy"),
			float64(res.rounds[name])/float64(res.races[name]), float64(res.spins[name])/float64(res.races[name]))
	}
}
