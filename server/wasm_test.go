package server

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/heatracing/heat/internal/precompress"
)

func TestWasmEncodingNegotiation(t *testing.T) {
	w, err := loadWasm(webFixture(t), quietLogger())
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		acceptEncoding string
		wantEncoding   string
	}{
		{"gzip, deflate, br, zstd", "br"},
		{"gzip, deflate", "gzip"},
		{"br;q=0, gzip", "gzip"},
		{"", ""},
		{"zstd", ""},
	}
	for _, tt := range tests {
		t.Run(tt.acceptEncoding, func(t *testing.T) {
			req := httptest.NewRequest("GET", "/web/app.wasm", nil)
			req.Header.Set("Accept-Encoding", tt.acceptEncoding)
			rec := httptest.NewRecorder()
			w.ServeHTTP(rec, req)

			res := rec.Result()
			if res.StatusCode != http.StatusOK {
				t.Fatalf("status %d", res.StatusCode)
			}
			checkHeader(t, res.Header, "Content-Type", "application/wasm")
			checkHeader(t, res.Header, "Vary", "Accept-Encoding")
			checkHeader(t, res.Header, "Content-Encoding", tt.wantEncoding)
			checkHeader(t, res.Header, "Content-Length", strconv.Itoa(rec.Body.Len()))
			body := rec.Body.Bytes()
			if tt.wantEncoding != "" {
				body = decode(t, tt.wantEncoding, body)
			}
			if string(body) != string(fakeWasm) {
				t.Errorf("the body does not decode to app.wasm (%d bytes)", len(body))
			}
		})
	}
}

func TestWasmConditionalAndHead(t *testing.T) {
	w, err := loadWasm(webFixture(t), quietLogger())
	if err != nil {
		t.Fatal(err)
	}
	first := httptest.NewRecorder()
	req := httptest.NewRequest("GET", "/web/app.wasm", nil)
	req.Header.Set("Accept-Encoding", "br")
	w.ServeHTTP(first, req)
	etag := first.Header().Get("ETag")
	if etag == "" {
		t.Fatal("no ETag")
	}

	again := httptest.NewRequest("GET", "/web/app.wasm", nil)
	again.Header.Set("Accept-Encoding", "br")
	again.Header.Set("If-None-Match", etag)
	rec := httptest.NewRecorder()
	w.ServeHTTP(rec, again)
	if rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
		t.Errorf("revalidation: status %d with %d bytes, want 304 and no body", rec.Code, rec.Body.Len())
	}

	// The gzip body is another representation: the brotli ETag must not match it.
	other := httptest.NewRequest("GET", "/web/app.wasm", nil)
	other.Header.Set("Accept-Encoding", "gzip")
	other.Header.Set("If-None-Match", etag)
	rec = httptest.NewRecorder()
	w.ServeHTTP(rec, other)
	if rec.Code != http.StatusOK {
		t.Errorf("gzip request with the brotli ETag: status %d, want 200", rec.Code)
	}

	head := httptest.NewRequest("HEAD", "/web/app.wasm", nil)
	rec = httptest.NewRecorder()
	w.ServeHTTP(rec, head)
	if rec.Body.Len() != 0 || rec.Header().Get("Content-Length") != strconv.Itoa(len(fakeWasm)) {
		t.Errorf("HEAD: %d body bytes, Content-Length %s; want none and %d", rec.Body.Len(), rec.Header().Get("Content-Length"), len(fakeWasm))
	}
}

func TestLoadWasmSiblings(t *testing.T) {
	tests := []struct {
		name      string
		spoil     func(t *testing.T, dir string)
		wantEnc   []string // encodings served
		wantWarns int
	}{
		{"both fresh", func(*testing.T, string) {}, []string{"br", "gzip"}, 0},
		{"brotli missing", func(t *testing.T, dir string) { os.Remove(filepath.Join(dir, "app.wasm.br")) }, []string{"gzip"}, 1},
		{"both missing", func(t *testing.T, dir string) {
			os.Remove(filepath.Join(dir, "app.wasm.br"))
			os.Remove(filepath.Join(dir, "app.wasm.gz"))
		}, nil, 2},
		{"stale after a rebuild", func(t *testing.T, dir string) {
			writeFile(t, filepath.Join(dir, "app.wasm"), append([]byte("rebuilt"), fakeWasm...))
		}, nil, 2},
		{"damaged gzip", func(t *testing.T, dir string) {
			writeFile(t, filepath.Join(dir, "app.wasm.gz"), []byte("not gzip"))
		}, []string{"br"}, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := webFixture(t)
			tt.spoil(t, dir)
			log, out := logs()
			w, err := loadWasm(dir, log)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range precompress.Encodings {
				if _, ok := w.variants[e.Name]; ok {
					got = append(got, e.Name)
				}
			}
			if strings.Join(got, ",") != strings.Join(tt.wantEnc, ",") {
				t.Errorf("serves %v, want %v", got, tt.wantEnc)
			}
			if warns := strings.Count(out.String(), "level=WARN"); warns != tt.wantWarns {
				t.Errorf("%d warnings, want %d:\n%s", warns, tt.wantWarns, out)
			}
		})
	}
}

func TestLoadWasmMissing(t *testing.T) {
	_, err := loadWasm(t.TempDir(), quietLogger())
	if err == nil || !strings.Contains(err.Error(), "make wasm") {
		t.Errorf("error %v should tell how to build the wasm", err)
	}
}

func checkHeader(t *testing.T, h http.Header, key, want string) {
	t.Helper()
	if got := h.Get(key); got != want {
		t.Errorf("%s: %q, want %q", key, got, want)
	}
}

func decode(t *testing.T, encoding string, body []byte) []byte {
	t.Helper()
	for _, e := range precompress.Encodings {
		if e.Name == encoding {
			out, err := e.Decode(body)
			if err != nil {
				t.Fatal(err)
			}
			return out
		}
	}
	t.Fatalf("unknown encoding %q", encoding)
	return nil
}
