package server

import (
	"cmp"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"strconv"
	"strings"

	"github.com/heatracing/heat/signal/proto"
)

// defaultAddr is where the game is served when neither -addr nor ADDR says otherwise.
const defaultAddr = ":8000"

// config is what the command line and the environment choose.
type config struct {
	addr   string // host:port to listen on
	webDir string // directory of app.wasm and the static files
	// ice are the STUN/TURN servers handed to every peer for WebRTC: none by default, since
	// host candidates work on a LAN and on one machine.
	ice []proto.ICEServer
	// proxies is the number of reverse proxies in front of the server (Options.TrustedProxies).
	proxies int
	// domain is where players reach the game (Options.Domain).
	domain string
	// publicIP is the address players reach the server at (the relay's); nil: resolved from
	// domain, or no relay.
	publicIP net.IP
	// turnPort is the UDP port of the built-in STUN and TURN server; 0 switches it off.
	turnPort int
	// turnSecret signs the relay's credentials; empty: a random one per start.
	turnSecret string
	// relayMin and relayMax bound the relay's UDP ports.
	relayMin, relayMax int
	// tlsCert and tlsKey are the operator's own certificate and key files (PEM).
	tlsCert, tlsKey string
	// httpAddr is where HTTP is redirected to HTTPS (and ACME's challenges answered) when the
	// server serves HTTPS; empty: nowhere.
	httpAddr string
	// acmeCache is the directory of the certificates obtained by ACME.
	acmeCache string
	// acmeDirectory is the ACME server's directory URL; empty: Let's Encrypt's.
	acmeDirectory string
	// nats is the NATS server (or servers, comma-separated) the instances share rooms over;
	// empty: a single process (cluster.go).
	nats string
	// clusterSecret signs host tokens the same way on every instance (signal.Config.ClusterKey).
	clusterSecret string
}

// defaultRelayPorts are the relay's UDP ports unless -relay-ports says otherwise.
const defaultRelayPorts = "50000-50999"

// acme reports whether the server obtains its certificate by ACME: a public domain (no port:
// ACME's challenges come to 80 and 443), no certificate of the operator's, and no reverse proxy
// in front (which then holds the certificate).
func (c config) acme() bool {
	return c.domain != "" && !strings.Contains(c.domain, ":") && c.tlsCert == "" && c.proxies == 0
}

// https reports whether the server serves HTTPS itself.
func (c config) https() bool { return c.tlsCert != "" || c.acme() }

