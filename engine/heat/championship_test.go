package heat

import (
	"encoding/json"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/engine/rng"
)

// Championships (rules reference §6): seasons, custom championships, scoring, standings, what the
// drivers carry, and the championship file.

func champSeats() []SeatConfig {
	return []SeatConfig{{Name: "Ada", Colour: "red"}, {Name: "Bo", Colour: "blue"}, {Name: "Cy", Colour: "green"},
		{Name: "Legend", Colour: "black", Legend: true}}
}

func TestSeasonsRaces(t *testing.T) { // §6.3
	for _, tt := range []struct {
		season   string
		tracks   []string
		laps     []int
		press    [][]int
		sponsors []int
	}{
		{"1961", []string{"gb", "usa", "italia"}, []int{2, 2, 2}, [][]int{{0}, {1}, {2}}, []int{2, 1, 1}},
		{"1962", []string{"italia", "gb", "france"}, []int{3, 3, 2}, [][]int{{1}, {2, 4}, {2}}, []int{2, 1, 1}},
		{"1963", []string{"usa", "gb", "france", "italia"}, []int{2, 2, 2, 3}, [][]int{{0}, {1, 3}, {3}, {0}}, []int{3, 1, 1, 0}},
	} {
		cfg, err := ChampConfig{Race: Config{Seats: champSeats()}, Season: tt.season}.normalized(1)
		if err != nil {
			t.Fatal(err)
		}
		for i, track := range tt.tracks {
			rc := cfg.raceConfig(i, nil, nil)
			if rc.Track != track || rc.Laps != tt.laps[i] || !slices.Equal(rc.Press, tt.press[i]) || rc.Sponsors != tt.sponsors[i] {
				t.Errorf("%s race %d: %s, %d laps, press %v, %d sponsors; want %s, %d, %v, %d", tt.season, i+1,
					rc.Track, rc.Laps, rc.Press, rc.Sponsors, track, tt.laps[i], tt.press[i], tt.sponsors[i])
			}
		}
	}
}

func TestChampConfigRefusals(t *testing.T) {
	seats := champSeats()
	for _, tt := range []struct {
		cfg  ChampConfig
		want string
	}{
		{ChampConfig{Race: Config{Seats: seats}, Season: "1964"}, "no 1964 season"},
		{ChampConfig{Race: Config{Seats: seats}, Races: []Leg{{"usa", 0}, {"gb", 0}}}, "3 or 4 races"},
		{ChampConfig{Race: Config{Seats: seats}, Races: []Leg{{"usa", 0}, {"gb", 0}, {"mars", 0}}}, "race 3"},
		{ChampConfig{Race: Config{Seats: seats}, Races: []Leg{{"usa", 11}, {"gb", 0}, {"usa", 0}}}, "event card 11"},
		{ChampConfig{Race: Config{Seats: seats, Track: "usa"}, Season: "1961"}, "race by race"},
		{ChampConfig{Race: Config{Seats: seats, Mode: ModeQualifying}, Season: "1961"}, "made of races"},
		{ChampConfig{Race: Config{Seats: nil}, Season: "1961"}, "no cars"},
		{ChampConfig{Race: Config{Seats: seats}, Season: "1961", RandomEvents: true}, "its own races"},
	} {
		_, err := NewChampionship(tt.cfg, 1)
		if !errors.Is(err, ErrChampionship) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%+v: %v, want an error saying %q", tt.cfg, err, tt.want)
		}
	}
}

func TestCustomChampionshipRandomEvents(t *testing.T) {
	cfg := ChampConfig{Race: Config{Seats: champSeats()}, Races: []Leg{{"usa", 0}, {"usa", 0}, {"gb", 0}, {"france", 0}}, RandomEvents: true}
	a, err := NewChampionship(cfg, 42)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := NewChampionship(cfg, 42)
	seen := map[int]bool{}
	for i, l := range a.Legs() {
		if l.Event < 1 || l.Event > EventCards || seen[l.Event] || b.Legs()[i] != l {
			t.Errorf("race %d: event %d (seen %v, same seed %v)", i+1, l.Event, seen, b.Legs()[i])
		}
		seen[l.Event] = true
	}
	// No event: a press corner at A, no sponsors drawn, no special rule.
	none, _ := NewChampionship(ChampConfig{Race: Config{Seats: champSeats()}, Races: []Leg{{"usa", 0}, {"gb", 0}, {"italia", 0}}}, 1)
	if rc := none.Race().Config(); rc.Champ.Event != 0 || !slices.Equal(rc.Press, []int{0}) || rc.Sponsors != 0 || rc.Laps != 2 {
		t.Errorf("no event: %+v", rc)
	}
}

