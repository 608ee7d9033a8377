package heat

import (
	"encoding/json"
	"errors"
	"fmt"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
)

// A puzzle is a race from a position (engine.Puzzles): the player drives the first car, alone.

// puzzle is the engine's puzzle with the ID id.
func puzzle(id string) (engine.Puzzle, bool) {
	for _, p := range engine.Puzzles {
		if p.ID == id {
			return p, true
		}
	}
	return engine.Puzzle{}, false
}

// puzzleConfig is a puzzle's race for these seats.
func puzzleConfig(s Settings, seats []p2p.Seat) (engine.Config, Settings, error) {
	p, ok := puzzle(s.Puzzle)
	if !ok {
		return engine.Config{}, s, fmt.Errorf("there is no puzzle %q", s.Puzzle)
	}
	if s.Legends != 0 || s.Championship != nil || s.Garage != "" || s.Weather {
		return engine.Config{}, s, errors.New("a puzzle is raced without Legends, championship or modules")
	}
	cfg := engine.Config{Position: p.Position}
	for _, st := range seats {
		cfg.Seats = append(cfg.Seats, engine.SeatConfig{Name: st.Name, Colour: st.Colour})
	}
	return cfg, s, cfg.Validate()
}

// puzzles are the engine's puzzles for the registry.
func puzzles() []titles.Puzzle {
	var out []titles.Puzzle
	for _, p := range engine.Puzzles {
		b, _ := json.Marshal(Settings{Track: "usa", Puzzle: p.ID}) // plain data
		out = append(out, titles.Puzzle{ID: p.ID, Name: p.Name, Goal: p.Goal, Settings: b, Solved: solvedBy(p)})
	}
	return out
}

// solvedBy reads a finished puzzle race's save and checks the puzzle's goal.
func solvedBy(p engine.Puzzle) func([]byte) (bool, string) {
	return func(save []byte) (bool, string) {
		m, err := Title.Load(save)
		if err != nil {
			return false, err.Error()
		}
		g, ok := Rules.Of(m)
		if !ok {
			return false, "not a Heat race"
		}
		return p.Solved(g.race())
	}
}
