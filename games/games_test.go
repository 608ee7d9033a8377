package games

import (
	"fmt"
	"strings"
	"testing"

	"github.com/heatracing/heat/app/registry"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
)

// Every registered game is complete, and its default settings start a match for as few players
// as it takes.
func TestRegistry(t *testing.T) {
	Register()
	games := titles.Registered()
	if len(games) == 0 {
		t.Fatal("the registry lists no game")
	}
	ids, paths := map[string]bool{}, map[string]string{}
	for _, g := range games {
		t.Run(g.ID, func(t *testing.T) {
			switch {
			case g.ID == "" || strings.ToLower(g.ID) != g.ID || strings.ContainsAny(g.ID, " /."):
				t.Errorf("id %q: want a short lower-case word", g.ID)
			case ids[g.ID]:
				t.Errorf("id %q is listed twice", g.ID)
			case g.Name == "" || g.Pitch == "" || g.Kicker == "":
				t.Errorf("%s lacks a name, a kicker or a pitch", g.ID)
			case g.MinPlayers < 1 || g.MaxPlayers < g.MinPlayers:
				t.Errorf("%s seats %d to %d players", g.ID, g.MinPlayers, g.MaxPlayers)
			case g.Title == nil:
				t.Errorf("%s has no Title", g.ID)
			case len(g.Modes) == 0 && !g.Unlisted:
				t.Errorf("%s has no way to play", g.ID)
			case g.Words.Match == "" || g.Words.Player == "" || g.Words.Piece == "":
				t.Errorf("%s lacks its words: %+v", g.ID, g.Words)
			case len(g.BotNames) < g.MaxPlayers-1:
				t.Errorf("%s names %d bots for %d seats", g.ID, len(g.BotNames), g.MaxPlayers)
			}
			ids[g.ID] = true
			if found, ok := titles.Find(g.ID); !ok || found.ID != g.ID {
				t.Errorf("Find(%q) = %v, %v", g.ID, found.ID, ok)
			}
			for _, m := range g.Modes {
				if m.ID == "" || m.Label == "" || !strings.HasPrefix(m.Path, "/") {
					t.Errorf("%s mode %+v is incomplete", g.ID, m)
				}
				if other, taken := paths[m.Path]; taken {
					t.Errorf("%s mode %s takes %s, which is %s's", g.ID, m.ID, m.Path, other)
				}
				paths[m.Path] = g.ID + "/" + m.ID
			}
			var seats []p2p.Seat
			for i := range g.MinPlayers {
				seats = append(seats, p2p.Seat{Name: fmt.Sprintf("P%d", i+1), Colour: g.Title.Colours()[i]})
			}
			if err := g.Title.CheckSettings(g.Settings, seats); err != nil {
				t.Errorf("%s's default settings are refused for %d players: %v", g.ID, g.MinPlayers, err)
			}
		})
	}
	Register() // a second call changes nothing
	if len(titles.Registered()) != len(games) {
		t.Errorf("a second Register made %d games of %d", len(titles.Registered()), len(games))
	}
}

// A room's link is a page of one wasm, its own game's (the game's pages with friends), and of no
// other game's.
func TestRoomLinks(t *testing.T) {
	wasms := registry.Wasms(All)
	for _, g := range All {
		if g.Entry.ID == "" {
			continue // pages for a game registered before it
		}
		link := g.Entry.RoomPath("K7RM2Q")
		var servedBy []string
		for _, w := range wasms {
			for _, p := range w.Pages() {
				if p.Path == link || (p.Pattern != nil && p.Pattern.MatchString(link)) {
					servedBy = append(servedBy, w.ID)
				}
			}
		}
		if want := g.Entry.ID + registry.FriendsSuffix; len(servedBy) != 1 || servedBy[0] != want {
			t.Errorf("%s's room link %s is a page of %v, want of %s alone", g.Entry.ID, link, servedBy, want)
		}
	}
}

// The server's style sheets are the platform's own, then each registration's, each once.
func TestStyles(t *testing.T) {
	got := Styles()
	seen := map[string]bool{}
	for _, s := range got {
		if seen[s] || !strings.HasPrefix(s, "/web/") || !strings.HasSuffix(s, ".css") {
			t.Errorf("style sheet %q (twice, or not a style sheet under /web/)", s)
		}
		seen[s] = true
	}
	for _, g := range All {
		for _, s := range g.Styles {
			if !seen[s] {
				t.Errorf("the registration's %s is not served", s)
			}
		}
	}
}