func TestScoring(t *testing.T) { // §6.4
	places := []int{3, 1, 0, 2, 5, 4, 6}
	none := make([]bool, 7)
	for _, tt := range []struct {
		event int
		out   []bool
		want  []int // by seat
		bonus []int
	}{
		{7, none, []int{4, 6, 3, 9, 1, 2, 0}, []int{0, 0, 0, 0, 0, 0, 0}},
		{3, none, []int{4, 6, 3, 11, 1, 2, 0}, []int{0, 0, 0, 2, 0, 0, 0}},
		{6, none, []int{5, 7, 3, 10, 1, 2, 0}, []int{1, 1, 0, 1, 0, 0, 0}},
		{10, []bool{false, true, false, false, false, false, false}, []int{4, 0, 3, 9, 1, 2, 0}, []int{0, 0, 0, 0, 0, 0, 0}},
	} {
		pts, bonus := score(&eventCards[tt.event], places, tt.out)
		if !slices.Equal(pts, tt.want) || !slices.Equal(bonus, tt.bonus) {
			t.Errorf("event %d: points %v bonus %v, want %v %v", tt.event, pts, bonus, tt.want, tt.bonus)
		}
	}
}

func TestStandingsTiesGoToTheLatestRace(t *testing.T) { // §6.4
	races := []RaceResult{
		{Places: []int{0, 1, 2}, Points: []int{9, 6, 4}},
		{Places: []int{2, 1, 0}, Points: []int{4, 6, 9}},
	}
	// Seats 0 and 2 have 13 each; seat 2 won the latest race.
	st := standings(races, 3)
	if got := gridOf(st); !slices.Equal(got, []int{2, 0, 1}) || st[0].Points != 13 || !slices.Equal(st[0].Races, []int{4, 9}) {
		t.Errorf("standings %+v, want seats 2, 0, 1", st)
	}
	// Equal in the latest race's points too (both out, 0): its places decide.
	races = append(races, RaceResult{Places: []int{1, 0, 2}, Points: []int{0, 6, 0}})
	if got := gridOf(standings(races, 3)); !slices.Equal(got, []int{1, 0, 2}) {
		t.Errorf("standings %v, want 1, 0, 2", got)
	}
}

// playChampRace plays the current race to its end with random legal actions.
func playChampRace(t *testing.T, ch *Championship, g *rng.Source) {
	t.Helper()
	r := ch.Race()
	for n := 0; !r.Over(); n++ {
		if n > 20000 {
			t.Fatal("the race does not end")
		}
		p := r.Pending()
		seat := p[g.Intn(len(p))]
		a := randomAction(r, seat, g)
		if a.Type == ActRetire {
			continue
		}
		if err := ch.Apply(seat, a); err != nil {
			t.Fatalf("seat %d %s: %v", seat, a, err)
		}
	}
}

func TestWholeSeasonCarriesAndScores(t *testing.T) { // §6.4
	cfg := ChampConfig{Race: Config{Seats: champSeats(), Garage: GarageBasic, Weather: WeatherRandom}, Season: "1963"}
	ch, err := NewChampionship(cfg, 7)
	if err != nil {
		t.Fatal(err)
	}
	g := &rng.Source{S: 7}
	for i := range 4 {
		if ch.Index() != i || ch.Race().EventCard().Number != 7+i {
			t.Fatalf("race %d: index %d, event %d", i+1, ch.Index(), ch.Race().EventCard().Number)
		}
		if err := ch.NextRace(); err == nil {
			t.Fatal("the next race started before this one was over")
		}
		playChampRace(t, ch, g)
		res := ch.Results()[i]
		if err := ch.Apply(0, Action{Type: ActShift, Gear: 1}); err == nil {
			t.Error("an action was taken between races")
		}
		if i == 3 {
			break
		}
		before := ch.Race()
		st := ch.Standings()
		if err := ch.NextRace(); err != nil {
			t.Fatal(err)
		}
		rc := ch.Race().Config()
		if !slices.Equal(rc.Grid, gridOf(st)) {
			t.Errorf("race %d grid %v, standings %v", i+2, rc.Grid, gridOf(st))
		}
		for seat := range champSeats() {
			carried := before.Carried(seat)
			if !slices.Equal(rc.Champ.Carry[seat].Sponsors, carried.Sponsors) || len(carried.Upgrades) != i+1 && seat < 3 {
				t.Errorf("race %d seat %d carries %+v, the race before left %+v", i+2, seat, rc.Champ.Carry[seat], carried)
			}
			c := ch.Race().car(seat)
			if seat < 3 && len(c.Upgrades) != len(carried.Upgrades) {
				t.Errorf("seat %d starts race %d with %d upgrades, carried %d", seat, i+2, len(c.Upgrades), len(carried.Upgrades))
			}
		}
		if res.Points[res.Places[0]] != Podium[0]+eventCards[res.Event].WinnerPlus && !res.Out[res.Places[0]] {
			t.Errorf("race %d: the winner scored %d", i+1, res.Points[res.Places[0]])
		}
	}
	if !ch.Over() || ch.Between() || ch.Champion() != ch.Standings()[0].Seat {
		t.Errorf("over %v, between %v, champion %d", ch.Over(), ch.Between(), ch.Champion())
	}
	total := 0
	for _, s := range ch.Standings() {
		total += s.Points
	}
	if total == 0 || len(ch.Results()) != 4 {
		t.Errorf("%d points in %d races", total, len(ch.Results()))
	}
	if err := ch.NextRace(); !errors.Is(err, ErrOver) {
		t.Errorf("next race after the last: %v", err)
	}
}

