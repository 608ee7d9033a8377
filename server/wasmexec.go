package server

import (
	"bytes"
	"net/http"
	"strconv"
	"time"
)

// wasmExecHandler serves the toolchain's wasm_exec.js (Options.WasmExec) in place of the copy
// go-app embeds, which follows go-app's release and not our toolchain.
func wasmExecHandler(js []byte, version string) http.Handler {
	etag := strconv.Quote(version)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("ETag", etag)
		http.ServeContent(w, r, "wasm_exec.js", time.Time{}, bytes.NewReader(js))
	})
}
