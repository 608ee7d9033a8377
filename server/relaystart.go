package server

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"strconv"
	"time"

	"github.com/heatracing/heat/server/relay"
)

// startRelay starts the built-in STUN and TURN relay when the server knows its public address
// (-public-ip, or what -domain resolves to) and -turn-port is not 0; it returns nil otherwise,
// saying why in the log.
func startRelay(ctx context.Context, cfg config, log *slog.Logger) (*relay.Server, error) {
	if cfg.turnPort == 0 {
		log.Info("no built-in STUN/TURN relay: -turn-port is 0")
		return nil, nil
	}
	ip := cfg.publicIP
	if ip == nil && cfg.domain != "" {
		var err error
		if ip, err = resolvePublicIP(ctx, cfg.domain); err != nil {
			log.Warn("no built-in STUN/TURN relay: the public address of -domain is unknown; pass -public-ip", "err", err)
			return nil, nil
		}
		if ip.IsLoopback() || ip.IsPrivate() || ip.IsLinkLocalUnicast() || ip.IsUnspecified() {
			log.Info("no built-in STUN/TURN relay: -domain resolves to an address of this machine's own network; pass -public-ip to run it anyway", "ip", ip)
			return nil, nil
		}
	}
	if ip == nil {
		log.Info("no built-in STUN/TURN relay: pass -public-ip or -domain to let friends on other networks connect")
		return nil, nil
	}
	var secret []byte
	if cfg.turnSecret != "" {
		secret = []byte(cfg.turnSecret)
	}
	r, err := relay.New(relay.Config{
		PublicIP: ip,
		Addr:     ":" + strconv.Itoa(cfg.turnPort),
		MinPort:  cfg.relayMin,
		MaxPort:  cfg.relayMax,
		Secret:   secret,
		Logger:   log.With("part", "relay"),
	})
	if err != nil {
		return nil, err
	}
	log.Info("STUN/TURN relay", "urls", r.URLs(), "relay_ports", fmt.Sprintf("%d-%d", cfg.relayMin, cfg.relayMax))
	return r, nil
}

// resolvePublicIP is the address domain (without its port) resolves to, IPv4 first.
func resolvePublicIP(ctx context.Context, domain string) (net.IP, error) {
	host := domain
	if h, _, err := net.SplitHostPort(domain); err == nil {
		host = h
	}
	if ip := net.ParseIP(host); ip != nil {
		return ip, nil
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	ips, err := net.DefaultResolver.LookupIP(ctx, "ip", host)
	if err != nil {
		return nil, err
	}
	for _, ip := range ips {
		if ip.To4() != nil {
			return ip, nil
		}
	}
	if len(ips) == 0 {
		return nil, fmt.Errorf("%s has no address", host)
	}
	return ips[0], nil
}
