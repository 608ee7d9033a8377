package p2p

import (
	"errors"
	"testing"
)

// A page that has not registered the platform's name rules (one that plays alone) checks its
// own names by the plain rules, and refuses any guest; the platform's rules put a name in its
// PRECIS form and refuse look-alikes. The test swaps the page's rules: it runs alone.
func TestNameRules(t *testing.T) {
	registeredNames.Store(nil)
	defer UsePlatformNames()

	if got, err := cleanName("Ａｎｎ   Lee"); err != nil || got != "Ａｎｎ Lee" {
		t.Errorf("plain: cleanName = %q, %v; want the name as written, spaces joined", got, err)
	}
	for _, bad := range []string{"", "   ", "A\u200bB", "Ann\x07", "Неат Admin", "a\u0301\u0301\u0301\u0301\u0301"} {
		if _, err := cleanName(bad); !errors.Is(err, ErrBadName) {
			t.Errorf("plain: cleanName(%q) = %v, want ErrBadName", bad, err)
		}
	}
	if _, err := cleanGuestName("Ann"); !errors.Is(err, ErrBadName) {
		t.Errorf("plain: a guest's name is taken: %v", err)
	}
	l := newLobby(nil, 1, "n")
	l.players = []*player{{Player: Player{Name: "Ann"}}}
	if err := l.lookalike("Аnn", nil); err != nil {
		t.Errorf("plain: look-alikes are refused (%v): there is no one else to be fooled", err)
	}

	UsePlatformNames()
	if got, err := cleanGuestName("Ａｎｎ   Lee"); err != nil || got != "Ann Lee" {
		t.Errorf("platform: a guest's name = %q, %v; want its PRECIS form", got, err)
	}
	if err := l.lookalike("Аnn", nil); !errors.Is(err, ErrBadName) {
		t.Errorf("platform: a name that passes for Ann's = %v, want ErrBadName", err)
	}
}
