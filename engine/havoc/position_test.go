package havoc

import (
	"encoding/json"
	"testing"

	"github.com/heatracing/heat/engine/kit/enginetest"

	"github.com/heatracing/heat/engine/rng"
)

// positionsOf plays random games and returns the game at many points of them: every stage,
// every setting, 2 to 4 players.
func positionsOf(t testing.TB, games int) []*Game {
	var out []*Game
	for seed := uint64(1); seed <= uint64(games); seed++ {
		cfg := Config{Seats: seats(2 + int(seed%3)), Laps: 1 + int(seed%3), Dice: 1 + int(seed/2%2), Decks: 1 + int(seed/3%2), Cards: 3 + int(seed%3), Coins: 1 + int(seed/5%3)}
		g, err := New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := &rng.Source{S: seed}
		for n := 0; n < 3000 && !g.Over(); n++ {
			if n%41 == 0 || g.s.Stage == StageLanes {
				out = append(out, g.clone())
			}
			seat := g.actor()
			if err := g.Apply(seat, randomAction(g, seat, r)); err != nil {
				t.Fatal(err)
			}
		}
		out = append(out, g)
	}
	return out
}

// A position printed and read back is the same game: it prints the same, every seat sees the
// same, and the same moves (with the same draws) play the same from there on.
func TestPositionRoundTrips(t *testing.T) {
	stages := map[Stage]int{}
	for i, g := range positionsOf(t, 8) {
		stages[g.s.Stage]++
		text := PrintPosition(g)
		back, err := ParsePosition(text, 9)
		if err != nil {
			t.Fatalf("position %d does not read back: %v\n%s", i, err, text)
		}
		if got := PrintPosition(back); got != text {
			t.Fatalf("position %d prints otherwise once read:\n%s\nthen\n%s", i, text, got)
		}
		if err := checkInvariants(back); err != nil {
			t.Fatalf("position %d read back: %v", i, err)
		}
		back.s.RNG = g.s.RNG // the later draws alike
		orig := g.clone()
		r := &rng.Source{S: uint64(i)}
		for n := 0; n < 12 && !orig.Over(); n++ {
			if n == 0 || n == 11 {
				for seat := -1; seat < len(orig.s.Players); seat++ {
					if a, b := viewJSON(t, orig, seat), viewJSON(t, back, seat); a != b {
						t.Fatalf("position %d, move %d: seat %d sees\n%s\nin the game, and\n%s\nin the position read back", i, n, seat, a, b)
					}
				}
			}
			seat := orig.actor()
			a := randomAction(orig, seat, r)
			if err := orig.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
			if err := back.Apply(seat, a); err != nil {
				t.Fatalf("position %d, move %d (%s) applies to the game but not to its position: %v", i, n, a, err)
			}
			if PrintPosition(orig) != PrintPosition(back) {
				t.Fatalf("position %d, move %d (%s): the game and its position part", i, n, a)
			}
		}
	}
	for _, st := range []Stage{StageDealer, StageStorm, StageLanes, StageCoins, StageRace, StageOver} {
		if stages[st] == 0 {
			t.Errorf("no position in stage %s", st)
		}
	}
}

