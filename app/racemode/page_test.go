package racemode

import (
	"fmt"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	rules "github.com/heatracing/heat/engine/racemode"
)

// fresh forgets everything Race Mode keeps in the (in-memory) browser storage, and plays the
// short campaign unless short is false.
func fresh(t *testing.T, short bool) {
	t.Helper()
	forgetRun()
	shell.Forget(keyMap)
	if short {
		shell.SaveJSON(keyMap, "short")
	}
	t.Cleanup(func() {
		forgetRun()
		shell.Forget(keyMap)
	})
}

// tester is a map page mounted in go-app's test engine as the browser mounts it (the engine
// pre-renders it, as the server does, and the test mounts it).
type tester struct {
	*mapPage
	e app.TestEngine
}

func mount(t *testing.T) *tester {
	t.Helper()
	p := newMapPage()
	e := app.NewTestEngine()
	if err := e.Load(p); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	pt := &tester{mapPage: p, e: e}
	pt.do(p.OnMount)
	return pt
}

// do runs f as an event of the page would, and renders the page after it.
func (pt *tester) do(f func(ctx app.Context)) {
	pt.ctx.Dispatch(f)
	pt.e.ConsumeAll()
}

// html is the page as it shows now.
func (pt *tester) html() string {
	pt.e.ConsumeAll()
	return app.HTMLString(pt.mapPage)
}

// tagOf returns the opening tag of the first element with the attribute (go-app writes
// attributes in any order).
func tagOf(page, attr string) string {
	i := strings.Index(page, attr)
	if i < 0 {
		return ""
	}
	start := strings.LastIndex(page[:i], "<")
	end := strings.Index(page[i:], ">")
	return page[start : i+end+1]
}

func wants(t *testing.T, page string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(page, w) {
			t.Errorf("the page lacks %s", w)
		}
	}
	if t.Failed() {
		t.Logf("the page:\n%s", page)
	}
}

// saved is a run of the short campaign taken to a point by steps, as saved in the browser.
func saved(t *testing.T, o rules.Opening, steps ...func(r *rules.Run) error) *rules.Run {
	t.Helper()
	r := newRun(newMap(), o)
	for _, step := range steps {
		if err := step(r); err != nil {
			t.Fatal(err)
		}
	}
	if err := saveRun(r); err != nil {
		t.Fatal(err)
	}
	return r
}

func TestANewRunShowsTheStart(t *testing.T) {
	fresh(t, true)
	page := mount(t).html()
	wants(t, page, `data-testid="race-mode"`, `data-testid="node-0"`, `data-state="accessible"`, `data-testid="node-100"`,
		`data-testid="deck-empty"`, `data-testid="tool-modes"`, `data-testid="tool-info"`, `data-testid="tool-restart"`,
		"A new run: choose your start deck")
	if strings.Count(page, `class="rm-node`) != 5 {
		t.Errorf("the short campaign has 5 nodes; the page draws %d", strings.Count(page, `class="rm-node`))
	}
}

// The map has its legend in view, without opening Info: every node type's icon and name, and
// what open and completed look like.
func TestTheMapHasALegend(t *testing.T) {
	fresh(t, false)
	page := mount(t).html()
	key := page[strings.Index(page, `data-testid="map-key"`)+1:]
	key = key[:strings.Index(key, "</ul>")]
	for _, want := range []string{"Start", "Race", "Card choice", "Upgrade", "Boss race", "Open", "Completed"} {
		if !strings.Contains(key, "<span>"+want+"</span>") {
			t.Errorf("the map's legend lacks %q:\n%s", want, key)
		}
	}
	if n := strings.Count(key, `class="rm-icon"`); n != 5 {
		t.Errorf("the legend shows %d icons, want 5", n)
	}
}

// Steps of a run, as the engine takes them.
var (
	startWith = func(i int) func(r *rules.Run) error {
		return func(r *rules.Run) error { return r.ChooseStartDeck(i) }
	}
	raceWon = func(id int) func(r *rules.Run) error {
		return func(r *rules.Run) error { return r.RaceResult(id, true) }
	}
	raceLost = func(id int) func(r *rules.Run) error {
		return func(r *rules.Run) error { return r.RaceResult(id, false) }
	}
	// choiceSkipped declines the card choice a won race offers.
	choiceSkipped = func(id int) func(r *rules.Run) error {
		return func(r *rules.Run) error { return r.SkipCardChoice(id) }
	}
	cardTaken = func(id int) func(r *rules.Run) error {
		return func(r *rules.Run) error { return r.ChooseCard(id, 0, rules.DeckSize-1) }
	}
	upgraded = func(id int) func(r *rules.Run) error {
		return func(r *rules.Run) error { return r.UpgradeCard(id, 0, 2) }
	}
)

// The map draws each node's state (the seed's four) and the paths travelled and open.
func TestMapStates(t *testing.T) {
	tests := []struct {
		name    string
		short   bool
		opening rules.Opening
		steps   []func(r *rules.Run) error
		states  map[int]string
		paths   map[string]int // path classes and how many of each
	}{
		{"the short map after a won race", true, rules.OneChild, []func(r *rules.Run) error{startWith(0), raceWon(1)},
			map[int]string{0: "completed", 1: "completed", 2: "accessible", 3: "inaccessible", 100: "inaccessible"},
			map[string]int{"rm-path rm-path-done": 1, "rm-path rm-path-open": 1, "rm-path": 2}},
		{"one way on, from the start", false, rules.OneChild, []func(r *rules.Run) error{startWith(0)},
			map[int]string{1: "inaccessible", 2: "accessible", 3: "inaccessible"},
			map[string]int{"rm-path rm-path-open": 1}},
		{"every way, from the start", false, rules.AllChildren, []func(r *rules.Run) error{startWith(0)},
			map[int]string{1: "accessible", 2: "accessible", 3: "accessible"},
			map[string]int{"rm-path rm-path-open": 3}},
		{"every way, a level taken", false, rules.AllChildren, []func(r *rules.Run) error{startWith(0), raceWon(1)},
			map[int]string{1: "completed", 2: "same-level-completed", 3: "same-level-completed", 4: "accessible", 5: "accessible", 6: "inaccessible"},
			map[string]int{"rm-path rm-path-done": 1, "rm-path rm-path-open": 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fresh(t, tt.short)
			saved(t, tt.opening, tt.steps...)
			page := mount(t).html()
			for id, want := range tt.states {
				if tag := tagOf(page, fmt.Sprintf(`data-testid="node-%d"`, id)); !strings.Contains(tag, `data-state="`+want+`"`) {
					t.Errorf("node %d is not %s: %s", id, want, tag)
				}
			}
			for class, n := range tt.paths {
				if got := strings.Count(page, `class="`+class+`"`); got != n {
					t.Errorf("%d paths %q, want %d", got, class, n)
				}
			}
			if t.Failed() {
				t.Log(page)
			}
		})
	}
}
