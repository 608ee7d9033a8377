package server

import (
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/heatracing/heat/internal/precompress"
)

// wasmAsset serves app.wasm from memory, compressed at build time: brotli or
// gzip as the browser accepts, raw otherwise.
type wasmAsset struct {
	raw      []byte
	hash     string            // hex SHA-256 of raw
	variants map[string][]byte // by encoding name: the compressed bodies found beside app.wasm
}

// loadWasm reads dir/app.wasm and the compressed siblings that
// cmd/precompress wrote. A sibling that is missing or does not decode to
// the current app.wasm (stale after a rebuild) is left out with a warning:
// browsers then get another encoding.
func loadWasm(dir string, log *slog.Logger) (*wasmAsset, error) {
	return loadWasmFile(dir, "app.wasm", log)
}

// loadWasmFile reads one wasm file of dir and its compressed siblings, as loadWasm does.
func loadWasmFile(dir, name string, log *slog.Logger) (*wasmAsset, error) {
	path := filepath.Join(dir, name)
	raw, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%s is missing: build it with `make wasm`", path)
	}
	if err != nil {
		return nil, fmt.Errorf("reading the game's wasm: %w", err)
	}
	w := &wasmAsset{raw: raw, hash: hashHex(raw), variants: make(map[string][]byte)}
	for _, e := range precompress.Encodings {
		packed, err := precompress.ReadSibling(path, e, raw)
		if err != nil {
			log.Warn("a pre-compressed wasm is missing or stale and is not served; run `make wasm`", "file", name, "encoding", e.Name, "err", err)
			continue
		}
		w.variants[e.Name] = packed
	}
	return w, nil
}

// ServeHTTP answers with the best encoding the request accepts.
func (w *wasmAsset) ServeHTTP(rw http.ResponseWriter, r *http.Request) {
	body, encoding := w.raw, ""
	accepted := r.Header.Get("Accept-Encoding")
	for _, e := range precompress.Encodings {
		if packed, ok := w.variants[e.Name]; ok && acceptsEncoding(accepted, e.Name) {
			body, encoding = packed, e.Name
			break
		}
	}
	h := rw.Header()
	h.Set("Content-Type", "application/wasm")
	h.Set("Vary", "Accept-Encoding")
	h.Set("Cache-Control", "no-cache")
	if encoding != "" {
		h.Set("Content-Encoding", encoding)
	}
	etag := strconv.Quote(w.hash[:20] + "-" + orIdentity(encoding))
	h.Set("ETag", etag)
	if etagMatches(r.Header.Get("If-None-Match"), etag) {
		rw.WriteHeader(http.StatusNotModified)
		return
	}
	// http.ServeContent would drop Content-Length for an encoded body.
	h.Set("Content-Length", strconv.Itoa(len(body)))
	rw.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		rw.Write(body)
	}
}

// etagMatches reports whether an If-None-Match header value names etag.
func etagMatches(ifNoneMatch, etag string) bool {
	for _, candidate := range strings.Split(ifNoneMatch, ",") {
		candidate = strings.TrimPrefix(strings.TrimSpace(candidate), "W/")
		if candidate == etag || candidate == "*" {
			return true
		}
	}
	return false
}

// size is the uncompressed length, for go-app's loading progress.
func (w *wasmAsset) size() int { return len(w.raw) }

func orIdentity(encoding string) string {
	if encoding == "" {
		return "identity"
	}
	return encoding
}