// parseConfig reads the flags; ADDR in the environment replaces the default
// address, and the -addr flag wins over both.
func parseConfig(args []string, getenv func(string) string, output io.Writer) (config, error) {
	addr := defaultAddr
	if env := getenv("ADDR"); env != "" {
		addr = env
	}
	var cfg config
	fs := flag.NewFlagSet("heat", flag.ContinueOnError)
	fs.SetOutput(output)
	fs.StringVar(&cfg.addr, "addr", addr, "address to serve the game on, host:port (env ADDR)")
	fs.StringVar(&cfg.webDir, "web", "web", "directory holding app.wasm, its compressed siblings and the static files")
	ice := getenv("ICE_SERVERS")
	fs.StringVar(&ice, "ice", ice, `STUN/TURN servers for WebRTC as JSON, e.g. [{"urls":["stun:stun.example.org:3478"]}] (env ICE_SERVERS)`)
	proxies := getenv("TRUSTED_PROXIES")
	fs.StringVar(&proxies, "trusted-proxies", proxies, "number of reverse proxies in front of the server that append to X-Forwarded-For; 0 when clients connect directly (env TRUSTED_PROXIES)")
	fs.StringVar(&cfg.domain, "domain", getenv("DOMAIN"), "the domain players reach the game at, e.g. heat.example.org: a shared link then previews with the game's name, pitch and icon (env DOMAIN)")
	publicIP := getenv("PUBLIC_IP")
	fs.StringVar(&publicIP, "public-ip", publicIP, "the server's public IP address, where players reach its STUN/TURN relay; default: the address -domain resolves to (env PUBLIC_IP)")
	turnPort := cmp.Or(getenv("TURN_PORT"), "3478")
	fs.StringVar(&turnPort, "turn-port", turnPort, "UDP port of the built-in STUN/TURN server, which runs when the public address is known; 0: none (env TURN_PORT)")
	fs.StringVar(&cfg.turnSecret, "turn-secret", getenv("TURN_SECRET"), "secret that signs the relay's credentials; default: a random one at each start (env TURN_SECRET)")
	relayPorts := cmp.Or(getenv("RELAY_PORTS"), defaultRelayPorts)
	fs.StringVar(&relayPorts, "relay-ports", relayPorts, "UDP port range of the relay's relayed addresses, one per relayed connection, MIN-MAX (env RELAY_PORTS)")
	fs.StringVar(&cfg.tlsCert, "tls-cert", getenv("TLS_CERT"), "certificate file (PEM, with its chain) to serve HTTPS with; needs -tls-key (env TLS_CERT)")
	fs.StringVar(&cfg.tlsKey, "tls-key", getenv("TLS_KEY"), "private key file (PEM) of -tls-cert (env TLS_KEY)")
	fs.StringVar(&cfg.httpAddr, "http-addr", cmp.Or(getenv("HTTP_ADDR"), ":80"), "with HTTPS, the address that redirects HTTP to HTTPS and answers ACME's challenges; empty: none (env HTTP_ADDR)")
	fs.StringVar(&cfg.acmeCache, "acme-cache", cmp.Or(getenv("ACME_CACHE"), "acme-cache"), "directory keeping the certificates obtained by ACME for -domain (env ACME_CACHE)")
	fs.StringVar(&cfg.acmeDirectory, "acme-directory", getenv("ACME_DIRECTORY"), "directory URL of the ACME server that issues -domain's certificate; default: Let's Encrypt's (env ACME_DIRECTORY)")
	fs.StringVar(&cfg.nats, "nats", getenv("NATS_URL"), "NATS server URL, e.g. nats://10.0.0.5:4222, shared by several instances behind one load balancer: they share rooms and public lists over it; default: none, a single process (env NATS_URL)")
	fs.StringVar(&cfg.clusterSecret, "cluster-secret", getenv("CLUSTER_SECRET"), "with -nats, a secret every instance shares, so that a host whose instance stopped keeps its room on another; default: none, such a host opens a new room (env CLUSTER_SECRET)")
	if err := fs.Parse(args); err != nil {
		return config{}, err
	}
	fail := func(format string, a ...any) (config, error) {
		err := fmt.Errorf(format, a...)
		fmt.Fprintln(output, err)
		return config{}, err
	}
	if publicIP != "" {
		if cfg.publicIP = net.ParseIP(publicIP); cfg.publicIP == nil || cfg.publicIP.IsUnspecified() {
			return fail("-public-ip must be an IP address like 203.0.113.7, not %q", publicIP)
		}
	}
	if n, err := strconv.Atoi(turnPort); err != nil || n < 0 || n > 65535 {
		return fail("-turn-port must be a UDP port (0 for none), not %q", turnPort)
	} else {
		cfg.turnPort = n
	}
	lo, hi, ok := strings.Cut(relayPorts, "-")
	cfg.relayMin, _ = strconv.Atoi(lo)
	cfg.relayMax, _ = strconv.Atoi(hi)
	if !ok || cfg.relayMin < 1 || cfg.relayMax > 65535 || cfg.relayMin > cfg.relayMax {
		return fail("-relay-ports must be a range of UDP ports like %s, not %q", defaultRelayPorts, relayPorts)
	}
	if err := checkNATS(cfg.nats); err != nil {
		return fail("-nats %v", err)
	}
	if (cfg.tlsCert == "") != (cfg.tlsKey == "") {
		return fail("-tls-cert and -tls-key go together: the certificate and its private key")
	}
	if strings.Contains(cfg.domain, "/") || strings.ContainsAny(cfg.domain, " \t") {
		err := fmt.Errorf("-domain is a domain name like heat.example.org (with a :port if any), not %q", cfg.domain)
		fmt.Fprintln(output, err)
		return config{}, err
	}
	if proxies != "" {
		n, err := strconv.Atoi(proxies)
		if err != nil || n < 0 {
			err = fmt.Errorf("-trusted-proxies must be a number of proxies, 0 or more, not %q", proxies)
			fmt.Fprintln(output, err)
			return config{}, err
		}
		cfg.proxies = n
	}
	if ice != "" {
		if err := json.Unmarshal([]byte(ice), &cfg.ice); err != nil {
			err = fmt.Errorf("-ice must be a JSON list of ICE servers like [{\"urls\":[\"stun:host:3478\"]}]: %w", err)
			fmt.Fprintln(output, err)
			return config{}, err
		}
	}
	addrSet := getenv("ADDR") != ""
	fs.Visit(func(f *flag.Flag) { addrSet = addrSet || f.Name == "addr" })
	if !cfg.https() {
		cfg.httpAddr, cfg.acmeCache = "", ""
	} else if !addrSet {
		cfg.addr = ":443"
	}
	if !cfg.acme() {
		cfg.acmeCache, cfg.acmeDirectory = "", ""
	}
	if fs.NArg() > 0 {
		err := fmt.Errorf("unexpected argument %q", fs.Arg(0))
		fmt.Fprintln(output, err)
		fs.Usage()
		return config{}, err
	}
	return cfg, nil
}