func TestChampFileReplays(t *testing.T) {
	cfg := ChampConfig{Race: Config{Seats: champSeats()}, Races: []Leg{{"usa", 0}, {"italia", 0}, {"gb", 0}}, RandomEvents: true}
	ch, err := NewChampionship(cfg, 11)
	if err != nil {
		t.Fatal(err)
	}
	g := &rng.Source{S: 11}
	playChampRace(t, ch, g)
	if err := ch.NextRace(); err != nil {
		t.Fatal(err)
	}
	for range 40 { // into the middle of race 2
		p := ch.Race().Pending()
		seat := p[0]
		if err := ch.Apply(seat, randomAction(ch.Race(), seat, g)); err != nil && !errors.Is(err, kit.ErrIllegal) {
			t.Fatal(err)
		}
	}
	b, err := ch.MarshalFile()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseChampFile(b)
	if err != nil {
		t.Fatal(err)
	}
	if back.Race().Digest() != ch.Race().Digest() || back.Index() != 1 || !slices.Equal(gridOf(back.Standings()), gridOf(ch.Standings())) {
		t.Error("the replayed championship differs")
	}
	// Bad or outdated files are refused with a reason, never a panic.
	var f ChampFile
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		edit func(f *ChampFile)
		want string
	}{
		{"version", func(f *ChampFile) { f.Version = 99 }, "format 99"},
		{"game", func(f *ChampFile) { f.Game = "chess" }, "not a Heat championship"},
		{"no race", func(f *ChampFile) { f.Races = nil }, "no race"},
		{"setup", func(f *ChampFile) { f.Races[1].Config.Laps = 9 }, "another version"},
		{"seed", func(f *ChampFile) { f.Races[0].Seed++ }, "another version"},
		{"action", func(f *ChampFile) { f.Races[1].Actions[0].Action.Gear = 7 }, "race 2, action 1"},
		{"too many", func(f *ChampFile) { f.Races = append(f.Races, f.Races[1], f.Races[1]) }, "holds 4 races"},
		{"early", func(f *ChampFile) { f.Races = append(f.Races[:1:1], f.Races[1]); f.Races[0].Actions = nil }, "before race 1 is over"},
	} {
		var c ChampFile
		_ = json.Unmarshal(b, &c)
		tt.edit(&c)
		bad, _ := json.Marshal(c)
		_, err := ParseChampFile(bad)
		if !errors.Is(err, ErrChampFile) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want an error saying %q", tt.name, err, tt.want)
		}
	}
	for _, junk := range []string{"", "{", "[]", `{"version":1,"game":"heat-championship","extra":1}`} {
		if _, err := ParseChampFile([]byte(junk)); !errors.Is(err, ErrChampFile) {
			t.Errorf("%q: %v", junk, err)
		}
	}
}

