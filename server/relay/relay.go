package relay

import (
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"strconv"
	"time"

	"github.com/pion/turn/v5"
)

// Config says where the relay listens, what it announces and what it allows. A zero field
// takes its default.
type Config struct {
	// PublicIP is the address players reach the server at: the relay announces its relayed
	// addresses there. Required.
	PublicIP net.IP
	// Addr is the UDP address STUN and TURN listen on. Default ":3478".
	Addr string
	// MinPort and MaxPort bound the UDP ports of relayed addresses, one per allocation (a
	// relayed player holds one per peer connection). Default 50000-50999.
	MinPort, MaxPort int
	// Secret signs the credentials. Default: 32 random bytes made at start, so credentials
	// handed out before a restart stop working with it.
	Secret []byte
	// Realm is the TURN realm. Default "heat".
	Realm string
	// TTL is how long a credential stays valid. Default 12 hours: a credential is checked again
	// at every refresh of an allocation, so it must outlast the longest evening of racing.
	TTL time.Duration
	// MaxAllocsPerUser bounds the live allocations of one credential (the signaling server hands
	// each socket its own). Default 10: a host relays one peer connection per guest, at most 7.
	MaxAllocsPerUser int
	// MaxAllocsPerAddr bounds the live allocations from one client IP address. Default 32: a
	// household or an office behind one NAT.
	MaxAllocsPerAddr int
	// MaxAllocs bounds the live allocations in all. Default: the number of relay ports.
	MaxAllocs int
	// BytesPerSecond bounds the bytes relayed for one credential, both ways together; packets
	// over it are dropped. Default 256 KiB/s: a race carries a few KB a second per guest.
	BytesPerSecond int
	// Burst is the bytes a credential may send at once above its rate. Default 256 KiB.
	Burst int
	// BytesPerSecondPerAddr and BurstPerAddr bound the same for all the credentials of one
	// client IP address together. Defaults 1 MiB/s and 1 MiB: a household racing from one NAT.
	BytesPerSecondPerAddr, BurstPerAddr int
	// PeerAllowed says whether a client may relay to ip. Default: any address but loopback,
	// private, shared (CGNAT), link-local, multicast or unspecified ones, except PublicIP.
	PeerAllowed func(ip net.IP) bool
	// Logger receives the relay's logs. Default slog.Default().
	Logger *slog.Logger
	// Now is the clock of the credentials. Default time.Now.
	Now func() time.Time
}

func (c Config) withDefaults() (Config, error) {
	if c.PublicIP == nil || c.PublicIP.IsUnspecified() {
		return c, errors.New("relay: the public IP address is required: the relay announces its relayed addresses there")
	}
	if c.Addr == "" {
		c.Addr = ":3478"
	}
	if c.MinPort == 0 && c.MaxPort == 0 {
		c.MinPort, c.MaxPort = 50000, 50999
	}
	if c.MinPort < 1 || c.MaxPort > 65535 || c.MinPort > c.MaxPort {
		return c, fmt.Errorf("relay: the relay ports %d-%d are not a range of UDP ports (1-65535, the first not above the last)", c.MinPort, c.MaxPort)
	}
	if len(c.Secret) == 0 {
		c.Secret = make([]byte, 32)
		rand.Read(c.Secret)
	}
	if c.Realm == "" {
		c.Realm = "heat"
	}
	if c.TTL <= 0 {
		c.TTL = 12 * time.Hour
	}
	if c.MaxAllocsPerUser <= 0 {
		c.MaxAllocsPerUser = 10
	}
	if c.MaxAllocsPerAddr <= 0 {
		c.MaxAllocsPerAddr = 32
	}
	if c.MaxAllocs <= 0 {
		c.MaxAllocs = c.MaxPort - c.MinPort + 1
	}
	if c.BytesPerSecond <= 0 {
		c.BytesPerSecond = 256 << 10
	}
	if c.Burst <= 0 {
		c.Burst = 256 << 10
	}
	if c.BytesPerSecondPerAddr <= 0 {
		c.BytesPerSecondPerAddr = 1 << 20
	}
	if c.BurstPerAddr <= 0 {
		c.BurstPerAddr = 1 << 20
	}
	if c.PeerAllowed == nil {
		public := c.PublicIP
		c.PeerAllowed = func(ip net.IP) bool { return ip.Equal(public) || publicPeer(ip) }
	}
	if c.Logger == nil {
		c.Logger = slog.Default()
	}
	if c.Now == nil {
		c.Now = time.Now
	}
	return c, nil
}

// cgnat is the shared address space of carrier-grade NATs (RFC 6598).
var cgnat = &net.IPNet{IP: net.IPv4(100, 64, 0, 0), Mask: net.CIDRMask(10, 32)}

