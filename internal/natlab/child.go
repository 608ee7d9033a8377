package natlab

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"slices"
	"sync"
	"syscall"
	"time"

	"github.com/pion/ice/v4"
	"github.com/pion/webrtc/v4"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/rtc"
	"github.com/heatracing/heat/server"
	"github.com/heatracing/heat/titles/heat"
)

// The environment of a child process.
const (
	envRole     = "NATLAB_ROLE"     // server, host or guest
	envArgs     = "NATLAB_ARGS"     // server: its command line, as a JSON list
	envWasmExec = "NATLAB_WASMEXEC" // server: the path of wasm_exec.js
	envSignal   = "NATLAB_SIGNAL"   // host, guest: the signaling server's WebSocket URL
	envRoom     = "NATLAB_ROOM"     // guest: the room code
	envName     = "NATLAB_NAME"     // host, guest: the player's name
	envPlayers  = "NATLAB_PLAYERS"  // host: how many players race, the host included
	envSettings = "NATLAB_SETTINGS" // host: the race's settings (heat.Settings as JSON)
	envShape    = "NATLAB_SHAPE"    // guest: "mobile" to shape its own sockets (shape.go)
)

// Event is one line a child reports to its parent on stdout.
type Event struct {
	Kind string `json:"kind"` // room, dial-failed, connected, done, error
	Room string `json:"room,omitempty"`
	// Route is how a guest reached its host (p2p.Route): "direct" or "relay".
	Route string `json:"route,omitempty"`
	// Routes are the guests' routes in the host's lobby, in the lobby's order.
	Routes []string `json:"routes,omitempty"`
	Text   string   `json:"text,omitempty"`
	// Standings is the race's result as the player saw it.
	Standings []int `json:"standings,omitempty"`
	// Audit is a guest's audit of the game at the end ("verified" when every update it
	// received replays from the host's revealed game: nothing lost or changed).
	Audit string `json:"audit,omitempty"`
	// Submits are the player's intent → view times in milliseconds: from submitting an intent
	// to holding the view it made (p2p's Submit returns after the host's updates).
	Submits []float64 `json:"submits,omitempty"`
}

// RunChild turns this process into the lab child its environment names, and exits when the
// child is done; it returns at once in any other process. Call it first in TestMain or main.
func RunChild() {
	role := os.Getenv(envRole)
	if role == "" {
		return
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, os.Interrupt)
	defer stop()
	var err error
	switch role {
	case "server":
		os.Exit(runServer(ctx))
	case "host":
		err = runHost(ctx)
	case "guest":
		err = runGuest(ctx)
	case "browser":
		err = runBrowser(ctx)
	default:
		err = fmt.Errorf("unknown lab role %q", role)
	}
	if err != nil {
		emit(Event{Kind: "error", Text: err.Error()})
		os.Exit(1)
	}
	os.Exit(0)
}

var emitMu sync.Mutex

// emit writes e as one JSON line on stdout.
func emit(e Event) {
	b, _ := json.Marshal(e)
	emitMu.Lock()
	defer emitMu.Unlock()
	os.Stdout.Write(append(b, '\n'))
}

func runServer(ctx context.Context) int {
	var args []string
	if err := json.Unmarshal([]byte(os.Getenv(envArgs)), &args); err != nil {
		fmt.Fprintln(os.Stderr, "natlab: bad server arguments:", err)
		return 2
	}
	wasmExec, err := os.ReadFile(os.Getenv(envWasmExec))
	if err != nil {
		fmt.Fprintln(os.Stderr, "natlab:", err)
		return 2
	}
	return server.Main(ctx, args, os.Getenv, os.Stderr, wasmExec)
}

// api builds the peers of the lab: IPv4 over UDP from the namespace's own interface, no mDNS,
// ICE that gives up on a dead pair in seconds rather than half a minute, and five seconds for a
// direct path before the relay is taken (pion's default is two): on a machine busy with the
// other labs and packages, a cone NAT's direct checks once took longer than two, and the guest
// went through the relay.
func api() *webrtc.API {
	var se webrtc.SettingEngine
	se.SetNetworkTypes([]webrtc.NetworkType{webrtc.NetworkTypeUDP4})
	se.SetICEMulticastDNSMode(ice.MulticastDNSModeDisabled)
	se.SetICETimeouts(3*time.Second, 6*time.Second, time.Second)
	se.SetRelayAcceptanceMinWait(5 * time.Second)
	if os.Getenv(envShape) == "mobile" {
		if n, err := newShapedNet(); err == nil {
			se.SetNet(n)
		}
	}
	return webrtc.NewAPI(webrtc.WithSettingEngine(se))
}

// options are the sessions' timings in the lab: a lossy link needs patience with reordering.
var options = p2p.Options{Heartbeat: 200 * time.Millisecond, PeerTimeout: 10 * time.Second, ReorderWait: 300 * time.Millisecond, Retry: time.Second}

func roomConfig() rtc.RoomConfig {
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	return rtc.RoomConfig{Signal: rtc.DialSignal(os.Getenv(envSignal)), API: api(), Logger: log, HandshakeTimeout: 10 * time.Second}
}

