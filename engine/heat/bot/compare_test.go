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
)

var kindNames = []string{"bot", "random", "Legend +0"}

type tally struct {
	races, finishRounds, spins, places int
}

// race runs one race with the given kinds of cars and adds each car's result to the tallies.
func race(t testing.TB, track string, kinds []kind, level Level, seed uint64, out map[kind]*tally) {
	var seats []engine.SeatConfig
	for i, k := range kinds {
		seats = append(seats, engine.SeatConfig{Name: fmt.Sprint(i), Colour: engine.Colours[i], Legend: k == kindLegend})
	}
	r, err := engine.New(engine.Config{Track: track, Seats: seats}, seed)
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
		if kinds[seat] == kindRandom {
			a, err = Random(v, g)
		} else {
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
		tl.finishRounds += c.FinishRound
		tl.spins += c.SpinOuts
		tl.places += c.Place
	}
}

func (tl *tally) mean(n int) float64 { return float64(n) / float64(tl.races) }

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
				a.mean(a.finishRounds), a.mean(a.spins), g.mean(g.finishRounds), g.mean(g.places), g.mean(g.spins))
		}
		bot, random, legend := alone[kindBot], alone[kindRandom], alone[kindLegend]
		if bot.mean(bot.finishRounds) > 0.75*random.mean(random.finishRounds) {
			t.Errorf("%s: the bot needs %.1f rounds, random play %.1f: not a wide margin", track, bot.mean(bot.finishRounds), random.mean(random.finishRounds))
		}
		if bot.mean(bot.finishRounds) > 1.25*legend.mean(legend.finishRounds) {
			t.Errorf("%s: the bot needs %.1f rounds, Legends %.1f: not close", track, bot.mean(bot.finishRounds), legend.mean(legend.finishRounds))
		}
		if bot.mean(bot.spins) > 0.5 {
			t.Errorf("%s: the bot spins out %.2f times a race", track, bot.mean(bot.spins))
		}
	}
	t.Logf("\n%s", table.String())
}

var testLevel = Normal
