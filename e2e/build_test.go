package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The Makefile builds app.wasm as the browser tests and the benchmarks do, and installs the
// axe-core release the browser tests load.
func TestMakefileMatchesTheTests(t *testing.T) {
	t.Parallel()
	root, err := ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(root, "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []struct{ line, why string }{
		{"WASM_LDFLAGS ?= " + WasmLDFlags, "app.wasm would not be the one the tests and benchmarks measure"},
		{"WASM_GCFLAGS ?= " + strings.Join(WasmGCFlags, " "), "app.wasm would not be the one the tests and benchmarks measure"},
		{"\t$(GO) run ./cmd/wasm -trimpath -ldflags='$(WASM_LDFLAGS)' $(WASM_GCFLAGS)", "make wasm would not build with WasmBuildFlags"},
		{"AXE_VERSION := " + AxeVersion, "it would install another axe-core than the tests load"},
	} {
		if !strings.Contains(string(b), want.line+"\n") {
			t.Errorf("the Makefile lacks %q: %s", want.line, want.why)
		}
	}
}
