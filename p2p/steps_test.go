package p2p

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"slices"
	"time"
)

// steps is a small game for the state machines' tests: every round, each seat plays "a" then "b"
// (two decisions, so a turn can outlast one step), all seats at once; after rounds rounds it is
// over. A seat in failAuto has no computer answer.
type steps struct {
	Seats    int
	Rounds   int
	Round    int
	Done     []int // steps each seat played this round
	Events   []string
	FailAuto map[int]bool
}

type stepsTitle struct{ rounds int }

func (stepsTitle) Colours() []string { return []string{"red", "blue", "green"} }

func (stepsTitle) CheckSettings(settings json.RawMessage, seats []Seat) error {
	if string(settings) == `"refuse"` {
		return errors.New("these settings make no game")
	}
	return nil
}

func (t stepsTitle) New(_ json.RawMessage, seats []Seat, _ uint64) (Game, error) {
	return &steps{Seats: len(seats), Rounds: max(t.rounds, 1), Round: 1, Done: make([]int, len(seats)), FailAuto: map[int]bool{}}, nil
}

func (stepsTitle) Replay([]byte) (Replay, error) { return Replay{}, errors.New("no replay") }

func (stepsTitle) Load(b []byte) (Game, error) {
	var g steps
	if err := json.Unmarshal(b, &g); err != nil {
		return nil, err
	}
	return &g, nil
}

func (g *steps) next(seat int) string { return []string{"a", "b"}[g.Done[seat]] }

func (g *steps) Apply(seat int, intent json.RawMessage) error {
	var s string
	if err := json.Unmarshal(intent, &s); err != nil || seat < 0 || seat >= g.Seats || g.Done[seat] >= 2 || s != g.next(seat) {
		return fmt.Errorf("seat %d must play %q", seat, g.next(min(max(seat, 0), g.Seats-1)))
	}
	g.Done[seat]++
	g.Events = append(g.Events, fmt.Sprintf("%d:%s", seat, s))
	if !slices.ContainsFunc(g.Done, func(n int) bool { return n < 2 }) {
		g.Round++
		clear(g.Done)
	}
	return nil
}

func (g *steps) View(seat, since int) (SeatView, error) {
	b, _ := json.Marshal(map[string]any{"round": g.Round, "done": g.Done})
	v := SeatView{View: b, Next: len(g.Events)}
	for _, e := range g.Events[min(max(since, 0), len(g.Events)):] {
		v.Events = append(v.Events, json.RawMessage(`"`+e+`"`))
	}
	return v, nil
}

func (g *steps) Pending() []int {
	var out []int
	for s, n := range g.Done {
		if n < 2 && !g.Over() {
			out = append(out, s)
		}
	}
	return out
}

func (g *steps) Auto(seat int) (json.RawMessage, error) {
	if g.FailAuto[seat] {
		return nil, errors.New("no idea")
	}
	return json.Marshal(g.next(seat))
}

func (g *steps) Over() bool            { return g.Round > g.Rounds }
func (g *steps) Save() ([]byte, error) { return json.Marshal(g) }

// quiet drops the machines' logs.
var quiet = slog.New(slog.NewTextHandler(io.Discard, nil))

// at0 is the tests' start of time.
var at0 = time.Unix(1000, 0)