// viewJSON is seat's view, without the event count (a position starts its events anew).
func viewJSON(t testing.TB, g *Game, seat int) string {
	v := g.View(seat)
	v.Events = 0
	v.Config.Position = ""
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// A game started at a position replays from its file like any other.
func TestAPositionReplaysFromItsFile(t *testing.T) {
	g, err := New(Config{Position: stormExample, Seats: []SeatConfig{{Name: "Ana"}, {Name: "Bo"}, {Name: "Cy"}}}, 3)
	if err != nil {
		t.Fatal(err)
	}
	if g.s.Players[0].Name != "Ana" {
		t.Fatalf("the seats' names do not name the players: %q", g.s.Players[0].Name)
	}
	playRandom(g, &rng.Source{S: 5})
	back, err := FileFormat.Replay(g.File())
	if err != nil {
		t.Fatal(err)
	}
	if back.Digest() != g.Digest() {
		t.Fatal("the replayed game differs")
	}
}

// stormExample is a hand-written position: the cards and coins it leaves out are dealt from the
// seed.
const stormExample = `
cards 4
stage storm
dealer 2
discard 9s 10s
player You
hand 7s Qh Ad 8c
player Rival
hand 9c Kc
player Third
hand Jh
`

func TestBadPositionsSayWhatIsWrong(t *testing.T) {
	two := "stage storm\ndealer 0\ndiscard 9s\nplayer A\nhand 7s\nplayer B\nhand 8s\n"
	bad := []struct{ Name, Text, Want string }{
		{"no stage", "player A\nplayer B\n", "says its stage"},
		{"one player", "stage storm\nplayer A\n", "needs 2 to 4 players"},
		{"five players", "stage storm\nplayer A\nplayer B\nplayer C\nplayer D\nplayer E\n", "line 6"},
		{"unknown line", two + "weather rain\n", "not part of a position"},
		{"unknown stage", "stage pitstop\n", "the stage is dealer"},
		{"a card twice", two + "player C\nhand 7s\n", "card 7s is both in player 0's hand and in player 2's hand"},
		{"a bad card", "stage storm\nplayer A\nhand 6s\n", `"6s" is no card`},
		{"second deck", "stage storm\nplayer A\nhand Qs2\n", "write \"decks 2\""},
		{"settings after a player", "stage storm\nplayer A\nlaps 2\n", "settings come before the players"},
		{"a player's line first", "stage storm\nhand 7s\n", "belongs to a player"},
		{"twice", two + "round 2\nround 3\n", "round is given twice"},
		{"no discard", "stage storm\nplayer A\nhand 7s\nplayer B\nhand 8s\n", "needs its discard pile"},
		{"one holder", "stage storm\ndiscard 9s\nout 1\nplayer A\nhand 7s\nplayer B\n", "two players with cards"},
		{"out but holding", "stage storm\ndiscard 9s\nout 1\nplayer A\nhand 7s\nplayer B\nhand 8s\nplayer C\nhand 8h\n", "out lists the players with no cards"},
		{"a suit on a 9", two + "suit hearts\n", "only a Queen"},
		{"toxic 9", two + "toxic 1\n", "only a 7"},
		{"turn to an empty hand", "stage storm\ndiscard 9s\nstorm-turn 2\nout 2\nplayer A\nhand 7s\nplayer B\nhand 8s\nplayer C\n", "holds cards"},
		{"a car in the first Storm", two + "lane 2\n", "lanes are chosen after the first Storm"},
		{"no car in the race", "stage race\nstorms 2\nplayer A\nlane 1\nplayer B\n", "player 1's car is not on the board"},
		{"two cars on a space", "stage race\nstorms 2\nplayer A\nlane 1\nprogress 5\nplayer B\nlane 1\nprogress 101\nlap 2\n", "same space"},
		{"a car on a coin", "stage race\nstorms 2\ncoin 5/1 +2\nplayer A\nlane 1\nprogress 5\nplayer B\nlane 2\n", "stands on a coin"},
		{"a coin off the track", "stage race\nstorms 2\ncoin 97/1 +2\nplayer A\nlane 1\nplayer B\nlane 2\n", "coins go on the track"},
		{"two coins on a space", "stage race\nstorms 2\ncoin 9/1 +2\ncoin 9/1 -2\nplayer A\nlane 1\nplayer B\nlane 2\n", "two coins lie at 9/1"},
		{"too many tows", "stage race\nstorms 2\ncoins 1\nplayer A\nlane 1\ncoins tow tow tow tow\nplayer B\nlane 2\ncoins tow tow tow\n", "more tow coins than the purse holds"},
		{"a bad coin", "stage race\nplayer A\ncoins +7\n", `"+7" is no coin`},
		{"a car in the pit lane far on", "stage race\nstorms 2\nplayer A\nlane pit-lane\nprogress 9\nplayer B\nlane 2\n", "pit lane runs beside positions 1 to 5"},
		{"a car in the pit mid-lap", "stage race\nstorms 2\nplayer A\nlane pit\nprogress 9\nplayer B\nlane 2\n", "the start of its lap"},
		{"past the line", "laps 1\nstage race\nstorms 2\nplayer A\nlane 1\nprogress 100\nplayer B\nlane 2\n", "write finished"},
		{"coins to place but none held", "stage coins\nstorms 2\nplayer A\nlane 1\nplayer B\nlane 2\n", "player with coins to place"},
		{"a winner mid-race", "stage race\nstorms 2\nwinner 0\nplayer A\nlane 1\nplayer B\nlane 2\n", "once the game is over"},
		{"ranking without its winner", "stage over\nstorms 2\nwinner 0\nranking 1 0\nplayer A\nlane 1\nplayer B\nlane 2\n", "starts with the winner"},
		{"order twice a seat", "stage race\nstorms 2\norder 0 0\nplayer A\nlane 1\nplayer B\nlane 2\n", "names seat 0 twice"},
		{"order of a seat missing", "stage race\nstorms 2\norder 0 3\nplayer A\nlane 1\nplayer B\nlane 2\n", "the seats are 0 to 1"},
		{"lanes after two Storms", "stage lanes\nstorms 2\nplayer A\nplayer B\n", "after the first Storm"},
		{"short layout", "stage dealer\nlayout 7h 8h\nplayer A\nplayer B\n", "the layout has 18 cards"},
		{"layout after the dealer", two + "layout 7h 8h 9h 10h Jh Qh Kh Ah 7d 8d 9d 10d Jd Qd Kd Ad 7c 8c\n", "end with it"},
		{"picked by nobody", "stage dealer\nlayout 7h 8h 9h 10h Jh Qh Kh Ah 7d 8d 9d 10d Jd Qd Kd Ad 7c 8c\npicked 3\nplayer A\nplayer B\n", "write it @0 in the layout"},
		{"cards nowhere", "stage storm\nstock 7h\ndiscard 8h\nplayer A\nhand 9h\nplayer B\nhand 10h\n", "is nowhere"},
		{"coins nowhere", two + "purse +2\n", "coins are nowhere"},
		{"an unquoted name", `stage storm` + "\nplayer \"A\n", "quoted name"},
	}
	parse := func(text string) error {
		_, err := ParsePosition(text, 1)
		return err
	}
	enginetest.BadPositions(t, parse, stormExample, bad)
}

// Nothing read as a position panics, and whatever reads prints the same once read again and
// plays on by the rules.
func FuzzPosition(f *testing.F) {
	f.Add(stormExample)
	for i, g := range positionsOf(f, 3) {
		if i%5 == 0 {
			f.Add(PrintPosition(g))
		}
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := ParsePosition(text, 1)
		if err != nil {
			return
		}
		p := PrintPosition(g)
		back, err := ParsePosition(p, 1)
		if err != nil {
			t.Fatalf("a position read does not read again once printed: %v\n%s", err, p)
		}
		if got := PrintPosition(back); got != p {
			t.Fatalf("a position prints otherwise once read:\n%s\nthen\n%s", p, got)
		}
		r := &rng.Source{S: 3}
		for n := 0; n < 60 && !g.Over(); n++ {
			if err := checkInvariants(g); err != nil {
				t.Fatalf("move %d: %v\n%s", n, err, p)
			}
			seat := g.actor()
			if err := g.Apply(seat, randomAction(g, seat, r)); err != nil {
				t.Fatalf("move %d: a legal move is refused: %v\n%s", n, err, p)
			}
		}
	})
}

// A name with a comment sign, quotes or spaces around it prints quoted and reads back.
func TestPositionNamesReadBack(t *testing.T) {
	for _, name := range []string{"#1 fan", `Ana "Ace"`, " Bo", "Cy # two"} {
		g, err := New(Config{Seats: []SeatConfig{{Name: name, Colour: "red"}, {Name: "X", Colour: "blue"}}}, 1)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParsePosition(PrintPosition(g), 1)
		if err != nil {
			t.Fatalf("%q: %v", name, err)
		}
		if got := back.s.Players[0].Name; got != name {
			t.Errorf("the name %q reads back as %q", name, got)
		}
	}
}
