package shell

import (
	"context"
	"errors"
	"io"
	"log"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/rtc"
	"github.com/heatracing/heat/signal/proto"
	"github.com/heatracing/heat/titles"
)

// A game with friends lives in a room: the host's page runs it and registers the room with the
// signaling server of the page's own server; guests reach it by its code, at RoomPath(code).

// defaultTurnTimer is how long a player has for each decision in a game with friends, until the
// host changes it: then a bot decides for them.
const defaultTurnTimer = 60 * time.Second

// RoomPath is the page of a room: the link friends share.
func RoomPath(code string) string { return "/room/" + code }

// NormalizeCode turns what a player typed into a room code (spaces, dashes and case do not
// matter) and reports whether it can be one.
func NormalizeCode(s string) (string, bool) {
	return proto.NormalizeCode(strings.TrimSpace(s))
}

// signalURL is the signaling endpoint of the server this page came from.
func signalURL() string {
	loc := app.Window().Get("location")
	scheme := "ws:"
	if loc.Get("protocol").String() == "https:" {
		scheme = "wss:"
	}
	return scheme + "//" + loc.Get("host").String() + proto.Path
}

func roomConfig() rtc.RoomConfig { return rtc.RoomConfig{Signal: rtc.DialSignal(signalURL())} }

// hostConfig is how a host of g reaches its guests and lists its room publicly.
func hostConfig(g titles.Entry) rtc.RoomConfig {
	c := roomConfig()
	c.Listing = listingOf(g)
	return c
}

// roomStore keeps the sessions of g's games with friends: the host's saved game, the guests' seat
// tokens.
func roomStore(g titles.Entry) p2p.Store { return sessionStore{g.ID + ".p2p."} }

// HostRoom opens a room for a game of g with friends: a host session on this page with g's
// default settings, registered with the signaling server, saved in the browser so that a reload
// resumes it. r reads the host player's updates (see newSession).
func HostRoom(g titles.Entry, me Profile, r Reader) (*Session, error) {
	p2p.UsePlatformNames()
	store := roomStore(g)
	_ = store.Delete(p2p.KeyHost)
	h, err := p2p.NewHost(p2p.HostConfig{Title: g.Title, Name: me.Name, Store: store, AlterReveal: debugTamper(), GrindSeed: debugGrind()})
	if err != nil {
		return nil, err
	}
	colour := me.Colour
	_ = h.Edit(context.Background(), p2p.Edit{Colour: &colour})
	o := takeRoomOptions(me)
	if err := h.Name(o.Name, o.Public); err != nil {
		h.End()
		return nil, err
	}
	if err := h.Configure(g.Settings, defaultTurnTimer); err != nil {
		h.End()
		return nil, err
	}
	return serveRoom(g, h, r)
}

// ResumeRoom picks up the game this browser hosts in room, if it does (p2p.ErrNoSave if not).
// When another player's page took the game over while this one was away, the host's saved game
// becomes a seat in the room (p2p.ReturnAsGuest), and it is p2p.ErrNoSave too: the page joins as
// a player (HasSeat).
func ResumeRoom(g titles.Entry, room string, r Reader) (*Session, error) {
	p2p.UsePlatformNames()
	h, err := p2p.ResumeHost(p2p.HostConfig{Title: g.Title, Store: roomStore(g), AlterReveal: debugTamper(), GrindSeed: debugGrind()})
	if err != nil {
		return nil, err
	}
	if h.Room() != room {
		h.Close()
		return nil, p2p.ErrNoSave
	}
	s, err := serveRoom(g, h, r)
	if errors.Is(err, p2p.ErrHandedOver) {
		if _, err := p2p.ReturnAsGuest(roomStore(g)); err == nil {
			return nil, p2p.ErrNoSave
		}
	}
	return s, err
}

// ErrNoServer says that a room cannot be opened because the game's server is out of reach.
var ErrNoServer = errors.New("the game's server cannot be reached (you may be offline). Games with friends need it to find each other; solo games work offline")

