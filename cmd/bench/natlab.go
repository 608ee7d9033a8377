package main

import (
	"context"
	"fmt"
	"time"

	"github.com/heatracing/heat/internal/natlab"
)

// natlabRows races in the NAT lab (internal/natlab; root only): in one race a guest behind a
// cone NAT connects directly and one behind a symmetric NAT through the built-in relay, and
// their intent → view times are compared; then a guest on a mobile-like link (150 ms round
// trip, jitter, 5 % loss each way) against its round trip.
func natlabRows(ctx context.Context, e *env) ([]Row, error) {
	if err := natlab.Available(); err != nil {
		return []Row{{Group: "natlab", Measure: "friends across NATs", Value: "skipped", Note: err.Error()}}, nil
	}
	var direct, relayed, mobile []float64
	var relayedBytes []float64 // per race, with one relayed guest
	races := max(e.runs, 3)
	for range races {
		res, err := labRace(ctx, e, []natlab.NAT{natlab.Cone, natlab.Cone, natlab.Symmetric}, false)
		if err != nil {
			return nil, err
		}
		relayedBytes = append(relayedBytes, float64(res.Relayed))
		for i, r := range res.Routes {
			switch r {
			case "direct":
				direct = append(direct, res.Submits[i]...)
			case "relay":
				relayed = append(relayed, res.Submits[i]...)
			}
		}
	}
	if len(direct) == 0 || len(relayed) == 0 {
		return nil, fmt.Errorf("the lab's races had no direct or no relayed guest (%d and %d intents)", len(direct), len(relayed))
	}
	res, err := labRace(ctx, e, []natlab.NAT{natlab.Cone, natlab.Cone}, true)
	if err != nil {
		return nil, err
	}
	mobile = res.Submits[0]
	p := natlab.Percentile
	d50, d99, r50, r99 := p(direct, 50), p(direct, 99), p(relayed, 50), p(relayed, 99)
	rtt := float64(natlab.MobileRTT.Milliseconds())
	m50, m99 := p(mobile, 50), p(mobile, 99)
	note := fmt.Sprintf("%.2f ms vs %.2f ms, %d and %d intents over %d races; network namespaces on loopback", r50, d50, len(relayed), len(direct), races)
	return []Row{
		{Group: "natlab", Measure: "intent → view p50 through the relay ÷ direct", Value: fmt.Sprintf("%.2f×", r50/d50), Target: verdict("≤ 1.3×", r50/d50 <= 1.3), Note: note},
		{Group: "natlab", Measure: "intent → view p99 through the relay ÷ direct", Value: fmt.Sprintf("%.2f×", r99/d99), Target: verdict("≤ 1.3×", r99/d99 <= 1.3),
			Note: fmt.Sprintf("%.2f ms vs %.2f ms", r99, d99)},
		{Group: "natlab", Measure: "bytes relayed for one relayed guest, one-lap race of three", Value: fmt.Sprintf("%.0f KB", p(relayedBytes, 50)/1000),
			Note: fmt.Sprintf("median of %d races, both ways between relay and peer; the server's traffic is about twice that (the same again to the relayed guest)", len(relayedBytes))},
		{Group: "natlab", Measure: "intent → view p50 on a mobile-like link", Value: fmt.Sprintf("%.0f ms", m50),
			Note: fmt.Sprintf("%.2f× its %.0f ms round trip (±%v jitter, %g %% loss each way, shaped %s); %d intents", m50/rtt, rtt, natlab.MobileJitter, natlab.MobileLoss, res.Shaped, len(mobile))},
		{Group: "natlab", Measure: "intent → view p99 on a mobile-like link", Value: fmt.Sprintf("%.0f ms", m99),
			Note: fmt.Sprintf("%.2f× its round trip: a lost packet waits for SCTP's retransmission", m99/rtt)},
	}, nil
}

// labRace builds a lab with homes behind nats, runs the server with its relay and one race,
// and removes the lab; shaped makes the first guest's link mobile-like.
func labRace(ctx context.Context, e *env, nats []natlab.NAT, shaped bool) (natlab.Result, error) {
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	l, err := natlab.New(ctx, nats...)
	if err != nil {
		return natlab.Result{}, err
	}
	defer l.Close()
	how := ""
	if shaped {
		if how, err = l.ShapeMobile(ctx, 1); err != nil {
			return natlab.Result{}, err
		}
	}
	srv, url, err := l.StartServer(ctx, e.build.Root, true)
	if err != nil {
		return natlab.Result{}, err
	}
	defer srv.Stop()
	res, err := l.Race(ctx, url)
	res.Shaped = how
	srv.Stop()
	res.Relayed, _ = srv.Relayed()
	return res, err
}
