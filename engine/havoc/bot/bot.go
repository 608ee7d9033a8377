// Package bot is a computer player for Havoc Speedway: it decides for a seat from what that seat
// may see (its View) and plays the real rules through the choices Legal offers. The host uses it
// for bot seats, and for players whose timer ran out or who dropped.
package bot

import (
	"errors"
	"slices"

	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/engine/rng"
	"github.com/heatracing/heat/tracks/speedway"
)

// ErrNothingToDecide is returned when the seat has no decision to make.
var ErrNothingToDecide = errors.New("this seat has nothing to decide now")

// Decide returns the action the bot takes for the seat whose view this is.
func Decide(v engine.View) (engine.Action, error) {
	if v.Me == nil || v.Me.Legal.Decision == engine.DecideNothing {
		return engine.Action{}, ErrNothingToDecide
	}
	l := v.Me.Legal
	switch l.Decision {
	case engine.DecidePick:
		return engine.Action{Type: engine.ActPick, Slot: l.Slots[0]}, nil
	case engine.DecideStorm:
		return storm(v), nil
	case engine.DecideLane:
		return engine.Action{Type: engine.ActLane, Lane: l.Lanes[0]}, nil
	case engine.DecidePlace:
		return place(v), nil
	case engine.DecideRoll:
		return roll(v), nil
	}
	return engine.Action{}, ErrNothingToDecide
}

// storm plays a card whenever it can: a 7 or an Ace first (they hurt the next player), then the
// card of the suit it holds most of, and a Queen last, calling that suit. It draws only when
// nothing fits.
func storm(v engine.View) engine.Action {
	l := v.Me.Legal
	if len(l.Plays) == 0 {
		return engine.Action{Type: engine.ActDraw}
	}
	bySuit := map[engine.Suit]int{}
	cards := map[int]engine.Card{}
	for _, c := range v.Me.Hand {
		cards[c.ID] = c
		if c.Rank != engine.Queen {
			bySuit[c.Suit]++
		}
	}
	score := func(p engine.Play) int {
		c := cards[p.Card]
		switch c.Rank {
		case engine.Queen:
			return -10
		case engine.Seven, engine.Ace:
			return 20 + bySuit[c.Suit]
		}
		return bySuit[c.Suit]
	}
	best := slices.MaxFunc(l.Plays, func(a, b engine.Play) int { return score(a) - score(b) })
	a := engine.Action{Type: engine.ActPlay, Card: best.Card}
	if best.Call {
		a.Suit = engine.Hearts
		for _, s := range engine.Suits {
			if bySuit[s] > bySuit[a.Suit] {
				a.Suit = s
			}
		}
	}
	return a
}

// place puts a coin that moves forward a few spaces in front of its own car (where no rival may
// place), and a coin that hurts in the path of the rival furthest ahead, beyond that car's six
// protected spaces.
func place(v engine.View) engine.Action {
	l := v.Me.Legal
	coin := v.Me.Coins[0]
	for _, c := range v.Me.Coins {
		if c.ID == l.Coins[0] {
			coin = c
		}
	}
	ok := map[engine.Spot]bool{}
	for _, s := range l.Spots {
		ok[s] = true
	}
	me := v.Players[v.Seat]
	try := func(from engine.Spot, dists ...int) (engine.Spot, bool) {
		for _, d := range dists {
			s := engine.Spot{Pos: speedway.Wrap(from.Pos + d), Lane: from.Lane}
			if ok[s] {
				return s, true
			}
		}
		return engine.Spot{}, false
	}
	var target engine.Spot
	found := false
	if coin.Value > 0 && me.At.Lane >= 1 {
		target, found = try(me.At, 3, 4, 2, 5, 1, 6)
	}
	if !found && (coin.Value < 0 || coin.Tow) {
		rivals := slices.DeleteFunc(slices.Clone(v.Players), func(p engine.PlayerView) bool { return p.Seat == v.Seat || p.At.Lane < 1 })
		kit.SortSmall(rivals, func(a, b engine.PlayerView) int { return b.Progress - a.Progress })
		for _, r := range rivals {
			if target, found = try(r.At, 7, 8, 9, 10, 11, 12); found {
				break
			}
		}
	}
	if !found {
		target = l.Spots[len(l.Spots)/2]
	}
	return engine.Action{Type: engine.ActPlace, Coin: coin.ID, Pos: target.Pos, Lane: target.Lane}
}

// roll takes the lane-change die to leave the pit lane, to get round a car just ahead, or to
// dodge one of its own coins that would send it back; otherwise it moves.
func roll(v engine.View) engine.Action {
	l := v.Me.Legal
	lane := engine.Action{Type: engine.ActRoll, Die: engine.DieLane}
	move := engine.Action{Type: engine.ActRoll, Die: engine.DieMove}
	if !slices.Contains(l.Dice, engine.DieLane) {
		return move
	}
	me := v.Players[v.Seat].At
	if me.Lane == engine.LanePitLane {
		return lane
	}
	for _, p := range v.Players {
		if p.Seat != v.Seat && p.At.Lane == me.Lane {
			if d := speedway.Wrap(p.At.Pos-me.Pos) % speedway.Positions; d >= 1 && d <= 1 {
				return lane
			}
		}
	}
	bad := 0
	for _, c := range v.Coins {
		if c.At.Lane != me.Lane {
			continue
		}
		if d := speedway.Wrap(c.At.Pos-me.Pos) % speedway.Positions; d >= 1 && d <= 6 && (c.Coin.Value < 0 || c.Coin.Tow) {
			bad++
		}
	}
	if bad >= 2 {
		return lane
	}
	return move
}

// Random returns a uniformly random legal action for the seat whose view this is: the yardstick
// the bot is measured against.
func Random(v engine.View, r *rng.Source) (engine.Action, error) {
	if v.Me == nil || v.Me.Legal.Decision == engine.DecideNothing {
		return engine.Action{}, ErrNothingToDecide
	}
	l := v.Me.Legal
	switch l.Decision {
	case engine.DecidePick:
		return engine.Action{Type: engine.ActPick, Slot: l.Slots[r.Intn(len(l.Slots))]}, nil
	case engine.DecideStorm:
		k := r.Intn(len(l.Plays) + 1)
		if k == len(l.Plays) {
			return engine.Action{Type: engine.ActDraw}, nil
		}
		a := engine.Action{Type: engine.ActPlay, Card: l.Plays[k].Card}
		if l.Plays[k].Call {
			a.Suit = engine.Suits[r.Intn(4)]
		}
		return a, nil
	case engine.DecideLane:
		return engine.Action{Type: engine.ActLane, Lane: l.Lanes[r.Intn(len(l.Lanes))]}, nil
	case engine.DecidePlace:
		s := l.Spots[r.Intn(len(l.Spots))]
		return engine.Action{Type: engine.ActPlace, Coin: l.Coins[r.Intn(len(l.Coins))], Pos: s.Pos, Lane: s.Lane}, nil
	case engine.DecideRoll:
		return engine.Action{Type: engine.ActRoll, Die: l.Dice[r.Intn(len(l.Dice))]}, nil
	}
	return engine.Action{}, ErrNothingToDecide
}
