package arch

import (
	"bytes"
	"cmp"
	"encoding/json"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/heatracing/heat"

// rule says what the packages under one path may depend on, directly or not (test files aside).
type rule struct {
	pkg        string   // a path in the module ("" for the root command); its subpackages follow it
	may        []string // the paths in the module it may depend on, with their subpackages
	thirdParty bool     // whether it may depend on modules other than the standard library
	why        string
}

// rules is the import table of docs/ARCHITECTURE.md. The most specific pkg applies.
var rules = []rule{
	{pkg: "engine", may: []string{"engine", "tracks"}, why: "engines are pure: only tracks and the standard library"},
	{pkg: "tracks", why: "board data needs only the standard library"},
	{pkg: "tracks/speedway", why: "Havoc Speedway's board needs only the standard library"},
	{pkg: "engine/havoc", may: []string{"engine/rng", "engine/kit", "engine/havoc", "tracks/speedway"}, why: "Havoc's engine and bot are pure: the shared generator and the speedway only"},
	{pkg: "engine/bloodfang", may: []string{"engine/rng", "engine/kit", "engine/bloodfang"}, why: "Blood Fang's engine and AI are pure: the shared generator only"},
	{pkg: "engine/racemode", may: []string{"engine/rng", "engine/kit", "engine/racemode"}, why: "Race Mode's campaign is pure: the shared generator and the engines' kit only (its decks name Heat's cards by id)"},
	{pkg: "titles/bloodfang", may: []string{"engine/rng", "engine/kit", "engine/bloodfang", "titles", "titles/kit", "p2p", "signal"}, thirdParty: true, why: "Blood Fang's title adapts its engine and AI to sessions, and knows no other game"},
	{pkg: "signal", may: []string{"signal"}, thirdParty: true, why: "the signaling server knows no game, session or page"},
	{pkg: "signal/proto", may: []string{"signal/names"}, thirdParty: true, why: "the signaling protocol needs its rules for names alone"},
	{pkg: "signal/client", may: []string{"signal/proto", "signal/names"}, thirdParty: true, why: "the signaling client knows the protocol, not the server"},
	{pkg: "p2p", may: []string{"p2p", "signal/proto", "signal/names"}, thirdParty: true, why: "sessions know no game and no transport: no engine, title, page, pion or WebSocket"},
	{pkg: "p2p/rtc", may: []string{"p2p", "signal/proto", "signal/names", "signal/client"}, thirdParty: true, why: "the WebRTC transport knows the sessions and the signaling client, not the server"},
	{pkg: "p2p/p2ptest", may: []string{"p2p", "signal"}, thirdParty: true, why: "the test doubles run the real signaling server on loopback"},
	{pkg: "titles", may: []string{"titles", "engine", "tracks", "p2p", "signal"}, thirdParty: true, why: "titles adapt engines to sessions, and know no page"},
	{pkg: "app/racemode", may: []string{"app/shell", "app/registry", "app/replay", "app/heat", "app/racemode", "titles", "engine", "tracks", "p2p", "signal"}, thirdParty: true, why: "Race Mode's pages build on the shell and race on Heat's race page, and know no other game's pages"},
	{pkg: "app", may: []string{"app", "titles", "engine", "tracks", "p2p", "signal"}, thirdParty: true, why: "pages never import the server, the tests or the tools"},
	{pkg: "app/routes", may: []string{"app", "games", "titles", "engine", "tracks", "p2p", "signal"}, thirdParty: true, why: "the routes are the games' registrations"},
	{pkg: "games", may: []string{"app", "titles", "engine", "tracks", "p2p", "signal"}, thirdParty: true, why: "the list of games imports their registrations, and nothing above the pages"},
	{pkg: "games/fixture", may: []string{"games/fixture", "engine/kit", "titles", "app/registry", "app/replay", "app/shell", "p2p", "signal"}, thirdParty: true, why: "the fixture game stands on the kits and the registration alone, as a new game would"},
	{pkg: "internal/precompress", thirdParty: true, why: "compression knows nothing of the game"},
	{pkg: "internal/wasmdata", why: "the wasm's data section is bytes of the binary format, nothing of the game"},
	{pkg: "internal/wasmbuild", may: []string{"internal/precompress", "internal/wasmdata", "app", "games", "titles", "engine", "tracks", "p2p", "signal"}, thirdParty: true, why: "the wasm build reads the games' registrations, shrinks and compresses what it built, and imports no server, test or tool"},
	{pkg: "server", may: []string{"server", "app", "titles", "engine", "tracks", "p2p", "signal", "internal/precompress", "games"}, thirdParty: true, why: "the server never imports the tests or the tools"},
	{pkg: "server/relay", may: []string{"server/relay"}, thirdParty: true, why: "the STUN and TURN relay knows no game, session or signaling"},
	{pkg: "", may: []string{"server", "app", "titles", "engine", "tracks", "p2p", "signal", "internal/precompress", "games"}, thirdParty: true, why: "the entry points hold no test code"},
	{pkg: "e2e", may: []string{"server", "app", "titles", "engine", "tracks", "p2p", "signal", "internal", "games"}, thirdParty: true, why: "the browser tests use the real server"},
	{pkg: "cmd/bench", may: []string{"e2e", "server", "app", "titles", "engine", "tracks", "p2p", "signal", "internal", "games"}, thirdParty: true, why: "the benchmarks reuse the browser tests' harness"},
	{pkg: "cmd/audit", may: []string{"e2e", "server", "app", "titles", "engine", "tracks", "p2p", "signal", "internal", "games"}, thirdParty: true, why: "the audit serves the game with the browser tests' harness"},
	{pkg: "cmd", may: []string{"app", "titles", "engine", "tracks", "p2p", "signal", "internal", "games"}, thirdParty: true, why: "tools do not import the tests"},
	{pkg: "engine/kit", why: "what every engine shares needs only the standard library"},
	{pkg: "engine/kit/enginetest", may: []string{"engine/rng"}, why: "the engines' shared tests need the shared generator alone"},
	{pkg: "internal/natlab", may: []string{"internal/natlab", "server", "app", "titles", "engine", "tracks", "p2p", "signal", "internal/precompress", "games"}, thirdParty: true, why: "the NAT lab runs the real server and native peers racing Heat, and no tests or tools"},
	{pkg: "internal/arch", why: "this test"},
}

// under reports whether path is dir or inside it ("" is the whole module).
func under(path, dir string) bool {
	return dir == "" || path == dir || strings.HasPrefix(path, dir+"/")
}

// ruleFor is the most specific rule for a package path in the module.
func ruleFor(path string) (rule, bool) {
	best, found := rule{}, false
	for _, r := range rules {
		if under(path, r.pkg) && (!found || len(r.pkg) > len(best.pkg)) {
			best, found = r, true
		}
	}
	return best, found
}

type listed struct {
	ImportPath string
	Standard   bool
	Deps       []string
	Imports    []string
	Module     *struct{ Path string }
}

// list runs `go list -deps -json` on patterns with extra environment, and returns the packages.
func list(t *testing.T, env []string, patterns ...string) map[string]listed {
	t.Helper()
	statSources(t)
	cmd := exec.Command("go", append([]string{"list", "-deps", "-json"}, patterns...)...)
	cmd.Dir = "../.."
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.String())
	}
	pkgs := map[string]listed{}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listed
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs[p.ImportPath] = p
	}
	return pkgs
}

