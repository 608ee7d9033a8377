# The game platform. `make run` to play, `make test` to check everything.

GO       ?= go
GOROOT   := $(shell $(GO) env GOROOT)
WASM     := web/app.wasm
SERVER   := bin/heat
CHROMIUM ?= /usr/bin/chromium
# The other engines the browser tests drive: Gecko and WebKit (e2e/firefox.go, e2e/webkit.go).
FIREFOX       ?= /usr/bin/firefox-esr
WEBKIT_DRIVER ?= /usr/bin/WebKitWebDriver
# app.wasm without its symbol table (kept in step with e2e.WasmLDFlags, which the tests and the
# benchmarks build with; a test checks the two agree).
WASM_LDFLAGS ?= -s -w
# Its compiler flags: no inlining in the pages' code, go-app's and the standard library's encoders,
# parsers and ciphers (kept in step with e2e.WasmGCFlags, which says why; a test checks the two
# agree).
WASM_GCFLAGS ?= -gcflags=github.com/heatracing/heat/...=-l -gcflags=github.com/heatracing/heat/engine/...= -gcflags=github.com/heatracing/heat/engine/heat=-l -gcflags=github.com/heatracing/heat/engine/racemode=-l -gcflags=github.com/maxence-charriere/go-app/v10/...=-l -gcflags=encoding/...=-l -gcflags=time=-l -gcflags=regexp/...=-l -gcflags=math/big=-l -gcflags=crypto/...=-l -gcflags=strings=-l -gcflags=unicode/...=-l -gcflags=mime/...=-l -gcflags=os=-l -gcflags=log/...=-l -gcflags=compress/...=-l -gcflags=html=-l -gcflags=github.com/google/uuid=-l -gcflags=github.com/coder/websocket/...=-l -gcflags=github.com/mtibben/...=-l -gcflags=golang.org/x/...=-l -gcflags=rsc.io/...=-l

# axe-core, pinned: the browser tests check every page state they screenshot with it (kept in step
# with e2e.AxeVersion; a test checks the two agree). `make test-deps` installs it from npm into bin/.
AXE_VERSION := 4.14.1
AXE         := bin/axe-core-$(AXE_VERSION)/node_modules/axe-core/axe.min.js

# Lighthouse, pinned: `make audit` installs it from npm into bin/ (kept in step with cmd/audit).
LIGHTHOUSE_VERSION := 12.8.2
LIGHTHOUSE         := bin/lighthouse-$(LIGHTHOUSE_VERSION)/node_modules/.bin/lighthouse

# staticcheck, pinned, installed into bin/ by the first `make lint` that needs it.
STATICCHECK_VERSION := v0.8.2
STATICCHECK         := bin/staticcheck-$(STATICCHECK_VERSION)

# The packages whose browser build runs other code than the server's (signal/names normalizes
# with the browser's own tables): `make unit` also runs their tests built for the browser, in
# Node.js.
JS_TEST_PKGS = ./signal/names

# The packages app.wasm is built from (and the board's test page): vetted and checked for the browser too.
WASM_PKGS = $(shell GOOS=js GOARCH=wasm $(GO) list -deps . ./cmd/boardcheck | grep '^github.com/heatracing/heat')

.PHONY: run wasm server test test-deps lint unit e2e bench audit icons generate clean

## run: build everything and serve the game on http://localhost:8000 (ADDR=host:port to change)
run: wasm server
	./$(SERVER) $(if $(ADDR),-addr $(ADDR))

## wasm: build web/app.wasm and each game's own web/<id>.wasm (cmd/wasm, in one go build) with the
## toolchain's wasm_exec.js, and compress those that changed
wasm:
	@cmp -s "$(GOROOT)/lib/wasm/wasm_exec.js" wasm_exec.js || cp "$(GOROOT)/lib/wasm/wasm_exec.js" wasm_exec.js
	$(GO) run ./cmd/wasm -trimpath -ldflags='$(WASM_LDFLAGS)' $(WASM_GCFLAGS)

## server: build the server binary (it embeds wasm_exec.js, refreshed by `make wasm`)
server: wasm
	$(GO) build -o $(SERVER) .

## test: install what the tests need, then lint, unit tests and browser tests
test: test-deps wasm lint unit e2e

