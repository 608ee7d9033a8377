package p2p_test

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestSoloLinksNoGuests links a program that plays alone through a Host (testdata/solo), as a
// game's solo page does, and checks that it carries none of the host's work with its guests'
// connections (host_peers.go): the linker keeps it only where a connection can be attached.
func TestSoloLinksNoGuests(t *testing.T) {
	if testing.Short() {
		t.Skip("links a program")
	}
	cmd := exec.Command("go", "build", "-ldflags=-dumpdep", "-o", filepath.Join(t.TempDir(), "solo"), "./testdata/solo")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	linked := map[string]bool{}
	for line := range strings.Lines(string(out)) {
		if _, to, ok := strings.Cut(strings.TrimSpace(line), " -> "); ok {
			to, _, _ = strings.Cut(to, " <")
			linked[to] = true
		}
	}
	const p2p = "github.com/heatracing/heat/p2p."
	for _, want := range []string{"NewHost", "(*Host).settle", "noGuests.handle"} {
		if !linked[p2p+want] {
			t.Errorf("%s is not linked: the program no longer plays solo (or -dumpdep changed)", want)
		}
	}
	for sym := range linked {
		// the functions themselves: their argument maps are shared by content, under any name
		name, ok := strings.CutPrefix(sym, p2p)
		if !ok {
			continue
		}
		for _, of := range []string{"(*hosting).", "(*link)."} {
			if m, ok := strings.CutPrefix(name, of); ok && !strings.Contains(m, ".") {
				t.Errorf("a solo host links %s", name)
			}
		}
		if name == "startLink" {
			t.Errorf("a solo host links %s", name)
		}
	}
}
