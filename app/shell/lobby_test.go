package shell

import (
	"strings"
	"testing"

	"github.com/heatracing/heat/p2p"
)

func TestJoinNames(t *testing.T) {
	for _, tt := range []struct {
		names []string
		want  string
	}{
		{nil, ""}, {[]string{"Ann"}, "Ann"}, {[]string{"Ann", "Bob"}, "Ann and Bob"}, {[]string{"Ann", "Bob", "Cat"}, "Ann, Bob and Cat"},
	} {
		if got := JoinNames(tt.names); got != tt.want {
			t.Errorf("JoinNames(%q) = %q, want %q", tt.names, got, tt.want)
		}
	}
}

// The start waits for the players present who are not ready; the host, bots, spectators and
// players away do not hold it up.
func TestReadiness(t *testing.T) {
	l := p2p.Lobby{Players: []p2p.Player{
		{Name: "Host", Host: true, Connected: true},
		{Name: "Bot", Bot: true, Connected: true, Ready: true},
		{Name: "Ann", Connected: true},
		{Name: "Away", Connected: false},
		{Name: "Watcher", Connected: true, Spectator: true},
		{Name: "Bob", Connected: true},
	}}
	if allReady(l) {
		t.Error("all ready while Ann and Bob are not")
	}
	if got, want := readiness(l), "Waiting for Ann and Bob to be ready."; got != want {
		t.Errorf("readiness = %q, want %q", got, want)
	}
	l.Players[2].Ready, l.Players[5].Ready = true, true
	if !allReady(l) || readiness(l) != "Everyone is ready." {
		t.Errorf("everyone ready: %v, %q", allReady(l), readiness(l))
	}
	if Seated(l) != 5 || botCount(l) != 1 {
		t.Errorf("seated %d, bots %d", Seated(l), botCount(l))
	}
}

// Each guest present says how it reaches the host; an away one does not.
func TestPlayerTags(t *testing.T) {
	for _, tt := range []struct {
		pl   p2p.Player
		want string
	}{
		{p2p.Player{ID: "h", Host: true, Connected: true}, "host"},
		{p2p.Player{ID: "a", Connected: true, Route: "direct"}, "direct"},
		{p2p.Player{ID: "me", Connected: true, Route: "relay"}, "you,through the relay"},
		{p2p.Player{ID: "b", Connected: false, Route: "relay"}, "away"},
		{p2p.Player{ID: "w", Connected: true, Spectator: true, Route: "direct"}, "watching,direct"},
		{p2p.Player{ID: "c", Connected: true}, ""},
	} {
		if got := strings.Join(playerTags(tt.pl, "me"), ","); got != tt.want {
			t.Errorf("%+v: tags %q, want %q", tt.pl, got, tt.want)
		}
	}
}

// A name the host would refuse is refused on the page first, in the host's words.
func TestNameProblem(t *testing.T) {
	l := &Lobby{State: State{Lobby: p2p.Lobby{Players: []p2p.Player{{ID: "h", Name: "Host", Host: true}, {ID: "a", Name: "Ann"}}}}}
	for _, tc := range []struct{ name, want string }{
		{"НОЅТ", "That name looks like another player's name, 'Host'. Choose another."},
		{"Ноst", "A name must be written in one alphabet: this one mixes Cyrillic and Latin letters."},
		{"Ann", ""}, // Ann's own name
		{"Bob", ""},
	} {
		if got := l.nameProblem(tc.name, "a"); got != tc.want {
			t.Errorf("nameProblem(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
}
