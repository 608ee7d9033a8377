//go:build !wasm

// The game server: it serves the platform (go-app pages, app.wasm, the static files of web/ and
// the signaling endpoint) on one address; see package server. The browser entry is main_wasm.go.
package main

import (
	"context"
	_ "embed"
	"os"
	"os/signal"
	"syscall"

	"github.com/heatracing/heat/server"
)

// wasmExecJS is the JavaScript support of the Go toolchain that builds app.wasm; `make wasm`
// copies it from $(go env GOROOT)/lib/wasm. It is served in place of the copy go-app embeds, which
// follows go-app's release and not our toolchain.
//
//go:embed wasm_exec.js
var wasmExecJS []byte

func main() { os.Exit(run()) }

// run serves until SIGINT or SIGTERM and returns the exit code.
func run() int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	go func() {
		<-ctx.Done()
		stop() // a second signal during the graceful shutdown ends the process at once
	}()
	return server.Main(ctx, os.Args[1:], os.Getenv, os.Stderr, wasmExecJS)
}
