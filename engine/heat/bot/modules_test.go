package bot

import (
	"fmt"
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
)

// The bot with both modules on: the same bot without the modules' knowledge (drafting the first
// card, upgrades as plain Speed, no optional symbols, blind to road conditions and weather) and
// a Legend +0 in the same race.

// grids seats the three cars in every order in turn, so that no car keeps the better grid spot.
var grids = [][]kind{
	{kindBot, kindNaive, kindLegend}, {kindNaive, kindBot, kindLegend}, {kindLegend, kindBot, kindNaive},
	{kindLegend, kindNaive, kindBot}, {kindBot, kindLegend, kindNaive}, {kindNaive, kindLegend, kindBot},
}

// duel counts how often one kind of car finished ahead of another in the same race.
type duel struct{ a, b kind }

var duels = []duel{{kindBot, kindNaive}, {kindBot, kindLegend}, {kindNaive, kindLegend}}

// compareModules races a bot, a naive bot and a Legend together over n seeds of a circuit with
// the Garage (both decks, drafted) and random weather and road conditions.
func compareModules(t testing.TB, track string, n int) (map[kind]*tally, map[duel]int) {
	tallies := map[kind]*tally{kindBot: {}, kindNaive: {}, kindLegend: {}}
	wins := map[duel]int{}
	cfg := engine.Config{Track: track, Garage: engine.GarageBoth, Weather: engine.WeatherRandom}
	for seed := range uint64(n) {
		place := map[kind]int{}
		for _, c := range raceIn(t, cfg, grids[seed%uint64(len(grids))], testLevel, seed, tallies) {
			place[grids[seed%uint64(len(grids))][c.Seat]] = c.Place
		}
		for _, d := range duels {
			if place[d.a] < place[d.b] {
				wins[d]++
			}
		}
	}
	return tallies, wins
}

func TestBotUsesTheModules(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 30
	}
	var table strings.Builder
	table.WriteString("| circuit | driver | mean finishing round | mean place | spin-outs per race | races not finished |\n|---|---|---|---|---|---|\n")
	var rates strings.Builder
	rates.WriteString("| circuit | bot ahead of naive bot | bot ahead of Legend | naive bot ahead of Legend |\n|---|---|---|---|\n")
	total := map[duel]int{}
	var bot, naive tally
	tracks := []string{"usa", "italia", "france", "gb"}
	for _, track := range tracks {
		tallies, wins := compareModules(t, track, n)
		for _, k := range []kind{kindBot, kindNaive, kindLegend} {
			tl := tallies[k]
			fmt.Fprintf(&table, "| %s | %s | %.1f | %.2f | %.2f | %d |\n", track, kindNames[k],
				tl.meanRound(), tl.mean(tl.places), tl.mean(tl.spins), tl.unfinished)
		}
		fmt.Fprintf(&rates, "| %s |", track)
		for _, d := range duels {
			fmt.Fprintf(&rates, " %.0f%% |", 100*float64(wins[d])/float64(n))
			total[d] += wins[d]
		}
		rates.WriteString("\n")
		for _, x := range []struct{ sum, add *tally }{{&bot, tallies[kindBot]}, {&naive, tallies[kindNaive]}} {
			x.sum.races += x.add.races
			x.sum.finishRounds += x.add.finishRounds
			x.sum.unfinished += x.add.unfinished
		}
	}
	races := n * len(tracks)
	if rate := float64(total[duel{kindBot, kindNaive}]) / float64(races); rate < minAheadOfNaive {
		t.Errorf("the bot finished ahead of the naive bot in %.0f%% of %d races, want at least %.0f%%", 100*rate, races, 100*minAheadOfNaive)
	}
	if bot.unfinished > 0 {
		t.Errorf("the bot did not finish %d of %d races", bot.unfinished, races)
	}
	if bot.meanRound() > naive.meanRound() {
		t.Errorf("the bot finished in round %.1f on average, the naive bot in %.1f: the modules' knowledge slows it", bot.meanRound(), naive.meanRound())
	}
	t.Logf("\n%s\n%s", table.String(), rates.String())
}

// minAheadOfNaive is the share of races the bot must finish ahead of the naive bot.
const minAheadOfNaive = 0.55
