package relay

import (
	"net"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pion/turn/v5"
)

// quotas counts the live allocations per credential, per client IP and in all, and holds the
// byte buckets of each credential and each client IP.
type quotas struct {
	cfg Config

	relayed atomic.Int64 // bytes relayed to and from peers, in all

	mu      sync.Mutex
	total   int
	perUser map[string]int
	perAddr map[string]int
	buckets map[string]*bucket // by credential
	addrs   map[string]*bucket // by client IP
	// asking is the client address of each credential's last allocation request: the TURN
	// server checks the quota and allocates in one go, on its one read loop, and the relay
	// address generator is not told the address.
	asking map[string]string
}

func newQuotas(cfg Config) *quotas {
	return &quotas{cfg: cfg, perUser: map[string]int{}, perAddr: map[string]int{}, buckets: map[string]*bucket{},
		addrs: map[string]*bucket{}, asking: map[string]string{}}
}

// addrKey is the client IP of src: the quota counts a household behind one NAT as one.
func addrKey(src net.Addr) string {
	if u, ok := src.(*net.UDPAddr); ok {
		return u.IP.String()
	}
	host, _, err := net.SplitHostPort(src.String())
	if err != nil {
		return src.String()
	}
	return host
}

// allow is the TURN server's quota check before an allocation: it refuses one over any count.
func (q *quotas) allow(user, _ string, src net.Addr) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	ok := q.total < q.cfg.MaxAllocs && q.perUser[user] < q.cfg.MaxAllocsPerUser && q.perAddr[addrKey(src)] < q.cfg.MaxAllocsPerAddr
	if ok {
		q.asking[user] = addrKey(src)
	}
	if !ok {
		q.cfg.Logger.Info("relay: allocation over quota refused", "addr", src, "total", q.total,
			"user", q.perUser[user], "per_addr", q.perAddr[addrKey(src)])
	}
	return ok
}

func (q *quotas) created(user string, src net.Addr) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.total++
	q.perUser[user]++
	q.perAddr[addrKey(src)]++
}

func (q *quotas) deleted(user string, src net.Addr) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.total--
	if q.perUser[user]--; q.perUser[user] <= 0 {
		delete(q.perUser, user)
		delete(q.buckets, user)
		delete(q.asking, user)
	}
	if k := addrKey(src); q.perAddr[k] <= 1 {
		delete(q.perAddr, k)
		delete(q.addrs, k)
	} else {
		q.perAddr[k]--
	}
}

// bucketsOf are the byte buckets of a credential and of the client address that asked for its
// allocation, shared by their allocations.
func (q *quotas) bucketsOf(user string) [2]*bucket {
	q.mu.Lock()
	defer q.mu.Unlock()
	get := func(m map[string]*bucket, key string, rate, burst int) *bucket {
		b := m[key]
		if b == nil {
			b = &bucket{rate: float64(rate), burst: float64(burst), tokens: float64(burst), last: q.cfg.Now()}
			m[key] = b
		}
		return b
	}
	return [2]*bucket{
		get(q.buckets, user, q.cfg.BytesPerSecond, q.cfg.Burst),
		get(q.addrs, q.asking[user], q.cfg.BytesPerSecondPerAddr, q.cfg.BurstPerAddr),
	}
}

// bucket is a token bucket of bytes.
type bucket struct {
	mu          sync.Mutex
	rate, burst float64
	tokens      float64
	last        time.Time
}

// take spends n bytes at now, or reports false when the bucket holds fewer.
func (b *bucket) take(n int, now time.Time) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.tokens = min(b.burst, b.tokens+now.Sub(b.last).Seconds()*b.rate)
	b.last = now
	if b.tokens < float64(n) {
		return false
	}
	b.tokens -= float64(n)
	return true
}

// limitedGenerator hands out relayed sockets that spend their credential's bucket.
type limitedGenerator struct {
	turn.RelayAddressGenerator
	quotas *quotas
}

func (g *limitedGenerator) AllocatePacketConn(conf turn.AllocateListenerConfig) (net.PacketConn, net.Addr, error) {
	conn, addr, err := g.RelayAddressGenerator.AllocatePacketConn(conf)
	if err != nil {
		return nil, nil, err
	}
	return &limitedConn{PacketConn: conn, buckets: g.quotas.bucketsOf(conf.UserID), now: g.quotas.cfg.Now, relayed: &g.quotas.relayed}, addr, nil
}

// limitedConn is a relayed socket that drops the packets, both ways, over its credential's or
// its client address's bucket: UDP may lose packets, and WebRTC slows down when it does.
type limitedConn struct {
	net.PacketConn
	buckets [2]*bucket
	now     func() time.Time
	relayed *atomic.Int64
}

// take spends n bytes from both buckets, or reports false when either is short.
func (c *limitedConn) take(n int) bool {
	now := c.now()
	return c.buckets[0].take(n, now) && c.buckets[1].take(n, now)
}

func (c *limitedConn) ReadFrom(p []byte) (int, net.Addr, error) {
	for {
		n, addr, err := c.PacketConn.ReadFrom(p)
		if err != nil {
			return n, addr, err
		}
		if c.take(n) {
			c.relayed.Add(int64(n))
			return n, addr, nil
		}
	}
}

func (c *limitedConn) WriteTo(p []byte, addr net.Addr) (int, error) {
	if !c.take(len(p)) {
		return len(p), nil
	}
	c.relayed.Add(int64(len(p)))
	return c.PacketConn.WriteTo(p, addr)
}
