package server

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// get sends a GET through h and returns the response and its body.
func get(t *testing.T, h http.Handler, path string) (*http.Response, string) {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
	res := rec.Result()
	body, _ := io.ReadAll(res.Body)
	return res, string(body)
}

func newTestHandler(t *testing.T, opts Options) *Server {
	t.Helper()
	if opts.WebDir == "" {
		opts.WebDir = webFixture(t)
	}
	if opts.Logger == nil {
		opts.Logger = quietLogger()
	}
	if opts.WasmExec == nil {
		opts.WasmExec = testWasmExec
	}
	h, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

func TestRoutes(t *testing.T) {
	h := newTestHandler(t, Options{})
	tests := []struct {
		path        string
		status      int
		contentType string
		contains    []string
	}{
		{"/", 200, "text/html", []string{`data-testid="home"`, "<title>Parlor</title>", `href="/manifest.webmanifest"`, "Setting up the table… 0%", `src="/app.js"`}},
		{"/no/such/page", 404, "text/html", []string{`data-testid="not-found"`, "/no/such/page", "<script"}},
		{"/healthz", 200, "application/json", []string{`"status":"ok"`}},
		{"/web/heat.css", 200, "text/css", []string{"--amber: #f5a623"}},
		{"/web/icon.svg", 200, "image/svg+xml", []string{"<svg"}},
		{"/web/icon-192.png", 200, "image/png", nil},
		{"/web/app.wasm", 200, "application/wasm", nil},
		{"/app.js", 200, "text/javascript", []string{`goappWasmContentLength = "` + strconv.Itoa(len(fakeWasm)) + `"`, "async function heatCountProgress", "const heatCompileWorker = \"", "HEAT_WARMUP"}},
		{"/wasm_exec.js", 200, "text/javascript", []string{"globalThis.Go = class"}},
		{"/web/nothing-here.css", 404, "text/plain", nil},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			res, body := get(t, h, tt.path)
			if res.StatusCode != tt.status {
				t.Errorf("status %d, want %d", res.StatusCode, tt.status)
			}
			if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, tt.contentType) {
				t.Errorf("Content-Type %q, want %s", ct, tt.contentType)
			}
			for _, want := range tt.contains {
				if !strings.Contains(body, want) {
					t.Errorf("the body lacks %q", want)
				}
			}
		})
	}
}

func TestManifest(t *testing.T) {
	_, body := get(t, newTestHandler(t, Options{}), "/manifest.webmanifest")
	var m struct {
		Name       string `json:"name"`
		ShortName  string `json:"short_name"`
		ThemeColor string `json:"theme_color"`
		Display    string `json:"display"`
		StartURL   string `json:"start_url"`
		Icons      []struct {
			Src     string `json:"src"`
			Sizes   string `json:"sizes"`
			Purpose string `json:"purpose"`
		} `json:"icons"`
		ID          string `json:"id"`
		Screenshots []struct {
			Src, Type, Label string
			FormFactor       string `json:"form_factor"`
		} `json:"screenshots"`
	}
	if err := json.Unmarshal([]byte(body), &m); err != nil {
		t.Fatalf("the manifest is not JSON: %v\n%s", err, body)
	}
	fields := []struct{ name, got, want string }{
		{"name", m.Name, "Parlor"},
		{"short name", m.ShortName, "Parlor"},
		{"theme colour", m.ThemeColor, "#F5A623"},
		{"display", m.Display, "standalone"},
		{"start URL", m.StartURL, "/"},
	}
	for _, f := range fields {
		if f.got != f.want {
			t.Errorf("manifest %s is %q, want %q", f.name, f.got, f.want)
		}
	}
	sizes := map[string]bool{}
	for _, icon := range m.Icons {
		if !strings.HasPrefix(icon.Src, "/web/") {
			t.Errorf("icon %s is not one of the game's own files", icon.Src)
		}
		sizes[strings.TrimSpace(icon.Sizes+" "+icon.Purpose)] = true
	}
	for _, s := range []string{"192x192 any", "512x512 any", "192x192 maskable", "512x512 maskable", "any any"} {
		if !sizes[s] {
			t.Errorf("the manifest has no %q icon: %+v", s, m.Icons)
		}
	}
	if m.ID != "/" {
		t.Errorf("manifest id is %q, want /", m.ID)
	}
	forms := map[string]bool{}
	h := newTestHandler(t, Options{})
	for _, s := range m.Screenshots {
		forms[s.FormFactor] = s.Label != ""
		if res, _ := get(t, h, s.Src); res.StatusCode != 200 || res.Header.Get("Content-Type") != s.Type {
			t.Errorf("screenshot %s: status %d, type %q, want 200 and %s", s.Src, res.StatusCode, res.Header.Get("Content-Type"), s.Type)
		}
	}
	if !forms["wide"] || !forms["narrow"] {
		t.Errorf("the manifest lacks a labelled wide and narrow screenshot: %+v", m.Screenshots)
	}
}

