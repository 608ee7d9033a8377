package server

import (
	"bytes"
	"context"
	"io"
	"net"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestListenAddressInUse(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	_, err = listen(taken.Addr().String())
	if err == nil || !strings.Contains(err.Error(), "already in use") {
		t.Errorf("error %v should say the address is already in use", err)
	}
}

func TestRunExitCodes(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	tests := []struct {
		name       string
		args       []string
		wantCode   int
		wantOutput string
	}{
		{"address taken", []string{"-addr", taken.Addr().String(), "-web", webFixture(t)}, 1, "already in use"},
		{"no wasm built", []string{"-addr", "127.0.0.1:0", "-web", t.TempDir()}, 1, "make wasm"},
		{"bad flag", []string{"-nope"}, 2, "flag provided but not defined"},
		{"help", []string{"-h"}, 0, "-addr"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			code := Main(context.Background(), tt.args, func(string) string { return "" }, &out, testWasmExec)
			if code != tt.wantCode {
				t.Errorf("exit code %d, want %d", code, tt.wantCode)
			}
			if !strings.Contains(out.String(), tt.wantOutput) {
				t.Errorf("output lacks %q:\n%s", tt.wantOutput, out.String())
			}
		})
	}
}

// TestGracefulShutdown starts the real server, begins a slow request, stops
// the server, and checks the request still completes.
func TestGracefulShutdown(t *testing.T) {
	release := make(chan struct{})
	started := make(chan struct{})
	slow := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		close(started)
		<-release
		io.WriteString(w, "finished")
	})
	h := newTestHandler(t, Options{Mounts: map[string]http.Handler{"/slow": slow}})

	ctx, stop := context.WithCancel(context.Background())
	out := &syncBuffer{}
	served := make(chan error, 1)
	h.log = newTextLogger(out)
	go func() { served <- h.ListenAndServe(ctx, "127.0.0.1:0") }()
	url := waitForURL(t, out)

	if res, err := http.Get(url + "/healthz"); err != nil || res.StatusCode != 200 {
		t.Fatalf("health check: %v %v", res, err)
	} else {
		res.Body.Close()
	}

	type result struct {
		body string
		err  error
	}
	slowDone := make(chan result, 1)
	go func() {
		res, err := http.Get(url + "/slow")
		if err != nil {
			slowDone <- result{err: err}
			return
		}
		defer res.Body.Close()
		b, err := io.ReadAll(res.Body)
		slowDone <- result{string(b), err}
	}()
	<-started
	stop() // what SIGINT/SIGTERM do
	time.Sleep(50 * time.Millisecond)
	select {
	case err := <-served:
		t.Fatalf("the server stopped before its request finished: %v", err)
	default:
	}
	close(release)

	if r := <-slowDone; r.err != nil || r.body != "finished" {
		t.Errorf("the request in flight got %q, %v", r.body, r.err)
	}
	select {
	case err := <-served:
		if err != nil {
			t.Errorf("serve returned %v after a graceful stop", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("serve did not return after the stop")
	}
	http.DefaultClient.CloseIdleConnections()
	if !strings.Contains(out.String(), "msg=stopped") {
		t.Errorf("no stop in the log:\n%s", out.String())
	}
}

func TestDisplayAddr(t *testing.T) {
	tests := []struct{ listen, want string }{
		{"127.0.0.1:8000", "127.0.0.1:8000"},
		{"[::]:8000", "localhost:8000"},
		{"0.0.0.0:8000", "localhost:8000"},
		{"[::1]:8000", "[::1]:8000"},
	}
	for _, tt := range tests {
		addr, err := net.ResolveTCPAddr("tcp", tt.listen)
		if err != nil {
			t.Fatal(err)
		}
		if got := displayAddr(addr); got != tt.want {
			t.Errorf("displayAddr(%s) = %s, want %s", tt.listen, got, tt.want)
		}
	}
}

var servingURL = regexp.MustCompile(`url=(https?://\S+)`)

func waitForURL(t *testing.T, out *syncBuffer) string {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if m := servingURL.FindStringSubmatch(out.String()); m != nil {
			return m[1]
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("the server did not log its URL:\n%s", out.String())
	return ""
}

// syncBuffer is a bytes.Buffer safe for a server goroutine and a test.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
