//go:build !js

package rtc

import (
	"context"
	"errors"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pion/ice/v4"
	"github.com/pion/webrtc/v4"

	"github.com/heatracing/heat/p2p"
)

func connectPair(t *testing.T, a *webrtc.PeerConnection, b *webrtc.PeerConnection) {
	t.Helper()
	offer, err := a.CreateOffer(nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.SetLocalDescription(offer); err != nil {
		t.Fatal(err)
	}
	if err := b.SetRemoteDescription(offer); err != nil {
		t.Fatal(err)
	}
	answer, err := b.CreateAnswer(nil)
	if err != nil {
		t.Fatal(err)
	}
	if err := b.SetLocalDescription(answer); err != nil {
		t.Fatal(err)
	}
	if err := a.SetRemoteDescription(answer); err != nil {
		t.Fatal(err)
	}
}

// A peer that reads slowly holds a bounded part of the sender's memory: Send waits while the data
// channel's buffer is full, and gives up when the peer does not read in time.
// Before, pion queued every message: a native host grew by 570 MB in 20 s.
func TestSendWaitsForASlowReader(t *testing.T) {
	var received atomic.Int64
	var done atomic.Bool
	slow := func(b []byte) { // a reader that takes 20 ms a message, until the test ends
		received.Add(int64(len(b)))
		if !done.Load() {
			time.Sleep(20 * time.Millisecond)
		}
	}
	defer done.Store(true)
	var se webrtc.SettingEngine
	se.SetIncludeLoopbackCandidate(true)
	se.SetInterfaceFilter(func(name string) bool { return name == "lo" })
	se.SetNetworkTypes([]webrtc.NetworkType{webrtc.NetworkTypeUDP4})
	se.SetICEMulticastDNSMode(ice.MulticastDNSModeDisabled)
	api := webrtc.NewAPI(webrtc.WithSettingEngine(se))
	a, _ := api.NewPeerConnection(webrtc.Configuration{})
	b, _ := api.NewPeerConnection(webrtc.Configuration{})
	defer b.Close()
	b.OnDataChannel(func(dc *webrtc.DataChannel) { dc.OnMessage(func(m webrtc.DataChannelMessage) { slow(m.Data) }) })
	a.OnICECandidate(func(c *webrtc.ICECandidate) {
		if c != nil {
			_ = b.AddICECandidate(c.ToJSON())
		}
	})
	b.OnICECandidate(func(c *webrtc.ICECandidate) {
		if c != nil {
			_ = a.AddICECandidate(c.ToJSON())
		}
	})
	dc, err := a.CreateDataChannel(dataChannelLabel, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := newRTCConn(a, dc, nil)
	defer c.Close()
	connectPair(t, a, b)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.waitOpen(ctx); err != nil {
		t.Fatal(err)
	}
	var before runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	msg := make([]byte, 200<<10)
	var most uint64
	sent := 0
	flood, stop := context.WithTimeout(context.Background(), 3*time.Second)
	defer stop()
	for flood.Err() == nil {
		send, cancel := context.WithTimeout(flood, 500*time.Millisecond)
		err := c.Send(send, msg)
		cancel()
		if err != nil {
			if !errors.Is(err, p2p.ErrClosed) {
				t.Fatal(err)
			}
			break
		}
		sent += len(msg)
		most = max(most, dc.BufferedAmount())
	}
	done.Store(true)
	var after runtime.MemStats
	runtime.ReadMemStats(&after)
	t.Logf("sent %d MB in 3 s, the slow reader took %d MB; the send buffer held at most %d KB; heap %d → %d MB",
		sent>>20, received.Load()>>20, most>>10, before.HeapAlloc>>20, after.HeapAlloc>>20)
	if limit := uint64(maxBuffered + 200<<10 + fragSize); most > limit {
		t.Errorf("the send buffer held %d KB, more than %d KB", most>>10, limit>>10)
	}
	if sent > 64<<20 {
		t.Errorf("%d MB went into the channel in 3 s for a reader that took %d MB: nothing held the sender back", sent>>20, received.Load()>>20)
	}
}
