package app

import (
	"encoding/json"
	"errors"

	"github.com/heatracing/heat/p2p"
)

// prefixed keeps a session's keys apart from another's in the same browser storage: the solo race
// and a race hosted for friends each have their own saved host.
type prefixed struct {
	p2p.Store
	prefix string
}

func (s prefixed) Get(key string) ([]byte, error) { return s.Store.Get(s.prefix + key) }
func (s prefixed) Set(key string, v []byte) error { return s.Store.Set(s.prefix+key, v) }
func (s prefixed) Delete(key string) error        { return s.Store.Delete(s.prefix + key) }
func soloStore() p2p.Store                        { return prefixed{browserStore(), "solo."} }
func friendsStore() p2p.Store                     { return browserStore() }

// The app's own small records (profile, setups, the race to rejoin) are plain JSON in the
// browser's storage, readable by a person (and a test) in the developer tools.
func loadJSON(key string, v any) bool {
	s, ok := plainGet(key)
	return ok && json.Unmarshal([]byte(s), v) == nil
}

func saveJSON(key string, v any) {
	if b, err := json.Marshal(v); err == nil {
		plainSet(key, string(b))
	}
}

func forget(key string) { plainDelete(key) }

// Keys the app keeps in browser storage besides the sessions' own.
const (
	keyProfile = "heat.app.profile" // the player's name and favourite colour
	keyCurrent = "heat.app.current" // the race in progress in this browser, for "Rejoin"
	keySetup   = "heat.app.setup."  // + mode: the last solo or qualifying setup
)

// profile is who the player is in this browser.
type profile struct {
	Name   string `json:"name"`
	Colour string `json:"colour"`
}

func loadProfile() profile {
	p := profile{Name: "Driver", Colour: "red"}
	loadJSON(keyProfile, &p)
	return p
}

// current says which race this browser is in, so the home page can offer to rejoin it.
type current struct {
	Kind string `json:"kind"` // solo, host, guest
	Room string `json:"room,omitempty"`
}

func (c current) path() string {
	if c.Kind == kindSolo {
		return "/race"
	}
	return "/room/" + c.Room
}

var errNoRace = errors.New("there is no race in progress in this browser")
