package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"syscall"
	"time"
)

// shutdownGrace is how long requests in flight may take to finish after a
// stop signal.
const shutdownGrace = 10 * time.Second

// ListenAndServe listens on addr and serves until ctx ends (see Serve).
func (s *Server) ListenAndServe(ctx context.Context, addr string) error {
	ln, err := listen(addr)
	if err != nil {
		return err
	}
	return s.Serve(ctx, ln)
}

// Serve serves on ln until ctx ends, then shuts down gracefully: the signaling server's
// WebSockets first (http.Server.Shutdown does not wait for them), then the HTTP requests in
// flight, for up to shutdownGrace. It logs the URL it serves on, with the real port when the
// listener took any free one (":0"). It holds the connections to Options.Limits and to the
// timeouts of limits.go.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	limited := newLimitListener(ln, s.limits, s.log)
	ln = limited
	srv := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       s.limits.IdleTimeout,
		ConnState:         limited.connState,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelWarn),
	}
	scheme, serve := "http", func() error { return srv.Serve(ln) }
	if s.tls != nil {
		srv.Handler, srv.TLSConfig = withHSTS(s), s.tls.Clone()
		scheme, serve = "https", func() error { return srv.ServeTLS(ln, "", "") }
	}
	s.log.Info("serving the game", "url", scheme+"://"+displayAddr(ln.Addr()))

	served := make(chan error, 1)
	go func() { served <- serve() }()

	select {
	case err := <-served:
		s.signal.Close()
		return fmt.Errorf("serving on %s: %w", ln.Addr(), err)
	case <-ctx.Done():
	}

	s.log.Info("shutting down", "grace", shutdownGrace)
	shutdownCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), shutdownGrace)
	defer cancel()
	if err := s.shutdown(shutdownCtx); err != nil {
		s.log.Warn("a part of the server did not stop cleanly", "err", err)
	}
	err := srv.Shutdown(shutdownCtx)
	<-served // Serve has returned http.ErrServerClosed
	if err != nil {
		return fmt.Errorf("requests still running after %s were cut: %w", shutdownGrace, err)
	}
	s.log.Info("stopped")
	return nil
}

// listen opens the TCP listener, with a plain message for the common failures.
func listen(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	switch {
	case errors.Is(err, syscall.EADDRINUSE):
		return nil, fmt.Errorf("cannot listen on %s: the address is already in use (is the game already running? pick another one with -addr or ADDR)", addr)
	case errors.Is(err, syscall.EACCES):
		return nil, fmt.Errorf("cannot listen on %s: permission denied (ports below 1024 need privileges; pick another one with -addr or ADDR)", addr)
	case err != nil:
		return nil, fmt.Errorf("cannot listen on %s: %w", addr, err)
	}
	return ln, nil
}

// displayAddr turns a listener address into one a browser can open: a
// wildcard host (":8000", "[::]:8000") becomes localhost.
func displayAddr(a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "localhost"
	}
	return net.JoinHostPort(host, port)
}