func serveRoom(g titles.Entry, h *p2p.Host, r Reader) (*Session, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	room, err := rtc.ServeRoom(ctx, h, hostConfig(g))
	if errors.Is(err, p2p.ErrNoWebRTC) || errors.Is(err, p2p.ErrHandedOver) {
		h.Close()
		return nil, err
	}
	if err != nil {
		h.Close()
		log.Printf("the signaling server cannot be reached: %v", err)
		return nil, ErrNoServer
	}
	s := newSession(Host, h, h, r)
	s.room, s.game = room, g.ID
	setActive(s)
	setCurrent(current{Game: g.ID, Kind: Host, Room: room.Room()})
	return s, nil
}

// JoinRoom plays as a guest in a friend's room. The seat token kept in the browser brings a
// player who reloads or comes back by the link to the same seat. When the lobby names this
// player successor and the host leaves for good, the page takes the game over (p2p.Member).
func JoinRoom(g titles.Entry, room string, me Profile, watch bool, r Reader) (*Session, error) {
	p2p.UsePlatformNames()
	guest, err := p2p.NewMember(p2p.MemberConfig{
		Guest: p2p.GuestConfig{
			Room: room, Name: me.Name, Watch: watch, Store: roomStore(g), Title: g.Title, Browser: browserID(),
			Dial: rtc.RoomDialer(room, roomConfig()), TakeOverAfter: debugTakeOver(),
		},
		Host: p2p.HostConfig{Title: g.Title, Store: roomStore(g), AlterReveal: debugTamper()},
		Serve: func(ctx context.Context, h *p2p.Host) (io.Closer, error) {
			room, err := rtc.ServeRoom(ctx, h, hostConfig(g))
			if err != nil {
				return nil, err
			}
			return room, nil
		},
	})
	if err != nil {
		return nil, err
	}
	s := newSession(Guest, guest, nil, r)
	s.game = g.ID
	setActive(s)
	setCurrent(current{Game: g.ID, Kind: Guest, Room: room})
	return s, nil
}

// HasSeat reports whether this browser already holds a seat in a room of g.
func HasSeat(g titles.Entry, room string) bool {
	_, err := roomStore(g).Get(p2p.KeyGuest(room))
	return err == nil
}

// LeaveRoom ends this page's part in a game with friends: a host ends the room for everyone.
func LeaveRoom(s *Session) {
	if s.Kind == Host {
		if s.room != nil {
			s.room.Close()
		}
		s.Host.End()
		if _, ok := s.sess.(*p2p.Member); ok {
			s.sess.Close() // the page took the game over: its room goes too
		}
	} else {
		s.sess.Close()
	}
	setActive(nil)
	ForgetCurrent("")
}

// Listed reports whether this page's room is in the public list, and why not when the server
// refused it (it is full).
func (c *Session) Listed() (bool, error) {
	if c.room == nil {
		return false, nil
	}
	return c.room.Listed()
}

// Room is the code of the session's room ("" for a solo game).
func (c *Session) Room() string { return c.State().Lobby.Room }

// EndTitle heads the page of a session with friends that ended: "This race is over", or, for a
// player the host removed, that they were.
func EndTitle(err error, match string) string {
	if errors.Is(err, p2p.ErrKicked) {
		return "Removed from the room"
	}
	return "This " + match + " is over"
}

// EndReason says, in words, why a session with friends ended; match is what one game is called
// ("race").
func EndReason(err error, match string) string {
	switch {
	case err == nil:
		return "The " + match + " has ended."
	case errors.Is(err, proto.ErrRoomNotFound):
		return "There is no " + match + " with this code. Check the code, or ask your friend for a new link: rooms close when their " + match + " is over."
	case errors.Is(err, proto.ErrRoomFull):
		return "This room is full."
	case errors.Is(err, p2p.ErrKicked):
		return "The host removed you from this " + match + "."
	case errors.Is(err, p2p.ErrBadName):
		return err.Error() + " Open the room's link again to join with another name."
	case errors.Is(err, p2p.ErrTimeout):
		return "The host could not be reached for two minutes: the " + match + " is lost."
	}
	return "The connection to the host ended: " + err.Error()
}
