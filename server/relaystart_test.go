package server

import (
	"context"
	"net"
	"strings"
	"testing"
)

// The relay starts only when the server knows a public address for it.
func TestStartRelay(t *testing.T) {
	for _, tt := range []struct {
		name string
		cfg  config
		runs bool
		log  string
	}{
		{"no address", config{turnPort: 3478}, false, "pass -public-ip or -domain"},
		{"switched off", config{turnPort: 0, publicIP: net.IPv4(127, 0, 0, 1)}, false, "-turn-port is 0"},
		{"a domain of this machine", config{turnPort: 3478, domain: "127.0.0.1:8000"}, false, "own network"},
		{"the public IP given", config{turnPort: freeUDPPort(t), publicIP: net.IPv4(127, 0, 0, 1), relayMin: 42000, relayMax: 42009}, true, "STUN/TURN relay"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			log, out := logs()
			r, err := startRelay(context.Background(), tt.cfg, log)
			if err != nil {
				t.Fatal(err)
			}
			if r != nil {
				r.Close()
			}
			if (r != nil) != tt.runs || !strings.Contains(out.String(), tt.log) {
				t.Errorf("relay running: %v, want %v; log:\n%s", r != nil, tt.runs, out)
			}
		})
	}
}
