package kit

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	ekit "github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/p2p"
)

// title is Rules behind p2p.Title.
type title[S, A any, M Match[A], F any] struct{ r *Rules[S, A, M, F] }

func (t *title[S, A, M, F]) Colours() []string { return slices.Clone(t.r.Colours) }

func (t *title[S, A, M, F]) CheckSettings(raw json.RawMessage, seats []p2p.Seat) error {
	s, err := t.settings(raw)
	if err != nil {
		return err
	}
	if t.r.Validate != nil {
		return t.r.Validate(s, seats)
	}
	_, err = t.r.Start(s, seats, 0)
	return err
}

func (t *title[S, A, M, F]) New(raw json.RawMessage, seats []p2p.Seat, seed uint64) (p2p.Match, error) {
	s, err := t.settings(raw)
	if err != nil {
		return nil, err
	}
	m, err := t.r.Start(s, seats, seed)
	if err != nil {
		return nil, err
	}
	return &match[S, A, M, F]{r: t.r, m: m, s: s}, nil
}

func (t *title[S, A, M, F]) Load(save []byte) (p2p.Match, error) {
	s, f, err := t.read(save)
	if err != nil {
		return nil, err
	}
	m, err := t.r.Load(s, f)
	if err != nil {
		return nil, err
	}
	return &match[S, A, M, F]{r: t.r, m: m, s: s}, nil
}

func (t *title[S, A, M, F]) Replay(save []byte) (p2p.Replay, error) {
	s, f, err := t.read(save)
	if err != nil {
		return p2p.Replay{}, err
	}
	seed, m, log, err := t.r.Replay(s, f)
	if err != nil {
		return p2p.Replay{}, fmt.Errorf("the %s file's setup is refused: %w", t.r.Noun, err)
	}
	return Replay(seed, &match[S, A, M, F]{r: t.r, m: m, s: s}, log)
}

// settings reads a lobby's settings: none are the defaults, an unknown field is refused.
func (t *title[S, A, M, F]) settings(raw json.RawMessage) (S, error) {
	s, err := Settings[S](raw, t.r.Noun)
	if err == nil && t.r.Check != nil {
		err = t.r.Check(s)
	}
	return s, err
}

// Settings reads a lobby's settings S strictly: none are S's zero value, an unknown field is
// refused in a player's words ("the race settings could not be read").
func Settings[S any](raw json.RawMessage, noun string) (S, error) {
	var s S
	if len(raw) == 0 {
		return s, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return s, fmt.Errorf("the %s settings could not be read: %w", noun, err)
	}
	return s, nil
}

// read reads what a match's Save wrote, refusing anything else in a player's words.
func (t *title[S, A, M, F]) read(save []byte) (S, F, error) {
	var s S
	var f F
	err := ReadSave(save, t.r.ID, t.r.Name, t.r.Noun, &s, &f)
	if err == nil && t.r.Check != nil {
		err = t.r.Check(s)
	}
	return s, f, err
}

// match is one match behind p2p.Match.
type match[S, A any, M Match[A], F any] struct {
	r *Rules[S, A, M, F]
	m M
	s S
}

func (g *match[S, A, M, F]) Apply(seat int, intent json.RawMessage) error {
	a, err := g.r.Parse(intent)
	if err != nil {
		return err
	}
	return g.m.Apply(seat, a)
}

func (g *match[S, A, M, F]) View(seat, since int) (p2p.SeatView, error) {
	if seat != p2p.Spectator && (seat < 0 || seat >= g.r.Seats(g.m)) {
		return p2p.SeatView{}, fmt.Errorf("there is no seat %d", seat)
	}
	return g.r.View(g.m, seat, since)
}

func (g *match[S, A, M, F]) Pending() []int { return g.m.Pending() }

// Auto decides with the game's bot for bot seats, and for players whose turn timer ran out or
// who dropped.
func (g *match[S, A, M, F]) Auto(seat int) (json.RawMessage, error) {
	if seat < 0 || seat >= g.r.Seats(g.m) {
		return nil, fmt.Errorf("there is no seat %d", seat)
	}
	return Decide[A](seat, g.r.Idle)(g.r.Auto(g.m, g.s, seat))
}

func (g *match[S, A, M, F]) Over() bool { return g.m.Over() }

// Clone copies the match when its rules can (Rules.Clone), and is nil when they cannot.
func (g *match[S, A, M, F]) Clone() p2p.Match {
	if g.r.Clone == nil {
		return nil
	}
	return &match[S, A, M, F]{r: g.r, m: g.r.Clone(g.m), s: g.s}
}

func (g *match[S, A, M, F]) Save() ([]byte, error) {
	return WriteSave(g.r.ID, g.s, g.r.File(g.m))
}

// Idle is the error for a seat with nothing to decide.
func Idle(seat int) error { return fmt.Errorf("seat %d has nothing to decide now", seat) }

// Decide turns a bot's decision for seat into an intent; idle is the bot's error for a seat with
// nothing to decide, which becomes Idle's.
func Decide[A any](seat int, idle error) func(A, error) (json.RawMessage, error) {
	return func(a A, err error) (json.RawMessage, error) {
		if idle != nil && errors.Is(err, idle) {
			return nil, Idle(seat)
		}
		if err != nil {
			return nil, err
		}
		return intent(a)
	}
}

// Replay is an audit's replay of a match the title runs itself: the seed, the game before its
// first action, and each logged action as the intent its page submitted.
func Replay[A any](seed uint64, start p2p.Match, log []ekit.Logged[A]) (p2p.Replay, error) {
	out := p2p.Replay{Seed: seed, Game: start}
	for _, l := range log {
		b, err := intent(l.Action)
		if err != nil {
			return p2p.Replay{}, err
		}
		out.Actions = append(out.Actions, p2p.Action{Seat: l.Seat, Intent: b})
	}
	return out, nil
}