func TestCarriedCardsEnterTheRace(t *testing.T) { // §6.4
	seats := champSeats()
	carry := []Carry{{Upgrades: []int{5, 43}, Sponsors: []int{1, 4, 4}}, {}, {Sponsors: []int{2}}, {}}
	cfg := Config{Track: "usa", Seats: seats, Garage: GarageBasic, Press: []int{0}, Champ: &ChampRace{Event: 7, Carry: carry}}
	r, err := New(cfg, 5)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Carried(0).Upgrades; !slices.Equal(got, []int{5, 43}) {
		t.Errorf("seat 0 owns upgrades %v before the draft", got)
	}
	l := r.Legal(r.Pending()[0])
	if l.Decision != DecideDraft || len(l.Draft) != 3+3 {
		t.Fatalf("the draft: %q with %d cards on offer, want 6", l.Decision, len(l.Draft))
	}
	for !r.Over() && r.s.Phase == PhaseDraft {
		seat := r.Pending()[0]
		if err := r.Apply(seat, r.passive(seat)); err != nil {
			t.Fatal(err)
		}
	}
	if r.s.Phase != PhasePlan || len(r.car(0).Upgrades) != 3 || len(r.car(1).Upgrades) != 1 {
		t.Errorf("one draft round: phase %s, upgrades %d and %d, want 3 and 1", r.s.Phase, len(r.car(0).Upgrades), len(r.car(1).Upgrades))
	}
	got := r.Carried(0)
	slices.Sort(got.Sponsors)
	if !slices.Equal(got.Sponsors, []int{1, 4, 4}) || len(r.s.Sponsors) != 35-4 {
		t.Errorf("seat 0 holds sponsors %v, the supply %d (want 1 4 4 and %d)", got.Sponsors, len(r.s.Sponsors), 35-4)
	}
	// Refused: a Legend carrying, an unknown card, upgrades without the Garage.
	for _, bad := range [][]Carry{
		{{}, {}, {}, {Sponsors: []int{1}}},
		{{Sponsors: []int{6}}, {}, {}, {}},
		{{Upgrades: []int{49}}, {}, {}, {}},
		{{Upgrades: []int{3, 3}}, {Upgrades: []int{3}}, {}, {}},
		{{}},
	} {
		cfg.Champ = &ChampRace{Event: 7, Carry: bad}
		if _, err := New(cfg, 5); !errors.Is(err, ErrConfig) {
			t.Errorf("carry %+v: %v", bad, err)
		}
	}
	cfg.Garage, cfg.Champ = GarageOff, &ChampRace{Carry: []Carry{{Upgrades: []int{3}}, {}, {}, {}}}
	if _, err := New(cfg, 5); err == nil || !strings.Contains(err.Error(), "no Garage") {
		t.Errorf("upgrades without the Garage: %v", err)
	}
}

func TestDraftSwap(t *testing.T) { // §6.4: after the one round, the first drafter may swap
	seats := champSeats()[:3]
	cfg := Config{Track: "usa", Seats: seats, Garage: GarageBasic, Grid: []int{0, 1, 2},
		Champ: &ChampRace{Event: 7, Carry: []Carry{{}, {}, {Upgrades: []int{6}}}}}
	newRace := func() *Race {
		r, err := New(cfg, 9)
		if err != nil {
			t.Fatal(err)
		}
		for r.Legal(r.Pending()[0]).Decision == DecideDraft {
			seat := r.Pending()[0]
			if err := r.Apply(seat, r.passive(seat)); err != nil {
				t.Fatal(err)
			}
		}
		return r
	}
	r := newRace()
	l := r.Legal(2) // last on the grid drafts first
	if l.Decision != DecideSwap || len(l.Draft) != 3 || len(l.Swap) != 2 || r.Pending()[0] != 2 || !r.View(0).Draft.Swap {
		t.Fatalf("after the round: %q, %d left, %d to give, pending %v", l.Decision, len(l.Draft), len(l.Swap), r.Pending())
	}
	for _, tt := range []struct {
		seat int
		a    Action
	}{
		{0, Action{Type: ActSwap}},
		{2, Action{Type: ActSwap, Cards: []int{l.Swap[0]}}},
		{2, Action{Type: ActSwap, Cards: []int{l.Draft[0], l.Swap[0]}}},
		{2, Action{Type: ActDraft, Cards: l.Draft[:1]}},
	} {
		if err := r.Apply(tt.seat, tt.a); err == nil {
			t.Errorf("seat %d %s was accepted", tt.seat, tt.a)
		}
	}
	gave, took := l.Swap[0], l.Draft[1]
	ev, err := r.applied(2, Action{Type: ActSwap, Cards: []int{gave, took}})
	if err != nil {
		t.Fatal(err)
	}
	c := r.car(2)
	if indexOf(c.Upgrades, took) < 0 || indexOf(c.Upgrades, gave) >= 0 || len(kinds(ev, EvSwap)) != 1 || r.s.Phase != PhasePlan {
		t.Errorf("swap: upgrades %v, events %v, phase %s", c.Upgrades, kinds(ev, EvSwap), r.s.Phase)
	}
	if indexOf(c.Deck, took)+indexOf(c.Hand, took) < -1 {
		t.Errorf("the card taken is not in the deck or hand")
	}
	// Or no swap: the race starts with the upgrades as drafted.
	r = newRace()
	before := slices.Clone(r.car(2).Upgrades)
	r.do(t, 2, Action{Type: ActSwap})
	if !slices.Equal(r.car(2).Upgrades, before) || r.s.Phase != PhasePlan {
		t.Errorf("no swap: upgrades %v, phase %s", r.car(2).Upgrades, r.s.Phase)
	}
}
