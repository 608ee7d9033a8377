package e2e

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"sync"
	"syscall"
	"time"
)

// Server is a running game server process.
type Server struct {
	// URL is where it serves, as it reported it: http://127.0.0.1:PORT.
	URL string

	cmd    *exec.Cmd
	out    *serverOutput
	exited chan struct{} // closed when the process has exited
	err    error         // the exit status, once exited is closed
}

// serverStartTimeout bounds the wait for the server to report its address.
const serverStartTimeout = 30 * time.Second

// StartServer runs the server binary of b on a free loopback port, with
// extra flags, and waits until it reports the URL it serves on.
func StartServer(b Build, extraArgs ...string) (*Server, error) {
	args := append([]string{"-addr", "127.0.0.1:0", "-web", b.WebDir}, extraArgs...)
	cmd := exec.Command(b.Server, args...)
	cmd.Dir = b.Root
	out := &serverOutput{ready: make(chan string, 1)}
	cmd.Stdout = out
	cmd.Stderr = out
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting the server: %w", err)
	}
	s := &Server{cmd: cmd, out: out, exited: make(chan struct{})}
	go func() {
		s.err = cmd.Wait()
		close(s.exited)
	}()

	select {
	case s.URL = <-out.ready:
		return s, nil
	case <-s.exited:
		return nil, fmt.Errorf("the server exited before serving (%v):\n%s", s.err, out.String())
	case <-time.After(serverStartTimeout):
		s.Stop()
		return nil, fmt.Errorf("the server did not report its address within %s:\n%s", serverStartTimeout, out.String())
	}
}

// Stop ends the server the way an operator does, with SIGTERM, and waits for
// it; it kills it if it has not stopped after 15 s. Stopping twice is fine.
func (s *Server) Stop() error {
	select {
	case <-s.exited:
		return s.exitError()
	default:
	}
	if err := s.cmd.Process.Signal(syscall.SIGTERM); err != nil && !errors.Is(err, os.ErrProcessDone) {
		return fmt.Errorf("stopping the server: %w", err)
	}
	select {
	case <-s.exited:
		return s.exitError()
	case <-time.After(15 * time.Second):
		s.cmd.Process.Kill()
		<-s.exited
		return errors.New("the server did not stop within 15 s of SIGTERM and was killed")
	}
}

func (s *Server) exitError() error {
	if s.err != nil {
		return fmt.Errorf("the server exited with an error: %w", s.err)
	}
	return nil
}

// Exited is closed when the server process has ended.
func (s *Server) Exited() <-chan struct{} { return s.exited }

// Log returns everything the server has written so far.
func (s *Server) Log() string { return s.out.String() }

// urlInLog finds the address in the server's "serving the game" log line.
var urlInLog = regexp.MustCompile(`msg="serving the game" url=(http://\S+)`)

// serverOutput collects the server's output and reports the URL it serves on.
type serverOutput struct {
	mu    sync.Mutex
	buf   bytes.Buffer
	found bool
	ready chan string
}

func (o *serverOutput) Write(p []byte) (int, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	o.buf.Write(p)
	if !o.found {
		if m := urlInLog.FindSubmatch(o.buf.Bytes()); m != nil {
			o.found = true
			o.ready <- string(m[1])
		}
	}
	return len(p), nil
}

func (o *serverOutput) String() string {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.buf.String()
}
