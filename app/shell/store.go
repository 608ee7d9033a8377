package shell

import (
	"encoding/base64"
	"encoding/json"
	"fmt"

	"github.com/heatracing/heat/p2p"
)

// The browser's storage (window.localStorage) keeps two kinds of things, each readable by a
// person (and a test) in the developer tools:
//
//   - the pages' own small records, plain JSON: who the player is, their last setups, the game to
//     rejoin (LoadJSON, SaveJSON, Forget), and records a page reads and checks itself, such as a
//     Race Mode run, whose refusal it explains (LoadText, SaveText);
//   - what the sessions keep across reloads, through sessionStore: a host's saved game, a guest's
//     seat token. Their values are base64 text.
//
// A browser that refuses storage (private modes, disabled cookies, a full storage) never stops a
// game: records are simply not kept, and sessions get an error they log.

// LoadJSON reads the record under key into v and reports whether there was one that read.
func LoadJSON(key string, v any) bool {
	s, ok := getItem(key)
	return ok && json.Unmarshal([]byte(s), v) == nil
}

// SaveJSON keeps v under key when the browser lets it.
func SaveJSON(key string, v any) {
	if b, err := json.Marshal(v); err == nil {
		_ = setItem(key, string(b))
	}
}

// LoadText reads the record under key as it is stored, and reports whether there is one.
func LoadText(key string) (string, bool) { return getItem(key) }

// SaveText keeps text under key, or says why the browser refused it.
func SaveText(key, text string) error { return setItem(key, text) }

// Forget deletes the record under key.
func Forget(key string) { removeItem(key) }

// sessionStore is the browser's storage for a session, its keys under prefix: the solo game and a
// game hosted for friends each keep their own saved host.
type sessionStore struct{ prefix string }

// Get implements p2p.Store.
func (s sessionStore) Get(key string) ([]byte, error) {
	v, ok := getItem(s.prefix + key)
	if !ok {
		return nil, p2p.ErrNotFound
	}
	b, err := base64.StdEncoding.DecodeString(v)
	if err != nil {
		return nil, fmt.Errorf("browser storage %q: %w", s.prefix+key, err)
	}
	return b, nil
}

// Set implements p2p.Store.
func (s sessionStore) Set(key string, value []byte) error {
	return setItem(s.prefix+key, base64.StdEncoding.EncodeToString(value))
}

// Delete implements p2p.Store.
func (s sessionStore) Delete(key string) error {
	removeItem(s.prefix + key)
	return nil
}
