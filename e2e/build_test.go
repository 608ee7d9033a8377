package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// `make wasm` builds app.wasm as the browser tests and the benchmarks do.
func TestMakefileBuildsTheWasmAsTheTests(t *testing.T) {
	root, err := ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(root, "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "WASM_LDFLAGS ?= " + WasmLDFlags + "\n"; !strings.Contains(string(b), want) {
		t.Errorf("the Makefile lacks %q: app.wasm would not be the one the tests and benchmarks measure", want)
	}
}

// The Makefile installs the axe-core release the browser tests load.
func TestMakefileInstallsTheTestsAxe(t *testing.T) {
	root, err := ModuleRoot()
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(root, "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	if want := "AXE_VERSION := " + AxeVersion + "\n"; !strings.Contains(string(b), want) {
		t.Errorf("the Makefile lacks %q: it would install another axe-core than the tests load", want)
	}
}
