package server

import (
	"bytes"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"github.com/heatracing/heat/internal/precompress"
)

// compressText sends next's text responses (pages, CSS, scripts, the manifest, SVG) compressed
// with brotli or gzip, as the browser accepts: on a slow phone connection the page's own text
// then arrives in a third of the time. app.wasm has its own handler, compressed at build time.
//
// A compressed body is kept per URL, ETag and encoding (go-app's ETag is the app version, and
// every response of a version is the same), so each is compressed once. Its ETag gets the
// encoding's name ("v-br"), and a revalidation with that ETag reaches next with the ETag next
// gave, so 304 Not Modified still works.
func compressText(next http.Handler) http.Handler {
	c := &textCompressor{next: next, cache: make(map[string][]byte)}
	return c
}

type textCompressor struct {
	next  http.Handler
	mu    sync.Mutex
	cache map[string][]byte // compressed bodies by encoding, ETag and URL
}

// maxCachedBodies bounds the cache: pages of every room code would otherwise pile up.
const maxCachedBodies = 512

// minCompressed is the size under which compressing a body saves less than a packet.
const minCompressed = 1024

func (c *textCompressor) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Add("Vary", "Accept-Encoding")
	enc, ok := chooseEncoding(r.Header.Get("Accept-Encoding"))
	if !ok || r.Header.Get("Range") != "" || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		c.next.ServeHTTP(w, r)
		return
	}
	suffix := "-" + enc.Name + `"`
	inm := r.Header.Get("If-None-Match")
	revalidating := strings.HasSuffix(inm, suffix) // a body this sent compressed
	if revalidating {
		r = r.Clone(r.Context())
		r.Header.Set("If-None-Match", strings.TrimSuffix(inm, suffix)+`"`)
	}
	rec := &bufferedResponse{header: make(http.Header), status: http.StatusOK}
	c.next.ServeHTTP(rec, r)

	h := w.Header()
	for k, v := range rec.header {
		h[k] = v
	}
	etag := h.Get("ETag")
	if !compressible(rec.status, h, rec.body.Len()) {
		if rec.status == http.StatusNotModified && revalidating && strings.HasSuffix(etag, `"`) {
			h.Set("ETag", strings.TrimSuffix(etag, `"`)+suffix)
		}
		w.WriteHeader(rec.status)
		w.Write(rec.body.Bytes())
		return
	}
	body, err := c.compressed(enc, etag, r.URL.RequestURI(), rec.body.Bytes())
	if err != nil { // cannot happen with in-memory writers; send the body as it is
		w.WriteHeader(rec.status)
		w.Write(rec.body.Bytes())
		return
	}
	if strings.HasSuffix(etag, `"`) {
		h.Set("ETag", strings.TrimSuffix(etag, `"`)+suffix)
	}
	h.Set("Content-Encoding", enc.Name)
	h.Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(rec.status)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

// compressed returns body compressed with enc, from the cache when the response has an ETag.
func (c *textCompressor) compressed(enc precompress.Encoding, etag, uri string, body []byte) ([]byte, error) {
	if etag == "" {
		return enc.Encode(body)
	}
	key := enc.Name + " " + etag + " " + uri
	c.mu.Lock()
	packed, ok := c.cache[key]
	c.mu.Unlock()
	if ok {
		return packed, nil
	}
	packed, err := enc.Encode(body)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	if len(c.cache) >= maxCachedBodies {
		clear(c.cache)
	}
	c.cache[key] = packed
	c.mu.Unlock()
	return packed, nil
}

// chooseEncoding picks the server's preferred encoding among those the request accepts.
func chooseEncoding(acceptEncoding string) (precompress.Encoding, bool) {
	for _, e := range precompress.Encodings {
		if acceptsEncoding(acceptEncoding, e.Name) {
			return e, true
		}
	}
	return precompress.Encoding{}, false
}

// compressible reports whether a response is text worth compressing, not compressed already.
func compressible(status int, h http.Header, size int) bool {
	if status != http.StatusOK && status != http.StatusNotFound {
		return false
	}
	if size < minCompressed || h.Get("Content-Encoding") != "" {
		return false
	}
	ct := h.Get("Content-Type")
	for _, text := range []string{"text/", "javascript", "json", "manifest", "image/svg+xml"} {
		if strings.Contains(ct, text) {
			return true
		}
	}
	return false
}

// bufferedResponse holds a whole response: go-app's are small and written at once.
type bufferedResponse struct {
	header http.Header
	status int
	wrote  bool
	body   bytes.Buffer
}

func (b *bufferedResponse) Header() http.Header { return b.header }

func (b *bufferedResponse) WriteHeader(status int) {
	if !b.wrote {
		b.status, b.wrote = status, true
	}
}

func (b *bufferedResponse) Write(p []byte) (int, error) {
	b.wrote = true
	return b.body.Write(p)
}
