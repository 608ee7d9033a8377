package main

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/heatracing/heat/e2e"
	"github.com/heatracing/heat/internal/precompress"
)

// helloServerMain serves go-app's hello world as go-app serves an app: its handler, its service
// worker and its pages, from its working directory, in a process of its own (go-app pre-renders the routes registered in the
// serving process, and the bench's own holds the game's). It sends the wasm in brotli when the
// browser takes it, as the game's server sends its own (a raw wasm would make the hello world's
// cold visit slower for its download alone), and the toolchain's wasm_exec.js, which an app
// built with this toolchain needs (go-app's own copy is an older one's). It prints the address it
// listens on, on loopback.
const helloServerMain = `package main

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

type hello struct{ app.Compo }

func (h *hello) Render() app.UI { return app.H1().Text("Hello World!") }

func main() {
	app.Route("/", func() app.Composer { return &hello{} })
	dir := os.Args[1]
	wasmExec, err := os.ReadFile(filepath.Join(dir, "wasm_exec.js"))
	if err != nil {
		panic(err)
	}
	packed, err := os.ReadFile(filepath.Join(dir, "web", "app.wasm.br"))
	if err != nil {
		panic(err)
	}
	// the wasm and the icons from the working directory's web/: nothing from another machine
	handler := &app.Handler{Name: "Hello", Title: "Hello", Icon: app.Icon{Default: "/web/icon.png", Large: "/web/icon.png", SVG: "/web/icon.svg"}}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	fmt.Println(ln.Addr())
	_ = http.Serve(ln, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch {
		case r.URL.Path == "/wasm_exec.js":
			w.Header().Set("Content-Type", "text/javascript")
			_, _ = w.Write(wasmExec)
		case r.URL.Path == "/web/app.wasm" && strings.Contains(r.Header.Get("Accept-Encoding"), "br"):
			w.Header().Set("Content-Type", "application/wasm")
			w.Header().Set("Content-Encoding", "br")
			w.Header().Set("Vary", "Accept-Encoding")
			_, _ = w.Write(packed)
		default:
			handler.ServeHTTP(w, r)
		}
	}))
}
`

// helloSite is go-app's hello world served on a loopback port (helloServerMain).
type helloSite struct {
	url  string
	stop func()
}

// startHello builds the hello world for the browser (the flags its size row uses) and its
// server, and starts the server.
func startHello(ctx context.Context, root string) (site *helloSite, err error) {
	dir, err := os.MkdirTemp("", "heat-hello-")
	if err != nil {
		return nil, err
	}
	defer func() {
		if err != nil {
			os.RemoveAll(dir)
		}
	}()
	if err := os.MkdirAll(filepath.Join(dir, "web"), 0o755); err != nil {
		return nil, err
	}
	raw, err := buildWasm(ctx, root, helloWorldMain, "-ldflags="+e2e.WasmLDFlags)
	if err != nil {
		return nil, err
	}
	packed, err := precompress.Brotli.Encode(raw)
	if err != nil {
		return nil, err
	}
	wasmExec, err := os.ReadFile(filepath.Join(root, "wasm_exec.js"))
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{"web/app.wasm": raw, "web/app.wasm.br": packed, "wasm_exec.js": wasmExec}
	for name, from := range map[string]string{"web/icon.png": "web/icon-192.png", "web/icon.svg": "web/icon.svg"} {
		if files[name], err = os.ReadFile(filepath.Join(root, from)); err != nil {
			return nil, err // the game's icons stand in for go-app's, which are on another machine
		}
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return nil, err
		}
	}
	bin := filepath.Join(dir, "hello-server")
	if err := buildNative(ctx, root, helloServerMain, bin); err != nil {
		return nil, err
	}
	cmd := exec.Command(bin, dir)
	cmd.Dir = dir
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	stop := func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
		os.RemoveAll(dir)
	}
	addr := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(out).ReadString('\n')
		addr <- strings.TrimSpace(line)
	}()
	select {
	case a := <-addr:
		if !strings.HasPrefix(a, "127.0.0.1:") {
			stop()
			return nil, fmt.Errorf("the hello world's server did not start (it said %q)", a)
		}
		return &helloSite{url: "http://" + a, stop: stop}, nil
	case <-time.After(30 * time.Second):
		stop()
		return nil, fmt.Errorf("the hello world's server did not start within 30 s")
	}
}
