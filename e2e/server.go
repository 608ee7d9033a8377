package e2e

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/heatracing/heat/server"
)

// Server is the real game server (package server), running in the test's process on a free
// loopback port: the pages, app.wasm, the service worker and the signaling endpoint, exactly as
// the root command serves them.
type Server struct {
	// URL is where it serves: http://127.0.0.1:PORT.
	URL string

	srv    *server.Server
	out    *logBuffer
	cancel context.CancelFunc
	done   chan struct{} // closed when Serve has returned
	err    error         // what Serve returned, once done is closed
}

// StartServer serves the web directory of b on a free loopback port.
func StartServer(b Build) (*Server, error) {
	wasmExec, err := os.ReadFile(filepath.Join(b.Root, "wasm_exec.js"))
	if err != nil {
		return nil, fmt.Errorf("the repository's wasm_exec.js: %w", err)
	}
	out := &logBuffer{}
	srv, err := server.New(server.Options{WebDir: b.WebDir, WasmExec: wasmExec, Logger: slog.New(slog.NewTextHandler(out, nil))})
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		srv.Close()
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &Server{URL: "http://" + ln.Addr().String(), srv: srv, out: out, cancel: cancel, done: make(chan struct{})}
	go func() {
		s.err = srv.Serve(ctx, ln)
		srv.Close()
		close(s.done)
	}()
	return s, nil
}

// Stop ends the server the way an operator does, gracefully, and waits for it. Stopping twice is
// fine.
func (s *Server) Stop() error {
	s.cancel()
	select {
	case <-s.done:
	case <-time.After(15 * time.Second):
		return errors.New("the server did not stop within 15 s")
	}
	if s.err != nil {
		return fmt.Errorf("the server stopped with an error: %w", s.err)
	}
	return nil
}

// Log returns everything the server has logged so far.
func (s *Server) Log() string { return s.out.String() }

// logBuffer collects the server's log lines from many goroutines.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}
