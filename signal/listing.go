package signal

import (
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/heatracing/heat/signal/names"
)

// A host may list its room publicly: it publishes a Listing, metadata the server keeps for as long
// as the host's socket is in the room and shows to anyone who subscribes to the list of that
// game. The server reads none of it but its bounds: the game is an opaque ID, the names and the
// settings opaque text. It still never sees a move.

// Room statuses a Listing may carry.
const (
	StatusWaiting = "waiting" // in the lobby: players may join
	StatusStarted = "started" // the game runs: newcomers watch
)

// Bounds of a Listing, checked by CheckListing (runes for text).
const (
	MaxGameID       = 32              // bytes: lower-case letters, digits and '-'
	MaxRoomName     = names.MaxRoom   // the room's name
	MaxHostName     = names.MaxPlayer // the host's player name
	MaxSettingsText = 160             // the settings summary
	MaxListPlayers  = 64              // players and maximum
)

// Listing is what a host publishes of its room, and what list subscribers see. Room is set by the
// server (a host publishes only its own room).
type Listing struct {
	Room     string `json:"room,omitempty"`
	Game     string `json:"game"`
	Name     string `json:"name"`
	Host     string `json:"host"`
	Players  int    `json:"players"`
	Max      int    `json:"max"`
	Status   string `json:"status"`
	Settings string `json:"settings,omitempty"`
}

// Full reports whether the room has no free place.
func (l Listing) Full() bool { return l.Players >= l.Max }

// CheckListing says what is wrong with a listing a host wants to publish, in plain words.
func CheckListing(l Listing) error {
	_, err := CleanListing(l)
	return err
}

// CleanListing checks a listing like CheckListing and returns it with its room's and host's names
// in their PRECIS form (package names), as the server keeps it.
func CleanListing(l Listing) (Listing, error) {
	switch {
	case !ValidGameID(l.Game):
		return l, errors.New("the game must be an ID of 1 to 32 lower-case letters, digits and dashes")
	case !plainText(l.Name, 1, MaxRoomName):
		return l, errors.New("the room name must be 1 to 40 visible characters")
	case !plainText(l.Host, 1, MaxHostName):
		return l, errors.New("the host name must be 1 to 24 visible characters")
	case l.Settings != "" && !plainText(l.Settings, 1, MaxSettingsText):
		return l, errors.New("the settings summary must be at most 160 visible characters")
	case l.Max < 1 || l.Max > MaxListPlayers || l.Players < 0 || l.Players > l.Max:
		return l, errors.New("the players must be between 0 and the maximum, which is 1 to 64")
	case l.Status != StatusWaiting && l.Status != StatusStarted:
		return l, errors.New("the status must be \"waiting\" or \"started\"")
	}
	var err error
	if l.Name, err = names.Room(l.Name); err != nil {
		return l, err
	}
	if l.Host, err = names.Player(l.Host); err != nil {
		return l, err
	}
	if err := names.Text(l.Settings); err != nil {
		return l, err
	}
	return l, nil
}

// ValidGameID reports whether id can name a game in the room lists.
func ValidGameID(id string) bool {
	if id == "" || len(id) > MaxGameID {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// plainText reports whether s is valid UTF-8 of min to max runes, not blank, without control or
// invisible formatting characters (which could make one name pass for another).
func plainText(s string, min, max int) bool {
	n := utf8.RuneCountInString(s)
	if n < min || n > max || !utf8.ValidString(s) || strings.TrimSpace(s) == "" {
		return false
	}
	for _, r := range s {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return false
		}
	}
	return true
}
