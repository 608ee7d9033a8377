package heat

import (
	"strings"
	"testing"
)

// The setup and the lobby describe the bot level chosen in a player's words.
func TestBotLevelAbout(t *testing.T) {
	for _, tt := range []struct{ name, want string }{
		{"easy", "Easy: "}, {"normal", "Normal: "}, {"hard", "Hard: "}, {"expert", "Expert: "}, {"", "Normal: "}, {"godlike", "Normal: "},
	} {
		if got := botLevelAbout(tt.name); !strings.HasPrefix(got, tt.want) || len(got) < 30 {
			t.Errorf("%q: %q", tt.name, got)
		}
	}
}
