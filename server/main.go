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
	srv, err := New(Options{WebDir: cfg.webDir, WasmExec: wasmExec, ICEServers: cfg.ice, TrustedProxies: cfg.proxies, Domain: cfg.domain, Logger: log})
	if err == nil {
		defer srv.Close()
		err = srv.ListenAndServe(ctx, cfg.addr)
	}
	if err != nil {
		log.Error("the game server cannot run", "err", err)
		return 1
	}
	return 0
}
