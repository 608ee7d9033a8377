package server

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/heatracing/heat/signal"
)

// defaultAddr is where the game is served when neither -addr nor ADDR says otherwise.
const defaultAddr = ":8000"

// config is what the command line and the environment choose.
type config struct {
	addr   string // host:port to listen on
	webDir string // directory of app.wasm and the static files
	// ice are the STUN/TURN servers handed to every peer for WebRTC: none by default, since
	// host candidates work on a LAN and on one machine.
	ice []signal.ICEServer
	// proxies is the number of reverse proxies in front of the server (Options.TrustedProxies).
	proxies int
	// domain is where players reach the game (Options.Domain).
	domain string
}

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
	if err := fs.Parse(args); err != nil {
		return config{}, err
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
	if fs.NArg() > 0 {
		err := fmt.Errorf("unexpected argument %q", fs.Arg(0))
		fmt.Fprintln(output, err)
		fs.Usage()
		return config{}, err
	}
	return cfg, nil
}
