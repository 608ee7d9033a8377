//go:build !js

package signal

import (
	"github.com/heatracing/heat/signal/proto"
)

// A game's public list merges every instance's listings. Each instance publishes, at its list
// flush (once per ListInterval), what changed in its own listings since the last one, on
// l.<GAME>; in full when it (re)joins or another instance asks (sync). The others keep those
// listings beside their own, and their watchers get them in their own once-a-second message. An
// instance that stops, or goes silent, takes its listings with it.
//
// A listing carries its host's address between instances, so that one address lists at most
// MaxListedPerAddr rooms of a game in the whole cluster. MaxListed and the look-alike names stay
// per instance.

// listedRoom is a listing as it travels between instances.
type listedRoom struct {
	Listing proto.Listing `json:"l"`
	Addr    string        `json:"a"`
}

// rlist is another instance's listing.
type rlist struct {
	listing proto.Listing
	addr    string
	from    string
}

// onList takes in another instance's changes of a game's list.
func (cl *cluster) onList(game string, e envelope) {
	if e.Game != game || !proto.ValidGameID(game) || (e.Op != opList && e.Op != opFull) {
		return
	}
	s := cl.s
	s.mu.Lock()
	defer s.mu.Unlock()
	rl := cl.remote[game]
	if rl == nil {
		rl = map[string]rlist{}
		cl.remote[game] = rl
	}
	if e.Op == opFull {
		for code, l := range rl {
			if l.from == e.From {
				delete(rl, code)
				cl.changed(game, code)
			}
		}
	}
	for _, code := range e.Gone {
		if l, ok := rl[code]; ok && l.from == e.From {
			delete(rl, code)
			cl.changed(game, code)
		}
	}
	n := 0
	for _, l := range rl {
		if l.from == e.From {
			n++
		}
	}
	for _, r := range e.Rooms {
		code, ok := proto.NormalizeCode(r.Listing.Room)
		if !ok || code != r.Listing.Room || r.Listing.Game != game {
			continue
		}
		if old, ok := rl[code]; !ok || old.from != e.From {
			if n >= s.cfg.MaxListed { // an instance lists at most MaxListed rooms of a game
				continue
			}
			n++
		}
		rl[code] = rlist{listing: r.Listing, addr: r.Addr, from: e.From}
		cl.changed(game, code)
	}
	if len(rl) == 0 {
		delete(cl.remote, game)
	}
}

// changed tells the game's watchers here about code at the next flush. s.mu is held.
func (cl *cluster) changed(game, code string) {
	if gl := cl.s.lists[game]; gl != nil && len(gl.watchers) > 0 {
		gl.changed[code] = true
	}
}

// dropInstance takes instance id's listings off every list. s.mu is held.
func (cl *cluster) dropInstance(id string) {
	for game, rl := range cl.remote {
		for code, l := range rl {
			if l.from == id {
				delete(rl, code)
				cl.changed(game, code)
			}
		}
		if len(rl) == 0 {
			delete(cl.remote, game)
		}
	}
}

// listing returns another instance's listing of code in game's list. s.mu is held.
func (cl *cluster) listing(game, code string) (proto.Listing, bool) {
	if cl == nil {
		return proto.Listing{}, false
	}
	l, ok := cl.remote[game][code]
	return l.listing, ok
}

// listings returns the other instances' listings of game. s.mu is held.
func (cl *cluster) listings(game string) []proto.Listing {
	if cl == nil {
		return nil
	}
	out := make([]proto.Listing, 0, len(cl.remote[game]))
	for _, l := range cl.remote[game] {
		out = append(out, l.listing)
	}
	return out
}

// listedBy counts the rooms of game the other instances list from addr. s.mu is held.
func (cl *cluster) listedBy(game, addr string) int {
	if cl == nil {
		return 0
	}
	n := 0
	for _, l := range cl.remote[game] {
		if l.addr == addr {
			n++
		}
	}
	return n
}

// flushLocked publishes what changed in this instance's listings since the last flush, or all
// of them when due. It runs at the start of every list flush, with s.mu held.
func (cl *cluster) flushLocked() {
	if cl == nil {
		return
	}
	s := cl.s
	games := map[string]bool{}
	for game, gl := range s.lists {
		if len(gl.rooms) > 0 {
			games[game] = true
		}
	}
	for game := range cl.sent {
		games[game] = true
	}
	full := cl.fullDue
	cl.fullDue = false
	for game := range games {
		var rooms []*room
		if gl := s.lists[game]; gl != nil {
			for _, r := range gl.rooms {
				rooms = append(rooms, r)
			}
		}
		sent := cl.sent[game]
		e := envelope{Op: opList, Game: game}
		now := make(map[string]proto.Listing, len(rooms))
		for _, r := range rooms {
			now[r.code] = *r.listing
			if old, ok := sent[r.code]; full || !ok || old != *r.listing {
				e.Rooms = append(e.Rooms, listedRoom{Listing: *r.listing, Addr: r.listAddr})
			}
		}
		if full {
			e.Op = opFull
		} else {
			for code := range sent {
				if _, ok := now[code]; !ok {
					e.Gone = append(e.Gone, code)
				}
			}
		}
		if full || len(e.Rooms) > 0 || len(e.Gone) > 0 {
			cl.sendEnv(clusterPrefix+"l."+game, e)
		}
		if len(now) == 0 {
			delete(cl.sent, game)
		} else {
			cl.sent[game] = now
		}
	}
}
