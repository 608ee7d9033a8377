//go:build !js

package signal

import (
	"bufio"
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// benchConfig lifts the per-address limits: every benchmark client comes
// from 127.0.0.1.
func benchConfig() Config {
	return Config{
		MaxRooms: 20_000, MaxRoomsPerAddr: 1 << 20, MaxConns: 20_000, MaxConnsPerAddr: 1 << 20,
		CreatesPerMinute: 1e9, CreateBurst: 1e9, JoinsPerMinute: 1e9, JoinBurst: 1e9,
		MaxListedPerAddr: 1 << 20, MaxGuestsPerAddr: 1 << 20,
		Now: time.Now,
	}
}

// BenchmarkCreateJoin measures a host connecting and creating a room and a
// guest connecting and joining it, through real sockets on loopback, up to
// the host seeing the guest arrive (both sockets closed afterwards). Each
// iteration is one join.
func BenchmarkCreateJoin(b *testing.B) {
	h := newHarness(b, benchConfig())
	b.ReportAllocs()
	b.SetParallelism(4)
	start, cpu := time.Now(), processCPU()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			if err := createJoin(h.url); err != nil {
				b.Error(err)
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "joins/s")
	if used := processCPU() - cpu; used > 0 {
		// CPU of both ends, which share this process: on a busy machine
		// this says more than joins/s.
		b.ReportMetric(float64(used.Microseconds())/float64(b.N), "cpu-µs/join")
	}
}

func createJoin(url string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	host, err := Dial(ctx, url)
	if err != nil {
		return err
	}
	defer host.Close()
	room, _, err := host.Create(ctx)
	if err != nil {
		return err
	}
	guest, err := Dial(ctx, url)
	if err != nil {
		return err
	}
	defer guest.Close()
	if _, err := guest.Join(ctx, room); err != nil {
		return err
	}
	select {
	case ev := <-host.Events():
		if ev.Type != EventPeerJoined {
			return fmt.Errorf("host got %q, want peer-joined", ev.Type)
		}
	case <-ctx.Done():
		return ctx.Err()
	}
	return nil
}

// Child-process mode of the test binary for BenchmarkIdleRooms: it holds the
// hosts' sockets, so the server process measures only its own memory (and
// each process stays under the open-file limit).
const (
	benchChildEnv      = "SIGNAL_BENCH_CHILD_URL"
	benchChildRoomsEnv = "SIGNAL_BENCH_CHILD_ROOMS"
)

// BenchmarkIdleRooms measures the server's memory with 10,000 idle rooms,
// each with its host's socket open.
func BenchmarkIdleRooms(b *testing.B) {
	const rooms = 10_000
	srv := NewServer(benchConfig(), nil)
	hs := httptest.NewServer(srv)
	defer hs.Close()
	defer srv.Close()

	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)

	cmd := exec.Command(os.Args[0], "-test.run=^$", "-test.bench=^$")
	cmd.Env = append(os.Environ(),
		benchChildEnv+"=ws"+strings.TrimPrefix(hs.URL, "http"),
		benchChildRoomsEnv+"="+strconv.Itoa(rooms))
	cmd.Stderr = os.Stderr
	stdin, err := cmd.StdinPipe()
	if err != nil {
		b.Fatal(err)
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		b.Fatal(err)
	}
	start := time.Now()
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	defer func() {
		stdin.Close() // the child closes its clients and exits
		if err := cmd.Wait(); err != nil {
			b.Errorf("load process: %v", err)
		}
	}()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil || strings.TrimSpace(line) != "ready" {
		b.Fatalf("load process said %q, %v", line, err)
	}
	elapsed := time.Since(start)
	if n := srv.Health().Rooms; n != rooms {
		b.Fatalf("%d rooms, want %d", n, rooms)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)

	heap := float64(after.HeapAlloc) - float64(before.HeapAlloc)
	stack := float64(after.StackInuse) - float64(before.StackInuse)
	b.ReportMetric(heap/rooms, "heap-B/room")
	b.ReportMetric(stack/rooms, "stack-B/room")
	b.ReportMetric((heap+stack)/(1<<20), "total-MB")
	b.ReportMetric(float64(runtime.NumGoroutine())/rooms, "goroutines/room")
	b.ReportMetric(rooms/elapsed.Seconds(), "creates/s")
}

// runBenchChild is the load process: it opens the rooms, says "ready", and
// holds them until its standard input closes (or two minutes pass).
func runBenchChild() int {
	url := os.Getenv(benchChildEnv)
	n, _ := strconv.Atoi(os.Getenv(benchChildRoomsEnv))
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	clients := make([]*Client, n)
	var next atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, 1)
	for range 16 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				c, err := Dial(ctx, url)
				if err == nil {
					_, _, err = c.Create(ctx)
				}
				if err != nil {
					select {
					case errs <- fmt.Errorf("room %d: %w", i, err):
					default:
					}
					return
				}
				clients[i] = c
			}
		}()
	}
	wg.Wait()
	select {
	case err := <-errs:
		fmt.Fprintln(os.Stderr, "load process:", err)
		return 1
	default:
	}
	fmt.Println("ready")

	done := make(chan struct{})
	go func() {
		bufio.NewReader(os.Stdin).ReadString('\n') // EOF when the parent closes it
		close(done)
	}()
	select {
	case <-done:
	case <-ctx.Done():
	}
	for _, c := range clients {
		c.ws.CloseNow() // no handshake: the server notices at once
	}
	return 0
}