// statSources looks at every Go file and go.mod of the module. go test caches a test's result
// until a file it opened or looked at changes; the imports are read by a `go list` of its own,
// so this is what makes a new import run the test again.
func statSources(t *testing.T) {
	t.Helper()
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != "../.." && (strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_") || d.Name() == "testdata" || d.Name() == "artifacts" || d.Name() == "bin" || d.Name() == "web") {
			return filepath.SkipDir
		}
		if !d.IsDir() && (strings.HasSuffix(path, ".go") || d.Name() == "go.mod") {
			_, err = os.Stat(path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

// check holds every package of the module in pkgs to its rule.
func check(t *testing.T, build string, pkgs map[string]listed) {
	t.Helper()
	checked := 0
	for _, p := range pkgs {
		if p.Module == nil || p.Module.Path != module {
			continue
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(p.ImportPath, module), "/")
		r, ok := ruleFor(rel)
		if !ok {
			t.Errorf("%s build: %s has no rule: add it to the table in docs/ARCHITECTURE.md and here", build, p.ImportPath)
			continue
		}
		checked++
		var bad []string // what breaks the rule, a module's packages named once by its path
		for _, d := range p.Deps {
			dep, ok := pkgs[d]
			switch {
			case !ok || dep.Standard:
			case dep.Module == nil || dep.Module.Path != module:
				if !r.thirdParty && (dep.Module == nil || !slices.Contains(bad, dep.Module.Path)) {
					bad = append(bad, cmp.Or(dep.Module, &struct{ Path string }{d}).Path)
				}
			default:
				drel := strings.TrimPrefix(strings.TrimPrefix(d, module), "/")
				if !slices.ContainsFunc(r.may, func(dir string) bool { return under(drel, dir) }) {
					bad = append(bad, d)
				}
			}
		}
		if len(bad) > 0 {
			t.Errorf("%s build: %s depends on %s: %s", build, p.ImportPath, strings.Join(bad, ", "), r.why)
		}
	}
	if checked < 10 {
		t.Errorf("%s build: only %d packages of the module were checked", build, checked)
	}
}

func TestImportsFollowTheArchitecture(t *testing.T) {
	check(t, "server", list(t, nil, "./..."))
}

// The browser build holds the pages and what they use, never the server, the tests or the tools.
func TestBrowserBuild(t *testing.T) {
	pkgs := list(t, []string{"GOOS=js", "GOARCH=wasm"}, module)
	check(t, "browser", pkgs)
	for path := range pkgs {
		// In the browser p2p/rtc binds the browser's own WebRTC (rtc_browser_js.go): pion, and the
		// encoding/gob it brings, would only weigh on app.wasm.
		if strings.HasPrefix(path, "github.com/pion/") || path == "encoding/gob" {
			t.Errorf("app.wasm is built with %s: in the browser p2p uses the browser's own WebRTC", path)
		}
		// The browser's sessions log nothing (p2p.Logger): log/slog would add about 40 KB of brotli.
		if path == "log/slog" {
			t.Errorf("app.wasm is built with %s: the pages log with the standard log package, and p2p takes a p2p.Logger", path)
		}
		rel := strings.TrimPrefix(path, module+"/")
		// The page signals through signal/client and signal/proto: the server is no part of it.
		if path == module+"/signal" {
			t.Errorf("app.wasm is built with the signaling server (%s): the page needs signal/client alone", path)
		}
		for _, banned := range []string{"server", "e2e", "cmd", "internal"} {
			if strings.HasPrefix(path, module+"/") && under(rel, banned) {
				t.Errorf("app.wasm is built with %s", path)
			}
		}
	}
}

// The rules themselves: the most specific one applies, and paths match whole segments.
func TestRuleFor(t *testing.T) {
	for path, want := range map[string]string{
		"engine/heat/bot":    "engine",
		"cmd/bench":          "cmd/bench",
		"cmd/icons":          "cmd",
		"internal/arch":      "internal/arch",
		"":                   "",
		"apps":               "",
		"app/heat/board":     "app",
		"server":             "server",
		"p2p/p2ptest":        "p2p/p2ptest",
		"p2p/wire":           "p2p",
		"signalling/whatnot": "",
	} {
		if r, _ := ruleFor(path); r.pkg != want {
			t.Errorf("rule for %q is %q, want %q", path, r.pkg, want)
		}
	}
}
