package shell

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/titles"
)

// render mounts a page in go-app's test engine and returns its HTML.
func render(t *testing.T, page app.Composer) string {
	t.Helper()
	e := app.NewTestEngine()
	if err := e.Load(page); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return app.HTMLString(page)
}

func contains(t *testing.T, html string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(html, w) {
			t.Errorf("the page lacks %s:\n%s", w, html)
		}
	}
}

// With one game, the home is that game's title screen: its hero, its ways to play, joining by code.
func TestHomeOfOneGame(t *testing.T) {
	heat, _ := titles.Find("heat")
	html := render(t, &home{games: []titles.Entry{heat}})
	contains(t, html, `data-testid="home"`, `data-testid="title"`, ">Heat<", "Pedal to the Metal", `data-testid="pitch"`,
		`href="/solo"`, `href="/qualifying"`, `href="/friends"`, `data-testid="join-form"`, "1 to 6 cars")
	if strings.Contains(html, `data-testid="games"`) {
		t.Error("one game shows the picker")
	}
}

// With several games, the home is a picker: a card for each game with its ways to play, and one
// form to join a room.
func TestHomePicksAGame(t *testing.T) {
	heat, _ := titles.Find("heat")
	other := titles.Entry{ID: "fang", Name: "Blood Fang", Kicker: "Lane duels", Pitch: "Two players, three lanes.",
		Modes: []titles.Mode{{ID: "duel", Path: "/fang", Label: "Duel the AI", Detail: "Alone against the search."}}}
	html := render(t, &home{games: []titles.Entry{heat, other}})
	contains(t, html, `data-testid="games"`, `data-testid="game-heat"`, `data-testid="game-fang"`, "Blood Fang", "Two players, three lanes.",
		`href="/fang"`, `href="/solo"`, `data-testid="join-form"`, `aria-label="Heat: Pedal to the Metal"`, ">Parlor<")
	if n := strings.Count(html, "<h1"); n != 1 {
		t.Errorf("%d top headings, want the platform's name once", n)
	}
	if n := strings.Count(html, `data-testid="join-form"`); n != 1 {
		t.Errorf("%d forms to join a room, want 1", n)
	}
	// Each game has rooms of its own: the form asks which game a code is for.
	contains(t, html, `data-testid="join-game"`, `>Blood Fang</option>`)
}

func TestHomeOffersTheGameToRejoin(t *testing.T) {
	defer Forget(keyCurrent)
	setCurrent(current{Game: "heat", Kind: Guest, Room: "K7RM2Q"})
	html := render(t, newHome())
	contains(t, html, `data-testid="rejoin"`, `href="/room/K7RM2Q"`, "Rejoin your race")

	// a record from before records named their game: Heat's solo race
	SaveJSON(keyCurrent, map[string]string{"kind": "solo"})
	contains(t, render(t, newHome()), `href="/race"`, "Rejoin your race")

	ForgetCurrent(Host) // not the kind in progress: kept
	if _, ok := loadCurrent(); !ok {
		t.Error("forgetting a host's game forgot a solo one")
	}
	ForgetCurrent(Solo)
	if _, ok := loadCurrent(); ok {
		t.Error("the solo game is still offered after it was forgotten")
	}
}

func TestSoloInProgress(t *testing.T) {
	defer Forget(keyCurrent)
	heat, _ := titles.Find("heat")
	fang, _ := titles.Find("bloodfang")
	tests := []struct {
		name   string
		record any
		game   titles.Entry
		want   bool
	}{
		{"nothing", nil, heat, false},
		{"Heat's solo race", current{Game: "heat", Kind: Solo, Path: "/race"}, heat, true},
		{"another game's", current{Game: "bloodfang", Kind: Solo}, heat, false},
		{"asked for that game", current{Game: "bloodfang", Kind: Solo}, fang, true},
		{"a room", current{Game: "heat", Kind: Host, Room: "K7RM2Q"}, heat, false},
		{"a record from before records named their game", map[string]string{"kind": "solo"}, heat, true},
	}
	for _, tt := range tests {
		Forget(keyCurrent)
		if tt.record != nil {
			SaveJSON(keyCurrent, tt.record)
		}
		if got := SoloInProgress(tt.game); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}

func TestNotFound(t *testing.T) {
	contains(t, render(t, &notFound{path: "/pits/lane"}), `data-testid="not-found"`, ">/pits/lane<", `href="/"`, "Back to the pits")
}

// Sessions' values go through the browser storage as base64 text, as they always did, so that a
// saved game from an earlier version still loads.
func TestSessionStore(t *testing.T) {
	s := sessionStore{"test."}
	if _, err := s.Get("k"); err == nil {
		t.Fatal("a missing key was found")
	}
	if err := s.Set("k", []byte{0, 1, 2, 255}); err != nil {
		t.Fatal(err)
	}
	if raw, ok := getItem("test.k"); !ok || raw != "AAEC/w==" {
		t.Errorf("stored %q, %v; want base64 under the prefixed key", raw, ok)
	}
	if b, err := s.Get("k"); err != nil || string(b) != "\x00\x01\x02\xff" {
		t.Errorf("read back %q, %v", b, err)
	}
	_ = setItem("test.bad", "not base64!")
	if _, err := s.Get("bad"); err == nil {
		t.Error("a value that is not base64 was read")
	}
	_ = s.Delete("k")
	if _, err := s.Get("k"); err == nil {
		t.Error("a deleted key was found")
	}
}

func TestProfile(t *testing.T) {
	defer Forget(keyProfile)
	first := LoadProfile()
	if !strings.HasPrefix(first.Name, "Driver ") || first.Colour == "" {
		t.Errorf("a first profile %+v has no name of its own or no colour", first)
	}
	if again := LoadProfile(); again != first {
		t.Errorf("the first profile changed from %+v to %+v: it is not kept", first, again)
	}
	SaveProfile(Profile{Name: "Ann", Colour: "blue"})
	if p := LoadProfile(); p != (Profile{Name: "Ann", Colour: "blue"}) {
		t.Errorf("profile %+v", p)
	}
}

func TestRoomCodes(t *testing.T) {
	if code, ok := NormalizeCode(" k7rm-2q "); !ok || code != "K7RM2Q" {
		t.Errorf("NormalizeCode = %q, %v", code, ok)
	}
	if _, ok := NormalizeCode("nope!"); ok {
		t.Error("a code with punctuation was taken")
	}
	if RoomPath("K7RM2Q") != "/room/K7RM2Q" {
		t.Error(RoomPath("K7RM2Q"))
	}
}
