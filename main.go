//go:build !wasm

// The game server: it serves the game (go-app pages, app.wasm and the static
// files of web/) on one address. The browser entry is main_wasm.go.
package main

import (
	"context"
	"errors"
	"flag"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"

	heatsignal "github.com/heatracing/heat/signal"
)

func main() {
	os.Exit(run(context.Background(), os.Args[1:], os.Getenv, os.Stderr))
}

// run starts the server and blocks until ctx ends, SIGINT or SIGTERM arrives,
// or the server fails. It returns the exit code of the process.
func run(ctx context.Context, args []string, getenv func(string) string, stderr io.Writer) int {
	cfg, err := parseConfig(args, getenv, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		return 2 // the flag package has printed the problem and the usage
	}
	log := slog.New(slog.NewTextHandler(stderr, nil))

	ctx, stop := signal.NotifyContext(ctx, os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		stop() // a second signal during the graceful shutdown ends the process at once
	}()

	sig := heatsignal.NewServer(heatsignal.Config{ICEServers: cfg.ice}, log.With("part", "signal"))
	defer sig.Close()
	handler, err := NewHandler(Options{WebDir: cfg.webDir, Logger: log, Mounts: map[string]http.Handler{
		heatsignal.Path:              sig,
		heatsignal.Path + "/healthz": sig.HealthHandler(),
	}})
	if err == nil {
		err = serve(ctx, cfg.addr, handler, log, sig.Shutdown)
	}
	if err != nil {
		log.Error("the game server cannot run", "err", err)
		return 1
	}
	return 0
}