func TestServiceWorkerPrecachesEverythingLocal(t *testing.T) {
	_, body := get(t, newTestHandler(t, Options{}), "/app-worker.js")
	for _, want := range []string{`"/"`, `"/web/app.wasm"`, `"/wasm_exec.js"`, `"/app.js"`, `"/app.css"`, `"/manifest.webmanifest"`, `"/web/heat.css"`, `"/web/icon.svg"`, `"/web/icon-192.png"`, `"/web/icon-512.png"`} {
		if !strings.Contains(body, want) {
			t.Errorf("the service worker does not cache %s", want)
		}
	}
	start := strings.Index(body, "resourcesToCache = ")
	line := body[start : start+strings.Index(body[start:], "\n")]
	if strings.Contains(line, "http") {
		t.Errorf("the service worker caches a remote resource: %s", line)
	}
	// Our navigation listener must come before go-app's, or it never runs.
	ours, theirs := strings.Index(body, "heatNavigate(event.request)"), strings.Index(body, "fetchWithCache(event.request)")
	if ours < 0 || theirs < 0 || ours > theirs {
		t.Errorf("the offline navigation listener is missing or after go-app's (at %d, go-app's at %d)", ours, theirs)
	}
}

func TestVersion(t *testing.T) {
	version := func(dir string) string {
		_, body := get(t, newTestHandler(t, Options{WebDir: dir}), "/healthz")
		var health struct{ Version string }
		if err := json.Unmarshal([]byte(body), &health); err != nil {
			t.Fatal(err)
		}
		return health.Version
	}
	dir := webFixture(t)
	v1, again := version(dir), version(dir)
	if v1 == "" || v1 != again {
		t.Fatalf("version %q then %q: want the same non-empty version for the same build", v1, again)
	}
	// The worker and app.js carry it, so browsers see the update.
	_, worker := get(t, newTestHandler(t, Options{WebDir: dir}), "/app-worker.js")
	if !strings.Contains(worker, `"app-" + "`+v1+`"`) {
		t.Errorf("the service worker's cache is not named after version %s", v1)
	}

	writeFile(t, filepath.Join(dir, "app.wasm"), append([]byte("rebuilt"), fakeWasm...))
	if v2 := version(dir); v2 == v1 {
		t.Errorf("a new app.wasm kept version %s", v1)
	}
	v2 := version(dir)
	writeFile(t, filepath.Join(dir, "heat.css"), []byte("body { color: red }"))
	if v3 := version(dir); v3 == v2 {
		t.Errorf("new CSS kept version %s: returning players would keep the old one", v2)
	}
}

func TestMounts(t *testing.T) {
	extra := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "extra here") })
	h := newTestHandler(t, Options{Mounts: map[string]http.Handler{"/extra": extra}})
	if res, body := get(t, h, "/extra"); res.StatusCode != 200 || body != "extra here" {
		t.Errorf("/extra answered %d %q", res.StatusCode, body)
	}
	if res, body := get(t, h, "/"); res.StatusCode != 200 || !strings.Contains(body, `data-testid="home"`) {
		t.Errorf("the mount hid the game: / answered %d", res.StatusCode)
	}

	for _, pattern := range []string{"GET /healthz", "/", "/signal", "bad pattern with spaces"} {
		s, err := New(Options{WebDir: webFixture(t), WasmExec: testWasmExec, Logger: quietLogger(), Mounts: map[string]http.Handler{pattern: extra}})
		if err == nil {
			s.Close()
			t.Errorf("mounting on %q should fail", pattern)
		}
	}
}

// The signaling server is part of the game server: its WebSocket endpoint and its health check.
func TestSignalMounted(t *testing.T) {
	h := newTestHandler(t, Options{})
	if res, body := get(t, h, "/signal/healthz"); res.StatusCode != 200 {
		t.Errorf("/signal/healthz answered %d %q", res.StatusCode, body)
	}
	if res, _ := get(t, h, "/signal"); res.StatusCode < 400 {
		t.Errorf("/signal answered a plain GET with %d, want a refusal of a request that is no WebSocket", res.StatusCode)
	}
}

func TestWasmExecRequired(t *testing.T) {
	_, err := New(Options{WebDir: webFixture(t), Logger: quietLogger()})
	if err == nil || !strings.Contains(err.Error(), "wasm_exec.js") {
		t.Errorf("error %v should say wasm_exec.js is needed", err)
	}
}

func TestMissingStaticFile(t *testing.T) {
	dir := webFixture(t)
	os.Remove(filepath.Join(dir, "heat.css"))
	_, err := New(Options{WebDir: dir, WasmExec: testWasmExec, Logger: quietLogger()})
	if err == nil || !strings.Contains(err.Error(), "heat.css") {
		t.Errorf("error %v should name the missing heat.css", err)
	}
}

func TestWasmExecMatchesToolchain(t *testing.T) {
	out, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(out)), "lib", "wasm", "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	if string(testWasmExec) != string(want) {
		t.Error("wasm_exec.js differs from the toolchain's: run `make wasm` to copy it again")
	}
}

// A link to the game previews with its name, pitch and icon at the public domain.
func TestLinkPreview(t *testing.T) {
	h := newTestHandler(t, Options{Domain: "heat.example.org"})
	_, body := get(t, h, "/solo")
	for property, want := range map[string]string{
		"og:url":   "https://heat.example.org/solo",
		"og:image": "https://heat.example.org/web/icon-512.png",
	} {
		// go-app writes a tag's attributes in no fixed order.
		tag := regexp.MustCompile(`<meta[^>]*property="` + property + `"[^>]*>`).FindString(body)
		if !strings.Contains(tag, `content="`+want+`"`) {
			t.Errorf("the page's %s is %q, want %s", property, tag, want)
		}
	}
}
