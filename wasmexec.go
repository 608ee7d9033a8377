//go:build !wasm

package main

import (
	"bytes"
	_ "embed"
	"net/http"
	"strconv"
	"time"
)

// wasmExecJS is the JavaScript support of the Go toolchain that builds
// app.wasm; the Makefile copies it from $(go env GOROOT)/lib/wasm. It is
// served in place of the copy go-app embeds, which follows go-app's release
// and not our toolchain.
//
//go:embed wasm_exec.js
var wasmExecJS []byte

func wasmExecHandler(version string) http.Handler {
	etag := strconv.Quote(version)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("ETag", etag)
		http.ServeContent(w, r, "wasm_exec.js", time.Time{}, bytes.NewReader(wasmExecJS))
	})
}
