package heat

import (
	"testing"
)

// The Championship's event cards in a race (rules reference §6.3), scene by scene.

func champ(track string, event int) Config {
	return Config{Track: track, Champ: &ChampRace{Event: event}}
}

// sponsorsWon counts the EvSponsor events of seat that an event card (not a corner) gave.
func sponsorsWon(evs []Event, seat, event int) int {
	n := 0
	for _, e := range kinds(evs, EvSponsor) {
		if e.Seat == seat && e.Count == event && e.Corner == 0 {
			n++
		}
	}
	return n
}

func TestEventSpeedRecord(t *testing.T) { // §6.3 event 2
	for _, tt := range []struct {
		name        string
		from, gear  int
		cards, hand string
		engine      int
		want        int
	}{
		// USA: a straight from corner 4 (space 57) to corner 1 (space 12 of the next lap).
		{"Speed 16 on the straight", 58, 4, "4 4 4 4", "4 4 4 4 1 1 1", 6, 1},
		{"Speed 14", 58, 4, "4 4 3 3", "4 4 3 3 1 1 1", 6, 0},
		{"Speed 16 into a spin-out", 50, 4, "4 4 4 4", "4 4 4 4 1 1 1", 6, 0}, // corner 4, limit 2
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := sceneWith(t, champ("usa", 2), carSpec{Pos: tt.from, Gear: tt.gear, Hand: tt.hand, Deck: "1 1 1 1 1 1 1", Engine: tt.engine}, parked(100))
			r.commit(t, 0, tt.gear, tt.cards)
			ev := r.auto(t)
			if got := sponsorsWon(ev, 0, 2); got != tt.want {
				t.Errorf("at %d (Speed %d), %d sponsors for the record, want %d", r.car(0).Pos, r.car(0).T.Speed, got, tt.want)
			}
		})
	}
	// Without the event, no record sponsor.
	r := sceneWith(t, champ("usa", 7), carSpec{Pos: 58, Gear: 4, Hand: "4 4 4 4 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6}, parked(100))
	r.commit(t, 0, 4, "4 4 4 4")
	if ev := r.auto(t); len(kinds(ev, EvSponsor)) != 0 {
		t.Errorf("event 7 gave a sponsor for Speed 16: %+v", kinds(ev, EvSponsor))
	}
}

func TestEventFirstAcrossLapOne(t *testing.T) { // §6.3 event 1
	for _, tt := range []struct {
		ahead int // cars that have completed lap 1 already
		want  int
	}{{0, 1}, {2, 1}, {3, 0}} {
		specs := []carSpec{{Pos: 64, Gear: 2, Hand: "2 3 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6}}
		for i := range tt.ahead {
			specs = append(specs, parked(75+2*i))
		}
		specs = append(specs, parked(20)) // one still behind
		r := sceneWith(t, champ("usa", 1), specs...)
		r.commit(t, 0, 2, "2 3")
		ev := r.auto(t)
		if got := sponsorsWon(ev, 0, 1); got != tt.want || r.car(0).Pos < 69 {
			t.Errorf("with %d ahead: at %d, %d sponsors, want %d", tt.ahead, r.car(0).Pos, got, tt.want)
		}
	}
	// Crossing the line the second time gains nothing.
	r := sceneWith(t, champ("usa", 1), carSpec{Pos: 69 + 64, Gear: 2, Hand: "2 3 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6}, parked(20))
	r.s.Config.Laps = 3
	r.commit(t, 0, 2, "2 3")
	if got := sponsorsWon(r.auto(t), 0, 1); got != 0 {
		t.Errorf("lap 2: %d sponsors", got)
	}
}

func TestEventPassThreeCars(t *testing.T) { // §6.3 event 8
	for _, tt := range []struct {
		parked []int
		want   int
	}{{[]int{22, 24, 26}, 1}, {[]int{22, 24}, 0}, {[]int{22, 24, 40}, 0}} {
		specs := []carSpec{{Pos: 20, Gear: 3, Hand: "4 4 3 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6}}
		for _, p := range tt.parked {
			specs = append(specs, parked(p))
		}
		r := sceneWith(t, champ("usa", 8), specs...)
		r.commit(t, 0, 3, "4 4 3")
		ev := r.auto(t)
		if got := sponsorsWon(ev, 0, 8); got != tt.want {
			t.Errorf("past %v to %d: %d sponsors, want %d", tt.parked, r.car(0).Pos, got, tt.want)
		}
	}
}

func TestEventSpinOutEliminates(t *testing.T) { // §6.3 event 10
	r := sceneWith(t, champ("usa", 10), carSpec{Pos: 30, Gear: 2, Hand: "2 3 1 1 1 4 4", Deck: "1 1 1 1 1 1 1", Engine: 1}, parked(60))
	r.commit(t, 0, 2, "2 3")
	ev := r.auto(t)
	c := r.car(0)
	if len(kinds(ev, EvSpinOut)) != 1 || len(kinds(ev, EvEliminated)) != 1 || !r.Eliminated(0) || !r.Retired(0) {
		t.Fatalf("spin-out under event 10: events %v, eliminated %v", kinds(ev, EvEliminated), r.Eliminated(0))
	}
	if r.Over() || r.Legal(0).Decision != DecideNothing || len(c.Played) != 0 {
		t.Errorf("an eliminated car decides nothing more (over %v, decision %q)", r.Over(), r.Legal(0).Decision)
	}
	if st := r.Standings(); st[len(st)-1] != 0 {
		t.Errorf("standings %v: the eliminated car is last", st)
	}
	if err := r.Apply(0, Action{Type: ActShift, Gear: 1}); err == nil {
		t.Error("an eliminated car may not shift")
	}
	// The same spin-out in another event only costs the usual.
	r = sceneWith(t, champ("usa", 9), carSpec{Pos: 30, Gear: 2, Hand: "2 3 1 1 1 4 4", Deck: "1 1 1 1 1 1 1", Engine: 1}, parked(60))
	r.commit(t, 0, 2, "2 3")
	r.auto(t)
	if r.Eliminated(0) || r.Retired(0) || r.car(0).SpinOuts != 1 {
		t.Errorf("event 9: a spin-out eliminated the car")
	}
}

func TestEventHandSize(t *testing.T) { // §6.3 events 5 and 9
	for _, tt := range []struct{ event, hand int }{{5, 8}, {9, 6}, {7, 7}} {
		r := sceneWith(t, champ("usa", tt.event), carSpec{Pos: 40, Gear: 1, Hand: "1 1 1 1 1 1 1", Deck: "2 2 2 2 2 2 2", Engine: 6}, parked(60))
		r.commit(t, 0, 1, "1")
		r.auto(t)
		if got := len(r.car(0).Hand); got != tt.hand {
			t.Errorf("event %d: hand of %d after replenishing, want %d", tt.event, got, tt.hand)
		}
	}
}

func TestEventSetup(t *testing.T) { // §6.3: Heat, Stress, hand and sponsors at the start
	seats := []SeatConfig{{Name: "Ada", Colour: "red"}, {Name: "Bo", Colour: "blue"}}
	for _, tt := range []struct {
		event, engine, stress, hand, sponsors int
	}{
		{0, 6, 3, 7, 0}, {4, 7, 3, 7, 2}, {5, 6, 3, 8, 1}, {7, 6, 3, 7, 3}, {9, 4, 2, 6, 1}, {10, 6, 4, 7, 0},
	} {
		e := eventCards[tt.event]
		cfg := Config{Track: "usa", Seats: seats, Sponsors: e.Sponsors, Champ: &ChampRace{Event: tt.event}}
		r, err := New(cfg, 3)
		if err != nil {
			t.Fatal(err)
		}
		c := r.car(0)
		stress := count(c.Deck, Stress) + count(c.Hand, Stress)
		if len(c.Engine) != tt.engine || stress != tt.stress || len(c.Hand) != tt.hand || count(c.Hand, Sponsor) != tt.sponsors {
			t.Errorf("event %d: Engine %d, Stress %d, hand %d with %d sponsors; want %d, %d, %d, %d", tt.event,
				len(c.Engine), stress, len(c.Hand), count(c.Hand, Sponsor), tt.engine, tt.stress, tt.hand, tt.sponsors)
		}
	}
}

func TestPressCornerOncePerCornerPerTurn(t *testing.T) { // §6.4
	// Speed 2 over the limit and slipstreamed across: one sponsor for the corner, not two.
	r := sceneWith(t, Config{Track: "usa", Press: []int{1}, Champ: &ChampRace{Event: 7}},
		carSpec{Pos: 27, Gear: 2, Hand: "4 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6}, parked(32))
	r.plan(t, 0, 2, "4 1")
	r.skipReact(t, 0)
	ev := r.do(t, 0, Action{Type: ActSlipstream, Accept: true})
	press := 0
	for _, e := range kinds(ev, EvSponsor) {
		if e.Corner == 2 {
			press++
		}
	}
	if press != 1 || count(r.car(0).Hand, Sponsor) != 1 {
		t.Errorf("press sponsors %d (hand %v), want 1", press, r.car(0).Hand)
	}
}
