package p2p

import (
	"time"

	"github.com/heatracing/heat/p2p/wire"
)

// player is one lobby entry with what only the host knows: its secret seat token, the requests
// it made (so a request retried after a lost answer is not applied twice), when it went away,
// and how far its updates have gone.
type player struct {
	Player
	token     string // "" for bots: nobody can take their place
	self      bool   // the player of the page that runs the game: the host, or its successor
	browser   string // the guest's browser ID (wire.Hello.Browser): a removal bans it too
	watch     bool   // asked to watch: not given a colour that opens
	nonce     string // the guest session the requests below came from
	lastReq   uint64
	lastRes   wire.Result
	awaySince time.Time // when its connection was lost (or the host resumed)
	cursor    int       // the next event number to send
	lastView  []byte    // the last view sent, to skip an unchanged one
}

// present reports whether the player is there: the page's own player (the host, or the successor
// that took the game over) and bots always are, a guest while connected.
func (p *player) present() bool { return p.self || p.Bot || p.Connected }

// cleanRoomName checks a room's name by the page's name rules and returns its checked form.
func cleanRoomName(name string) (string, error) {
	r, _ := nameRules()
	n, err := r.Room(name)
	if err != nil {
		return "", &explained{ErrBadRoomName, err.Error()}
	}
	return n, nil
}

// cleanName checks a player's name by the page's name rules (no control or invisible
// characters, one script, few stacked marks; the platform's also put it in its PRECIS form) and
// returns its checked form.
func cleanName(name string) (string, error) {
	r, _ := nameRules()
	return checkName(r, name)
}

// cleanGuestName checks the name of a player from elsewhere: by the registered rules alone.
func cleanGuestName(name string) (string, error) {
	r, err := guestNames()
	if err != nil {
		return "", err
	}
	return checkName(r, name)
}

func checkName(r NameRules, name string) (string, error) {
	n, err := r.Player(name)
	if err != nil {
		return "", &explained{ErrBadName, err.Error()}
	}
	return n, nil
}

// lookalike refuses a name that passes for another player's in the lobby (not self's).
func (l *lobby) lookalike(name string, self *player) error {
	r, _ := nameRules()
	if r.LookAlike == nil {
		return nil
	}
	for _, p := range l.players {
		if p == self {
			continue
		}
		if err := r.LookAlike(name, p.Name); err != nil {
			return &explained{ErrBadName, err.Error()}
		}
	}
	return nil
}
