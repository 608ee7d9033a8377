//go:build !js

package signal

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/heatracing/heat/signal/client"
	"github.com/heatracing/heat/signal/proto"
)

// BenchmarkListFlush measures the worst flush of a game's public list: every one of its 200
// rooms (the most MaxListed allows) changed since the last flush, sent to 100 watching sockets,
// up to the moment every watcher has read it. A flush happens at most once a ListInterval (1 s)
// a game. Each iteration is one flush.
func BenchmarkListFlush(b *testing.B) {
	const rooms, watchers = 200, 100
	cfg := benchConfig()
	cfg.PublishBurst, cfg.PublishesPerMinute = 1e9, 1e9
	h := newHarness(b, cfg)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	for i := range rooms {
		c, err := client.Dial(ctx, h.url)
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { c.Close() })
		if _, _, err := c.Create(ctx); err != nil {
			b.Fatal(err)
		}
		l := proto.Listing{Game: "heat", Name: fmt.Sprintf("Room number %d of the bench", i), Host: "A host of 24 characters",
			Players: 3, Max: 6, Status: proto.StatusWaiting, Settings: "Monza · 2 laps · 2 Legends · a long summary to fill the listing up"}
		if err := c.Publish(ctx, l); err != nil {
			b.Fatal(err)
		}
	}
	// Watchers read raw sockets and count bytes: the measure is the server's sending, not the
	// clients' decoding, which runs on the watchers' own machines.
	got := make(chan int, watchers)
	var wg sync.WaitGroup
	for range watchers {
		ws, _, err := websocket.Dial(ctx, h.url, nil)
		if err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { ws.CloseNow() })
		ws.SetReadLimit(client.ReadLimit)
		if _, _, err := ws.Read(ctx); err != nil { // welcome
			b.Fatal(err)
		}
		if err := ws.Write(ctx, websocket.MessageText, []byte(`{"type":"list","id":1,"game":"heat"}`)); err != nil {
			b.Fatal(err)
		}
		if _, _, err := ws.Read(ctx); err != nil { // the whole list
			b.Fatal(err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				_, m, err := ws.Read(context.Background())
				if err != nil {
					return
				}
				got <- len(m)
			}
		}()
	}
	h.flush() // the publishes above
	size := 0
	for range watchers {
		size = <-got
	}
	b.ResetTimer()
	start := time.Now()
	for range b.N {
		h.srv.mu.Lock()
		for code := range h.srv.lists["heat"].rooms {
			h.srv.lists["heat"].changed[code] = true
		}
		h.srv.mu.Unlock()
		h.flush()
		for range watchers {
			if n := <-got; n != size {
				b.Fatalf("a watcher read %d bytes, want %d", n, size)
			}
		}
	}
	b.ReportMetric(float64(time.Since(start).Microseconds())/1000/float64(b.N), "ms/flush")
	b.ReportMetric(float64(size)/1000, "KB/message")
	b.StopTimer()
	h.srv.Close()
	wg.Wait()
}
