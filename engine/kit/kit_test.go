package kit

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

type act struct {
	Type string `json:"type"`
	N    int    `json:"n,omitempty"`
}

func (a act) String() string { return a.Type }

// counter is the smallest game: "add" adds N, anything else is illegal.
type counter struct {
	cfg   int
	total int
	log   []Logged[act]
}

func (c *counter) Apply(seat int, a act) error {
	if a.Type != "add" {
		return Illegal("you cannot %s", a.Type)
	}
	c.total += a.N
	c.log = append(c.log, Logged[act]{Seat: seat, Action: a})
	return nil
}

var format = Format[int, act, *counter]{
	Game: "counter", Name: "Counter", Noun: "game", Version: 1, Unreadable: "not a Counter game file",
	New: func(cfg int, _ uint64) (*counter, error) {
		if cfg < 0 {
			return nil, Errorf(ErrConfig, "a counter starts at 0 or more, not %d", cfg)
		}
		return &counter{cfg: cfg, total: cfg}, nil
	},
}

func TestParseAction(t *testing.T) {
	for _, tt := range []struct {
		in, want string
	}{
		{`{"type":"add","n":2}`, ""},
		{`{"type":"add","x":2}`, "could not be read"},
		{`{"type":"add"} {}`, "extra data"},
		{`not json`, "could not be read"},
		{`{"type":"` + strings.Repeat("a", 64) + `"}`, "too long"},
	} {
		a, err := ParseAction[act]([]byte(tt.in), 40)
		if tt.want == "" {
			if err != nil || a.Type != "add" || a.N != 2 {
				t.Errorf("%s: %+v, %v", tt.in, a, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, ErrBadAction) || a != (act{}) {
			t.Errorf("%s: got %+v, %v; want a bad action saying %q", tt.in, a, err, tt.want)
		}
	}
}

func TestFileReplays(t *testing.T) {
	c, _ := format.New(3, 9)
	for _, n := range []int{1, 2} {
		if err := c.Apply(n%2, act{Type: "add", N: n}); err != nil {
			t.Fatal(err)
		}
	}
	f := format.File(c.cfg, 9, c.log)
	again, err := format.Replay(f)
	if err != nil || again.total != 6 || Digest(again.total) != Digest(c.total) {
		t.Fatalf("replay: %+v, %v", again, err)
	}
	for _, tt := range []struct {
		in, want string
	}{
		{`{"version":2,"game":"counter","config":0,"seed":1,"actions":[]}`, "game file version 2 cannot be read"},
		{`{"version":1,"game":"other","config":0,"seed":1,"actions":[]}`, `for "other", not Counter`},
		{`{"version":1,"game":"counter","config":-1,"seed":1,"actions":[]}`, "starts at 0 or more"},
		{`{"version":1,"game":"counter","config":0,"seed":1,"actions":[{"seat":0,"action":{"type":"take"}}]}`, "game file action 1 (seat 0: take): you cannot take"},
		{`{"version":1,"game":"counter","extra":1}`, "not a Counter game file"},
	} {
		if g, err := format.Parse([]byte(tt.in)); err == nil || g != nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, %v; want %q", tt.in, g, err, tt.want)
		}
	}
}

func TestWords(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 102: "102nd", 111: "111th"} {
		if got := Ordinal(n); got != want {
			t.Errorf("Ordinal(%d) = %q, want %q", n, got, want)
		}
	}
	if Quantity(1, "lap") != "1 lap" || Quantity(0, "lap") != "0 laps" || Quantity(3, "lap") != "3 laps" {
		t.Error("Quantity")
	}
	log := []int{0, 1, 2}
	if len(Since(log, -1)) != 3 || len(Since(log, 2)) != 1 || Since(log, 3) != nil || Since(log, 9) != nil {
		t.Error("Since")
	}
}

// An enumeration writes its words and reads them back; a value without a word writes what it is,
// and an unknown word (or a gap's "") is an error that changes nothing.
func TestEnum(t *testing.T) {
	type colour uint8
	e := Enum[colour]{Of: "colour", Words: []string{1: "red", 2: "blue", 4: "green"}}
	for v, want := range map[colour]string{1: "red", 2: "blue", 4: "green", 0: "colour(0)", 3: "colour(3)", 9: "colour(9)"} {
		if got := e.String(v); got != want {
			t.Errorf("String(%d) = %q, want %q", v, got, want)
		}
	}
	c := colour(2)
	if err := e.Read(&c, []byte("green")); err != nil || c != 4 {
		t.Fatalf("reading green gives %d, %v", c, err)
	}
	for _, bad := range []string{"", "purple", "Green", "colour(3)"} {
		if err := e.Read(&c, []byte(bad)); err == nil || c != 4 || !strings.Contains(err.Error(), `unknown colour "`+bad+`"`) {
			t.Errorf("reading %q: %d, %v", bad, c, err)
		}
	}
}

func TestVisibleCopies(t *testing.T) {
	n := 1
	log := []*int{&n, nil}
	seen := Visible(log, 0, func(p *int) *int { return Copy(p) })
	if len(seen) != 2 || seen[0] == &n || *seen[0] != 1 || seen[1] != nil || Visible(log, 2, Copy[int]) != nil {
		t.Errorf("Visible = %v", seen)
	}
}

// Seats need a name and a colour of the game's, and no two the same colour; the error names
// the seats in the game's words.
func TestCheckSeats(t *testing.T) {
	colours := []string{"red", "blue"}
	for _, tt := range []struct {
		names, colours []string
		want           string
	}{
		{[]string{"Ann", "Bob"}, []string{"red", "blue"}, ""},
		{[]string{"Ann", ""}, []string{"red", "blue"}, "car 2 has no name"},
		{[]string{"Ann"}, []string{"mauve"}, `car 1 has colour "mauve"; the colours are [red blue]`},
		{[]string{"Ann", "Bob"}, []string{"blue", "blue"}, "cars 1 and 2 are both blue"},
	} {
		err := CheckSeats("car", colours, len(tt.names), func(i int) (string, string) { return tt.names[i], tt.colours[i] })
		if got := fmt.Sprint(err); (tt.want == "" && err != nil) || (tt.want != "" && got != tt.want) {
			t.Errorf("%v %v: %v, want %q", tt.names, tt.colours, err, tt.want)
		}
	}
}
