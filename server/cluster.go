package server

import (
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"strings"

	"github.com/heatracing/heat/signal"
)

// dialCluster connects to the NATS server of -nats. An unreachable NATS is no error: the
// instance serves its own rooms and links up when NATS answers (the bus logs both).
func dialCluster(cfg config, log *slog.Logger) (*signal.NATSBus, error) {
	host, _ := os.Hostname()
	bus, err := signal.DialNATS(cfg.nats, signal.NATSOptions{Name: "parlor signal " + host}, log.With("part", "cluster"))
	if err != nil {
		return nil, fmt.Errorf("-nats %q: %w", cfg.nats, err)
	}
	if cfg.clusterSecret == "" {
		log.Warn("no -cluster-secret: a host whose instance stops opens a new room on another instead of keeping its own")
	}
	return bus, nil
}

// checkNATS says what is wrong with -nats: empty, or NATS URLs separated by commas.
func checkNATS(urls string) error {
	if urls == "" {
		return nil
	}
	for _, u := range strings.Split(urls, ",") {
		p, err := url.Parse(strings.TrimSpace(u))
		if err != nil || p.Host == "" || (p.Scheme != "nats" && p.Scheme != "tls" && p.Scheme != "ws" && p.Scheme != "wss") {
			return fmt.Errorf("must be NATS URLs like nats://10.0.0.5:4222, separated by commas, not %q", u)
		}
	}
	return nil
}
