//go:build !js

package signal

import (
	"fmt"
	"sync"
	"testing"
)

// TestWelcomePerSocket: ICEServersFor adds its servers to each socket's welcome, after the
// configured ones, and is given the socket's client address.
func TestWelcomePerSocket(t *testing.T) {
	var mu sync.Mutex
	n := 0
	var addrs []string
	h := newHarness(t, Config{
		TrustedProxies: 1,
		ICEServers:     []ICEServer{{URLs: []string{"stun:stun.example.org:3478"}}},
		ICEServersFor: func(addr string) []ICEServer {
			mu.Lock()
			defer mu.Unlock()
			n++
			addrs = append(addrs, addr)
			return []ICEServer{{URLs: []string{"turn:turn.example.org"}, Username: fmt.Sprint("user", n), Credential: "p"}}
		},
	})
	for i, from := range []string{"203.0.113.1", "203.0.113.2"} {
		c, err := h.dialFrom(from)
		if err != nil {
			t.Fatal(err)
		}
		got := c.ICEServers()
		if len(got) != 2 || got[0].URLs[0] != "stun:stun.example.org:3478" || got[1].Username != fmt.Sprint("user", i+1) {
			t.Fatalf("socket %d welcomed with %+v, want the configured STUN server then user%d's TURN", i+1, got, i+1)
		}
	}
	mu.Lock()
	defer mu.Unlock()
	if len(addrs) != 2 || addrs[0] != "203.0.113.1" || addrs[1] != "203.0.113.2" {
		t.Errorf("ICEServersFor was given %q, want the two clients' addresses", addrs)
	}
}
