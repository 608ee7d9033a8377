//go:build !js

package signal

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"
)

func listing(game, name string, players, max int) Listing {
	return Listing{Game: game, Name: name, Host: "Ann", Players: players, Max: max, Status: StatusWaiting, Settings: "Monza · 2 laps"}
}

// watcher dials and subscribes to game's list.
func (h *harness) watcher(game string) (*Client, []Listing) {
	h.t.Helper()
	c := h.dial()
	rooms, err := c.List(ctxT(h.t), game)
	if err != nil {
		h.t.Fatalf("list %s: %v", game, err)
	}
	return c, rooms
}

// expectRooms flushes the lists and returns c's next event, which must be a change of the list.
func (h *harness) expectRooms(c *Client) Event {
	h.t.Helper()
	h.flush()
	return expect(h.t, c, EventRooms)
}

func publish(t *testing.T, c *Client, l Listing) {
	t.Helper()
	if err := c.Publish(ctxT(t), l); err != nil {
		t.Fatalf("publish %+v: %v", l, err)
	}
}

func TestPublicListFollowsItsRooms(t *testing.T) {
	h := newHarness(t, Config{})
	w, rooms := h.watcher("heat")
	if len(rooms) != 0 {
		t.Fatalf("a new list holds %v", rooms)
	}
	other, _ := h.watcher("havoc")

	host, code, _ := h.host()
	publish(t, host, listing("heat", "Friday race", 1, 6))
	ev := h.expectRooms(w)
	if len(ev.Rooms) != 1 || ev.Rooms[0].Room != code || ev.Rooms[0].Name != "Friday race" || len(ev.Gone) != 0 {
		t.Fatalf("after publishing: %+v, want the room %s", ev, code)
	}

	// Many changes between two flushes go out as one message with the newest listing.
	for i := 2; i <= 4; i++ {
		publish(t, host, listing("heat", "Friday race", i, 6))
	}
	ev = h.expectRooms(w)
	if len(ev.Rooms) != 1 || ev.Rooms[0].Players != 4 {
		t.Fatalf("after three changes: %+v, want one listing with 4 players", ev)
	}

	// A newcomer gets the whole list at once; another game's watcher saw nothing.
	_, rooms = h.watcher("heat")
	if len(rooms) != 1 || rooms[0].Players != 4 || rooms[0].Host != "Ann" {
		t.Fatalf("a new subscriber's list: %+v", rooms)
	}
	h.flush()
	select {
	case ev := <-other.Events():
		t.Fatalf("havoc's watcher heard %+v of a heat room", ev)
	case <-time.After(50 * time.Millisecond):
	}

	// The host's socket leaves: the room goes off the list at once (it stays open for its grace).
	host.Close()
	// The server drops the listing once the socket's read loop ends, which may come after Close
	// returns: flush only then.
	h.eventually("the host away", func() bool { return h.srv.Health().Peers == 0 })
	ev = h.expectRooms(w)
	if len(ev.Rooms) != 0 || len(ev.Gone) != 1 || ev.Gone[0] != code {
		t.Fatalf("after the host left: %+v, want %s gone", ev, code)
	}
	if h.srv.Health().Rooms != 1 {
		t.Fatalf("the room itself closed with its listing")
	}

	// The host resumes; the room is listed again only when it publishes again.
	back := h.dial()
	if err := back.Resume(ctxT(t), code, roomToken(h, code)); err != nil {
		t.Fatal(err)
	}
	if _, rooms := h.watcher("heat"); len(rooms) != 0 {
		t.Fatalf("a resumed room is listed before it publishes: %+v", rooms)
	}
	publish(t, back, listing("heat", "Friday race", 2, 6))
	if ev := h.expectRooms(w); len(ev.Rooms) != 1 {
		t.Fatalf("after publishing again: %+v", ev)
	}
	if err := back.Unpublish(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	if ev := h.expectRooms(w); len(ev.Gone) != 1 {
		t.Fatalf("after unpublish: %+v", ev)
	}
}

// roomToken reads a room's host token from the server (the test lost its host client).
func roomToken(h *harness, code string) string {
	h.srv.mu.Lock()
	defer h.srv.mu.Unlock()
	return h.srv.rooms[code].token
}

func TestPublicListGoesWithItsRoom(t *testing.T) {
	h := newHarness(t, Config{RoomIdleTimeout: time.Minute})
	w, _ := h.watcher("heat")
	host, code, _ := h.host()
	publish(t, host, listing("heat", "Idle", 1, 4))
	h.expectRooms(w)
	h.clock.Advance(time.Minute)
	h.sweep()
	expect(t, host, EventRoomClosed)
	if ev := h.expectRooms(w); len(ev.Gone) != 1 || ev.Gone[0] != code {
		t.Fatalf("after the room expired: %+v", ev)
	}
	h.srv.mu.Lock()
	n := len(h.srv.lists["heat"].rooms)
	h.srv.mu.Unlock()
	if n != 0 {
		t.Fatalf("the expired room is still in the list")
	}
}

func TestPublicListIsBounded(t *testing.T) {
	h := newHarness(t, Config{MaxListed: 3, TrustedProxies: 1, MaxRoomsPerAddr: 100, CreateBurst: 100, MaxListedPerAddr: 100})
	var hosts []*Client
	for i := range 4 {
		c, err := h.dialFrom("192.0.2.1")
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := c.Create(ctxT(t)); err != nil {
			t.Fatal(err)
		}
		err = c.Publish(ctxT(t), listing("heat", fmt.Sprint("Room ", i), 1, 2))
		if i < 3 && err != nil || i == 3 && !errors.Is(err, ErrListFull) {
			t.Fatalf("publish room %d of 3 at most: %v", i+1, err)
		}
		hosts = append(hosts, c)
	}
	// Another game has a list of its own; a listed room may still change its listing.
	c, _, _ := h.host()
	publish(t, c, listing("havoc", "Elsewhere", 1, 4))
	publish(t, hosts[0], listing("heat", "Room 0", 2, 2))
	// A room that leaves the list makes a place.
	if err := hosts[1].Unpublish(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	publish(t, hosts[3], listing("heat", "Room 3", 1, 2))
	if _, rooms := h.watcher("heat"); len(rooms) != 3 {
		t.Fatalf("the list holds %d rooms, want 3", len(rooms))
	}
}

func TestPublishRateIsBounded(t *testing.T) {
	h := newHarness(t, Config{PublishBurst: 3, PublishesPerMinute: 60})
	host, _, _ := h.host()
	for i := range 3 {
		publish(t, host, listing("heat", "Fast", i, 6))
	}
	if err := host.Publish(ctxT(t), listing("heat", "Fast", 4, 6)); !errors.Is(err, ErrRateLimited) {
		t.Fatalf("a fourth publish at once: %v, want rate-limited", err)
	}
	h.clock.Advance(time.Second)
	publish(t, host, listing("heat", "Fast", 5, 6))
}

func TestManyPublicRooms(t *testing.T) {
	const n = 60
	h := newHarness(t, Config{TrustedProxies: 1})
	w, _ := h.watcher("heat")
	for i := range n {
		c, err := h.dialFrom(fmt.Sprintf("192.0.2.%d", i+1))
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := c.Create(ctxT(t)); err != nil {
			t.Fatal(err)
		}
		publish(t, c, listing("heat", fmt.Sprint("Room ", i), i%7, 6+i%3))
	}
	if ev := h.expectRooms(w); len(ev.Rooms) != n {
		t.Fatalf("one flush carried %d rooms, want %d", len(ev.Rooms), n)
	}
	_, rooms := h.watcher("heat")
	if len(rooms) != n {
		t.Fatalf("the list holds %d rooms, want %d", len(rooms), n)
	}
	for i := 1; i < len(rooms); i++ {
		if rooms[i-1].Room >= rooms[i].Room {
			t.Fatalf("the list is not in the order of room codes")
		}
	}
}

func TestPublicListRefusesBadInput(t *testing.T) {
	long := func(n int) string { return strings.Repeat("x", n) }
	good := listing("heat", "Ok", 1, 2)
	bad := func(f func(*Listing)) string {
		l := good
		f(&l)
		return string(encode(Message{Type: TypePublish, ID: 7, Listing: &l}))
	}
	h := newHarness(t, Config{MaxStrikes: 100})
	ws := h.raw()
	writeRaw(t, ws, `{"type":"create","id":1}`)
	if m := readRaw(t, ws); m.Type != TypeCreated {
		t.Fatalf("create: %+v", m)
	}
	for _, tc := range []struct {
		name, msg, code string
	}{
		{"no listing", `{"type":"publish","id":7}`, CodeBadRequest},
		{"listing not an object", `{"type":"publish","id":7,"listing":"x"}`, CodeBadRequest}, // unread: no id
		{"no game", bad(func(l *Listing) { l.Game = "" }), CodeBadRequest},
		{"upper-case game", bad(func(l *Listing) { l.Game = "Heat" }), CodeBadRequest},
		{"long game", bad(func(l *Listing) { l.Game = long(33) }), CodeBadRequest},
		{"no name", bad(func(l *Listing) { l.Name = "  " }), CodeBadRequest},
		{"long name", bad(func(l *Listing) { l.Name = long(41) }), CodeBadRequest},
		{"control character", bad(func(l *Listing) { l.Name = "a\nb" }), CodeBadRequest},
		{"direction override", bad(func(l *Listing) { l.Host = "a\u202eb" }), CodeBadRequest},
		{"long settings", bad(func(l *Listing) { l.Settings = long(161) }), CodeBadRequest},
		{"more players than places", bad(func(l *Listing) { l.Players = 3 }), CodeBadRequest},
		{"negative players", bad(func(l *Listing) { l.Players = -1 }), CodeBadRequest},
		{"no places", bad(func(l *Listing) { l.Max, l.Players = 0, 0 }), CodeBadRequest},
		{"too many places", bad(func(l *Listing) { l.Max = 65 }), CodeBadRequest},
		{"unknown status", bad(func(l *Listing) { l.Status = "open" }), CodeBadRequest},
		{"Cyrillic letters in a Latin room name", bad(func(l *Listing) { l.Name = "Оfficial Heat tournament (admin)" }), CodeBadRequest},
		{"Cyrillic letters in a Latin host name", bad(func(l *Listing) { l.Host = "Неат Admin" }), CodeBadRequest},
		{"stacked marks", bad(func(l *Listing) { l.Settings = "x" + strings.Repeat("\u0301", 150) }), CodeBadRequest},
		{"list from a host", `{"type":"list","id":7,"game":"heat"}`, CodeWrongState},
	} {
		writeRaw(t, ws, tc.msg)
		m := readRaw(t, ws)
		if m.Type != TypeError || m.Code != tc.code || m.ID != 7 && !strings.Contains(tc.name, "object") || m.Text == "" {
			t.Errorf("%s: %+v, want error %s answering 7", tc.name, m, tc.code)
		}
	}
	writeRaw(t, ws, bad(func(l *Listing) {}))
	if m := readRaw(t, ws); m.Type != TypePublished {
		t.Fatalf("a good listing after bad ones: %+v", m)
	}

	// Only a host publishes; a socket in a room cannot watch; a bad game ID is refused.
	lobby := h.raw()
	for _, tc := range []struct{ msg, code string }{
		{bad(func(l *Listing) {}), CodeWrongState},
		{`{"type":"unpublish","id":7}`, CodeWrongState},
		{`{"type":"list","id":7,"game":""}`, CodeBadRequest},
		{`{"type":"list","id":7,"game":"../x"}`, CodeBadRequest},
	} {
		writeRaw(t, lobby, tc.msg)
		if m := readRaw(t, lobby); m.Type != TypeError || m.Code != tc.code {
			t.Errorf("%s: %+v, want %s", tc.msg, m, tc.code)
		}
	}
	// A watcher cannot then enter a room.
	writeRaw(t, lobby, `{"type":"list","id":8,"game":"heat"}`)
	if m := readRaw(t, lobby); m.Type != TypeRooms || !m.Full || m.ID != 8 {
		t.Fatalf("list: %+v", m)
	}
	writeRaw(t, lobby, `{"type":"create","id":9}`)
	if m := readRaw(t, lobby); m.Code != CodeWrongState {
		t.Fatalf("create while watching: %+v", m)
	}
}

func TestWatchersOutliveTheLobbyTimeout(t *testing.T) {
	h := newHarness(t, Config{LobbyTimeout: time.Minute})
	w, _ := h.watcher("heat")
	idle := h.dial()
	h.clock.Advance(time.Minute)
	h.sweep()
	expectErr(t, idle, ErrTimeout)
	host, _, _ := h.host()
	publish(t, host, listing("heat", "Still here", 1, 2))
	if ev := h.expectRooms(w); len(ev.Rooms) != 1 {
		t.Fatalf("the watcher after the lobby timeout: %+v", ev)
	}
	w.Close()
	h.eventually("the watcher forgotten", func() bool {
		h.srv.mu.Lock()
		defer h.srv.mu.Unlock()
		return len(h.srv.lists["heat"].watchers) == 0
	})
}

func TestCheckListing(t *testing.T) {
	good := listing("heat", "Ok", 2, 2)
	if err := CheckListing(good); err != nil {
		t.Fatalf("a good listing: %v", err)
	}
	for _, f := range []func(*Listing){
		func(l *Listing) { l.Name = "a\xffb" },
		func(l *Listing) { l.Host = "" },
		func(l *Listing) { l.Settings = "\u200b" },
		func(l *Listing) { l.Status = "" },
	} {
		l := good
		f(&l)
		if err := CheckListing(l); err == nil {
			t.Errorf("%+v passes", l)
		}
	}
	if !good.Full() || listing("heat", "x", 1, 2).Full() {
		t.Errorf("Full is wrong")
	}
}

// TestListTakesAnHonestHost: 30 addresses each list as many rooms as they may, and an honest host
// from another address still gets listed: beside them when the list has room, in the place of a
// crowded address's listing when it is full. Before, 30 addresses of 8 rooms each filled the 200
// places and the honest host got list-full.
func TestListTakesAnHonestHost(t *testing.T) {
	for _, tc := range []struct {
		name      string
		maxListed int
	}{
		{"the default list", 0},
		{"a list the flood fills", 40},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, Config{TrustedProxies: 1, MaxListed: tc.maxListed})
			refused := 0
			for a := range 30 {
				for i := range 8 { // MaxRoomsPerAddr
					c, err := h.dialFrom(fmt.Sprintf("198.51.100.%d", a+1))
					if err != nil {
						t.Fatal(err)
					}
					if _, _, err := c.Create(ctxT(t)); err != nil {
						t.Fatal(err)
					}
					err = c.Publish(ctxT(t), listing("heat", fmt.Sprintf("Spam %d-%d", a, i), 0, 6))
					switch {
					case errors.Is(err, ErrListFull):
						refused++
					case err != nil:
						t.Fatal(err)
					}
				}
			}
			if refused == 0 {
				t.Fatal("the flood listed every room it made: the list does not bound an address")
			}
			c, err := h.dialFrom("203.0.113.7")
			if err != nil {
				t.Fatal(err)
			}
			_, code, _ := func() (*Client, string, string) {
				room, token, err := c.Create(ctxT(t))
				if err != nil {
					t.Fatal(err)
				}
				return c, room, token
			}()
			if err := c.Publish(ctxT(t), listing("heat", "Friday race", 1, 6)); err != nil {
				t.Fatalf("the honest host: %v", err)
			}
			_, rooms := h.watcher("heat")
			found := false
			for _, l := range rooms {
				found = found || l.Room == code
			}
			if !found {
				t.Fatal("the honest host's room is not on the list")
			}
		})
	}
}

