//go:build !js

package signal

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/heatracing/heat/signal/client"
	"github.com/heatracing/heat/signal/proto"
)

// benchCluster starts n instances with the benchmarks' limits, linked through an embedded NATS.
func benchCluster(b *testing.B, n int) ([]*member, *natsHarness) {
	cfg := benchConfig()
	c := clusterConfig()
	cfg.ClusterHeartbeat, cfg.ClusterKey, cfg.ListInterval = c.ClusterHeartbeat, c.ClusterKey, c.ListInterval
	ns := startNATS(b)
	return newMembers(b, ns.url(), n, cfg), ns
}

// msgs counts the messages NATS received so far.
func (n *natsHarness) msgs(b *testing.B) int64 {
	v, err := n.srv.Varz(nil)
	if err != nil {
		b.Fatal(err)
	}
	return v.InMsgs
}

// BenchmarkClusterCreateJoin is BenchmarkCreateJoin on instances linked through NATS: each
// iteration creates a room on one instance (its code claimed across the cluster) and joins it
// from the next one, another instance when there are several, up to the host seeing the guest.
// All instances and NATS share this process and its cores, as the one instance of
// BenchmarkCreateJoin does.
func BenchmarkClusterCreateJoin(b *testing.B) {
	for _, n := range []int{1, 3} {
		b.Run("instances="+strconv.Itoa(n), func(b *testing.B) {
			ms, ns := benchCluster(b, n)
			var k atomic.Int64
			b.SetParallelism(4)
			start, cpu, msgs := time.Now(), processCPU(), ns.msgs(b)
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					i := int(k.Add(1))
					if _, _, err := createJoinOn(ms[i%n].url, ms[(i+1)%n].url); err != nil {
						b.Error(err)
						return
					}
				}
			})
			b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "joins/s")
			if used := processCPU() - cpu; used > 0 {
				b.ReportMetric(float64(used.Microseconds())/float64(b.N), "cpu-µs/join")
			}
			// Heartbeats included: a few a second.
			b.ReportMetric(float64(ns.msgs(b)-msgs)/float64(b.N), "nats-msgs/join")
		})
	}
}

// BenchmarkClusterJoinCost compares a join across instances with one on the room's own instance,
// in the same run: each iteration creates a room on one of three instances and joins it twice,
// once from the same instance and once from another (in turn first), timing each join from the
// guest's join to the host seeing it arrive.
func BenchmarkClusterJoinCost(b *testing.B) {
	ms, _ := benchCluster(b, 3)
	var same, cross []time.Duration
	for i := 0; b.Loop(); i++ {
		home := ms[i%3]
		other := ms[(i+1)%3]
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		host, err := client.Dial(ctx, home.url)
		if err != nil {
			b.Fatal(err)
		}
		room, _, err := host.Create(ctx)
		if err != nil {
			b.Fatal(err)
		}
		order := []*member{home, other}
		if i%2 == 1 {
			order = []*member{other, home}
		}
		for _, m := range order {
			d, err := timedJoin(ctx, host, m.url, room)
			if err != nil {
				b.Fatal(err)
			}
			if m == home {
				same = append(same, d)
			} else {
				cross = append(cross, d)
			}
			select { // the guest left: the host hears it before the next join
			case <-host.Events():
			case <-ctx.Done():
				b.Fatal(ctx.Err())
			}
		}
		host.Close()
		cancel()
	}
	s, c := median(same), median(cross)
	b.ReportMetric(float64(s.Microseconds()), "same-µs")
	b.ReportMetric(float64(c.Microseconds()), "cross-µs")
	b.ReportMetric(float64(c)/float64(s), "cross-ratio")
}

// createJoinOn creates a room at hostURL and joins it from guestURL.
func createJoinOn(hostURL, guestURL string) (string, time.Duration, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	host, err := client.Dial(ctx, hostURL)
	if err != nil {
		return "", 0, err
	}
	defer host.Close()
	room, _, err := host.Create(ctx)
	if err != nil {
		return "", 0, err
	}
	d, err := timedJoin(ctx, host, guestURL, room)
	return room, d, err
}

// timedJoin joins room from url and times it up to the host seeing the guest.
func timedJoin(ctx context.Context, host *client.Client, url, room string) (time.Duration, error) {
	guest, err := client.Dial(ctx, url)
	if err != nil {
		return 0, err
	}
	defer guest.Close()
	t0 := time.Now()
	if _, err := guest.Join(ctx, room); err != nil {
		return 0, err
	}
	select {
	case ev := <-host.Events():
		if ev.Type != proto.EventPeerJoined {
			return 0, fmt.Errorf("host got %q, want peer-joined", ev.Type)
		}
	case <-ctx.Done():
		return 0, ctx.Err()
	}
	return time.Since(t0), nil
}

func median(ds []time.Duration) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[len(s)/2]
}
