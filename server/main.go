package server

import (
	"context"
	"errors"
	"flag"
	"io"
	"log/slog"
)

// Main runs the server the way the command line asks (see parseConfig for the flags and the
// environment) until ctx ends, and returns the exit code of the process: 0 after a graceful stop
// or -h, 1 when the server cannot run (it logs why), 2 for a bad command line. wasmExec is the
// toolchain's wasm_exec.js (Options.WasmExec).
func Main(ctx context.Context, args []string, getenv func(string) string, stderr io.Writer, wasmExec []byte) int {
	cfg, err := parseConfig(args, getenv, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		return 2 // the flag package has printed the problem and the usage
	}
	log := slog.New(slog.NewTextHandler(stderr, nil))
	if err := run(ctx, cfg, wasmExec, log); err != nil {
		log.Error("the game server cannot run", "err", err)
		return 1
	}
	return 0
}

// run starts the relay, the certificates and the HTTP redirect that cfg asks for, then serves
// the game until ctx ends.
func run(ctx context.Context, cfg config, wasmExec []byte, log *slog.Logger) error {
	rl, err := startRelay(ctx, cfg, log)
	if err != nil {
		return err
	}
	if rl != nil {
		defer func() {
			log.Info("relay stopped", "relayed_bytes", rl.Relayed())
			rl.Close()
		}()
	}
	opts := Options{WebDir: cfg.webDir, WasmExec: wasmExec, ICEServers: cfg.ice, TrustedProxies: cfg.proxies, Domain: cfg.domain, Relay: rl, Logger: log}
	if cfg.nats != "" {
		bus, err := dialCluster(cfg, log)
		if err != nil {
			return err
		}
		defer bus.Close()
		opts.Cluster, opts.ClusterKey = bus, []byte(cfg.clusterSecret)
	}
	ln, err := listen(cfg.addr)
	if err != nil {
		return err
	}
	defer ln.Close()
	httpsAddr := ln.Addr().String() // the HTTP redirect points to the port listened on
	var certs *certificates
	switch {
	case cfg.tlsCert != "":
		if certs, err = operatorCertificate(cfg.tlsCert, cfg.tlsKey, httpsAddr); err != nil {
			return err
		}
	case cfg.acme():
		certs = acmeCertificates(cfg.domain, cfg.acmeCache, cfg.acmeDirectory, httpsAddr)
		log.Info("HTTPS by ACME", "domain", cfg.domain, "cache", cfg.acmeCache)
	}
	if certs != nil {
		opts.TLS = certs.tls
	}
	srv, err := New(opts)
	if err != nil {
		return err
	}
	defer srv.Close()
	if certs != nil && cfg.httpAddr != "" {
		stop, err := serveHTTP(ctx, cfg.httpAddr, certs.http, log)
		if err != nil {
			return err
		}
		defer stop()
	}
	return srv.Serve(ctx, ln)
}
