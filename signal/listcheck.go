//go:build !js

package signal

import (
	"fmt"

	"github.com/heatracing/heat/signal/names"
)

// The server knows no game, but its caller may pass the games it serves (Config.Games): a listing
// or a list then names one of them, and a listing claims no more places than its game seats. A
// listing's names must not pass for another listing's of the same game (package names).

// listingKeys are the look-alike keys of a listing's names, kept beside it.
type listingKeys struct {
	name, host string
}

// checkGame says what is wrong with a game ID or a listing's counts for the games served.
func (s *Server) checkGame(game string, l *Listing) *Error {
	if s.cfg.Games == nil {
		return nil
	}
	lim, ok := s.cfg.Games[game]
	switch {
	case !ok:
		return &Error{Code: CodeBadListing, Text: fmt.Sprintf("this server has no game called %q", game)}
	case l != nil && (l.Max < max(lim.MinPlayers, 1) || l.Max > lim.MaxPlayers):
		return &Error{Code: CodeBadListing, Text: fmt.Sprintf("a room of this game has %d to %d places, not %d", max(lim.MinPlayers, 1), lim.MaxPlayers, l.Max)}
	}
	return nil
}

// checkNames says what is wrong with l's names beside the other listings of gl, or nil, and
// returns l's keys.
func (s *Server) checkNames(gl *gameList, r *room, l Listing) (listingKeys, *Error) {
	k := listingKeys{name: names.Key(l.Name), host: names.Key(l.Host)}
	for _, o := range gl.rooms {
		if o == r {
			continue
		}
		if names.Alike(l.Name, k.name, o.listing.Name, o.keys.name) {
			return k, &Error{Code: CodeBadListing, Text: fmt.Sprintf("That room name looks like another room's, '%s'. Choose another.", o.listing.Name)}
		}
		if names.Alike(l.Host, k.host, o.listing.Host, o.keys.host) {
			return k, &Error{Code: CodeBadListing, Text: fmt.Sprintf("That name looks like another host's name, '%s'. Choose another.", o.listing.Host)}
		}
	}
	return k, nil
}
