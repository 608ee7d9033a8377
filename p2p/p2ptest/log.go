//go:build !js

package p2ptest

import (
	"bytes"
	"log/slog"
	"strings"
	"sync"
	"testing"
)

// Logger returns a logger that keeps the sessions' debug logs in memory and shows their last
// lines should the test fail: a network test that fails says what the peers were doing.
func Logger(t testing.TB) *slog.Logger {
	b := &logBuffer{}
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("last session logs:\n%s", b.tail(80))
		}
	})
	return slog.New(slog.NewTextHandler(b, &slog.HandlerOptions{Level: slog.LevelDebug}))
}

// logBuffer collects log lines from many goroutines.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

// tail returns the last n lines.
func (l *logBuffer) tail(n int) string {
	l.mu.Lock()
	defer l.mu.Unlock()
	lines := strings.Split(strings.TrimSpace(l.b.String()), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}
