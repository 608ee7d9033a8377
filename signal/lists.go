//go:build !js

package signal

import (
	"slices"

	"github.com/heatracing/heat/signal/proto"
)

// gameList is the public list of one game: its listed rooms, the sockets watching it, and the
// rooms whose listing changed since the last flush. Guarded by Server.mu.
type gameList struct {
	rooms    map[string]*room
	watchers map[*conn]struct{}
	changed  map[string]bool // room codes listed, changed or taken off since the last flush
}

// list returns game's list, creating it.
func (s *Server) list(game string) *gameList {
	gl := s.lists[game]
	if gl == nil {
		gl = &gameList{rooms: map[string]*room{}, watchers: map[*conn]struct{}{}, changed: map[string]bool{}}
		s.lists[game] = gl
	}
	return gl
}

// forget drops game's list once nothing is in it.
func (s *Server) forget(game string, gl *gameList) {
	if len(gl.rooms) == 0 && len(gl.watchers) == 0 && len(gl.changed) == 0 {
		delete(s.lists, game)
	}
}

// The handlers below run with s.mu held.

// publish lists the host's room, or changes its listing.
func (s *Server) publish(c *conn, m proto.Message) {
	if c.role != roleHost {
		c.fault(&proto.Error{Code: proto.CodeWrongState, Text: "only a room's host can publish it"}, m.ID)
		return
	}
	r := c.room
	if !r.publishes.take(s.cfg.Now(), s.cfg.PublishesPerMinute/60, float64(s.cfg.PublishBurst)) {
		c.sendError(&proto.Error{Code: proto.CodeRateLimited, Text: "the room's listing changes too often: wait a moment"}, m.ID)
		return
	}
	l := *m.Listing
	l.Room = r.code
	if err := s.checkGame(l.Game, &l); err != nil {
		c.sendError(err, m.ID)
		return
	}
	if r.listing != nil && r.listing.Game != l.Game {
		s.unlist(r)
	}
	gl := s.list(l.Game)
	keys, err := s.checkNames(gl, r, l)
	if err != nil {
		s.forget(l.Game, gl)
		c.sendError(err, m.ID)
		return
	}
	elsewhere := s.cl.listedBy(l.Game, c.addr) // in the cluster's other instances
	if r.listing == nil && (gl.listedBy(c.addr)+elsewhere >= s.cfg.MaxListedPerAddr || !s.makePlace(gl, c.addr)) {
		s.forget(l.Game, gl)
		if gl.listedBy(c.addr)+elsewhere >= s.cfg.MaxListedPerAddr {
			c.sendError(&proto.Error{Code: proto.CodeListFull, Text: listedPerAddrText(s.cfg.MaxListedPerAddr)}, m.ID)
		} else {
			c.sendError(proto.ErrListFull, m.ID)
		}
		s.log.Info("public list full", "game", l.Game, "rooms", len(gl.rooms), "addr", c.addr)
		return
	}
	if r.listing == nil {
		r.listedAt, r.listAddr = s.cfg.Now(), c.addr
	}
	r.listing, r.keys = &l, keys
	gl.rooms[r.code] = r
	gl.changed[r.code] = true
	c.sendMsg(proto.Message{Type: proto.TypePublished, ID: m.ID})
}

// unpublish takes the host's room off its list.
func (s *Server) unpublish(c *conn, m proto.Message) {
	if c.role != roleHost {
		c.fault(&proto.Error{Code: proto.CodeWrongState, Text: "only a room's host can unpublish it"}, m.ID)
		return
	}
	s.unlist(c.room)
	c.sendMsg(proto.Message{Type: proto.TypePublished, ID: m.ID})
}

// unlist takes r off its game's list, if it is listed.
func (s *Server) unlist(r *room) {
	if r.listing == nil {
		return
	}
	game := r.listing.Game
	r.listing = nil
	if gl := s.lists[game]; gl != nil {
		delete(gl.rooms, r.code)
		if len(gl.watchers) > 0 {
			gl.changed[r.code] = true
		} else {
			delete(gl.changed, r.code)
		}
		s.forget(game, gl)
	}
}

// watch subscribes a socket in no room to a game's public list, or moves its subscription to
// another game, and answers with the whole list.
func (s *Server) watch(c *conn, m proto.Message) {
	if err := s.checkGame(m.Game, nil); err != nil && (c.role == roleLobby || c.role == roleWatcher) {
		c.sendError(err, m.ID)
		return
	}
	switch c.role {
	case roleLobby:
	case roleWatcher:
		s.unwatch(c)
	default:
		c.fault(&proto.Error{Code: proto.CodeWrongState, Text: "a connection in a room cannot watch a list: open another"}, m.ID)
		return
	}
	gl := s.list(m.Game)
	gl.watchers[c] = struct{}{}
	c.role, c.game = roleWatcher, m.Game
	rooms := make([]proto.Listing, 0, len(gl.rooms))
	for _, r := range gl.rooms {
		rooms = append(rooms, *r.listing)
	}
	rooms = append(rooms, s.cl.listings(m.Game)...) // the other instances' (cluster_lists.go)
	sortListings(rooms)
	c.sendMsg(proto.Message{Type: proto.TypeRooms, ID: m.ID, Game: m.Game, Rooms: rooms, Full: true})
}

// unwatch ends c's subscription.
func (s *Server) unwatch(c *conn) {
	if gl := s.lists[c.game]; gl != nil {
		delete(gl.watchers, c)
		if len(gl.watchers) == 0 {
			clear(gl.changed)
		}
		s.forget(c.game, gl)
	}
	c.game = ""
}

// flushLists sends each game's watchers what changed in its list since the last flush, in one
// message.
func (s *Server) flushLists() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.cl.flushLocked() // this instance's changes to the others
	for game, gl := range s.lists {
		if len(gl.changed) == 0 {
			continue
		}
		var rooms []proto.Listing
		var gone []string
		for code := range gl.changed {
			if r := gl.rooms[code]; r != nil {
				rooms = append(rooms, *r.listing)
			} else if l, ok := s.cl.listing(game, code); ok {
				rooms = append(rooms, l)
			} else {
				gone = append(gone, code)
			}
		}
		clear(gl.changed)
		sortListings(rooms)
		slices.Sort(gone)
		b := encode(proto.Message{Type: proto.TypeRooms, Game: game, Rooms: rooms, Gone: gone})
		for c := range gl.watchers {
			c.send(b)
		}
		s.forget(game, gl)
	}
}

// sortListings orders listings by room code, so that a list reads the same every time.
func sortListings(ls []proto.Listing) {
	slices.SortFunc(ls, func(a, b proto.Listing) int {
		switch {
		case a.Room < b.Room:
			return -1
		case a.Room > b.Room:
			return 1
		}
		return 0
	})
}
