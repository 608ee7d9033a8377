//go:build !js

package signal

import (
	"time"

	"github.com/heatracing/heat/signal/proto"
)

// Config holds the server's settings. A zero field takes its default; the
// comments give the default and why. Durations that may be switched off say
// so: a negative value switches them off.
//
// Guessing room codes. A code is 6 symbols from a 30-symbol alphabet, so
// there are 30^6 = 729,000,000 codes. Every failed join or resume costs the
// client address one token of a bucket holding JoinBurst tokens and
// refilling JoinsPerMinute a minute (IPv6 addresses count per /64 prefix,
// since one machine usually owns a whole /64). With the default 10 a
// minute, one address makes at most 10*60*24*365 = 5,256,000 guesses a year:
//
//   - to hit one given live room it must try half the space on average,
//     364,500,000 guesses: 69 years (139 years to be sure);
//   - to hit any room while the server holds R live rooms it needs about
//     729,000,000/R guesses: 1.4 years with R = 100, 51 days with R = 1,000,
//     5 days with the server full at 10,000 rooms.
//
// An attacker with k addresses is k times faster; a guessed code only lets a
// stranger knock on the host's lobby, where the game decides who plays.
//
// Filling the server. With the defaults an attacker needs
// MaxRooms/MaxRoomsPerAddr = 1,250 addresses to take every room, and
// MaxConns/MaxConnsPerAddr = 235 addresses to take every socket (an idle
// socket is closed after LobbyTimeout). Rooms it creates and leaves free
// themselves after UnjoinedGrace once it has filled half the server. On a public server, lower MaxConnsPerAddr
// (16 leaves a household behind one NAT plenty and needs 938 addresses) and
// LobbyTimeout (a minute is enough for a page that connects on demand);
// behind a reverse proxy set TrustedProxies, or every client shares the
// proxy's address and its per-address limits.
//
// Locking a room or a list. A room's places go to the addresses that hold
// fewest (MaxPeersPerRoom): keeping an honest newcomer out takes one address
// per place, 15, each joining again as soon as it is sent away (after
// JoinTimeout, or at once by the host), and a seated player always gets
// back in. A game's list takes MaxListedPerAddr rooms from one address, and
// a full list makes room for a new address: keeping an honest host off
// takes one address per place, MaxListed = 200.
type Config struct {
	// ICEServers are sent to every peer in the welcome message so the app
	// can pass them to WebRTC. Default: none (host candidates only, enough
	// on one network; add STUN/TURN for the internet).
	ICEServers []proto.ICEServer

	// ICEServersFor, when set, adds servers to each socket's welcome after ICEServers, given the
	// client's address: the game server's own TURN relay hands every socket fresh credentials.
	ICEServersFor func(addr string) []proto.ICEServer

	// MaxPeersPerRoom counts the host and the guests joining it. Default 16.
	// A guest's socket stays in the room only while it connects to the host
	// (an honest page leaves as soon as its data channel opens, within
	// seconds), so the places are not seats: they are room for strangers
	// to knock while others are still knocking. When the room is full, a
	// newcomer takes the place of the oldest socket of the address that
	// holds the most, if that address holds at least two more than the
	// newcomer's: an attacker must hold one place from each of 15
	// addresses to keep an honest newcomer out (admit.go). A player coming
	// back to its seat always gets in (Seat keys, below).
	MaxPeersPerRoom int

	// MaxGuestsPerAddr bounds the sockets one address may have joining one
	// room at once. Default 8: a LAN party behind one address joins at once;
	// more get room-busy and try again a moment later.
	MaxGuestsPerAddr int

	// JoinTimeout is how long a guest's socket may stay in a room, while
	// its host is there, before it is sent away: an honest page connects to
	// the host in well under the 20 seconds it gives itself, and leaves.
	// Default 30 seconds. The host may also send a guest away at once
	// (expel), which the app does when a stranger offers nothing, offers
	// garbage, or fails its handshake. Negative: never.
	JoinTimeout time.Duration

	// MaxMessageBytes bounds one message. Default 16 KiB: a data-channel
	// offer is 1-4 KB and an ICE candidate about 200 bytes. A message up to
	// 4 times larger gets a too-big error; beyond that the socket is closed
	// with status 1009 without reading it.
	MaxMessageBytes int

	// MessagesPerSecond and MessageBurst shape the token bucket of each
	// connection. Defaults 20/s and 100: a host connecting 7 guests at once
	// sends 7 offers and a few dozen candidates in a burst, then nothing.
	MessagesPerSecond float64
	MessageBurst      int

	// CreatesPerMinute and CreateBurst limit room creations per client
	// address. Defaults 10 and 10: one person creates a room now and then;
	// a reload resumes rather than creates.
	CreatesPerMinute float64
	CreateBurst      int

	// JoinsPerMinute and JoinBurst limit failed join and resume attempts
	// per client address (a successful join costs nothing, so a LAN party
	// behind one address is not slowed down). Defaults 10 and 10: enough
	// for typos, too few for guessing (see above).
	JoinsPerMinute float64
	JoinBurst      int

	// MaxRooms bounds the live rooms. Default 10,000: BenchmarkIdleRooms
	// measures about 190 MB for 10,000 rooms with their hosts' sockets open.
	MaxRooms int

	// MaxRoomsPerAddr bounds the live rooms created from one client address
	// (a room counts until it closes, its host's grace included). Default 8:
	// a household hosts one or two races at a time, and an attacker then
	// needs MaxRooms/MaxRoomsPerAddr = 1,250 addresses to fill the server.
	MaxRoomsPerAddr int

	// MaxConns bounds the open WebSockets, and with them the memory: an idle
	// socket costs about 11.5 KB of heap (mostly the 4 KB read and write
	// buffers net/http hands over) and one goroutine with an 8 KB stack, so
	// the default 15,000 caps sockets at about 300 MB. Keep it under the
	// process's open-file limit (ulimit -n).
	MaxConns int

	// MaxConnsPerAddr bounds the open WebSockets of one client address.
	// Default 64: a LAN party behind one NAT, with reloads, stays far below.
	MaxConnsPerAddr int

	// MaxAddrs bounds the per-address rate-limiter table; the least recently
	// seen address is forgotten first. Default 65,536 (about 13 MB at the
	// measured 204 bytes an entry). An attacker who cycles through more
	// addresses than that gets no more than it already has: a fresh budget
	// per address.
	MaxAddrs int

	// RoomIdleTimeout closes a room when nothing was relayed (nor joined or
	// resumed) for that long. Default 2 hours: a race runs over WebRTC with
	// the room silent here, and a guest who reloads mid-race still needs the
	// room to rejoin. Negative: never.
	RoomIdleTimeout time.Duration

	// HostGrace is how long a room waits for its host to resume after the
	// host's socket dropped. Default 2 minutes: a reload takes seconds, a
	// phone switching networks well under a minute.
	HostGrace time.Duration

	// UnjoinedGrace replaces HostGrace for a room that no guest ever
	// joined while the server holds at least half of MaxRooms: nobody waits
	// in such a room, so it only has to survive its host's reload. Default
	// 15 seconds. It frees the server quickly from rooms created and left
	// at once, as a flood does. On a quieter server those rooms keep
	// HostGrace, because a host's page that comes back to a closed room
	// opens a new one with a new code, and a host who stepped away to send
	// the link to friends would find the link dead.
	UnjoinedGrace time.Duration

	// LobbyTimeout closes a connection that has neither created nor joined a
	// room for that long. Default 10 minutes: the app may connect when the
	// page opens, before the player picks host or join. Negative: never.
	LobbyTimeout time.Duration

	// MaxStrikes is how many bad messages (bad JSON, unknown type, too big,
	// over the rate, wrong state) a connection may send before it is closed.
	// Default 10.
	MaxStrikes int

	// SendQueue bounds the messages waiting to be written to one peer; a
	// peer that falls further behind is disconnected. Default 256.
	SendQueue int

	// WriteTimeout bounds one write or ping. Default 10 seconds.
	WriteTimeout time.Duration

	// PingInterval is how often the server pings a connection to notice a
	// dead peer (a host whose laptop went to sleep) before TCP does.
	// Default 30 seconds; negative switches pings off.
	PingInterval time.Duration

	// JanitorInterval is how often expiry and pings are checked. Default 1
	// second.
	JanitorInterval time.Duration

	// TrustedProxies is the number of reverse proxies in front of the
	// server that append to X-Forwarded-For. Default 0: the header is
	// ignored and the TCP peer address is the client address. With n > 0 the
	// client address is the n-th entry from the right (entries further left
	// are whatever the client wrote). Set it only when clients cannot reach
	// the server except through those proxies, or anyone can pick an address.
	TrustedProxies int

	// OriginPatterns are extra origins allowed to open a socket (see
	// websocket.AcceptOptions). The request's own host is always allowed.
	OriginPatterns []string

	// MaxListed bounds the public rooms of one game. Default 200: a list a person can scroll,
	// and a subscriber's first message stays under 100 KB (a listing is at most about 450 bytes).
	// A host past it is told the list is full; its room stays reachable by its link.
	MaxListed int

	// MaxListedPerAddr bounds the public rooms one address may list in one
	// game. Default 2. When a game's list is full, a host whose address lists
	// fewer rooms than the address that lists the most, less one, takes the
	// place of that address's oldest listing: to keep an honest host off a
	// full list an attacker needs one listing from each of MaxListed
	// addresses (200 by default).
	MaxListedPerAddr int

	// Games, when set, are the only game IDs a listing or a list may name,
	// each with the player counts a listing may claim. Default: any valid
	// ID, with counts up to MaxListPlayers. The server knows no game: its
	// caller passes the registry's.
	Games map[string]GameLimits

	// ListInterval is how often the changes of a game's public list go out to its subscribers,
	// gathered in one message: however fast hosts publish, a subscriber gets at most one message
	// a game per interval. Default 1 second.
	ListInterval time.Duration

	// PublishesPerMinute and PublishBurst limit how often one room's host may publish its
	// listing. Defaults 60 and 10: a host publishes when a player joins, leaves or the game
	// starts, and the app sends at most one a second.
	PublishesPerMinute float64
	PublishBurst       int

	// Cluster links this instance to the others behind the same load balancer (cluster.go):
	// rooms, tunnels and public lists shared over NATS (DialNATS). Nil: a single process.
	Cluster Bus
	// ClusterKey signs host tokens so that any instance can check one: a host whose instance
	// stopped then resumes its room on another. Every instance must have the same. Empty: a
	// random key of this instance's own, and such a host opens a new room instead.
	ClusterKey []byte
	// ClusterHeartbeat is how often an instance tells the others it lives; one silent for 5 of
	// them is taken for stopped. Default 1 s.
	ClusterHeartbeat time.Duration

	// Now is the clock for expiry and rate limits. Default time.Now; tests
	// inject a fake one.
	Now func() time.Time
}

