package heat_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	"github.com/heatracing/heat/engine/kit/enginetest"
)

// Golden races: whole races (bots, Legends, every circuit, both end rules, Qualifying) saved as
// race files, with the transcript a player would read in the race log. Replaying a file must give
// the same transcript; a rules change shows up as a readable diff.
var goldenRaces = []enginetest.Case[engine.Config]{
	{Name: "usa-4-bots-2-legends", Config: engine.Config{Track: "usa", Seats: seats(4, 2)}, Seed: 1},
	{Name: "italia-2-bots-3-legends-level-2", Config: engine.Config{Track: "italia", Seats: seats(2, 3), LegendLevel: 2}, Seed: 2},
	{Name: "france-6-bots-leader-finishes", Config: engine.Config{Track: "france", Seats: seats(6, 0), End: engine.EndLeaderFinishes}, Seed: 3},
	{Name: "gb-1-bot-5-aggressive-legends", Config: engine.Config{Track: "gb", Seats: seats(1, 5), AggressiveLegends: true}, Seed: 4},
	{Name: "usa-qualifying-3-laps", Config: engine.Config{Track: "usa", Mode: engine.ModeQualifying, Laps: 3, Seats: seats(1, 0)}, Seed: 5},
	{Name: "gb-3-bots-garage-both-weather", Config: engine.Config{Track: "gb", Seats: seats(3, 0), Garage: engine.GarageBoth, Weather: engine.WeatherRandom}, Seed: 6},
	{Name: "france-2-bots-2-legends-quick-start-weather", Config: engine.Config{Track: "france", Laps: 1, Seats: seats(2, 2), Garage: engine.GarageQuick, Weather: engine.WeatherRandom}, Seed: 7},
	{Name: "italia-4-bots-garage-advanced", Config: engine.Config{Track: "italia", Laps: 2, Seats: seats(4, 0), Garage: engine.GarageAdvanced}, Seed: 8},
}

func seats(bots, legends int) []engine.SeatConfig {
	var out []engine.SeatConfig
	for i := range bots + legends {
		name := fmt.Sprintf("Bot %d", i+1)
		if i >= bots {
			name = fmt.Sprintf("Legend %d", i-bots+1)
		}
		out = append(out, engine.SeatConfig{Name: name, Colour: engine.Colours[i], Legend: i >= bots})
	}
	return out
}

func transcript(r *engine.Race) string {
	var names []string
	for _, c := range r.View(engine.Spectator).Cars {
		names = append(names, c.Name)
	}
	var b strings.Builder
	for _, e := range r.Events(engine.Spectator, 0) {
		if e.Kind == engine.EvReady {
			continue
		}
		b.WriteString(engine.Describe(e, names))
		b.WriteByte('\n')
	}
	return b.String()
}

func TestGoldenRaces(t *testing.T) {
	enginetest.Goldens(t, goldenRaces, engine.New, func(t *testing.T, r *engine.Race) {
		enginetest.PlayOut(t, r, 1_000_000, func(seat int, v engine.View) (engine.Action, error) { return bot.Decide(v, bot.Level(seat%3)) })
	}, engine.FileFormat.Parse, transcript)
}

func TestRaceFileErrors(t *testing.T) {
	enginetest.FileErrors(t, engine.FileFormat.Parse, enginetest.BadFiles{
		Game: "heat", Unreadable: "not a race file", BadConfig: `{"track":"moon","seats":[]}`, BadWhy: "moon",
		Config: `{"track":"usa","seats":[{"name":"a","colour":"red"}]}`, Seat: 0, Action: `{"type":"shift","gear":4}`,
	})
}

// countSlips finds a count whose noun disagrees with it: "1 spaces", "3 card".
var countSlips = regexp.MustCompile(`\b(?:1 (?:spaces|cards|rounds|laps|corners|cars|spin-outs|Legends)|(?:0|[2-9]|[1-9][0-9]+) (?:space|card|round|lap|corner|car|spin-out|Legend)\b)\b`)

// A player reads the transcripts in the race log: no count in them may disagree with its noun.
func TestTranscriptsCountInWords(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "golden", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden transcripts: %v", err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(b), "\n") {
			if slip := countSlips.FindString(line); slip != "" {
				t.Errorf("%s:%d: %q says %q", filepath.Base(f), i+1, line, slip)
			}
		}
	}
}

func TestCountSlipsPattern(t *testing.T) {
	for line, slip := range map[string]bool{
		"Bot 4 slipstreams 1 spaces.":         true,
		"Bot 4 slipstreams 1 space.":          false,
		"Bot 1 draws 3 card.":                 true,
		"Bot 1 draws 3 cards.":                false,
		"Bot 1 completes lap 1 in 12 rounds.": false,
		"Legend card 2 is turned.":            false,
		"Bot 12 shuffles 10 cards":            false,
	} {
		if got := countSlips.MatchString(line); got != slip {
			t.Errorf("%q: slip %v, want %v", line, got, slip)
		}
	}
}
