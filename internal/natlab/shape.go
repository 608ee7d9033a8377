package natlab

import (
	"math/rand/v2"
	"net"
	"sync"
	"time"

	"github.com/pion/transport/v4"
	"github.com/pion/transport/v4/stdnet"
)

// Where the kernel has no netem (tc's "Specified qdisc kind is unknown"), a guest shapes its
// own WebRTC sockets the same way: every datagram it sends or receives is delayed by half the
// round trip give or take the jitter (so some overtake others), and MobileLoss percent of them
// are lost each way. Only the peer connection's traffic is shaped, which is the game's.

// shapedNet is the standard network whose UDP sockets are shaped.
type shapedNet struct {
	transport.Net
}

func newShapedNet() (transport.Net, error) {
	n, err := stdnet.NewNet()
	if err != nil {
		return nil, err
	}
	return shapedNet{n}, nil
}

func (n shapedNet) ListenUDP(network string, laddr *net.UDPAddr) (transport.UDPConn, error) {
	c, err := n.Net.ListenUDP(network, laddr)
	if err != nil {
		return nil, err
	}
	return &shapedUDP{UDPConn: c, link: newLink(c)}, nil
}

func (n shapedNet) ListenPacket(network, address string) (net.PacketConn, error) {
	c, err := n.Net.ListenPacket(network, address)
	if err != nil {
		return nil, err
	}
	return &shapedPacket{PacketConn: c, link: newLink(c)}, nil
}

type shapedUDP struct {
	transport.UDPConn
	*link
}

func (c *shapedUDP) ReadFrom(p []byte) (int, net.Addr, error) { return c.link.readFrom(p) }
func (c *shapedUDP) ReadFromUDP(p []byte) (int, *net.UDPAddr, error) {
	n, a, err := c.link.readFrom(p)
	ua, _ := a.(*net.UDPAddr)
	return n, ua, err
}
func (c *shapedUDP) WriteTo(p []byte, a net.Addr) (int, error) { return c.link.writeTo(p, a) }
func (c *shapedUDP) WriteToUDP(p []byte, a *net.UDPAddr) (int, error) {
	return c.link.writeTo(p, a)
}
func (c *shapedUDP) Close() error { c.link.close(); return c.UDPConn.Close() }

type shapedPacket struct {
	net.PacketConn
	*link
}

func (c *shapedPacket) ReadFrom(p []byte) (int, net.Addr, error)  { return c.link.readFrom(p) }
func (c *shapedPacket) WriteTo(p []byte, a net.Addr) (int, error) { return c.link.writeTo(p, a) }
func (c *shapedPacket) Close() error                              { c.link.close(); return c.PacketConn.Close() }

// link delays and drops the datagrams of one socket.
type link struct {
	conn net.PacketConn
	in   chan datagram
	err  chan error
	done chan struct{}
	once sync.Once
}

type datagram struct {
	b    []byte
	addr net.Addr
}

func newLink(c net.PacketConn) *link {
	l := &link{conn: c, in: make(chan datagram, 1024), err: make(chan error, 1), done: make(chan struct{})}
	go l.receive()
	return l
}

// delay is one way's delay for one datagram, or false when it is lost.
func delay() (time.Duration, bool) {
	if rand.Float64()*100 < MobileLoss {
		return 0, false
	}
	d := MobileRTT/2 + time.Duration(rand.NormFloat64()*float64(MobileJitter))
	return max(d, 0), true
}

// receive reads the socket and hands each datagram on after its delay.
func (l *link) receive() {
	for {
		buf := make([]byte, 2048)
		n, addr, err := l.conn.ReadFrom(buf)
		if err != nil {
			l.err <- err
			return
		}
		d, ok := delay()
		if !ok {
			continue
		}
		time.AfterFunc(d, func() {
			select {
			case l.in <- datagram{buf[:n], addr}:
			case <-l.done:
			default: // the reader is far behind: the queue overflows like a router's
			}
		})
	}
}

func (l *link) readFrom(p []byte) (int, net.Addr, error) {
	select {
	case d := <-l.in:
		return copy(p, d.b), d.addr, nil
	case err := <-l.err:
		l.err <- err
		return 0, nil, err
	case <-l.done:
		return 0, nil, net.ErrClosed
	}
}

func (l *link) writeTo(p []byte, addr net.Addr) (int, error) {
	d, ok := delay()
	if !ok {
		return len(p), nil
	}
	b := append([]byte(nil), p...)
	time.AfterFunc(d, func() { l.conn.WriteTo(b, addr) })
	return len(p), nil
}

func (l *link) close() { l.once.Do(func() { close(l.done) }) }
