package arch

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// The layers that have a package per game: engine/<game>, titles/<game>, app/<game>. What else
// stands in them is the platform's, shared by every game.
var gameLayers = []string{"engine", "titles", "app"}

// shared are the platform's packages inside the game layers.
var shared = []string{"engine/kit", "engine/rng", "titles/kit", "titles/replay", "app/shell", "app/registry", "app/routes", "app/replay"}

// family joins a way to play to its game: Race Mode's rules and pages are Heat's.
var family = map[string]string{"racemode": "heat"}

// games are the folders of the game layers that are not shared, each with its game.
func games(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, layer := range gameLayers {
		entries, err := os.ReadDir("../../" + layer)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			name := layer + "/" + e.Name()
			if e.IsDir() && !slices.Contains(shared, name) {
				out[e.Name()] = e.Name()
				if f, ok := family[e.Name()]; ok {
					out[e.Name()] = f
				}
			}
		}
	}
	return out
}

// gameOf is the game a package path of the module belongs to, "" for the platform's own.
func gameOf(rel string, games map[string]string) string {
	for _, layer := range gameLayers {
		rest, ok := strings.CutPrefix(rel, layer+"/")
		if !ok {
			continue
		}
		name, _, _ := strings.Cut(rest, "/")
		if slices.Contains(shared, layer+"/"+name) {
			return ""
		}
		return games[name]
	}
	return ""
}

// Games keep to themselves in every layer: a game's packages import no other game's, and the
// platform's packages (registry, sessions, shell, server) import no game's; only the games
// package, which lists the registrations, and what stands above it (routes, the entry points,
// the server through it, the tests and tools) reach a game.
func TestGamesKeepToThemselves(t *testing.T) {
	games := games(t)
	if len(games) < 3 {
		t.Fatalf("found %d games in %v", len(games), gameLayers)
	}
	above := []string{"games", "app/routes", "", "e2e", "cmd", "internal/natlab"}
	for _, env := range [][]string{nil, {"GOOS=js", "GOARCH=wasm"}} {
		pkgs := list(t, env, "./...")
		for _, p := range pkgs {
			if p.Module == nil || p.Module.Path != module {
				continue
			}
			rel := strings.TrimPrefix(strings.TrimPrefix(p.ImportPath, module), "/")
			if slices.ContainsFunc(above, func(dir string) bool { return dir == rel || (dir != "" && under(rel, dir)) }) {
				continue
			}
			own := gameOf(rel, games)
			for _, d := range p.Imports {
				drel, ok := strings.CutPrefix(d, module+"/")
				if !ok {
					continue
				}
				if g := gameOf(drel, games); g != "" && g != own {
					who := "the platform's " + rel
					if own != "" {
						who = own + "'s " + rel
					}
					t.Errorf("%s imports %s: a game is reached only through its registration (the games package), and never from another game", who, drel)
				}
			}
		}
	}
}

func TestGameOf(t *testing.T) {
	games := map[string]string{"heat": "heat", "havoc": "havoc", "racemode": "heat"}
	for path, want := range map[string]string{
		"engine/heat/bot": "heat", "app/racemode": "heat", "titles/havoc": "havoc", "titles/kit": "",
		"app/shell/qr": "", "p2p": "", "titles": "", "server": "", "engine/rng": "",
	} {
		if got := gameOf(path, games); got != want {
			t.Errorf("gameOf(%q) = %q, want %q", path, got, want)
		}
	}
}
