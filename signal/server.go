//go:build !js

package signal

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"slices"
	"strconv"
	"sync"

	"github.com/coder/websocket"

	"github.com/heatracing/heat/signal/proto"
)

// Server hands out room codes and relays the WebRTC handshake between a
// room's host and its guests. It is an http.Handler for the WebSocket
// endpoint (mount it at Path); HealthHandler serves its health as JSON.
//
// The sockets it accepts are hijacked, so http.Server.Shutdown does not wait
// for them: call Server.Shutdown too (for instance from
// http.Server.RegisterOnShutdown).
type Server struct {
	cfg     Config
	log     *slog.Logger
	accept  *websocket.AcceptOptions
	welcome []byte
	limits  *addrTable
	bufs    sync.Pool // *[]byte of MaxMessageBytes+1

	mu      sync.Mutex
	rooms   map[string]*room
	owned   map[string]int // live rooms per creator's address
	conns   map[*conn]struct{}
	nconns  int            // open and reserved connections
	perAddr map[string]int // open and reserved connections per address
	lists   map[string]*gameList
	closing bool
	cl      *cluster // nil: a single process (cluster.go)

	ctx    context.Context // ends when the server closes: read loops use it
	cancel context.CancelFunc
	wg     sync.WaitGroup // one per connection handler

	stop     chan struct{} // closed to stop the janitor
	stopOnce sync.Once
	janitor  chan struct{} // closed when the janitor has exited
}

// NewServer returns a server with cfg (zero fields take their defaults) that
// logs to logger (nil: no logs). It starts the janitor goroutine, which
// Shutdown or Close stops.
func NewServer(cfg Config, logger *slog.Logger) *Server {
	cfg = cfg.withDefaults()
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	s := &Server{
		cfg:     cfg,
		log:     logger,
		accept:  &websocket.AcceptOptions{OriginPatterns: cfg.OriginPatterns},
		rooms:   make(map[string]*room),
		owned:   make(map[string]int),
		conns:   make(map[*conn]struct{}),
		perAddr: make(map[string]int),
		lists:   make(map[string]*gameList),
		stop:    make(chan struct{}),
		janitor: make(chan struct{}),
		limits: newAddrTable(cfg.MaxAddrs, [numLimits]rateSpec{
			limitCreate: perMinute(cfg.CreatesPerMinute, cfg.CreateBurst),
			limitJoin:   perMinute(cfg.JoinsPerMinute, cfg.JoinBurst),
		}),
	}
	s.bufs.New = func() any {
		b := make([]byte, cfg.MaxMessageBytes+1)
		return &b
	}
	s.welcome = encode(proto.Message{
		Type:       proto.TypeWelcome,
		Version:    proto.ProtocolVersion,
		ICEServers: cfg.ICEServers,
		MaxMessage: cfg.MaxMessageBytes,
	})
	s.ctx, s.cancel = context.WithCancel(context.Background())
	if s.cl = newCluster(s); s.cl != nil {
		s.cl.start()
	}
	go s.runJanitor()
	return s
}

// ServeHTTP upgrades the request to a WebSocket and hands it to a goroutine
// of its own that serves the peer until its socket closes; it returns as
// soon as the upgrade is done. Connections over the limits, or arriving
// during shutdown, are refused with 429 or 503 before the upgrade.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	addr := clientAddr(r, s.cfg.TrustedProxies)
	if status, e := s.reserve(addr); status != 0 {
		s.log.Debug("refusing a connection", "addr", addr, "why", e.Code)
		w.Header().Set("Retry-After", "60")
		w.Header().Set(proto.ErrorHeader, e.Code)
		http.Error(w, e.Text, status)
		return
	}
	ws, err := websocket.Accept(w, r, s.accept)
	if err != nil {
		s.unreserve(addr)
		s.wg.Done()
		s.log.Debug("websocket upgrade failed", "addr", addr, "err", err)
		return
	}
	// Messages up to 4 times the limit are read and answered with too-big;
	// larger ones make coder/websocket close the socket (status 1009).
	ws.SetReadLimit(4 * int64(s.cfg.MaxMessageBytes))

	c := &conn{s: s, ws: ws, addr: addr, since: s.cfg.Now()}
	c.lastPing = c.since
	c.send(s.welcomeFor(addr))
	s.mu.Lock()
	s.conns[c] = struct{}{}
	if s.closing { // Shutdown began after reserve and did not see c
		c.role = roleGone
		c.sendError(proto.ErrShutdown, 0)
		c.closeAfterFlush(websocket.StatusGoingAway, "server shutting down")
	}
	s.mu.Unlock()
	// The socket is hijacked: serve it on a fresh goroutine and return, so
	// that net/http's goroutine, its deep stack and the request it holds
	// are freed. That halves the memory of an idle connection.
	go s.serve(c)
}

