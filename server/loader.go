package server

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strconv"
	"time"
)

// loaderJS goes at the end of go-app's app.js: it replaces go-app's start of app.wasm (see the
// file's comment for what it does differently, and why).
//
//go:embed loader.js
var loaderJS string

// compileJS is the worker the loader starts to download, compile and warm app.wasm up (see the
// file's comment). It travels inside app.js, as the string heatCompileWorker, so that the page
// needs no other request to start it, online or offline.
//
//go:embed compile.js
var compileJS string

// appJSHandler serves go-app's app.js followed by loaderJS, the worker's script and the table of
// wasms (wasmTableJSON: which wasm each page loads). go-app writes its app.js once, from the
// handler's settings; pwa is asked for it here, once.
func appJSHandler(pwa http.Handler, version string, wasmTable []byte) (http.Handler, error) {
	rec := httptest.NewRecorder()
	pwa.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/app.js", nil))
	goApp := rec.Body.Bytes()
	if rec.Code != http.StatusOK || !bytes.Contains(goApp, []byte("function goappInitWebAssembly")) ||
		!bytes.Contains(goApp, []byte("function goappInitServiceWorker")) || !bytes.Contains(goApp, []byte(`"/app-worker.js"`)) {
		return nil, errors.New("go-app's app.js is not what the game's loader replaces: check go-app's version")
	}
	worker, err := json.Marshal(compileJS)
	if err != nil {
		return nil, err
	}
	js := append(rec.Body.Bytes(), loaderJS...)
	js = append(js, "\nconst heatCompileWorker = "...)
	js = append(append(js, worker...), ";\n"...)
	js = append(append(append(js, "const heatWasmTable = "...), wasmTable...), ";\n"...)
	etag := strconv.Quote(version)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
		w.Header().Set("Cache-Control", "no-cache")
		w.Header().Set("ETag", etag)
		http.ServeContent(w, r, "app.js", time.Time{}, bytes.NewReader(js))
	}), nil
}
