package natlab

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

// NAT is how a home's router maps its players' addresses.
type NAT int

const (
	// Cone keeps one public port per inside address and port, whoever it talks to
	// (iptables MASQUERADE): STUN is enough to connect two such homes.
	Cone NAT = iota
	// Symmetric gives every destination a new random public port (MASQUERADE --random-fully):
	// only a relay connects two such homes.
	Symmetric
)

func (n NAT) String() string {
	if n == Symmetric {
		return "symmetric"
	}
	return "cone"
}

// The lab's addresses: the "internet" is 203.0.113.0/24 (TEST-NET-3, documentation only), the
// server at .1 and the routers' public sides from .11; home i's network is 10.77.i.0/24, its
// router at .1 and its player at .2.
const (
	ServerIP  = "203.0.113.1"
	netPrefix = "203.0.113."
)

// Lab is a set of namespaces: Public (the server, and the internet's bridge) and the homes.
type Lab struct {
	id     string
	Public string
	Homes  []Home
	names  []string // every namespace, removed by Close
}

// Home is one player's network: the player's namespace behind its router's.
type Home struct {
	NS, Router string
	NAT        NAT
	IP         string // the player's address on its home network
	shaped     bool   // its player shapes its own sockets (ShapeMobile)
}

// Available reports why this machine cannot build a lab: not root, or a tool missing.
func Available() error {
	if os.Geteuid() != 0 {
		return errors.New("the NAT lab needs root to create network namespaces")
	}
	for _, tool := range []string{"ip", "iptables"} {
		if _, err := exec.LookPath(tool); err != nil {
			return fmt.Errorf("the NAT lab needs %s (apt-get install -y iproute2 iptables): %v", tool, err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	name := "natlab-probe-" + randomID()
	if out, err := exec.CommandContext(ctx, "ip", "netns", "add", name).CombinedOutput(); err != nil {
		return fmt.Errorf("cannot create a network namespace: %v: %s", err, out)
	}
	exec.CommandContext(ctx, "ip", "netns", "del", name).Run()
	return nil
}

func randomID() string {
	b := make([]byte, 3)
	rand.Read(b)
	return hex.EncodeToString(b)
}

// New builds a lab with a home per NAT; Close removes it. The namespaces' names are unique to
// this lab.
func New(ctx context.Context, nats ...NAT) (_ *Lab, err error) {
	l := &Lab{id: randomID()}
	defer func() {
		if err != nil {
			l.Close()
		}
	}()
	l.Public = l.ns("pub")
	if err := l.add(ctx, l.Public); err != nil {
		return nil, err
	}
	pub := []string{
		"link set lo up",
		"link add inet type bridge",
		"addr add " + ServerIP + "/24 dev inet",
		"link set inet up",
	}
	if err := l.ip(ctx, l.Public, pub...); err != nil {
		return nil, err
	}
	for i, nat := range nats {
		h := Home{NS: l.ns(fmt.Sprintf("h%d", i+1)), Router: l.ns(fmt.Sprintf("r%d", i+1)), NAT: nat, IP: fmt.Sprintf("10.77.%d.2", i+1)}
		if err := l.home(ctx, i, h); err != nil {
			return nil, err
		}
		l.Homes = append(l.Homes, h)
	}
	return l, nil
}

func (l *Lab) ns(role string) string { return "natlab-" + l.id + "-" + role }

func (l *Lab) add(ctx context.Context, ns string) error {
	if err := run(ctx, "ip", "netns", "add", ns); err != nil {
		return err
	}
	l.names = append(l.names, ns)
	return nil
}

// home builds home i: the router's public side on the bridge, its home side facing the
// player, the address translation and the firewall of a home router.
func (l *Lab) home(ctx context.Context, i int, h Home) error {
	for _, ns := range []string{h.Router, h.NS} {
		if err := l.add(ctx, ns); err != nil {
			return err
		}
	}
	wanIP := fmt.Sprintf("%s%d", netPrefix, 11+i)
	lan := fmt.Sprintf("10.77.%d.", i+1)
	port := fmt.Sprintf("p%d", i+1)
	if err := l.ip(ctx, h.Router,
		"link set lo up",
		"link add wan type veth peer name "+port+" netns "+l.Public,
		"link add lan type veth peer name eth0 netns "+h.NS,
		"addr add "+wanIP+"/24 dev wan",
		"addr add "+lan+"1/24 dev lan",
		"link set wan up",
		"link set lan up",
	); err != nil {
		return err
	}
	if err := l.ip(ctx, l.Public, "link set "+port+" master inet", "link set "+port+" up"); err != nil {
		return err
	}
	if err := l.ip(ctx, h.NS,
		"link set lo up",
		"addr add "+h.IP+"/24 dev eth0",
		"link set eth0 up",
		"route add default via "+lan+"1",
	); err != nil {
		return err
	}
	masq := "-t nat -A POSTROUTING -o wan -j MASQUERADE"
	if h.NAT == Symmetric {
		masq += " --random-fully"
	}
	// A home router forwards its network's traffic out and only the answers back in; it drops
	// anything else from outside, itself included (answering with port-unreachable would leave
	// a conntrack entry that moves the player's mapping).
	for _, rule := range []string{
		masq,
		"-A FORWARD -i wan -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT",
		"-A FORWARD -i wan -j DROP",
		"-A INPUT -i wan -m conntrack --ctstate ESTABLISHED,RELATED -j ACCEPT",
		"-A INPUT -i wan -j DROP",
	} {
		if err := run(ctx, "ip", append([]string{"netns", "exec", h.Router, "iptables"}, strings.Fields(rule)...)...); err != nil {
			return err
		}
	}
	return run(ctx, "ip", "netns", "exec", h.Router, "sysctl", "-q", "-w", "net.ipv4.ip_forward=1")
}

// ip runs `ip -n ns` with each of cmds.
func (l *Lab) ip(ctx context.Context, ns string, cmds ...string) error {
	for _, c := range cmds {
		if err := run(ctx, "ip", append([]string{"-n", ns}, strings.Fields(c)...)...); err != nil {
			return err
		}
	}
	return nil
}

// Mobile is the link ShapeMobile gives a home: half the round trip each way, with jitter and
// loss on both.
const (
	MobileRTT    = 150 * time.Millisecond
	MobileJitter = 20 * time.Millisecond
	MobileLoss   = 5.0 // percent of the packets, each way
)

// ShapeMobile makes home i's link like a mobile one, both ways: with tc netem on the player's
// side for what it sends and on its router's home side for what it receives; where the kernel
// has no netem, the player started next in home i shapes its own sockets (shape.go). It says
// which.
func (l *Lab) ShapeMobile(ctx context.Context, i int) (string, error) {
	h := l.Homes[i]
	for _, at := range [][2]string{{h.NS, "eth0"}, {h.Router, "lan"}} {
		err := run(ctx, "ip", "netns", "exec", at[0], "tc", "qdisc", "add", "dev", at[1], "root", "netem",
			"delay", (MobileRTT / 2).String(), MobileJitter.String(), "distribution", "normal",
			"loss", fmt.Sprintf("%g%%", MobileLoss))
		if err != nil && strings.Contains(err.Error(), "qdisc kind is unknown") {
			l.Homes[i].shaped = true
			return "in the player's sockets (this kernel has no netem)", nil
		}
		if err != nil {
			return "", err
		}
	}
	return "tc netem", nil
}

// Close removes every namespace of the lab (their links go with them).
func (l *Lab) Close() error {
	var errs []error
	for i := len(l.names) - 1; i >= 0; i-- {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		errs = append(errs, run(ctx, "ip", "netns", "del", l.names[i]))
		cancel()
	}
	l.names = nil
	return errors.Join(errs...)
}

func run(ctx context.Context, name string, args ...string) error {
	var out bytes.Buffer
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s %s: %v: %s", name, strings.Join(args, " "), err, strings.TrimSpace(out.String()))
	}
	return nil
}