// TestDisplacedHostIsTold: a host whose listing leaves a full list for another address's room
// hears it, and the room stays open.
func TestDisplacedHostIsTold(t *testing.T) {
	h := newHarness(t, Config{TrustedProxies: 1, MaxListed: 2})
	var hosts []*Client
	for i := range 2 {
		c, err := h.dialFrom("198.51.100.1")
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := c.Create(ctxT(t)); err != nil {
			t.Fatal(err)
		}
		publish(t, c, listing("heat", fmt.Sprint("Room ", i), i, 6))
		hosts = append(hosts, c)
	}
	c, err := h.dialFrom("203.0.113.7")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := c.Create(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	publish(t, c, listing("heat", "Friday race", 1, 6))
	expectErr(t, hosts[0], ErrListFull) // the emptier of the two
	if _, rooms := h.watcher("heat"); len(rooms) != 2 {
		t.Fatalf("the list holds %d rooms, want 2", len(rooms))
	}
}

// TestListingsCannotMislead: with the games the server serves, a listing of no game or of more
// places than its game seats is refused, and so are a list of no game and a host or room name that
// passes for another listing's. Before, all of them were listed.
func TestListingsCannotMislead(t *testing.T) {
	h := newHarness(t, Config{TrustedProxies: 1, Games: map[string]GameLimits{"heat": {MinPlayers: 1, MaxPlayers: 6}}})
	host := func(addr string) *Client {
		t.Helper()
		c, err := h.dialFrom(addr)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := c.Create(ctxT(t)); err != nil {
			t.Fatal(err)
		}
		return c
	}
	honest := host("203.0.113.7")
	publish(t, honest, Listing{Game: "heat", Name: "Official Heat tournament", Host: "Host", Players: 1, Max: 6, Status: StatusWaiting})
	attacker := host("198.51.100.1")
	for _, tc := range []struct {
		name string
		l    Listing
		says string
	}{
		{"no such game", Listing{Game: "zz-not-a-game", Name: "Race", Host: "Zed", Players: 0, Max: 6, Status: StatusWaiting}, "no game"},
		{"0/64 players", Listing{Game: "heat", Name: "Race", Host: "Zed", Players: 0, Max: 64, Status: StatusWaiting}, "1 to 6 places"},
		{"the host's name in Cyrillic letters", Listing{Game: "heat", Name: "Race", Host: "НОЅТ", Players: 0, Max: 6, Status: StatusWaiting}, "another host's name, 'Host'"},
		{"the room's name with a zero", Listing{Game: "heat", Name: "0fficial Heat tournament", Host: "Zed", Players: 0, Max: 6, Status: StatusWaiting}, "another room's"},
	} {
		err := attacker.Publish(ctxT(t), tc.l)
		if !errors.Is(err, ErrBadListing) || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%s: %v, want %v saying %q", tc.name, err, ErrBadListing, tc.says)
		}
	}
	if _, err := h.dial().List(ctxT(t), "zz-not-a-game"); !errors.Is(err, ErrBadListing) {
		t.Errorf("list of no game: %v, want %v", err, ErrBadListing)
	}
	// The same name is no look-alike: two rooms may both be called "Race".
	publish(t, attacker, Listing{Game: "heat", Name: "Official Heat tournament", Host: "Zed", Players: 0, Max: 6, Status: StatusWaiting})
	if _, rooms := h.watcher("heat"); len(rooms) != 2 {
		t.Fatalf("the list holds %d rooms, want 2", len(rooms))
	}
}