// runHost serves a room, waits for its players, starts the race and plays the host's seat.
// It stays until its stdin closes, so that the guests get the end and the reveal.
func runHost(ctx context.Context) error {
	p2p.UsePlatformNames()
	var players int
	fmt.Sscan(os.Getenv(envPlayers), &players)
	opt := options
	opt.Logger = roomConfig().Logger
	h, err := p2p.NewHost(p2p.HostConfig{Title: heat.Title, Name: os.Getenv(envName), Options: opt})
	if err != nil {
		return err
	}
	defer h.Close()
	rh, err := rtc.ServeRoom(ctx, h, roomConfig())
	if err != nil {
		return fmt.Errorf("cannot open a room: %w", err)
	}
	defer rh.Close()
	emit(Event{Kind: "room", Room: rh.Room()})
	if err := h.Configure(json.RawMessage(os.Getenv(envSettings)), 0); err != nil {
		return err
	}
	seen := map[string]bool{}
	for len(h.Lobby().Players) < players || h.Start() != nil { // until every guest is in and ready
		for _, pl := range h.Lobby().Players {
			if pl.Route != "" && !seen[pl.ID] {
				seen[pl.ID] = true
				emit(Event{Kind: "guest", Route: pl.Route, Text: pl.Name})
			}
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
	v, submits, err := drive(ctx, h)
	if err != nil {
		return err
	}
	var routes []string
	for _, pl := range h.Lobby().Players {
		if !pl.Host && !pl.Bot {
			routes = append(routes, pl.Route)
		}
	}
	emit(Event{Kind: "done", Standings: v.Standings, Submits: submits, Routes: routes})
	io.Copy(io.Discard, os.Stdin) // until the parent says the guests are done
	return nil
}

// runGuest joins the room, says it is ready, races and audits the game.
func runGuest(ctx context.Context) error {
	p2p.UsePlatformNames()
	room := os.Getenv(envRoom)
	dial := rtc.RoomDialer(room, roomConfig())
	var once sync.Once
	opt := options
	opt.Logger = roomConfig().Logger
	g, err := p2p.NewGuest(p2p.GuestConfig{Room: room, Name: os.Getenv(envName), Title: heat.Title, Options: opt,
		Dial: func(ctx context.Context) (p2p.Conn, error) {
			c, err := dial(ctx)
			if err != nil {
				emit(Event{Kind: "dial-failed", Text: err.Error()})
				return nil, err
			}
			once.Do(func() { emit(Event{Kind: "connected", Route: string(p2p.ConnRoute(c))}) })
			return c, nil
		}})
	if err != nil {
		return err
	}
	defer g.Close()
	yes := true
	if err := g.Edit(ctx, p2p.Edit{Ready: &yes}); err != nil {
		return fmt.Errorf("cannot say ready: %w", err)
	}
	v, submits, err := drive(ctx, g)
	if err != nil {
		return err
	}
	for g.Audit().State < p2p.AuditVerified {
		select {
		case <-ctx.Done():
			return fmt.Errorf("the audit did not end: %w", ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
	a := g.Audit()
	audit := "verified"
	if a.State != p2p.AuditVerified {
		audit = a.Text
	}
	emit(Event{Kind: "done", Standings: v.Standings, Audit: audit, Submits: submits})
	return nil
}

// drive plays a session's seat with the bot from its own views until the race is over, and
// returns its last view and how long each of its intents took to come back as a view.
func drive(ctx context.Context, s p2p.Session) (engine.View, []float64, error) {
	var v engine.View
	var submits []float64
	for {
		select {
		case u, ok := <-s.Updates():
			if !ok {
				return v, submits, p2p.ErrClosed
			}
			v = engine.View{}
			if err := json.Unmarshal(u.View, &v); err != nil {
				return v, submits, err
			}
			if v.Phase == engine.PhaseOver {
				return v, submits, nil
			}
			if v.Me == nil || v.Me.Legal.Decision == engine.DecideNothing {
				continue
			}
			a, err := bot.Decide(v, bot.Normal)
			if err != nil {
				return v, submits, err
			}
			intent, _ := json.Marshal(a)
			start := time.Now()
			err = s.Submit(ctx, intent)
			var rej *p2p.RejectedError
			switch {
			case err == nil:
				submits = append(submits, float64(time.Since(start).Microseconds())/1000)
			case !errors.As(err, &rej) && !errors.Is(err, p2p.ErrNotYourTurn):
				return v, submits, err
			}
		case <-ctx.Done():
			return v, submits, fmt.Errorf("the race did not end: %w (last view: round %d, phase %s)", ctx.Err(), v.Round, v.Phase)
		}
	}
}

// Percentile is the p-th percentile (0-100) of xs, by nearest rank; 0 for none.
func Percentile(xs []float64, p float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(xs))
	i := int(p/100*float64(len(s))+0.5) - 1
	return s[max(0, min(i, len(s)-1))]
}
