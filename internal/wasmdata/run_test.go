package wasmdata

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// A real Go program, built for the browser, run by Node.js with Go's own loader as built, merged
// and shrunk: merged, it has far fewer segments and prints the same; shrunk, it prints the same
// but for the file and line runtime.Caller gives (recover, too, finds the same frames), and its
// traceback names the same functions but those inlined in another, with no arguments and no place.
func TestShrinkRunsAGoProgram(t *testing.T) {
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
	merged, err := Merge(in, MaxGap)
	if err != nil {
		t.Fatal(err)
	}
	if n, m := count(t, in, sectionData), count(t, merged, sectionData); n < 100 || m > 4 {
		t.Errorf("%d segments merged into %d: want Go's many (100 or more) merged into a few", n, m)
	}
	shrunk, err := Shrink(in)
	if err != nil {
		t.Fatal(err)
	}
	// run runs a module and returns what it printed on stdout and stderr; crash makes it panic.
	run := func(name string, module []byte, crash bool) (string, string) {
		file := filepath.Join(dir, name+".wasm")
		if err := os.WriteFile(file, module, 0o644); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(node, loader, file)
		if crash {
			cmd.Args = append(cmd.Args, "crash")
		}
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); (err != nil) != crash {
			t.Fatalf("running %s (crash %v): %v\n%s", name, crash, err, stderr.String())
		}
		return stdout.String(), stderr.String()
	}
	want, _ := run("built", in, false)
	if !strings.Contains(want, `[{"name":"red","speed":12,"heat":[1,2]},{"name":"blue","speed":9}]`) ||
		!strings.Contains(want, "churn 1151 made 780\n") || !strings.Contains(want, "at main.go:") ||
		!strings.Contains(want, "recovered by inner inner inner outer outer\n") {
		t.Fatalf("the program as built prints %q", want)
	}
	if got, _ := run("merged", merged, false); got != want {
		t.Errorf("merged, the program prints\n%q\nwant\n%q", got, want)
	}
	lines := regexp.MustCompile(`at main\.go:\d+\n`)
	if got, _ := run("shrunk", shrunk, false); got != lines.ReplaceAllString(want, "at ?:0\n") {
		t.Errorf("shrunk, the program prints\n%q\nwant the same as built, at ?:0:\n%q", got, want)
	}
	// The tracebacks: as built, a frame of each call, an inlined one with (...) for arguments;
	// shrunk, only the frames of their own, with none.
	frames := regexp.MustCompile(`(?m)^(main\.\w+)\((.*)\)$`)
	_, wantTrace := run("built", in, true)
	_, gotTrace := run("shrunk", shrunk, true)
	var w, g []string
	inlined := 0
	for _, m := range frames.FindAllStringSubmatch(wantTrace, -1) {
		if m[2] == "..." {
			inlined++
			continue
		}
		w = append(w, m[1]+"()")
	}
	for _, m := range frames.FindAllStringSubmatch(gotTrace, -1) {
		g = append(g, m[0])
	}
	if len(w) < 3 || inlined == 0 || strings.Join(g, " ") != strings.Join(w, " ") {
		t.Errorf("shrunk, the traceback names %q; as built, %q and %d inlined", g, w, inlined)
	}
	if !strings.Contains(wantTrace, "testdata/prog/main.go:") || strings.Contains(gotTrace, "main.go") || !strings.Contains(gotTrace, "\t?:0") {
		t.Errorf("the traceback as built:\n%s\nshrunk (want ?:0 for every place):\n%s", wantTrace, gotTrace)
	}
}
