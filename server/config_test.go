package server

import (
	"io"
	"net"
	"reflect"
	"testing"

	"github.com/heatracing/heat/signal"
)

func TestParseConfig(t *testing.T) {
	tests := []struct {
		name    string
		args    []string
		env     map[string]string
		want    config
		wantErr bool
	}{
		{"defaults", nil, nil, config{addr: ":8000", webDir: "web", turnPort: 3478, relayMin: 50000, relayMax: 50999}, false},
		{"ADDR from the environment", nil, map[string]string{"ADDR": "127.0.0.1:9000"}, config{addr: "127.0.0.1:9000", webDir: "web", turnPort: 3478, relayMin: 50000, relayMax: 50999}, false},
		{"the flag wins over ADDR", []string{"-addr", ":7000"}, map[string]string{"ADDR": ":9000"}, config{addr: ":7000", webDir: "web", turnPort: 3478, relayMin: 50000, relayMax: 50999}, false},
		{"web directory", []string{"-web", "/srv/heat/web"}, nil, config{addr: ":8000", webDir: "/srv/heat/web", turnPort: 3478, relayMin: 50000, relayMax: 50999}, false},
		{"unknown flag", []string{"-port", "8000"}, nil, config{}, true},
		{"stray argument", []string{"serve"}, nil, config{}, true},
		{"ICE servers", []string{"-ice", `[{"urls":["stun:stun.example.org:3478"]}]`}, nil,
			config{addr: ":8000", webDir: "web", turnPort: 3478, relayMin: 50000, relayMax: 50999, ice: []signal.ICEServer{{URLs: []string{"stun:stun.example.org:3478"}}}}, false},
		{"ICE servers from the environment", nil, map[string]string{"ICE_SERVERS": `[{"urls":["turn:t.example.org"],"username":"u","credential":"c"}]`},
			config{addr: ":8000", webDir: "web", turnPort: 3478, relayMin: 50000, relayMax: 50999, ice: []signal.ICEServer{{URLs: []string{"turn:t.example.org"}, Username: "u", Credential: "c"}}}, false},
		{"ICE servers that are not JSON", []string{"-ice", "stun:x"}, nil, config{}, true},
		{"trusted proxies", []string{"-trusted-proxies", "1"}, nil, config{addr: ":8000", webDir: "web", turnPort: 3478, relayMin: 50000, relayMax: 50999, proxies: 1}, false},
		{"trusted proxies from the environment", nil, map[string]string{"TRUSTED_PROXIES": "2"}, config{addr: ":8000", webDir: "web", turnPort: 3478, relayMin: 50000, relayMax: 50999, proxies: 2}, false},
		{"trusted proxies that are not a number", []string{"-trusted-proxies", "nginx"}, nil, config{}, true},
		{"a negative number of proxies", []string{"-trusted-proxies", "-1"}, nil, config{}, true},
		{"the public domain: HTTPS by ACME", []string{"-domain", "heat.example.org"}, nil, config{addr: ":443", webDir: "web", turnPort: 3478, relayMin: 50000, relayMax: 50999, domain: "heat.example.org", httpAddr: ":80", acmeCache: "acme-cache"}, false},
		{"the public domain behind a proxy: no ACME", []string{"-domain", "heat.example.org", "-trusted-proxies", "1"}, nil, config{addr: ":8000", webDir: "web", turnPort: 3478, relayMin: 50000, relayMax: 50999, domain: "heat.example.org", proxies: 1}, false},
		{"ACME on other ports", []string{"-domain", "heat.example.org", "-addr", ":8443", "-http-addr", ":8080", "-acme-cache", "/var/cache/heat"}, nil, config{addr: ":8443", webDir: "web", turnPort: 3478, relayMin: 50000, relayMax: 50999, domain: "heat.example.org", httpAddr: ":8080", acmeCache: "/var/cache/heat"}, false},
		{"the operator's certificate", []string{"-tls-cert", "c.pem", "-tls-key", "k.pem"}, nil, config{addr: ":443", webDir: "web", turnPort: 3478, relayMin: 50000, relayMax: 50999, tlsCert: "c.pem", tlsKey: "k.pem", httpAddr: ":80"}, false},
		{"a certificate without its key", []string{"-tls-cert", "c.pem"}, nil, config{}, true},
		{"the relay's address and ports", []string{"-public-ip", "203.0.113.7", "-turn-port", "3479", "-relay-ports", "40000-40099", "-turn-secret", "s"}, nil,
			config{addr: ":8000", webDir: "web", publicIP: net.ParseIP("203.0.113.7"), turnPort: 3479, relayMin: 40000, relayMax: 40099, turnSecret: "s"}, false},
		{"the relay from the environment", nil, map[string]string{"PUBLIC_IP": "2001:db8::7", "TURN_PORT": "0", "RELAY_PORTS": "1-2"},
			config{addr: ":8000", webDir: "web", publicIP: net.ParseIP("2001:db8::7"), turnPort: 0, relayMin: 1, relayMax: 2}, false},
		{"a public IP that is not one", []string{"-public-ip", "heat.example.org"}, nil, config{}, true},
		{"no public IP", []string{"-public-ip", "0.0.0.0"}, nil, config{}, true},
		{"a TURN port out of range", []string{"-turn-port", "70000"}, nil, config{}, true},
		{"relay ports backwards", []string{"-relay-ports", "50999-50000"}, nil, config{}, true},
		{"relay ports that are not a range", []string{"-relay-ports", "50000"}, nil, config{}, true},
		{"the public domain from the environment", nil, map[string]string{"DOMAIN": "heat.example.org:8443"}, config{addr: ":8000", webDir: "web", turnPort: 3478, relayMin: 50000, relayMax: 50999, domain: "heat.example.org:8443"}, false},
		{"a URL for a domain", []string{"-domain", "https://heat.example.org/"}, nil, config{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseConfig(tt.args, func(k string) string { return tt.env[k] }, io.Discard)
			if (err != nil) != tt.wantErr {
				t.Fatalf("error %v, want error: %v", err, tt.wantErr)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %+v, want %+v", got, tt.want)
			}
		})
	}
}
