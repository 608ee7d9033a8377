package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/signal"
	"github.com/heatracing/heat/titles/heat"
)

// defaultTurnTimer is how long a player has for each decision in a race with friends, until the
// host changes it: then a bot decides for them.
const defaultTurnTimer = 60 * time.Second

// signalURL is the signaling endpoint of the server this page came from.
func signalURL() string {
	loc := app.Window().Get("location")
	scheme := "ws:"
	if loc.Get("protocol").String() == "https:" {
		scheme = "wss:"
	}
	return scheme + "//" + loc.Get("host").String() + signal.Path
}

func roomConfig() p2p.RoomConfig { return p2p.RoomConfig{Signal: p2p.DialSignal(signalURL())} }

// hostFriends opens a room for a race with friends: a host session on this page, registered with
// the signaling server, saved in the browser so a reload resumes it.
func hostFriends(me profile) (*client, error) {
	store := friendsStore()
	_ = store.Delete(p2p.KeyHost)
	h, err := p2p.NewHost(p2p.HostConfig{Title: heat.Title{}, Name: me.Name, Store: store})
	if err != nil {
		return nil, err
	}
	colour := me.Colour
	_ = h.Edit(context.Background(), p2p.LobbyEdit{Colour: &colour})
	settings, _ := json.Marshal(heat.DefaultSettings())
	if err := h.Configure(settings, defaultTurnTimer); err != nil {
		h.End()
		return nil, err
	}
	return serveRoom(h)
}

// resumeFriends picks up the race this browser hosts in room, if it does.
func resumeFriends(room string) (*client, error) {
	h, err := p2p.ResumeHost(p2p.HostConfig{Title: heat.Title{}, Store: friendsStore()})
	if err != nil {
		return nil, err
	}
	if h.Room() != room {
		h.Close()
		return nil, p2p.ErrNoSave
	}
	return serveRoom(h)
}

func serveRoom(h *p2p.Host) (*client, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	room, err := p2p.ServeRoom(ctx, h, roomConfig())
	if err != nil {
		h.Close()
		return nil, fmt.Errorf("the signaling server cannot be reached: %w", err)
	}
	c := newClient(kindHost, h, h)
	c.room = room
	setClient(c)
	saveJSON(keyCurrent, current{Kind: kindHost, Room: room.Room()})
	return c, nil
}

// joinRoom races as a guest in a friend's room. The seat token kept in the browser brings a
// player who reloads or comes back by the link to the same seat.
func joinRoom(room string, me profile, watch bool) (*client, error) {
	g, err := p2p.NewGuest(p2p.GuestConfig{
		Room: room, Name: me.Name, Watch: watch, Store: browserStore(),
		Dial: p2p.RoomDialer(room, roomConfig()),
	})
	if err != nil {
		return nil, err
	}
	c := newClient(kindGuest, g, nil)
	setClient(c)
	saveJSON(keyCurrent, current{Kind: kindGuest, Room: room})
	return c, nil
}

// leaveRoom ends this page's part in a race with friends: a host ends the room for everyone.
func leaveRoom(c *client) {
	if c.kind == kindHost {
		if c.room != nil {
			c.room.Close()
		}
		c.host.End()
	} else {
		c.sess.Close()
	}
	setClient(nil)
	forget(keyCurrent)
}

// normalizeCode turns what a player typed into a room code (spaces, dashes and case do not
// matter) and reports whether it can be one.
func normalizeCode(s string) (string, bool) {
	return signal.NormalizeCode(strings.TrimSpace(s))
}

// endReason says, in words, why a session with friends ended.
func endReason(err error) string {
	switch {
	case err == nil:
		return "The race has ended."
	case errors.Is(err, signal.ErrRoomNotFound):
		return "There is no race with this code. Check the code, or ask your friend for a new link: rooms close when their race is over."
	case errors.Is(err, signal.ErrRoomFull):
		return "This room is full."
	case errors.Is(err, p2p.ErrKicked):
		return "The host removed you from this race."
	case errors.Is(err, p2p.ErrTimeout):
		return "The host could not be reached for two minutes: the race is lost."
	}
	return "The connection to the host ended: " + err.Error()
}
