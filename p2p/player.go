package p2p

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/heatracing/heat/p2p/wire"
)

// player is one lobby entry with what only the host knows: its secret seat token, the requests
// it made (so a request retried after a lost answer is not applied twice), when it went away,
// and how far its updates have gone.
type player struct {
	Player
	token     string // "" for the host and bots: nobody can take their place
	browser   string // the guest's browser ID (wire.Hello.Browser): a removal bans it too
	watch     bool   // asked to watch: not given a colour that opens
	nonce     string // the guest session the requests below came from
	lastReq   uint64
	lastRes   wire.Result
	awaySince time.Time // when its connection was lost (or the host resumed)
	cursor    int       // the next event number to send
	lastView  []byte    // the last view sent, to skip an unchanged one
}

// present reports whether the player is there: the host and bots always are, a guest while
// connected.
func (p *player) present() bool { return p.Host || p.Bot || p.Connected }

// cleanRoomName trims a room's name and checks it as a player's name, but up to
// wire.MaxRoomName runes.
func cleanRoomName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" || utf8.RuneCountInString(name) > wire.MaxRoomName || !utf8.ValidString(name) {
		return "", ErrBadRoomName
	}
	for _, r := range name {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return "", ErrBadRoomName
		}
	}
	return name, nil
}

// cleanName trims a player name and checks it: no control characters, and none of the
// invisible formatting ones (direction overrides such as U+202E, zero-width spaces and joiners)
// that would let a name pass for another or turn the text around it.
func cleanName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" || utf8.RuneCountInString(name) > wire.MaxName || !utf8.ValidString(name) {
		return "", ErrBadName
	}
	for _, r := range name {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return "", ErrBadName
		}
	}
	return name, nil
}
