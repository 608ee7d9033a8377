//go:build !js

package p2ptest

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"

	"github.com/heatracing/heat/p2p/rtc"
	"github.com/heatracing/heat/signal"
	"github.com/heatracing/heat/signal/client"
	"github.com/heatracing/heat/signal/proto"
)

// Cluster is several signaling instances on loopback, linked through a NATS server embedded in
// the test, as several instances behind one load balancer are.
type Cluster struct {
	Instances []*Instance
}

// Instance is one signaling server of a Cluster.
type Instance struct {
	URL    string
	Server *signal.Server
	hs     *httptest.Server
	bus    *signal.NATSBus

	mu   sync.Mutex
	dead bool
}

// SignalCluster runs n signaling instances and their NATS server until the test ends.
func SignalCluster(t testing.TB, n int) *Cluster {
	t.Helper()
	ns, err := natsserver.NewServer(&natsserver.Options{Host: "127.0.0.1", Port: -1, NoLog: true, NoSigs: true})
	if err != nil {
		t.Fatal(err)
	}
	ns.Start()
	if !ns.ReadyForConnections(10 * time.Second) {
		t.Fatal("NATS did not start")
	}
	t.Cleanup(func() {
		ns.Shutdown()
		ns.WaitForShutdown()
	})
	c := &Cluster{}
	for range n {
		bus, err := signal.DialNATS(ns.ClientURL(), signal.NATSOptions{ReconnectWait: 50 * time.Millisecond}, nil)
		if err != nil {
			t.Fatal(err)
		}
		srv := signal.NewServer(signal.Config{Cluster: bus, ClusterKey: []byte("test cluster"), ClusterHeartbeat: 200 * time.Millisecond}, nil)
		mux := http.NewServeMux()
		mux.Handle(proto.Path, srv)
		hs := httptest.NewServer(mux)
		in := &Instance{URL: "ws" + strings.TrimPrefix(hs.URL, "http") + proto.Path, Server: srv, hs: hs, bus: bus}
		t.Cleanup(in.Kill)
		c.Instances = append(c.Instances, in)
	}
	return c
}

// Kill stops an instance the way a crash does: its NATS link first, then its sockets, with no
// goodbye. The others notice when its heartbeats stop.
func (in *Instance) Kill() {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.dead {
		return
	}
	in.dead = true
	in.bus.Close()
	in.hs.CloseClientConnections()
	in.Server.Close()
	in.hs.Close()
}

func (in *Instance) alive() bool {
	in.mu.Lock()
	defer in.mu.Unlock()
	return !in.dead
}

// Dialer connects to signaling the way a load balancer would send a page: to instance first,
// or the next live one after it.
func (c *Cluster) Dialer(first int) rtc.SignalDialer {
	return func(ctx context.Context) (rtc.Signaler, error) {
		err := errors.New("p2ptest: every signaling instance is down")
		for k := range c.Instances {
			in := c.Instances[(first+k)%len(c.Instances)]
			if !in.alive() {
				continue
			}
			var sc *client.Client
			if sc, err = client.Dial(ctx, in.URL); err == nil {
				return sc, nil
			}
		}
		return nil, err
	}
}
