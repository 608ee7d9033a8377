package havoc

import (
	"fmt"
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/engine/havoc/bot"
	"github.com/heatracing/heat/engine/kit/enginetest"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// The tables behind the estimate hold for games the bots play now: a few settings, 12 games each,
// the rounds within a quarter of the table's and the Storm's cards within a sixth.
func TestDurationTables(t *testing.T) {
	for _, tt := range []struct{ players, laps, dice, cards int }{
		{4, 2, 2, 4}, {2, 2, 1, 3}, {3, 1, 2, 5},
	} {
		t.Run(fmt.Sprintf("%dp-%dl-%dd-%dc", tt.players, tt.laps, tt.dice, tt.cards), func(t *testing.T) {
			const games = 12
			rounds, storm := 0, 0
			for seed := uint64(1); seed <= games; seed++ {
				cfg := engine.Config{Laps: tt.laps, Dice: tt.dice, Cards: tt.cards}
				for i := range tt.players {
					cfg.Seats = append(cfg.Seats, engine.SeatConfig{Name: fmt.Sprint("P", i), Colour: engine.Colours[i]})
				}
				g, err := engine.New(cfg, seed)
				if err != nil {
					t.Fatal(err)
				}
				enginetest.PlayOut(t, g, 100000, func(_ int, v engine.View) (engine.Action, error) {
					if v.Stage == engine.StageStorm {
						storm++
					}
					return bot.Decide(v)
				})
				rounds += g.View(engine.Spectator).Round
			}
			perGame := float64(rounds) / games
			want := float64(tt.laps) * roundsPerLap[tt.dice-1][tt.players-2]
			if perGame < want*0.75 || perGame > want*1.25 {
				t.Errorf("%.1f rounds a game, the table says %.1f", perGame, want)
			}
			perRound := float64(storm) / float64(rounds)
			if w := stormActions[tt.players-2][tt.cards-3]; perRound < w*5/6 || perRound > w*7/6 {
				t.Errorf("%.1f Storm actions a round, the table says %.1f", perRound, w)
			}
		})
	}
}

// A new game against three bots takes about ten minutes; the engine's own defaults took over
// half an hour.
func TestEstimate(t *testing.T) {
	d := estimate(havoctitle.DefaultSettings(), 4)
	if d < 8*time.Minute || d > 12*time.Minute {
		t.Errorf("a new game against three bots is estimated at %v, want about 10 minutes", d)
	}
	e := engine.Defaults
	if d := estimate(havoctitle.Settings{Laps: e.Laps, Dice: e.Dice, Cards: e.Cards}, 4); d < 25*time.Minute {
		t.Errorf("three laps on one die estimated at %v; players measured over 25 minutes", d)
	}
	if a, b := estimate(havoctitle.Settings{Laps: 1, Dice: 2, Cards: 3}, 2), estimate(havoctitle.Settings{Laps: 5, Dice: 1, Cards: 5}, 4); a >= b {
		t.Errorf("the shortest game (%v) is estimated longer than the longest (%v)", a, b)
	}
	for _, tt := range []struct {
		d    time.Duration
		want string
	}{{10*time.Minute + 20*time.Second, "About 10 minutes"}, {40 * time.Second, "About a minute"}, {2 * time.Hour, "About 2.0 hours"}} {
		if got := durationText(tt.d); got != tt.want {
			t.Errorf("durationText(%v) = %q, want %q", tt.d, got, tt.want)
		}
	}
}
