//go:build !js

package p2p_test

import (
	"context"
	"encoding/json"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pion/webrtc/v4"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/rtc"
	"github.com/heatracing/heat/signal/client"
	"github.com/heatracing/heat/signal/proto"
)

// offerSDP returns a real WebRTC offer for a data channel, as a browser would send.
func offerSDP(t *testing.T) string {
	t.Helper()
	pc, err := loopbackAPI().NewPeerConnection(webrtc.Configuration{})
	if err != nil {
		t.Fatal(err)
	}
	defer pc.Close()
	if _, err := pc.CreateDataChannel("p2p", nil); err != nil {
		t.Fatal(err)
	}
	offer, err := pc.CreateOffer(nil)
	if err != nil {
		t.Fatal(err)
	}
	return offer.SDP
}

// squat joins the room, sends a fresh offer and leaves, every interval, until ctx ends: each
// offer starts a handshake on the host that the stranger never finishes.
func squat(ctx context.Context, url, room, sdp string, interval time.Duration, offers *atomic.Int64) {
	offer, _ := json.Marshal(map[string]string{"kind": "offer", "sdp": sdp})
	tick := time.NewTicker(interval)
	defer tick.Stop()
	for {
		func() {
			c, err := client.Dial(ctx, url)
			if err != nil {
				return
			}
			defer c.Close()
			if _, err := c.Join(ctx, room); err != nil {
				return
			}
			if c.Send(ctx, proto.HostID, offer) == nil {
				offers.Add(1)
			}
		}()
		select {
		case <-ctx.Done():
			return
		case <-tick.C:
		}
	}
}

// A stranger who joins, offers and leaves over and over must not hold the host's handshake
// slots: an honest guest who comes meanwhile connects within 5 s.
func TestHandshakeSquatter(t *testing.T) {
	url := signalServer(t)
	h := newHost(t, p2p.HostConfig{Options: fast()})
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	room, err := rtc.ServeRoom(ctx, h, roomConfig(url))
	if err != nil {
		t.Fatal(err)
	}
	defer room.Close()

	sdp := offerSDP(t)
	actx, stop := context.WithCancel(ctx)
	var wg sync.WaitGroup
	var offers atomic.Int64
	wg.Go(func() { squat(actx, url, room.Room(), sdp, 400*time.Millisecond, &offers) })
	defer func() { stop(); wg.Wait() }()

	// enough offers to fill every slot the host had: 16 handshakes of 20 s each.
	eventually(t, "20 strangers' offers", 30*time.Second, func() bool { return offers.Load() >= 20 })
	began := time.Now()
	g := newGuest(t, p2p.GuestConfig{Room: room.Room(), Name: "Honest", Dial: rtc.RoomDialer(room.Room(), roomConfig(url)), Options: fast()})
	eventually(t, "the honest guest connected", 5*time.Second, connected(g))
	stop()
	wg.Wait()
	t.Logf("the honest guest connected after %v, during %d strangers' offers", time.Since(began).Round(10*time.Millisecond), offers.Load())
}
