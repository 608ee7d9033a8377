package enginetest

import (
	"fmt"
	"strings"
	"testing"
)

// BadFiles are an engine's game files that its parser must refuse, and the words its errors say.
type BadFiles struct {
	Game       string // the file's "game"
	Unreadable string // begins the error for bytes that are no file
	// BadConfig is a configuration that cannot start, and BadWhy a word of the error it gets.
	BadConfig, BadWhy string
	// Config starts a game in which Seat's first action, Action, does not apply.
	Config, Action string
	Seat           int
}

// FileErrors checks that parse refuses bytes that are no file, a file of another version or of
// another game, a configuration that cannot start and an action that does not apply, each with
// an error that says which.
func FileErrors[G any](t *testing.T, parse func([]byte) (G, error), bad BadFiles) {
	t.Helper()
	file := func(version int, game, config, actions string) string {
		return fmt.Sprintf(`{"version":%d,"game":%q,"config":%s,"seed":1,"actions":[%s]}`, version, game, config, actions)
	}
	for _, tt := range []struct{ name, file, want string }{
		{"garbage", "{", bad.Unreadable},
		{"future version", file(9, bad.Game, "{}", ""), "version 9"},
		{"other game", file(1, "other-game", "{}", ""), "other-game"},
		{"bad config", file(1, bad.Game, bad.BadConfig, ""), bad.BadWhy},
		{"illegal action", file(1, bad.Game, bad.Config, fmt.Sprintf(`{"seat":%d,"action":%s}`, bad.Seat, bad.Action)), "action 1"},
	} {
		if _, err := parse([]byte(tt.file)); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want an error mentioning %q", tt.name, err, tt.want)
		}
	}
}