## test-deps: install the browsers of the browser tests (Debian's Chromium, Firefox ESR, and
## WebKitGTK's WebDriver with the X server it draws on) and axe-core when they are missing, and as
## root iptables for the NAT lab (internal/natlab)
test-deps: $(AXE)
	@if [ "$$(id -u)" -eq 0 ] && ! command -v iptables >/dev/null; then \
		echo "installing iptables for the NAT lab"; \
		apt-get update -q && env DEBIAN_FRONTEND=noninteractive apt-get install -y -q iptables iproute2; \
	fi
	@missing=; \
		[ -x "$(CHROMIUM)" ] || missing="$$missing chromium"; \
		[ -x "$(FIREFOX)" ] || missing="$$missing firefox-esr"; \
		[ -x "$(WEBKIT_DRIVER)" ] || missing="$$missing webkit2gtk-driver"; \
		command -v Xvfb >/dev/null || missing="$$missing xvfb"; \
		if [ -n "$$missing" ]; then \
			echo "installing Debian's$$missing for the browser tests"; \
			if [ "$$(id -u)" -eq 0 ]; then SUDO=; else SUDO=sudo; fi; \
			$$SUDO apt-get update -q && \
			$$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $$missing; \
		fi

$(AXE):
	@command -v npm >/dev/null || { echo "npm is needed to install axe-core for the browser tests: apt-get install -y npm"; exit 1; }
	npm install --silent --no-save --no-audit --no-fund --prefix bin/axe-core-$(AXE_VERSION) axe-core@$(AXE_VERSION)

## lint: gofmt, go vet and staticcheck, for the server build and for the browser build (and for
## the Heat bots' measurements built with the heatoracle tag)
lint: $(STATICCHECK)
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
		if [ -n "$$unformatted" ]; then echo "gofmt would change: $$unformatted"; exit 1; fi
	$(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet $(WASM_PKGS)
	$(GO) vet -tags heatoracle ./engine/heat/...
	$(STATICCHECK) ./...
	GOOS=js GOARCH=wasm $(STATICCHECK) $(WASM_PKGS)
	$(STATICCHECK) -tags heatoracle ./engine/heat/...

$(STATICCHECK):
	GOBIN=$(CURDIR)/bin $(GO) install honnef.co/go/tools/cmd/staticcheck@$(STATICCHECK_VERSION)
	mv bin/staticcheck $@

unit:
	$(GO) test $$($(GO) list ./... | grep -v '/e2e$$')
	GOOS=js GOARCH=wasm $(GO) test -exec="$(GOROOT)/lib/wasm/go_js_wasm_exec" $(JS_TEST_PKGS)

# -count=1: the browser tests serve the app.wasm they build, which go test's cache does not see.
# -timeout: a whole run takes about five minutes on two idle cores; go test's default ten
# minutes is too tight for a loaded machine, so the ceiling is set well above it.
# One run for every engine: the Chromium tests (each with its own server and browser contexts in
# the binary's one Chromium) and the Firefox and WebKit cases (e2e/engines_test.go, their own
# browsers) mostly wait on timers and network round trips, so E2E_PARALLEL of them run at once.
E2E_PARALLEL ?= 3
e2e: wasm
	$(GO) test -count=1 -timeout 30m -parallel $(E2E_PARALLEL) ./e2e/

## bench: measure sizes, load times, the engine, the board and the network; prints a markdown table and writes artifacts/bench.md
bench: wasm
	$(GO) run ./cmd/bench

## audit: Lighthouse's four scores for the home page (mobile preset), served on loopback
audit: wasm $(LIGHTHOUSE)
	$(GO) run ./cmd/audit

$(LIGHTHOUSE):
	@command -v npm >/dev/null || { echo "npm is needed to install Lighthouse: apt-get install -y npm"; exit 1; }
	npm install --silent --no-save --no-audit --no-fund --prefix bin/lighthouse-$(LIGHTHOUSE_VERSION) lighthouse@$(LIGHTHOUSE_VERSION)

## icons: draw web/icon.svg and the PNG icons again (committed files)
icons:
	$(GO) run ./cmd/icons -out web

## generate: rebuild generated files (the track files from tracks/source)
generate:
	$(GO) generate ./...

clean:
	rm -rf bin artifacts _wasm web/*.wasm web/*.wasm.br web/*.wasm.gz
