package server

import (
	"bytes"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/heatracing/heat/internal/precompress"
)

// fakeWasm stands in for app.wasm: the server only reads, hashes and
// compresses it.
var fakeWasm = append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte("heat racing "), 4000)...)

// testWasmExec is the repository's copy of the toolchain's wasm_exec.js, which the root command
// embeds.
var testWasmExec = func() []byte {
	b, err := os.ReadFile(filepath.Join("..", "wasm_exec.js"))
	if err != nil {
		panic("the repository's wasm_exec.js is missing (run `make wasm`): " + err.Error())
	}
	return b
}()

// fakeWasmSiblings are the compressed fakeWasm by file suffix, made once:
// brotli at its best level is slow.
var fakeWasmSiblings = sync.OnceValues(func() (map[string][]byte, error) {
	siblings := make(map[string][]byte)
	for _, e := range precompress.Encodings {
		packed, err := e.Encode(fakeWasm)
		if err != nil {
			return nil, err
		}
		siblings[e.Ext] = packed
	}
	return siblings, nil
})

// webFixture makes a web directory with a fake app.wasm, its compressed
// siblings, and the committed CSS and icons of web/.
func webFixture(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "app.wasm"), fakeWasm)
	siblings, err := fakeWasmSiblings()
	if err != nil {
		t.Fatal(err)
	}
	for ext, packed := range siblings {
		writeFile(t, filepath.Join(dir, "app.wasm"+ext), packed)
	}
	names := []string{"icon.svg", "icon-192.png", "icon-512.png", "icon-maskable-192.png", "icon-maskable-512.png", "screenshot-wide.jpg", "screenshot-narrow.jpg"}
	for _, s := range styles { // the platform's and the games' style sheets, from their registrations
		names = append(names, strings.TrimPrefix(s, "/web/"))
	}
	for _, name := range names {
		b, err := os.ReadFile(filepath.Join("..", "web", name))
		if err != nil {
			t.Fatalf("a committed asset is missing: %v", err)
		}
		writeFile(t, filepath.Join(dir, name), b)
	}
	return dir
}

func writeFile(t *testing.T, path string, b []byte) {
	t.Helper()
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// quietLogger drops logs; logs is a logger whose output the test can read.
func quietLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

func logs() (*slog.Logger, *bytes.Buffer) {
	var buf bytes.Buffer
	return newTextLogger(&buf), &buf
}

func newTextLogger(w io.Writer) *slog.Logger { return slog.New(slog.NewTextHandler(w, nil)) }
