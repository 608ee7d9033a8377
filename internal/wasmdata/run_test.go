package wasmdata

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// A real Go program, built for the browser: the merged module has far fewer segments, the same
// memory, and prints the same, run by Node.js with Go's own loader.
func TestMergeRunsAGoProgram(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a Go program for js/wasm")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("Node.js is not installed: the program cannot be run")
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	loader := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec_node.js")
	dir := t.TempDir()
	built := filepath.Join(dir, "prog.wasm")
	build := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", built, "./testdata/prog")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the program: %v\n%s", err, out)
	}
	in, err := os.ReadFile(built)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Merge(in, MaxGap)
	if err != nil {
		t.Fatal(err)
	}
	if n, m := count(t, in, sectionData), count(t, out, sectionData); n < 100 || m > 4 {
		t.Errorf("%d segments merged into %d: want Go's many (100 or more) merged into a few", n, m)
	} else {
		t.Logf("%d segments merged into %d; %d bytes, then %d", n, m, len(in), len(out))
	}
	merged := filepath.Join(dir, "merged.wasm")
	if err := os.WriteFile(merged, out, 0o644); err != nil {
		t.Fatal(err)
	}
	run := func(file string) string {
		cmd := exec.Command(node, loader, file)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			t.Fatalf("running %s: %v\n%s", filepath.Base(file), err, stderr.String())
		}
		return stdout.String()
	}
	want, got := run(built), run(merged)
	if !strings.Contains(want, `[{"name":"red","speed":12,"heat":[1,2]},{"name":"blue","speed":9}]`) {
		t.Fatalf("the program as built prints %q", want)
	}
	if got != want {
		t.Errorf("merged, the program prints\n%q\nwant\n%q", got, want)
	}
}
