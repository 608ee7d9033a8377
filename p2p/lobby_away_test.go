package p2p

import (
	"slices"
	"testing"
	"time"
)

func TestLobbyGhosts(t *testing.T) {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	const grace = 10 * time.Second
	// every case starts from the host, Ann and Bob, holding the three colours.
	tests := []struct {
		name string
		run  func(t *testing.T, l *lobby, ann, bob *player)
	}{
		{"a newcomer takes the colour of the guest away longest and not ready", func(t *testing.T, l *lobby, ann, bob *player) {
			l.away(bob, t0)
			l.away(ann, t0.Add(time.Second))
			cat := join(t, l, "Cat", false)
			if cat.Spectator || cat.Colour != "green" || slices.Contains(l.players, bob) || !slices.Contains(l.players, ann) {
				t.Errorf("Cat %+v; Bob still in the lobby: %v", cat.Player, slices.Contains(l.players, bob))
			}
		}},
		{"a guest away but ready keeps its place", func(t *testing.T, l *lobby, ann, bob *player) {
			bob.Ready = true
			l.away(bob, t0)
			if cat := join(t, l, "Cat", false); !cat.Spectator || !slices.Contains(l.players, bob) {
				t.Errorf("Cat %+v took ready Bob's place", cat.Player)
			}
		}},
		{"a guest back within the grace keeps its colour", func(t *testing.T, l *lobby, ann, bob *player) {
			l.away(bob, t0)
			l.expire(t0.Add(grace-time.Nanosecond), grace)
			l.connect(bob)
			l.expire(t0.Add(time.Hour), grace)
			if !slices.Contains(l.players, bob) || bob.Colour != "green" {
				t.Errorf("Bob %+v after coming back", bob.Player)
			}
		}},
		{"a ghost leaves after the grace and a watcher takes its colour", func(t *testing.T, l *lobby, ann, bob *player) {
			cat := join(t, l, "Cat", false)
			dan := join(t, l, "Dan", true)
			l.away(bob, t0)
			if at, ok := l.nextExpiry(grace); !ok || !at.Equal(t0.Add(grace)) {
				t.Errorf("next expiry %v %v, want %v", at, ok, t0.Add(grace))
			}
			l.expire(t0.Add(grace), grace)
			if slices.Contains(l.players, bob) || cat.Spectator || cat.Colour != "green" || !dan.Spectator {
				t.Errorf("after the grace: Bob in the lobby %v, Cat %+v, Dan %+v", slices.Contains(l.players, bob), cat.Player, dan.Player)
			}
			if _, ok := l.nextExpiry(grace); ok {
				t.Error("an expiry with no ghost left")
			}
		}},
		{"a guest who says goodbye gives its colour to a watcher", func(t *testing.T, l *lobby, ann, bob *player) {
			cat := join(t, l, "Cat", false)
			l.leave(ann)
			if cat.Spectator || cat.Colour != "blue" {
				t.Errorf("Cat %+v", cat.Player)
			}
		}},
		{"ghosts do not fill the table", func(t *testing.T, l *lobby, ann, bob *player) {
			for range maxPlayers {
				g := join(t, l, "Ghost", true)
				l.away(g, t0)
			}
			if cat := join(t, l, "Cat", false); !cat.Spectator {
				t.Errorf("Cat %+v: the colours are held by players present", cat.Player)
			}
		}},
		{"a seated player never expires after the start", func(t *testing.T, l *lobby, ann, bob *player) {
			l.started = true
			l.away(bob, t0)
			l.expire(t0.Add(time.Hour), grace)
			if _, ok := l.nextExpiry(grace); ok || !slices.Contains(l.players, bob) {
				t.Error("a player left the started game's lobby")
			}
		}},
		{"watchers who drop after the start do not fill the table", func(t *testing.T, l *lobby, ann, bob *player) {
			l.started = true
			var ghosts []*player
			for range maxPlayers - len(l.players) {
				g := join(t, l, "Ghost", true)
				l.away(g, t0)
				ghosts = append(ghosts, g)
			}
			// A watcher comes while they are all within their grace: it takes the oldest's entry.
			late := join(t, l, "Late", true)
			if !late.Spectator || slices.Contains(l.players, ghosts[0]) {
				t.Errorf("the late watcher %+v; the oldest ghost still there: %v", late.Player, slices.Contains(l.players, ghosts[0]))
			}
			// After the grace they are gone, the seated players and the present watcher stay.
			if at, ok := l.nextExpiry(grace); !ok || !at.Equal(t0.Add(grace)) {
				t.Errorf("next expiry %v %v, want %v", at, ok, t0.Add(grace))
			}
			l.expire(t0.Add(grace), grace)
			if len(l.players) != 4 || !slices.Contains(l.players, ann) || !slices.Contains(l.players, bob) || !slices.Contains(l.players, late) {
				t.Errorf("after the grace the lobby holds %d entries", len(l.players))
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, ps := newTestLobby(t, "Ann", "Bob")
			tt.run(t, l, ps[0], ps[1])
		})
	}
}

func join(t *testing.T, l *lobby, name string, watch bool) *player {
	t.Helper()
	p, err := l.join(name, watch)
	if err != nil {
		t.Fatal(err)
	}
	l.connect(p)
	return p
}
