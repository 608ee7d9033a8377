package kit

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	ekit "github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/p2p"
)

// A counting game for two: each action adds N (1 to 3) to the total, in turn; 10 or more ends it.
type act struct {
	N int `json:"n"`
}

func (a act) String() string { return fmt.Sprint(a.N) }

type counter struct {
	seed  uint64
	total int
	turn  int
	log   []ekit.Logged[act]
}

func (c *counter) Apply(seat int, a act) error {
	switch {
	case c.Over():
		return errors.New("the game is over")
	case seat != c.turn:
		return ekit.NotYourTurn("not your turn")
	case a.N < 1 || a.N > 3:
		return ekit.Illegal("add 1 to 3, not %d", a.N)
	}
	c.total += a.N
	c.turn = 1 - c.turn
	c.log = append(c.log, ekit.Logged[act]{Seat: seat, Action: a})
	return nil
}
func (c *counter) Pending() []int {
	if c.Over() {
		return nil
	}
	return []int{c.turn}
}
func (c *counter) Over() bool { return c.total >= 10 }
func (c *counter) File() ekit.File[int, act] {
	return format.File(0, c.seed, c.log)
}

type settings struct {
	Start int `json:"start,omitempty"`
}

var errIdle = errors.New("idle")

var format = ekit.Format[int, act, *counter]{Game: "counter", Name: "Counter", Noun: "game", Version: 1, Unreadable: "not a file",
	New: func(_ int, seed uint64) (*counter, error) { return &counter{seed: seed}, nil }}

var rules = Plain(Rules[settings, act, *counter, EngineFile[int, act]]{
	ID: "counter", Name: "Counter", Noun: "game", Colours: []string{"red", "blue"},
	Check: func(s settings) error {
		if s.Start != 0 {
			return errors.New("a counter starts at 0")
		}
		return nil
	},
	Start: func(_ settings, seats []p2p.Seat, seed uint64) (*counter, error) {
		if len(seats) != 2 {
			return nil, fmt.Errorf("2 players, not %d", len(seats))
		}
		return format.New(0, seed)
	},
	Parse: func(b []byte) (act, error) { return ekit.ParseAction[act](b, 32) },
	Seats: func(*counter) int { return 2 },
	View: func(c *counter, seat, since int) (p2p.SeatView, error) {
		return p2p.EncodeSeatView(map[string]int{"total": c.total}, len(c.log), []int{})
	},
	Auto: func(c *counter, _ settings, seat int) (act, error) {
		if c.Over() || seat != c.turn {
			return act{}, errIdle
		}
		return act{N: 3}, nil
	},
	Idle: errIdle,
}, format)

func seats(n int) []p2p.Seat { return make([]p2p.Seat, n) }

func TestTitleRunsTheRules(t *testing.T) {
	title := rules.Title()
	for raw, want := range map[string]string{`{}`: "", ``: "", `{"start":2}`: "starts at 0", `{"x":1}`: "the game settings could not be read"} {
		if err := title.CheckSettings(json.RawMessage(raw), seats(2)); (err == nil) != (want == "") || err != nil && !strings.Contains(err.Error(), want) {
			t.Errorf("settings %q: %v, want %q", raw, err, want)
		}
	}
	if err := title.CheckSettings(nil, seats(3)); err == nil {
		t.Error("3 seats accepted")
	}
	g, err := title.New(nil, seats(2), 7)
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{`{"n":5}`, `{"n":1,"x":2}`, `nope`} {
		if err := g.Apply(0, json.RawMessage(bad)); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	if _, err := g.View(2, 0); err == nil {
		t.Error("a view for seat 2 of 2")
	}
	if _, err := g.Auto(1); err == nil || err.Error() != "seat 1 has nothing to decide now" {
		t.Errorf("Auto for the seat not in turn: %v", err)
	}
	for !g.Over() {
		seat := g.Pending()[0]
		intent, err := g.Auto(seat)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(seat, intent); err != nil {
			t.Fatal(err)
		}
	}
	save, err := g.Save()
	if err != nil || !strings.HasPrefix(string(save), `{"title":"counter","settings":{},"game":{"version":1`) {
		t.Fatalf("save %s, %v", save, err)
	}
	loaded, err := title.Load(save)
	if err != nil || !loaded.Over() {
		t.Fatalf("load: %v", err)
	}
	if again, _ := loaded.Save(); string(again) != string(save) {
		t.Errorf("the loaded match saves %s, not %s", again, save)
	}
	r, err := title.Replay(save)
	if err != nil || r.Seed != 7 || len(r.Actions) != 4 || string(r.Actions[0].Intent) != `{"n":3}` {
		t.Fatalf("replay: %+v, %v", r, err)
	}
	for _, a := range r.Actions {
		if err := r.Game.Apply(a.Seat, a.Intent); err != nil {
			t.Fatal(err)
		}
	}
	if m, ok := rules.Of(r.Game); !ok || m.total != 12 {
		t.Errorf("the replayed match: %+v, %v", m, ok)
	}
	for bad, want := range map[string]string{
		`[]`:               "not a saved Counter game",
		`{"title":"heat"}`: `this save is for "heat", not Counter`,
		`{"settings":{}}`:  "it has no title",
		`{"title":"counter","settings":{"start":1},"game":{}}`: "starts at 0",
		`{"title":"counter","settings":{},"game":{},"more":1}`: "not a saved Counter game",
	} {
		if _, err := title.Load([]byte(bad)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("load %s: %v, want %q", bad, err, want)
		}
	}
}

func TestWriteSaveNeedsAnObject(t *testing.T) {
	if _, err := WriteSave("x", nil, []int{1}); err == nil {
		t.Error("a list as a save's file")
	}
	if b, err := WriteSave("x", nil, struct{}{}); err != nil || string(b) != `{"title":"x","settings":null}` {
		t.Errorf("%s, %v", b, err)
	}
}