// publicPeer reports whether ip is an address a relayed player may reach: not one of the
// server's own network (loopback, private, shared, link-local) nor a group or no address.
func publicPeer(ip net.IP) bool {
	return !(ip.IsLoopback() || ip.IsPrivate() || cgnat.Contains(ip) || ip.IsLinkLocalUnicast() ||
		ip.IsLinkLocalMulticast() || ip.IsInterfaceLocalMulticast() || ip.IsMulticast() || ip.IsUnspecified())
}

// Server is a running STUN and TURN server.
type Server struct {
	cfg    Config
	conn   net.PacketConn
	turn   *turn.Server
	quotas *quotas
}

// New listens on cfg.Addr and serves STUN and TURN there until Close.
func New(cfg Config) (*Server, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return nil, err
	}
	conn, err := net.ListenPacket("udp", cfg.Addr)
	if err != nil {
		return nil, fmt.Errorf("relay: cannot listen for STUN and TURN on UDP %s: %w", cfg.Addr, err)
	}
	q := newQuotas(cfg)
	host, _, err := net.SplitHostPort(cfg.Addr)
	if err != nil {
		conn.Close()
		return nil, fmt.Errorf("relay: %q is not a host:port address: %w", cfg.Addr, err)
	}
	if host == "" {
		host = "0.0.0.0"
		if cfg.PublicIP.To4() == nil {
			host = "::"
		}
	}
	gen := &turn.RelayAddressGeneratorPortRange{
		RelayAddress: cfg.PublicIP,
		Address:      host,
		MinPort:      uint16(cfg.MinPort),
		MaxPort:      uint16(cfg.MaxPort),
	}
	log := cfg.Logger
	ts, err := turn.NewServer(turn.ServerConfig{
		Realm: cfg.Realm,
		AuthHandler: func(ra *turn.RequestAttributes) (string, []byte, bool) {
			if _, ok := checkUsername(ra.Username, cfg.Now()); !ok {
				log.Debug("relay: refusing an expired or malformed credential", "addr", ra.SrcAddr)
				return "", nil, false
			}
			pass := password(cfg.Secret, ra.Username)
			return ra.Username, turn.GenerateAuthKey(ra.Username, ra.Realm, pass), true
		},
		QuotaHandler: q.allow,
		EventHandler: turn.EventHandler{
			OnAuth: func(src, _ net.Addr, _, user, _, method string, verdict bool) {
				if !verdict {
					log.Debug("relay: refused a request", "addr", src, "method", method)
				}
			},
			OnAllocationCreated: func(src, _ net.Addr, _, user, _ string, relayed net.Addr, _ int) {
				q.created(user, src)
				log.Debug("relay: allocation", "addr", src, "relayed", relayed)
			},
			OnAllocationDeleted: func(src, _ net.Addr, _, user, _ string) { q.deleted(user, src) },
		},
		PacketConnConfigs: []turn.PacketConnConfig{{
			PacketConn:            conn,
			RelayAddressGenerator: &limitedGenerator{RelayAddressGenerator: gen, quotas: q},
			PermissionHandler: func(_ net.Addr, peer net.IP) bool {
				return cfg.PeerAllowed(peer)
			},
		}},
	})
	if err != nil {
		conn.Close()
		return nil, fmt.Errorf("relay: %w", err)
	}
	return &Server{cfg: cfg, conn: conn, turn: ts, quotas: q}, nil
}

// Addr is the UDP address the relay listens on.
func (s *Server) Addr() net.Addr { return s.conn.LocalAddr() }

// URLs are the relay's STUN and TURN addresses as players reach them (the public IP and the
// listening port), for an RTCIceServer.
func (s *Server) URLs() []string {
	hp := net.JoinHostPort(s.cfg.PublicIP.String(), strconv.Itoa(s.conn.LocalAddr().(*net.UDPAddr).Port))
	return []string{"stun:" + hp, "turn:" + hp + "?transport=udp"}
}

// Credentials are fresh credentials for id (one socket of the signaling server), valid for
// Config.TTL.
func (s *Server) Credentials(id string) Credentials {
	return credentialsFor(s.cfg.Secret, id, s.cfg.Now().Add(s.cfg.TTL))
}

// Allocations is the number of live allocations.
func (s *Server) Allocations() int { return s.turn.AllocationCount() }

// Relayed is the number of bytes relayed to and from peers since the start, both ways (the
// same again travels between the relay and its clients).
func (s *Server) Relayed() int64 { return s.quotas.relayed.Load() }

// Close stops the relay and frees its allocations.
func (s *Server) Close() error { return s.turn.Close() }
