package replay

import (
	"encoding/json"
	"fmt"

	"github.com/heatracing/heat/p2p"
)

// Play plays a whole game of the registered game id with the computer deciding for every seat
// (seats of them, named Bot 1, Bot 2…) from seed, and returns its file: what tests and make
// bench replay. moves bounds the moves it makes.
func Play(id string, settings json.RawMessage, seats int, seed uint64, moves int) (*File, error) {
	return PlayFrom(id, settings, seats, seed, moves, nil)
}

// PlayFrom is Play with a decision of its own for some moves: choose returns an intent for a
// seat, or nil for the computer's.
func PlayFrom(id string, settings json.RawMessage, seats int, seed uint64, moves int, choose func(m p2p.Match, seat int) json.RawMessage) (*File, error) {
	g, err := find(id)
	if err != nil {
		return nil, err
	}
	players := make([]p2p.Seat, seats)
	names := make([]string, seats)
	colours := g.Title.Colours()
	for i := range players {
		names[i] = fmt.Sprintf("Bot %d", i+1)
		players[i] = p2p.Seat{Name: names[i], Colour: colours[i%len(colours)], Bot: true}
	}
	m, err := g.Title.New(settings, players, seed)
	if err != nil {
		return nil, err
	}
	for n := 0; !m.Over(); n++ {
		if n >= moves {
			return nil, fmt.Errorf("%s: no end after %d moves", id, moves)
		}
		moved := false
		for seat := range seats {
			var intent json.RawMessage
			if choose != nil {
				intent = choose(m, seat)
			}
			if intent == nil {
				if intent, err = m.Auto(seat); err != nil {
					continue
				}
			}
			if err := m.Apply(seat, intent); err != nil {
				return nil, fmt.Errorf("%s: seat %d's move %s: %w", id, seat, intent, err)
			}
			moved = true
			break
		}
		if !moved {
			return nil, fmt.Errorf("%s: nobody can move and the game is not over", id)
		}
	}
	save, err := m.Save()
	if err != nil {
		return nil, err
	}
	return &File{V: Version, Game: id, Save: save, Players: names, Seat: 0}, nil
}
