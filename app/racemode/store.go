package racemode

import (
	"errors"
	"math/rand/v2"
	"strconv"

	"github.com/heatracing/heat/app/shell"
	rules "github.com/heatracing/heat/engine/racemode"
)

// What Race Mode keeps in the browser's storage (app/shell owns it), readable in the developer
// tools:
//
//   - the run: engine/racemode's versioned save (the completed nodes, the deck with its versions,
//     the camera, the global special modes, the run's seed and opening rule, the races lost);
//   - the race started from a node, until the map has taken its result: which node of which run.
//     The race itself is Heat's solo race, saved by the shell after every move like any other.
const (
	keyRun  = "heat.racemode.run"
	keyRace = "heat.racemode.race"
	// keyMap set to "short" plays the short campaign (engine/rules.Short), for the browser
	// tests. Players never set it.
	keyMap = "heat.debug.racemode.map"
)

// pendingRace is a race started from a node whose result the map has not taken yet.
type pendingRace struct {
	Node int    `json:"node"`
	Run  string `json:"run"` // the run's id (runID)
}

// definition is the campaign the map plays: the default one, or the tests' short one.
func definition() *rules.Definition {
	var which string
	if shell.LoadJSON(keyMap, &which) && which == "short" {
		return rules.Short()
	}
	return rules.Default()
}

// newMap generates the campaign's map. The definitions are the package's own and valid (their
// tests generate them), so a failure is a broken build.
func newMap() *rules.Map {
	m, err := rules.Generate(definition())
	if err != nil {
		panic("racemode: the campaign's definition makes no map: " + err.Error())
	}
	return m
}

// runID names a run, to tell its races from another run's: its seed in decimal.
func runID(r *rules.Run) string { return strconv.FormatUint(r.Seed(), 10) }

// newRun is a fresh run on m with a new seed.
func newRun(m *rules.Map, o rules.Opening) *rules.Run {
	return rules.New(m, rand.Uint64(), o)
}

// errNoRun: no run is saved in this browser.
var errNoRun = errors.New("no Race Mode run is saved in this browser")

// loadRun reads the run saved in this browser for map m: errNoRun when there is none, and
// engine/racemode's reason when it cannot be loaded.
func loadRun(m *rules.Map) (*rules.Run, error) {
	text, ok := shell.LoadText(keyRun)
	if !ok {
		return nil, errNoRun
	}
	return rules.Load(m, []byte(text))
}

// saveRun keeps the run, or says why the browser would not.
func saveRun(r *rules.Run) error { return shell.SaveText(keyRun, string(r.Marshal())) }

// forgetRun forgets the run and its race's record (not the race: see forgetRace).
func forgetRun() {
	shell.Forget(keyRun)
	shell.Forget(keyRace)
}
