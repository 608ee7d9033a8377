package shell

import (
	"fmt"
	"math/rand/v2"

	"github.com/heatracing/heat/titles"
)

// Keys of the shell's records in the browser's storage. (They start with "heat." because the
// platform began as Heat alone; they stay, so that returning players keep their profile.)
const (
	keyProfile = "heat.app.profile" // the player's name and favourite colour
	keyCurrent = "heat.app.current" // the game in progress in this browser, for "Rejoin"
)

// Profile is who the player is in this browser: the name and colour every lobby and setup starts
// from.
type Profile struct {
	Name   string `json:"name"`
	Colour string `json:"colour"`
}

// LoadProfile returns the player's profile, or a first one: a name of its own ("Driver 47"), so
// that two newcomers in one race are told apart, kept from then on.
func LoadProfile() Profile {
	p := Profile{Colour: "red"}
	if !LoadJSON(keyProfile, &p) || p.Name == "" {
		p.Name = fmt.Sprintf("Driver %d", 10+rand.IntN(90))
		SaveProfile(p)
	}
	return p
}

// SaveProfile keeps the player's profile.
func SaveProfile(p Profile) { SaveJSON(keyProfile, p) }

// SaveName keeps the player's name in the profile, its colour as it was.
func SaveName(name string) {
	me := LoadProfile()
	me.Name = name
	SaveProfile(me)
}

// current says which game this browser is in, so that the home page can offer to rejoin it.
type current struct {
	Game string `json:"game,omitempty"` // the game's ID (titles.Entry)
	Kind Kind   `json:"kind"`
	Room string `json:"room,omitempty"` // for a game with friends
	Path string `json:"path,omitempty"` // the page of a solo game
}

// path is the page that rejoins the game.
func (c current) path() string {
	switch {
	case c.Room != "":
		if g, ok := titles.Find(c.Game); ok {
			return g.RoomPath(c.Room)
		}
		return RoomPath(c.Room)
	case c.Path != "":
		return c.Path
	}
	return "/race" // saved before records named the page: Heat's solo race
}

// loadCurrent returns the game in progress in this browser, if any.
func loadCurrent() (current, bool) {
	var c current
	ok := LoadJSON(keyCurrent, &c)
	return c, ok && c.Kind != ""
}

// setCurrent records the game in progress in this browser.
func setCurrent(c current) { SaveJSON(keyCurrent, c) }

// SoloInProgress reports whether a solo game of g is in progress in this browser (started, not
// over and not left): the game StartSolo would replace.
func SoloInProgress(g titles.Entry) bool {
	c, ok := loadCurrent()
	if ok && c.Game == "" && len(titles.All()) > 0 {
		c.Game = titles.All()[0].ID // saved before records named their game: the first game's
	}
	return ok && c.Kind == Solo && c.Game == g.ID
}

// ForgetCurrent forgets the game in progress, when it is over or left; only is the kind of game
// to forget ("" for any).
func ForgetCurrent(only Kind) {
	if c, ok := loadCurrent(); ok && (only == "" || c.Kind == only) {
		Forget(keyCurrent)
	}
}
