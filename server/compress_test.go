package server

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/heatracing/heat/internal/precompress"
)

// Text goes out compressed as the browser accepts, decodes to what goes out uncompressed, and
// revalidates with its own ETag; app.wasm keeps its build-time compression and images none.
func TestTextIsSentCompressed(t *testing.T) {
	h := newTestHandler(t, Options{})
	tests := []struct {
		path, accept, encoding string
	}{
		{"/", "gzip, deflate, br, zstd", "br"},
		{"/", "gzip", "gzip"},
		{"/", "", ""},
		{"/", "br;q=0, gzip;q=0", ""},
		{"/room/K7RM2Q", "br", "br"},
		{"/no/such/page", "br", "br"},
		{"/web/race.css", "br", "br"},
		{"/web/heat.css", "gzip", "gzip"},
		{"/app.js", "br", "br"},
		{"/wasm_exec.js", "br", "br"},
		{"/app-worker.js", "br", "br"},
		{"/manifest.webmanifest", "br", "br"}, // with its screenshots, over a kilobyte
		{"/web/icon.svg", "br", ""},           // under a kilobyte: not worth it
		{"/web/icon-192.png", "br", ""},
		{"/web/app.wasm", "br", "br"},
	}
	for _, tt := range tests {
		t.Run(tt.path+" "+tt.accept, func(t *testing.T) {
			plain, plainBody := get(t, h, tt.path)
			req := httptest.NewRequest("GET", tt.path, nil)
			req.Header.Set("Accept-Encoding", tt.accept)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			res := rec.Result()
			if res.StatusCode != plain.StatusCode {
				t.Fatalf("status %d, %d uncompressed", res.StatusCode, plain.StatusCode)
			}
			if got := res.Header.Get("Content-Encoding"); got != tt.encoding {
				t.Fatalf("Content-Encoding %q, want %q", got, tt.encoding)
			}
			if !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
				t.Errorf("Vary is %q: caches would mix the encodings", res.Header.Get("Vary"))
			}
			body, _ := io.ReadAll(res.Body)
			if tt.encoding != "" && tt.path != "/web/app.wasm" {
				e := map[string]precompress.Encoding{"br": precompress.Brotli, "gzip": precompress.Gzip}[tt.encoding]
				decoded, err := e.Decode(body)
				if err != nil {
					t.Fatal(err)
				}
				// go-app writes some attributes in map order: compare lengths.
				if len(decoded) != len(plainBody) {
					t.Errorf("the %s body decodes to %d bytes, the plain one has %d", tt.encoding, len(decoded), len(plainBody))
				}
				if len(body) >= len(plainBody) {
					t.Errorf("compressed to %d bytes from %d", len(body), len(plainBody))
				}
			}
			etag := res.Header.Get("ETag")
			if etag == "" || res.StatusCode != http.StatusOK {
				return
			}
			req.Header.Set("If-None-Match", etag)
			rec = httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != http.StatusNotModified {
				t.Errorf("revalidating with ETag %s: status %d, want 304", etag, rec.Code)
			}
			if got := rec.Header().Get("ETag"); got != etag {
				t.Errorf("the 304 carries ETag %s, want %s", got, etag)
			}
		})
	}
}
