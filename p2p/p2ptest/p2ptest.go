//go:build !js

package p2ptest

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pion/ice/v4"
	"github.com/pion/webrtc/v4"

	"github.com/heatracing/heat/signal"
	"github.com/heatracing/heat/signal/proto"
)

// LoopbackAPI builds pion peers that gather only loopback host candidates: no network beyond this
// machine is touched.
func LoopbackAPI() *webrtc.API {
	var se webrtc.SettingEngine
	se.SetIncludeLoopbackCandidate(true)
	se.SetInterfaceFilter(func(name string) bool { return name == "lo" })
	se.SetNetworkTypes([]webrtc.NetworkType{webrtc.NetworkTypeUDP4})
	se.SetICEMulticastDNSMode(ice.MulticastDNSModeDisabled)
	return webrtc.NewAPI(webrtc.WithSettingEngine(se))
}

// SignalServer runs the real signaling server on loopback until the test ends and returns its
// WebSocket URL.
func SignalServer(t testing.TB) string {
	t.Helper()
	srv := signal.NewServer(signal.Config{}, nil)
	mux := http.NewServeMux()
	mux.Handle(proto.Path, srv)
	hs := httptest.NewServer(mux)
	t.Cleanup(func() {
		hs.CloseClientConnections()
		srv.Close()
		hs.Close()
	})
	return "ws" + strings.TrimPrefix(hs.URL, "http") + proto.Path
}
