package p2p

import (
	"errors"
	"strings"
	"testing"
)

// TestMisleadingNames: a name that passes for another player's, or mixes alphabets, is refused
// with words a player reads; before, "Ноst" (Cyrillic letters) sat beside "Host".
func TestMisleadingNames(t *testing.T) {
	l, ps := newTestLobby(t, "Ann")
	for _, tc := range []struct {
		name, says string
	}{
		{"НОЅТ", "That name looks like another player's name, 'Host'. Choose another."},
		{"Ноst", "must be written in one alphabet: this one mixes Cyrillic and Latin letters"},
		{"Аnn", "must be written in one alphabet"},
		{"Ann" + strings.Repeat("\u0301", 150), "too many accents"},
	} {
		_, err := l.join(tc.name, false)
		if !errors.Is(err, ErrBadName) || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("join %q: %v, want %v saying %q", tc.name, err, ErrBadName, tc.says)
		}
		if got := codeOf(err); got != "bad-name" {
			t.Errorf("join %q: the refusal travels as %q", tc.name, got)
		}
	}
	if err := l.edit(ps[0], Edit{Name: ptr("Н0ST")}); !errors.Is(err, ErrBadName) {
		t.Errorf("Ann renamed to pass for the host: %v", err)
	}
	if p, err := l.join("Ｂｏｂ", false); err != nil || p.Name != "Bob" {
		t.Errorf("a full-width name: %+v, %v; want its plain form", p, err)
	}
	if _, err := cleanChat("gg" + strings.Repeat("\u0336", 150)); !errors.Is(err, ErrBadChat) {
		t.Errorf("a chat line with 150 stacked marks: %v", err)
	}
}
