package bot

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
)

type kind int

const (
	kindBot kind = iota
	kindRandom
	kindLegend
	kindNaive // the bot without the Garage and Weather modules' knowledge
)

var kindNames = []string{"bot", "random", "Legend +0", "naive bot"}

type tally struct {
	races, finishRounds, spins, places int
	unfinished                         int // cars still racing when the race ended
}

// race runs one race with the given kinds of cars and adds each car's result to the tallies.
func race(t testing.TB, track string, kinds []kind, level Level, seed uint64, out map[kind]*tally) {
	raceIn(t, engine.Config{Track: track}, kinds, level, seed, out)
}

// raceIn runs one race of the configuration (its seats made from kinds), adds each car's result
// to the tallies and returns the cars as they finished.
func raceIn(t testing.TB, cfg engine.Config, kinds []kind, level Level, seed uint64, out map[kind]*tally) []engine.CarView {
	track := cfg.Track
	cfg.Seats = nil
	for i, k := range kinds {
		cfg.Seats = append(cfg.Seats, engine.SeatConfig{Name: fmt.Sprint(i), Colour: engine.Colours[i], Legend: k == kindLegend})
	}
	r, err := engine.New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	g := rand.New(rand.NewPCG(seed, 99))
	for steps := 0; !r.Over(); steps++ {
		if steps > 20000 {
			t.Fatalf("%s seed %d: the race does not end", track, seed)
		}
		seat := r.Pending()[0]
		v := r.View(seat)
		var a engine.Action
		switch kinds[seat] {
		case kindRandom:
			a, err = Random(v, g)
		case kindNaive:
			a, err = decide(v, level, true)
		default:
			a, err = Decide(v, level)
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Apply(seat, a); err != nil {
			t.Fatalf("%s seed %d seat %d: the %s chose %v: %v", track, seed, seat, kindNames[kinds[seat]], a, err)
		}
	}
	v := r.View(engine.Spectator)
	for _, c := range v.Cars {
		tl := out[kinds[c.Seat]]
		tl.races++
		if c.FinishRound == 0 {
			tl.unfinished++
		}
		tl.finishRounds += c.FinishRound
		tl.spins += c.SpinOuts
		tl.places += c.Place
	}
	return v.Cars
}

func (tl *tally) mean(n int) float64 { return float64(n) / float64(tl.races) }

// meanRound is the mean finishing round of the cars that finished.
func (tl *tally) meanRound() float64 {
	return float64(tl.finishRounds) / float64(tl.races-tl.unfinished)
}

// compare races each kind alone on the circuit (no one to block, slipstream or chase) and then
// a bot, a random player and a Legend together, over n seeds.
func compare(t testing.TB, track string, level Level, n int) (alone, together map[kind]*tally) {
	alone = map[kind]*tally{kindBot: {}, kindRandom: {}, kindLegend: {}}
	together = map[kind]*tally{kindBot: {}, kindRandom: {}, kindLegend: {}}
	for seed := range uint64(n) {
		race(t, track, []kind{kindBot}, level, seed, alone)
		race(t, track, []kind{kindRandom}, level, seed, alone)
		race(t, track, []kind{kindBot, kindLegend}, level, seed, map[kind]*tally{kindBot: {}, kindLegend: alone[kindLegend]})
		race(t, track, []kind{kindBot, kindRandom, kindLegend}, level, seed, together)
	}
	return alone, together
}

func TestBotBeatsRandomAndRacesLegends(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 30
	}
	var table strings.Builder
	table.WriteString("| circuit | driver | alone: mean finishing round | alone: spin-outs per race | 3-car race: mean finishing round | 3-car race: mean place | 3-car race: spin-outs per race |\n|---|---|---|---|---|---|---|\n")
	for _, track := range []string{"usa", "italia", "france", "gb"} {
		alone, together := compare(t, track, testLevel, n)
		for _, k := range []kind{kindBot, kindRandom, kindLegend} {
			a, g := alone[k], together[k]
			fmt.Fprintf(&table, "| %s | %s | %.1f | %.2f | %.1f | %.2f | %.2f |\n", track, kindNames[k],
				a.meanRound(), a.mean(a.spins), g.meanRound(), g.mean(g.places), g.mean(g.spins))
		}
		bot, random, legend := alone[kindBot], alone[kindRandom], alone[kindLegend]
		if bot.meanRound() > 0.75*random.meanRound() {
			t.Errorf("%s: the bot needs %.1f rounds, random play %.1f: not a wide margin", track, bot.meanRound(), random.meanRound())
		}
		if bot.meanRound() > 1.25*legend.meanRound() {
			t.Errorf("%s: the bot needs %.1f rounds, Legends %.1f: not close", track, bot.meanRound(), legend.meanRound())
		}
		if bot.mean(bot.spins) > 0.5 {
			t.Errorf("%s: the bot spins out %.2f times a race", track, bot.mean(bot.spins))
		}
	}
	t.Logf("\n%s", table.String())
}

var testLevel = Normal
