package server

import (
	"io"
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
		{"defaults", nil, nil, config{addr: ":8000", webDir: "web"}, false},
		{"ADDR from the environment", nil, map[string]string{"ADDR": "127.0.0.1:9000"}, config{addr: "127.0.0.1:9000", webDir: "web"}, false},
		{"the flag wins over ADDR", []string{"-addr", ":7000"}, map[string]string{"ADDR": ":9000"}, config{addr: ":7000", webDir: "web"}, false},
		{"web directory", []string{"-web", "/srv/heat/web"}, nil, config{addr: ":8000", webDir: "/srv/heat/web"}, false},
		{"unknown flag", []string{"-port", "8000"}, nil, config{}, true},
		{"stray argument", []string{"serve"}, nil, config{}, true},
		{"ICE servers", []string{"-ice", `[{"urls":["stun:stun.example.org:3478"]}]`}, nil,
			config{addr: ":8000", webDir: "web", ice: []signal.ICEServer{{URLs: []string{"stun:stun.example.org:3478"}}}}, false},
		{"ICE servers from the environment", nil, map[string]string{"ICE_SERVERS": `[{"urls":["turn:t.example.org"],"username":"u","credential":"c"}]`},
			config{addr: ":8000", webDir: "web", ice: []signal.ICEServer{{URLs: []string{"turn:t.example.org"}, Username: "u", Credential: "c"}}}, false},
		{"ICE servers that are not JSON", []string{"-ice", "stun:x"}, nil, config{}, true},
		{"trusted proxies", []string{"-trusted-proxies", "1"}, nil, config{addr: ":8000", webDir: "web", proxies: 1}, false},
		{"trusted proxies from the environment", nil, map[string]string{"TRUSTED_PROXIES": "2"}, config{addr: ":8000", webDir: "web", proxies: 2}, false},
		{"trusted proxies that are not a number", []string{"-trusted-proxies", "nginx"}, nil, config{}, true},
		{"a negative number of proxies", []string{"-trusted-proxies", "-1"}, nil, config{}, true},
		{"the public domain", []string{"-domain", "heat.example.org"}, nil, config{addr: ":8000", webDir: "web", domain: "heat.example.org"}, false},
		{"the public domain from the environment", nil, map[string]string{"DOMAIN": "heat.example.org:8443"}, config{addr: ":8000", webDir: "web", domain: "heat.example.org:8443"}, false},
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
