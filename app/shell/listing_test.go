package shell

import (
	"strings"
	"testing"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/signal/proto"
	"github.com/heatracing/heat/titles"
)

func TestListingOfARoom(t *testing.T) {
	g := titles.Entry{ID: "test", MaxPlayers: 4}
	players := []p2p.Player{
		{ID: "a", Name: "Ann", Host: true}, {ID: "b", Name: "Bob"}, {ID: "c", Name: "Cat", Spectator: true}, {ID: "r", Name: "Robo", Bot: true},
	}
	for _, tc := range []struct {
		name   string
		lobby  p2p.Lobby
		sum    Summary
		want   proto.Listing
		listed bool
	}{
		{"private", p2p.Lobby{Name: "Mine", Players: players}, nil, proto.Listing{}, false},
		{"public, waiting", p2p.Lobby{Name: "Open", Public: true, Players: players}, nil,
			proto.Listing{Game: "test", Name: "Open", Host: "Ann", Players: 3, Max: 4, Status: proto.StatusWaiting}, true},
		{"started, with a summary", p2p.Lobby{Name: "Go", Public: true, Started: true, Players: players},
			func(p2p.Lobby) (int, string) { return 3, "fast" },
			proto.Listing{Game: "test", Name: "Go", Host: "Ann", Players: 3, Max: 3, Status: proto.StatusStarted, Settings: "fast"}, true},
		{"more players than the summary's places", p2p.Lobby{Name: "Crowd", Public: true, Players: players},
			func(p2p.Lobby) (int, string) { return 1, strings.Repeat("x", 300) },
			proto.Listing{Game: "test", Name: "Crowd", Host: "Ann", Players: 3, Max: 3, Status: proto.StatusWaiting, Settings: strings.Repeat("x", 159) + "…"}, true},
		{"over", p2p.Lobby{Name: "Done", Public: true, Over: true, Players: players}, nil, proto.Listing{}, false},
	} {
		SetSummary(g.ID, tc.sum)
		got, listed := listingOf(g)(tc.lobby)
		if listed != tc.listed || got != tc.want {
			t.Errorf("%s: %+v %v, want %+v %v", tc.name, got, listed, tc.want, tc.listed)
		}
		if listed {
			if err := proto.CheckListing(got); err != nil {
				t.Errorf("%s: the server would refuse it: %v", tc.name, err)
			}
		}
	}
}

func TestRoomOptionsAreTakenOnce(t *testing.T) {
	setRoomOptions(RoomOptions{Name: "Friday", Public: true})
	if o := takeRoomOptions(Profile{Name: "Ann"}); o.Name != "Friday" || !o.Public {
		t.Fatalf("the chosen options: %+v", o)
	}
	if o := takeRoomOptions(Profile{Name: "Ann"}); o.Name != "Ann's room" || o.Public {
		t.Fatalf("a room opened without the form: %+v", o)
	}
	if o := takeRoomOptions(Profile{Name: strings.Repeat("N", 40)}); o.Name != "A room with friends" {
		t.Fatalf("a long host name: %+v", o)
	}
}
