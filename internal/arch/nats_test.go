package arch

import (
	"strings"
	"testing"
)

// NATS links several signaling instances: the server command carries its client, never its
// server (which only tests embed), and the page carries neither.
func TestNATSServerOnlyInTests(t *testing.T) {
	for build, env := range map[string][]string{"server": nil, "browser": {"GOOS=js", "GOARCH=wasm"}} {
		for path := range list(t, env, module) {
			switch {
			case strings.HasPrefix(path, "github.com/nats-io/nats-server/"):
				t.Errorf("the %s build links the NATS server (%s): only tests embed it", build, path)
			case build == "browser" && strings.HasPrefix(path, "github.com/nats-io/"):
				t.Errorf("app.wasm is built with %s: NATS is the server's", path)
			}
		}
	}
}
