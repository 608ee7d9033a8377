package server

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"

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
	if err := fs.Parse(args); err != nil {
		return config{}, err
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
