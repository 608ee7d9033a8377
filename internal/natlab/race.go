package natlab

import (
	"context"
	"fmt"
	"time"
)

// Result is what one race in the lab saw.
type Result struct {
	// Routes are how each guest reached the host, as the guest saw it ("direct", "relay"),
	// and HostRoutes the same as the host's lobby said, in the lobby's order.
	Routes, HostRoutes []string
	// Connect is how long each guest took to connect, from the start of every guest.
	Connect []time.Duration
	// Standings are the host's result then each guest's.
	Standings [][]int
	// Audits are each guest's audit of the game: "verified", or what did not match.
	Audits []string
	// Submits are each guest's intent → view times in milliseconds.
	Submits [][]float64
	// Shaped says how a mobile-like link was made, if one was (ShapeMobile), and Relayed how many
	// bytes the server's relay carried; the caller fills them.
	Shaped  string
	Relayed int64
}

// Race runs a host in home 0 and a guest in every other home, through the server whose
// signaling URL is url, racing one lap of the USA circuit with the bot in every seat; the
// processes stop when it returns. It fails when a player cannot connect or the race does not
// end within ctx.
func (l *Lab) Race(ctx context.Context, url string) (Result, error) {
	const settings = `{"track":"usa","laps":1}`
	var res Result
	host, room, err := l.StartHost(ctx, 0, url, len(l.Homes), settings)
	if err != nil {
		return res, err
	}
	defer host.Stop()
	var guests []*Proc
	for i := 1; i < len(l.Homes); i++ {
		g, err := l.StartGuest(i, fmt.Sprintf("Guest %d", i), url, room)
		if err != nil {
			return res, err
		}
		defer g.Stop()
		guests = append(guests, g)
	}
	start := time.Now()
	for _, g := range guests {
		e, err := g.Next(ctx, "connected")
		if err != nil {
			return res, err
		}
		res.Routes = append(res.Routes, e.Route)
		res.Connect = append(res.Connect, time.Since(start))
	}
	hd, err := host.Next(ctx, "done")
	if err != nil {
		return res, err
	}
	res.HostRoutes, res.Standings = hd.Routes, [][]int{hd.Standings}
	for _, g := range guests {
		gd, err := g.Next(ctx, "done")
		if err != nil {
			return res, err
		}
		res.Standings = append(res.Standings, gd.Standings)
		res.Audits = append(res.Audits, gd.Audit)
		res.Submits = append(res.Submits, gd.Submits)
	}
	return res, nil
}
