//go:build !js

package signal

import "strconv"

// Who gets a place on a game's public list. One address lists at most MaxListedPerAddr rooms of a
// game, and only while each room's host is there (a listing leaves with its host's socket). When
// the list is full, a host from an address listing fewer rooms than the address that lists the
// most, by two or more, takes the place of that address's emptiest listing (the oldest among
// equals), so a few addresses cannot keep everyone else off the list: an attacker needs one
// address per place.

// displaced tells a host its listing went to another address's room.
var displaced = &Error{Code: CodeListFull, Text: "your room left the public list to make room for another network's: it is still open to anyone with its link"}

// listedBy counts the rooms of gl listed from addr.
func (gl *gameList) listedBy(addr string) int {
	n := 0
	for _, r := range gl.rooms {
		if r.listAddr == addr {
			n++
		}
	}
	return n
}

// makePlace reports whether a new listing from addr may go on gl, taking another address's place
// when the list is full and the rules allow. s.mu must be held.
func (s *Server) makePlace(gl *gameList, addr string) bool {
	mine := gl.listedBy(addr)
	if mine >= s.cfg.MaxListedPerAddr {
		return false
	}
	if len(gl.rooms) < s.cfg.MaxListed {
		return true
	}
	counts := make(map[string]int)
	for _, r := range gl.rooms {
		counts[r.listAddr]++
	}
	var most string
	for a, n := range counts {
		if most == "" || n > counts[most] || n == counts[most] && a < most {
			most = a
		}
	}
	if most == "" || counts[most] < mine+2 {
		return false
	}
	var victim *room
	for _, r := range gl.rooms {
		if r.listAddr != most {
			continue
		}
		if victim == nil || emptier(r, victim) {
			victim = r
		}
	}
	s.log.Info("a listing makes room for another address's", "room", victim.code, "from", most, "to", addr)
	s.unlist(victim)
	if victim.host != nil {
		victim.host.sendError(displaced, 0)
	}
	return true
}

// emptier reports whether a's listing should leave the list before b's: fewer players, then
// listed earlier.
func emptier(a, b *room) bool {
	if a.listing.Players != b.listing.Players {
		return a.listing.Players < b.listing.Players
	}
	return a.listedAt.Before(b.listedAt)
}

// listedPerAddrText explains the per-address listing limit in words.
func listedPerAddrText(n int) string {
	return "your network already lists " + strconv.Itoa(n) + " rooms of this game, the most one network may: take one off the list, or share the room's link instead"
}