// GameLimits are the player counts a game's listing may claim: a room's
// maximum lies between MinPlayers and MaxPlayers.
type GameLimits struct {
	MinPlayers, MaxPlayers int
}

func (c Config) withDefaults() Config {
	setInt := func(p *int, v int) {
		if *p <= 0 {
			*p = v
		}
	}
	setFloat := func(p *float64, v float64) {
		if *p <= 0 {
			*p = v
		}
	}
	setDur := func(p *time.Duration, v time.Duration) {
		if *p == 0 {
			*p = v
		}
	}
	setInt(&c.MaxPeersPerRoom, 16)
	setInt(&c.MaxGuestsPerAddr, 8)
	setDur(&c.JoinTimeout, 30*time.Second)
	setInt(&c.MaxListedPerAddr, 2)
	setInt(&c.MaxMessageBytes, 16<<10)
	setFloat(&c.MessagesPerSecond, 20)
	setInt(&c.MessageBurst, 100)
	setFloat(&c.CreatesPerMinute, 10)
	setInt(&c.CreateBurst, 10)
	setFloat(&c.JoinsPerMinute, 10)
	setInt(&c.JoinBurst, 10)
	setInt(&c.MaxRooms, 10_000)
	setInt(&c.MaxRoomsPerAddr, 8)
	setInt(&c.MaxConns, 15_000)
	setInt(&c.MaxConnsPerAddr, 64)
	setInt(&c.MaxAddrs, 65_536)
	setDur(&c.RoomIdleTimeout, 2*time.Hour)
	setDur(&c.HostGrace, 2*time.Minute)
	setDur(&c.UnjoinedGrace, 15*time.Second)
	setDur(&c.LobbyTimeout, 10*time.Minute)
	setInt(&c.MaxStrikes, 10)
	setInt(&c.SendQueue, 256)
	setDur(&c.WriteTimeout, 10*time.Second)
	setDur(&c.PingInterval, 30*time.Second)
	setDur(&c.JanitorInterval, time.Second)
	setInt(&c.MaxListed, 200)
	setDur(&c.ListInterval, time.Second)
	setDur(&c.ClusterHeartbeat, time.Second)
	setFloat(&c.PublishesPerMinute, 60)
	setInt(&c.PublishBurst, 10)
	if c.ListInterval < 0 {
		c.ListInterval = time.Second
	}
	if c.JanitorInterval < 0 {
		c.JanitorInterval = time.Second
	}
	if c.WriteTimeout < 0 {
		c.WriteTimeout = 10 * time.Second
	}
	if c.TrustedProxies < 0 {
		c.TrustedProxies = 0
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	return c
}
