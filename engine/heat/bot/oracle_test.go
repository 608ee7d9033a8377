//go:build heatoracle

package bot

import engine "github.com/heatracing/heat/engine/heat"

// Built with the heatoracle tag, TestLevels races bots that know their own deck's order and the
// Legend card each round will flip (known.go): what perfect knowledge of the unseen would win.
//
//	LEVELS_ONLY=7 go test -tags heatoracle -count=1 -timeout 60m -run 'TestLevels$' -v ./engine/heat/bot/ -args -levels.races=200
func init() {
	raceStarts = func(r *engine.Race) { knownFuture = r.Future }
}
