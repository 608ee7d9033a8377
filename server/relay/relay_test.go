package relay

import (
	"errors"
	"log/slog"
	"net"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/pion/turn/v5"
)

// start runs a relay on loopback with cfg's quotas; its clock is now (nil: time.Now).
func start(t *testing.T, cfg Config) *Server {
	t.Helper()
	cfg.PublicIP = net.IPv4(127, 0, 0, 1)
	cfg.Addr = "127.0.0.1:0"
	cfg.Logger = slog.New(slog.DiscardHandler)
	if cfg.MinPort == 0 {
		cfg.MinPort, cfg.MaxPort = 40000, 40999
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// client is a pion TURN client of s on a loopback socket of its own.
func client(t *testing.T, s *Server, user, pass string) *turn.Client {
	t.Helper()
	conn, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	c, err := turn.NewClient(&turn.ClientConfig{
		STUNServerAddr: s.Addr().String(),
		TURNServerAddr: s.Addr().String(),
		Conn:           conn,
		Username:       user,
		Password:       pass,
		Realm:          "heat",
		RTO:            100 * time.Millisecond,
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Listen(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close(); conn.Close() })
	return c
}

func TestBindingNeedsNoCredentials(t *testing.T) {
	s := start(t, Config{})
	c := client(t, s, "", "")
	mapped, err := c.SendBindingRequest()
	if err != nil {
		t.Fatalf("STUN binding: %v", err)
	}
	if ip := mapped.(*net.UDPAddr).IP; !ip.Equal(net.IPv4(127, 0, 0, 1)) {
		t.Errorf("the mapped address is %v, want the client's own on loopback", mapped)
	}
}

func TestCredentials(t *testing.T) {
	now := time.Unix(1_900_000_000, 0)
	s := start(t, Config{Secret: []byte("s3cret"), Now: func() time.Time { return now }})
	good := s.Credentials("sock1")
	if want := strconv.FormatInt(now.Add(12*time.Hour).Unix(), 10) + ":sock1"; good.Username != want {
		t.Fatalf("username %q, want %q", good.Username, want)
	}
	expired := credentialsFor([]byte("s3cret"), "sock1", now.Add(-time.Second))
	other := credentialsFor([]byte("another secret"), "sock1", now.Add(time.Hour))
	tests := []struct {
		name, user, pass string
		ok               bool
	}{
		{"fresh", good.Username, good.Password, true},
		{"forged password", good.Username, other.Password, false},
		{"another id with this password", good.Username + "x", good.Password, false},
		{"expired", expired.Username, expired.Password, false},
		{"not a REST API username", "alice", password([]byte("s3cret"), "alice"), false},
		{"empty", "", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			relayed, err := client(t, s, tt.user, tt.pass).Allocate()
			if tt.ok != (err == nil) {
				t.Fatalf("allocation with %s credentials: err = %v, want ok = %v", tt.name, err, tt.ok)
			}
			if err != nil {
				return
			}
			defer relayed.Close()
			a := relayed.LocalAddr().(*net.UDPAddr)
			if !a.IP.Equal(net.IPv4(127, 0, 0, 1)) || a.Port < 40000 || a.Port > 40999 {
				t.Errorf("relayed address %v: want the public IP and a port in 40000-40999", a)
			}
		})
	}
}

func TestQuotas(t *testing.T) {
	tests := []struct {
		name    string
		cfg     Config
		sameID  bool // every client uses the same credentials
		allowed int  // of 4 allocations
	}{
		{"per credential", Config{MaxAllocsPerUser: 2}, true, 2},
		{"per address", Config{MaxAllocsPerAddr: 3}, false, 3},
		{"in all", Config{MaxAllocs: 1}, false, 1},
		{"relay ports", Config{MinPort: 41000, MaxPort: 41001}, false, 2},
		{"within every quota", Config{}, true, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := start(t, tt.cfg)
			got := 0
			// One credential for every client when they share it: credentials name their expiry,
			// so two asked for a second apart differ (the per-credential case once saw 3 of 4 pass).
			shared := s.Credentials("sock")
			for i := range 4 {
				cr := shared
				if !tt.sameID {
					cr = s.Credentials("sock" + strconv.Itoa(i))
				}
				relayed, err := client(t, s, cr.Username, cr.Password).Allocate()
				if err == nil {
					got++
					t.Cleanup(func() { relayed.Close() })
				}
			}
			if got != tt.allowed {
				t.Errorf("%d of 4 allocations succeeded, want %d", got, tt.allowed)
			}
			if s.Allocations() != tt.allowed {
				t.Errorf("the relay holds %d allocations, want %d", s.Allocations(), tt.allowed)
			}
		})
	}
}

// TestQuotaFreedByClose: a closed allocation gives its place back.
func TestQuotaFreedByClose(t *testing.T) {
	s := start(t, Config{MaxAllocsPerUser: 1})
	cr := s.Credentials("sock")
	first, err := client(t, s, cr.Username, cr.Password).Allocate()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client(t, s, cr.Username, cr.Password).Allocate(); err == nil {
		t.Fatal("a second allocation over the quota of 1 succeeded")
	}
	first.Close() // sends a refresh with lifetime 0
	deadline := time.Now().Add(5 * time.Second)
	for s.Allocations() != 0 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if _, err := client(t, s, cr.Username, cr.Password).Allocate(); err != nil {
		t.Fatalf("an allocation after the first closed: %v", err)
	}
}

// handled returns once the relay has handled everything sent before: it answers a binding
// request from c only after the packets that came before it, on its one read loop.
func handled(t *testing.T, c *turn.Client) {
	t.Helper()
	if _, err := c.SendBindingRequest(); err != nil {
		t.Fatal(err)
	}
}

// peer is a UDP socket on loopback that counts what it receives until a packet reads "end".
func peer(t *testing.T) (net.PacketConn, func() (int, error)) {
	t.Helper()
	pc, err := net.ListenPacket("udp4", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { pc.Close() })
	return pc, func() (int, error) {
		buf := make([]byte, 2000)
		pc.SetReadDeadline(time.Now().Add(5 * time.Second))
		for n := 0; ; n++ {
			m, _, err := pc.ReadFrom(buf)
			if err != nil {
				return n, err
			}
			if string(buf[:m]) == "end" {
				return n, nil
			}
		}
	}
}

func TestPeersAllowed(t *testing.T) {
	for _, tt := range []struct {
		ip   string
		want bool
	}{
		{"127.0.0.1", false}, {"10.1.2.3", false}, {"192.168.1.1", false}, {"172.16.0.1", false},
		{"100.64.0.1", false}, {"169.254.1.1", false}, {"224.0.0.1", false}, {"0.0.0.0", false},
		{"::1", false}, {"fd00::1", false}, {"fe80::1", false},
		{"203.0.113.7", true}, {"198.51.100.1", true}, {"2001:db8::1", true},
	} {
		if got := publicPeer(net.ParseIP(tt.ip)); got != tt.want {
			t.Errorf("publicPeer(%s) = %v, want %v", tt.ip, got, tt.want)
		}
	}
	// By default the relay refuses the server's own network (but its own public address, here
	// 127.0.0.1).
	s := start(t, Config{})
	cr := s.Credentials("sock")
	c := client(t, s, cr.Username, cr.Password)
	relayed, err := c.Allocate()
	if err != nil {
		t.Fatal(err)
	}
	defer relayed.Close()
	if err := c.CreatePermission(&net.UDPAddr{IP: net.IPv4(203, 0, 113, 7), Port: 9}); err != nil {
		t.Errorf("a permission to a public address: %v", err)
	}
	for _, ip := range []net.IP{net.IPv4(127, 0, 0, 2), net.IPv4(10, 1, 2, 3)} {
		if err := c.CreatePermission(&net.UDPAddr{IP: ip, Port: 9}); err == nil {
			t.Errorf("the relay let a client reach %v", ip)
		}
	}
}

// TestBandwidth: a credential's bytes over its bucket are dropped, and the bucket refills with
// time.
func TestBandwidth(t *testing.T) {
	var mu sync.Mutex
	now := time.Unix(1_900_000_000, 0)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	s := start(t, Config{BytesPerSecond: 1000, Burst: 1000, Now: clock, PeerAllowed: func(net.IP) bool { return true }})
	cr := s.Credentials("sock")
	c := client(t, s, cr.Username, cr.Password)
	relayed, err := c.Allocate()
	if err != nil {
		t.Fatal(err)
	}
	defer relayed.Close()
	pc, count := peer(t)
	packet := make([]byte, 300)
	for range 10 { // 3000 bytes against a bucket of 1000
		if _, err := relayed.WriteTo(packet, pc.LocalAddr()); err != nil {
			t.Fatal(err)
		}
	}
	handled(t, c)
	mu.Lock()
	now = now.Add(time.Second) // refills 1000 bytes
	mu.Unlock()
	if _, err := relayed.WriteTo([]byte("end"), pc.LocalAddr()); err != nil {
		t.Fatal(err)
	}
	n, err := count()
	if err != nil && !errors.Is(err, net.ErrClosed) {
		t.Fatalf("the peer did not receive the end: %v (after %d packets)", err, n)
	}
	if n != 3 {
		t.Errorf("the peer received %d packets of 300 bytes through a bucket of 1000, want 3", n)
	}
	if got := s.Relayed(); got != 3*300+3 {
		t.Errorf("the relay counts %d bytes relayed, want %d", got, 3*300+3)
	}
}

// TestBandwidthPerAddress: the credentials of one client address share its bucket.
func TestBandwidthPerAddress(t *testing.T) {
	var mu sync.Mutex
	now := time.Unix(1_900_000_000, 0)
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	s := start(t, Config{BytesPerSecondPerAddr: 1000, BurstPerAddr: 1000, Now: clock, PeerAllowed: func(net.IP) bool { return true }})
	pc, count := peer(t)
	packet := make([]byte, 300)
	var last net.PacketConn
	var c *turn.Client
	for _, id := range []string{"sock1", "sock2"} { // two sockets of one household: 1800 bytes
		cr := s.Credentials(id)
		c = client(t, s, cr.Username, cr.Password)
		relayed, err := c.Allocate()
		if err != nil {
			t.Fatal(err)
		}
		defer relayed.Close()
		for range 3 {
			if _, err := relayed.WriteTo(packet, pc.LocalAddr()); err != nil {
				t.Fatal(err)
			}
		}
		last = relayed
	}
	handled(t, c)
	mu.Lock()
	now = now.Add(time.Second) // refills the address's 1000 bytes
	mu.Unlock()
	if _, err := last.WriteTo([]byte("end"), pc.LocalAddr()); err != nil {
		t.Fatal(err)
	}
	n, err := count()
	if err != nil {
		t.Fatalf("the peer did not receive the end: %v (after %d packets)", err, n)
	}
	if n != 3 {
		t.Errorf("the peer received %d packets of 300 bytes from one address with a bucket of 1000, want 3", n)
	}
}

func TestConfigRefused(t *testing.T) {
	for _, cfg := range []Config{
		{},
		{PublicIP: net.IPv4zero},
		{PublicIP: net.IPv4(203, 0, 113, 1), MinPort: 5000, MaxPort: 4000},
		{PublicIP: net.IPv4(203, 0, 113, 1), MinPort: 5000, MaxPort: 70000},
	} {
		if _, err := New(cfg); err == nil {
			t.Errorf("New(%+v) succeeded", cfg)
		}
	}
}
