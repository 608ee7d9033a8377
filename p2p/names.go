package p2p

import (
	"sync/atomic"

	"github.com/heatracing/heat/signal/names"
)

// NameRules are the rules for the names players and rooms are given: a name's checked form or
// what is wrong with it, and whether a name passes for another player's. A page that plays with
// others registers the platform's (UsePlatformNames);
// until then it checks names by the plain rules, enough for a game with no one else at the table,
// and refuses any guest, whose name it could not check. (The rooms' pages register them before
// they open or join a room: app/shell's HostRoom, ResumeRoom and JoinRoom.)
type NameRules struct {
	Player, Room func(string) (string, error)
	// LookAlike is why name passes for other (nil when it does not); nil: no name does.
	LookAlike func(name, other string) error
}

var registeredNames atomic.Pointer[NameRules]

// RegisterNames makes r the rules of every lobby and guest of this page from now on.
func RegisterNames(r NameRules) { registeredNames.Store(&r) }

// UsePlatformNames registers the platform's rules (package names: PRECIS nickname form, one
// script, no look-alikes). Only the pages that play with others call it, so that a wasm that
// plays alone downloads none of their Unicode tables.
func UsePlatformNames() {
	RegisterNames(NameRules{Player: names.Player, Room: names.Room, LookAlike: func(name, other string) error {
		if names.Alike(name, names.Key(name), other, names.Key(other)) {
			return names.LooksLikeError(other)
		}
		return nil
	}})
}

// nameRules are the registered rules, or the plain ones (and false).
func nameRules() (NameRules, bool) {
	if r := registeredNames.Load(); r != nil {
		return *r, true
	}
	return plainNames, false
}

// plainNames check what needs no table beyond the standard library's (names.Plain).
var plainNames = NameRules{
	Player: func(s string) (string, error) { return names.Plain(s, names.MaxPlayer, "A name") },
	Room:   func(s string) (string, error) { return names.Plain(s, names.MaxRoom, "A room's name") },
}

// errNoNameRules: a guest asked to join a page that cannot check its name.
var errNoNameRules = &explained{ErrBadName, "This page plays alone: it cannot take players from elsewhere."}

// guestNames are the rules a guest's name is checked by: the registered ones, or an error.
func guestNames() (NameRules, error) {
	r, ok := nameRules()
	if !ok {
		return r, errNoNameRules
	}
	return r, nil
}
