package heat

import (
	"flag"
	"fmt"
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	"github.com/heatracing/heat/engine/racemode"
	"github.com/heatracing/heat/p2p"
)

// Race Mode's balance, measured with the bots: how often each start deck wins the default
// campaign's first MATCH and its BOSS, its cards at version 0, 1 or 2, the player's car driven by
// a bot and the opponents by the bot the pages give them (normal; easy in a gentle race). engine/racemode/RULES.md keeps the
// table this prints:
//
//	go test -count=1 -timeout 60m -run 'TestRaceModeBalance$' -v ./titles/heat/ -args -racemode.races=400
//
// (-racemode.player=hard drives the player's car with the hard bot.) Without -racemode.races it
// races twice a line, to keep the measurement working, and prints nothing.
var (
	balanceRaces  = flag.Int("racemode.races", 0, "seeded races per line of Race Mode's balance table (0: a quick check)")
	balancePlayer = flag.String("racemode.player", "normal", "the bot level that drives the player's car in the balance table")
)

// balanceNode is a race of the table: the first MATCH the seed's opening rule offers, or the boss.
type balanceNode struct {
	name string
	id   int
}

func TestRaceModeBalance(t *testing.T) {
	races := *balanceRaces
	if races == 0 {
		races = 2
	}
	level, err := bot.ParseLevel(*balancePlayer)
	if err != nil {
		t.Fatal(err)
	}
	m, err := racemode.Generate(racemode.Default())
	if err != nil {
		t.Fatal(err)
	}
	first := racemode.New(m, 1, racemode.OneChild)
	if err := first.ChooseStartDeck(0); err != nil {
		t.Fatal(err)
	}
	nodes := []balanceNode{{"first MATCH", first.Accessible()[0]}, {"BOSS", racemode.BossID}}
	var rows []string
	for _, n := range nodes {
		race := *m.Node(n.id).Race
		for d, deck := range m.Def.StartDecks {
			row := fmt.Sprintf("| %s (node %d, %s) | %s |", n.name, n.id, race.Circuit, m.Def.Names[d])
			for v := 0; v <= racemode.MaxVersion; v++ {
				s := racemode.Setup{Node: n.id, Player: atVersion(deck, v), Race: race, Modes: race.Rules}
				won := 0
				for seed := range races {
					if balanceRace(t, s, uint64(seed+1), level) {
						won++
					}
				}
				row += fmt.Sprintf(" %d%% |", (100*won+races/2)/races)
			}
			rows = append(rows, row)
			if *balanceRaces > 0 {
				t.Log(row)
			}
		}
	}
	if *balanceRaces > 0 {
		t.Logf("\n%d seeded races a cell, the player's car driven by the %s bot, the opponents as in the pages:\n\n"+
			"| race | start deck | version 0 | version 1 | version 2 |\n|---|---|---|---|---|\n%s",
			races, *balancePlayer, strings.Join(rows, "\n"))
	}
}

// atVersion returns d with every card at version v.
func atVersion(d racemode.Deck, v int) racemode.Deck {
	d = d.Clone()
	for i := range d {
		d[i].Version = v
	}
	return d
}

// balanceRace races a campaign setup with the bots, the player's car at level, and reports
// whether the player won.
func balanceRace(t *testing.T, s racemode.Setup, seed uint64, level bot.Level) bool {
	t.Helper()
	seats := []p2p.Seat{{Name: "Player", Colour: engine.Colours[0]}}
	for i := range s.Race.Opponents {
		seats = append(seats, p2p.Seat{Name: fmt.Sprint("Opponent ", i+1), Colour: engine.Colours[i+1], Bot: true})
	}
	cs := CampaignRace(s, "1")
	opponents, err := bot.ParseLevel(cs.BotLevel) // as in the pages: easy in the gentle races
	if err != nil {
		t.Fatal(err)
	}
	g, err := Title.New(settings(t, cs), seats, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := raceOf(g)
	err = r.PlayOut(func(seat int) (engine.Action, error) {
		if seat == 0 {
			return bot.Decide(r.View(seat), level)
		}
		return bot.Decide(r.View(seat), opponents)
	})
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	return r.CampaignWon()
}
