//go:build !js

package p2p_test

import (
	"context"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/internal/toy"
	"github.com/heatracing/heat/p2p/p2ptest"
)

// benchGrace is the successor's grace in BenchmarkTakeOver: the players' 20 s would only add
// itself to every sample.
const benchGrace = 2 * time.Second

// BenchmarkTakeOver measures, over real pion peers and the real signaling server on loopback with
// the sessions' default options, the time from the host's page dying mid-match (its connections
// closed, nothing said) to the next intent accepted, by the page that took the game over: the
// grace, then the claim, the guests' reconnections and the move (cmd/bench's p2p group).
func BenchmarkTakeOver(b *testing.B) {
	for range b.N {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		m := p2ptest.OpenMigration(ctx, b, toy.Title{}, 3, 0, p2p.Options{}, benchGrace, func(h *p2p.Host) error {
			return h.Configure(settings(4), 0)
		})
		m.Play(ctx, toyDecide, p2ptest.Step{After: 4, Page: 0})
		cancel()
		b.ReportMetric(float64(m.Recovery().Milliseconds()), "recovery-ms")
		b.ReportMetric(float64(benchGrace.Milliseconds()), "grace-ms")
	}
}
