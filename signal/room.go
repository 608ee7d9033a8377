//go:build !js

package signal

import (
	"cmp"
	"crypto/subtle"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/heatracing/heat/signal/proto"
)

// room is one host and its guests. All fields are guarded by Server.mu.
type room struct {
	code       string
	token      string
	addr       string           // the creator's address, whose room count it holds
	hadGuest   bool             // a guest joined once: the host gets the full grace
	host       *conn            // nil while the host is away
	guests     map[string]*conn // by peer id; nil until the first guest
	nextGuest  int
	lastActive time.Time       // last create, join, resume or relayed signal
	hostGone   time.Time       // when the host's socket dropped, if host is nil
	listing    *proto.Listing  // what the host published; nil: not listed
	publishes  bucket          // the host's publish budget
	seats      map[string]bool // seat keys the host named: their holders always get in (admit.go)
	listedAt   time.Time       // when the listing was first published
	listAddr   string          // the address of the host's socket that published it
	keys       listingKeys     // the look-alike keys of the listing's names
	handover   string          // the key of the successor's handover secret (handover.go); "": none
	former     []string        // the tokens of hosts whose successors took the room over
}

// size counts the host's seat, present or not, and the guests.
func (r *room) size() int {
	return 1 + len(r.guests)
}

// tokenOK compares a presented host token with the room's in constant time.
func (r *room) tokenOK(token string) bool {
	return subtle.ConstantTimeCompare([]byte(token), []byte(r.token)) == 1
}

// addGuest seats c under a new peer id. Ids are never reused in a room, so a
// late message for a guest that left cannot reach a newcomer.
func (r *room) addGuest(c *conn) string {
	r.nextGuest++
	r.hadGuest = true
	id := "g" + strconv.Itoa(r.nextGuest)
	if r.guests == nil {
		r.guests = make(map[string]*conn)
	}
	r.guests[id] = c
	return id
}

// guestIDs lists the guests' peer ids in joining order.
func (r *room) guestIDs() []string {
	ids := make([]string, 0, len(r.guests))
	for id := range r.guests {
		ids = append(ids, id)
	}
	slices.SortFunc(ids, func(a, b string) int {
		return cmp.Or(cmp.Compare(len(a), len(b)), strings.Compare(a, b))
	})
	return ids
}

// toGuests queues b for every guest.
func (r *room) toGuests(b []byte) {
	for _, g := range r.guests {
		g.send(b)
	}
}

// grace is how long r waits for its away host: UnjoinedGrace if no guest ever joined and the
// server is busy, HostGrace otherwise.
func (r *room) grace(cfg *Config, busy bool) time.Duration {
	if busy && !r.hadGuest {
		return cfg.UnjoinedGrace
	}
	return cfg.HostGrace
}

// members returns the host, if present, and the guests.
func (r *room) members() []*conn {
	m := make([]*conn, 0, 1+len(r.guests))
	if r.host != nil {
		m = append(m, r.host)
	}
	for _, g := range r.guests {
		m = append(m, g)
	}
	return m
}