// welcomeFor is the welcome of a socket from addr: the same for every socket unless
// Config.ICEServersFor adds servers of its own.
func (s *Server) welcomeFor(addr string) []byte {
	if s.cfg.ICEServersFor == nil {
		return s.welcome
	}
	return encode(proto.Message{
		Type:       proto.TypeWelcome,
		Version:    proto.ProtocolVersion,
		ICEServers: append(slices.Clip(s.cfg.ICEServers), s.cfg.ICEServersFor(addr)...),
		MaxMessage: s.cfg.MaxMessageBytes,
	})
}

// serve runs one connection until its socket ends.
func (s *Server) serve(c *conn) {
	defer s.wg.Done()
	c.readLoop(s.ctx)
	s.leave(c)
	c.finish()
}

// reserve counts a new connection from addr against the limits. It returns
// an HTTP status and the reason when the connection must be refused.
func (s *Server) reserve(addr string) (int, *proto.Error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.closing:
		return http.StatusServiceUnavailable, proto.ErrShutdown
	case s.nconns >= s.cfg.MaxConns:
		return http.StatusServiceUnavailable, proto.ErrServerFull
	case s.perAddr[addr] >= s.cfg.MaxConnsPerAddr:
		return http.StatusTooManyRequests, &proto.Error{Code: proto.CodeRateLimited, Text: "too many connections from your address"}
	}
	s.nconns++
	s.perAddr[addr]++
	s.wg.Add(1)
	return 0, nil
}

// unreserve gives back what reserve counted. s.mu must not be held.
func (s *Server) unreserve(addr string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.unreserveLocked(addr)
}

func (s *Server) unreserveLocked(addr string) {
	s.nconns--
	if s.perAddr[addr]--; s.perAddr[addr] <= 0 {
		delete(s.perAddr, addr)
	}
}

// Shutdown tells every peer that the server is stopping, closes their
// sockets after the close handshake, stops the janitor and waits for every
// connection goroutine to end. If ctx ends first it drops the sockets
// without ceremony, waits for the goroutines anyway, and returns ctx's
// error. New connections are refused from the start.
func (s *Server) Shutdown(ctx context.Context) error {
	s.mu.Lock()
	s.closing = true
	for _, r := range s.rooms {
		s.closeRoomLocked(r, proto.ReasonShutdown, websocket.StatusGoingAway)
	}
	for c := range s.conns {
		if c.role == roleLobby || c.role == roleWatcher || c.role == roleTunnel {
			if c.role == roleTunnel {
				s.cl.untunnel(c)
			}
			c.role = roleGone
			c.sendError(proto.ErrShutdown, 0)
			c.closeAfterFlush(websocket.StatusGoingAway, "server shutting down")
		}
	}
	s.mu.Unlock()
	s.stopJanitor()

	done := make(chan struct{})
	go func() {
		s.wg.Wait()
		close(done)
	}()
	select {
	case <-done:
		s.cancel()
		s.cl.shutdown(true)
		s.log.Info("signaling server stopped")
		return nil
	case <-ctx.Done():
		s.abort()
		<-done
		s.cl.shutdown(true)
		s.log.Info("signaling server stopped before every peer said goodbye")
		return ctx.Err()
	}
}

// Close drops every socket at once, stops the janitor and waits for every
// connection goroutine to end.
func (s *Server) Close() error {
	s.mu.Lock()
	s.closing = true
	s.mu.Unlock()
	s.stopJanitor()
	s.abort()
	s.wg.Wait()
	s.cl.shutdown(false)
	return nil
}

// abort ends every read loop (coder/websocket closes a socket whose read
// context ends) and closes every socket.
func (s *Server) abort() {
	s.cancel()
	s.mu.Lock()
	conns := make([]*conn, 0, len(s.conns))
	for c := range s.conns {
		conns = append(conns, c)
	}
	s.mu.Unlock()
	for _, c := range conns {
		c.ws.CloseNow()
	}
}

func (s *Server) stopJanitor() {
	s.stopOnce.Do(func() { close(s.stop) })
	<-s.janitor
}

// encode marshals a server message. Message holds nothing that can fail to
// marshal (Data was checked as JSON when it was decoded).
func encode(m proto.Message) []byte {
	b, err := json.Marshal(m)
	if err != nil {
		panic("signal: encoding a message: " + err.Error())
	}
	return b
}

func (s *Server) getBuf() *[]byte  { return s.bufs.Get().(*[]byte) }
func (s *Server) putBuf(b *[]byte) { s.bufs.Put(b) }

// tooManyRoomsText explains the rooms-per-address limit in words.
func tooManyRoomsText(n int) string {
	return "your address already has " + strconv.Itoa(n) + " open rooms, the most one address may have: close one, or wait for it to expire"
}

// limitText explains a size limit in words.
func limitText(n int) string {
	return "the message is larger than the limit of " + strconv.Itoa(n) + " bytes"
}
