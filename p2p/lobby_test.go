package p2p

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/heatracing/heat/p2p/wire"
)

// newTestLobby is a lobby with its host "Host" and the guests named, all connected.
func newTestLobby(t *testing.T, guests ...string) (*lobby, []*player) {
	t.Helper()
	l := newLobby(stepsTitle{rounds: 2}, 1, "")
	if err := l.seatHost("Host"); err != nil {
		t.Fatal(err)
	}
	var ps []*player
	for _, name := range guests {
		p, err := l.join(name, false)
		if err != nil {
			t.Fatal(err)
		}
		l.connect(p)
		ps = append(ps, p)
	}
	return l, ps
}

func ptr[T any](v T) *T { return &v }

func TestLobbyJoinGivesFreeColours(t *testing.T) {
	l, ps := newTestLobby(t, "Ann", "Bob")
	if got := []string{l.me.Colour, ps[0].Colour, ps[1].Colour}; strings.Join(got, ",") != "red,blue,green" {
		t.Errorf("colours %v, want the title's in order", got)
	}
	// no colour left: the next player watches.
	cat, err := l.join("Cat", false)
	if err != nil || !cat.Spectator || cat.Colour != "" {
		t.Errorf("a fourth player on three colours: %+v, %v", cat.Player, err)
	}
	// asked to watch: watches even with a colour free.
	l2, _ := newTestLobby(t)
	w, _ := l2.join("Watcher", true)
	if !w.Spectator {
		t.Error("a player who asked to watch got a seat")
	}
	if _, err := l2.join("   ", false); !errors.Is(err, ErrBadName) {
		t.Errorf("a blank name: %v", err)
	}
	if _, err := l2.join(strings.Repeat("x", wire.MaxName+1), false); !errors.Is(err, ErrBadName) {
		t.Errorf("a long name: %v", err)
	}
	for _, name := range []string{"bell\a", "Ann\u202e", "A\u200bnn", "Ann\u200d", "\ufeffAnn"} {
		if _, err := l2.join(name, false); !errors.Is(err, ErrBadName) {
			t.Errorf("a name with a control or invisible character (%+q): %v", name, err)
		}
	}
}

// Two players never share a name: a newcomer or a renamed player gets a number after it.
func TestLobbyNamesAreUnique(t *testing.T) {
	l, ps := newTestLobby(t, "Ann", "ann", "Host")
	if got := []string{l.me.Name, ps[0].Name, ps[1].Name, ps[2].Name}; strings.Join(got, ",") != "Host,Ann,ann 2,Host 2" {
		t.Errorf("names %v, want Host,Ann,ann 2,Host 2", got)
	}
	if err := l.edit(ps[0], Edit{Name: ptr("Ann")}); err != nil || ps[0].Name != "Ann" {
		t.Errorf("keeping one's own name: %q, %v", ps[0].Name, err)
	}
	if err := l.edit(ps[2], Edit{Name: ptr("Ann")}); err != nil || ps[2].Name != "Ann 3" {
		t.Errorf("renamed to a taken name: %q, %v", ps[2].Name, err)
	}
	long := strings.Repeat("x", wire.MaxName)
	a, _ := l.join(long, true)
	b, _ := l.join(long, true)
	if a.Name != long || b.Name != strings.Repeat("x", wire.MaxName-2)+" 2" {
		t.Errorf("a long name taken twice: %q, %q", a.Name, b.Name)
	}
}

func TestLobbyIsBounded(t *testing.T) {
	l, _ := newTestLobby(t)
	for i := 1; i < maxPlayers; i++ {
		p, err := l.join(fmt.Sprintf("P%d", i), true)
		if err != nil {
			t.Fatalf("player %d: %v", i, err)
		}
		l.connect(p) // present: a ghost would give its place up
	}
	if _, err := l.join("One too many", true); !errors.Is(err, ErrTableFull) {
		t.Errorf("player %d: %v, want the table full", maxPlayers+1, err)
	}
}

func TestLobbyEdit(t *testing.T) {
	tests := []struct {
		name string
		who  int // 0: the host, 1: Ann, 2: a spectator
		edit Edit
		want error
		then func(t *testing.T, l *lobby, ps []*player)
	}{
		{name: "a new name", who: 1, edit: Edit{Name: ptr("  Annie ")}, then: func(t *testing.T, l *lobby, ps []*player) {
			if ps[0].Name != "Annie" {
				t.Errorf("name %q", ps[0].Name)
			}
		}},
		{name: "a blank name", who: 1, edit: Edit{Name: ptr(" ")}, want: ErrBadName},
		{name: "a free colour", who: 1, edit: Edit{Colour: ptr("green")}},
		{name: "a taken colour", who: 1, edit: Edit{Colour: ptr("red")}, want: ErrColourTaken},
		{name: "a colour not offered", who: 1, edit: Edit{Colour: ptr("plaid")}, want: ErrBadColour},
		{name: "a spectator's colour", who: 2, edit: Edit{Colour: ptr("green")}, want: ErrSpectator},
		{name: "ready", who: 1, edit: Edit{Ready: ptr(true)}, then: func(t *testing.T, l *lobby, ps []*player) {
			if !ps[0].Ready {
				t.Error("not ready")
			}
		}},
		{name: "the host is always ready", who: 0, edit: Edit{Ready: ptr(false)}, then: func(t *testing.T, l *lobby, ps []*player) {
			if !l.me.Ready {
				t.Error("the host is not ready")
			}
		}},
		{name: "a refused edit changes nothing", who: 1, edit: Edit{Name: ptr("Zed"), Colour: ptr("red")}, want: ErrColourTaken, then: func(t *testing.T, l *lobby, ps []*player) {
			if ps[0].Name != "Ann" {
				t.Errorf("the name changed to %q with a refused colour", ps[0].Name)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, ps := newTestLobby(t, "Ann")
			w, _ := l.join("Watcher", true)
			ps = append(ps, w)
			who := []*player{l.me, ps[0], ps[1]}[tt.who]
			l.changed = false
			err := l.edit(who, tt.edit)
			if !errors.Is(err, tt.want) {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
			if l.changed != (err == nil) {
				t.Errorf("changed %v after %v", l.changed, err)
			}
			if tt.then != nil {
				tt.then(t, l, ps)
			}
		})
	}
}

func TestLobbyConfigure(t *testing.T) {
	l, _ := newTestLobby(t)
	if err := l.configure(json.RawMessage(`{"laps":2}`), -5); err != nil || l.timer != 0 || string(l.settings) != `{"laps":2}` {
		t.Errorf("configure: %v, timer %v, settings %s", err, l.timer, l.settings)
	}
	if err := l.configure(json.RawMessage(`{nope`), 0); !errors.Is(err, ErrMalformed) {
		t.Errorf("settings that are not JSON: %v", err)
	}
	if err := l.configure(make(json.RawMessage, wire.MaxSettings+1), 0); !errors.Is(err, ErrTooLarge) {
		t.Errorf("settings too large: %v", err)
	}
	if string(l.settings) != `{"laps":2}` {
		t.Errorf("a refused configuration changed the settings to %s", l.settings)
	}
}

func TestLobbyBots(t *testing.T) {
	l, _ := newTestLobby(t, "Ann")
	b, err := l.addBot("Jim")
	if err != nil || !b.Bot || !b.Ready || b.token != "" || b.Colour != "green" {
		t.Fatalf("bot %+v token %q, %v", b.Player, b.token, err)
	}
	if _, err := l.addBot("Graham"); !errors.Is(err, ErrTableFull) {
		t.Errorf("a bot without a colour: %v", err)
	}
	if len(l.players) != 3 {
		t.Errorf("a refused bot stayed: %d players", len(l.players))
	}
}

func TestLobbyKick(t *testing.T) {
	l, ps := newTestLobby(t, "Ann", "Bob")
	ann := ps[0]
	bye, err := l.kick(ann.ID)
	if err != nil || bye.to != ann || bye.t != wire.TypeKicked || !bye.last {
		t.Fatalf("kick: %+v, %v", bye, err)
	}
	if len(l.players) != 2 || !l.kicked[ann.token] {
		t.Errorf("before the start a kicked player leaves and may not come back: %d players, kicked %v", len(l.players), l.kicked[ann.token])
	}
	if _, err := l.kick(l.me.ID); !errors.Is(err, ErrHostOnly) {
		t.Errorf("kicking the host: %v", err)
	}
	if _, err := l.kick("nobody"); !errors.Is(err, ErrNoPlayer) {
		t.Errorf("kicking nobody: %v", err)
	}
	// after the start the seat stays, played by the computer.
	bob := ps[1]
	_ = l.edit(bob, Edit{Ready: ptr(true)})
	if _, _, _, err := l.startNow(); err != nil {
		t.Fatal(err)
	}
	if _, err := l.kick(bob.ID); err != nil {
		t.Fatal(err)
	}
	if len(l.players) != 2 || !bob.Bot || bob.Connected || bob.token != "" || bob.Seat != 1 {
		t.Errorf("after the start a kicked player becomes a bot in its seat: %+v", bob.Player)
	}
}

func TestLobbyLeave(t *testing.T) {
	l, ps := newTestLobby(t, "Ann")
	l.leave(ps[0])
	if len(l.players) != 1 {
		t.Errorf("before the start a player who says bye leaves: %d players", len(l.players))
	}
	l2, ps2 := newTestLobby(t, "Ann")
	_ = l2.edit(ps2[0], Edit{Ready: ptr(true)})
	if _, _, _, err := l2.startNow(); err != nil {
		t.Fatal(err)
	}
	l2.leave(ps2[0])
	if len(l2.players) != 2 {
		t.Errorf("after the start a player's seat stays: %d players", len(l2.players))
	}
}

func TestLobbyStart(t *testing.T) {
	l, ps := newTestLobby(t, "Ann", "Bob")
	ann, bob := ps[0], ps[1]
	if _, _, _, err := l.startNow(); !errors.Is(err, ErrNotReady) || !strings.Contains(err.Error(), "Ann") {
		t.Fatalf("start with Ann not ready: %v", err)
	}
	_ = l.edit(ann, Edit{Ready: ptr(true)})
	l.away(bob, at0) // Bob is not ready, but away: he watches
	_ = l.configure(json.RawMessage(`"refuse"`), 0)
	if _, _, _, err := l.startNow(); err == nil || !strings.Contains(err.Error(), "make no game") {
		t.Fatalf("the title's refusal: %v", err)
	}
	_ = l.configure(nil, 0)
	g, seats, notes, err := l.startNow()
	if err != nil || g == nil {
		t.Fatal(err)
	}
	if len(seats) != 2 || seats[0] != l.me || seats[1] != ann || l.me.Seat != 0 || ann.Seat != 1 {
		t.Errorf("seats %v", seats)
	}
	if !bob.Spectator || bob.Seat != Spectator {
		t.Errorf("Bob, away at the start, should watch: %+v", bob.Player)
	}
	told := map[*player]int{}
	for _, n := range notes {
		told[n.to] = n.body.(wire.Start).Seat
	}
	if len(told) != 2 || told[ann] != 1 || told[bob] != Spectator {
		t.Errorf("start notes %v: every guest hears its seat", told)
	}
	if _, _, _, err := l.startNow(); !errors.Is(err, ErrStarted) {
		t.Errorf("a second start: %v", err)
	}
	for name, err := range map[string]error{
		"edit":      l.edit(ann, Edit{Name: ptr("Annie")}),
		"configure": l.configure(nil, 0),
	} {
		if !errors.Is(err, ErrStarted) {
			t.Errorf("%s after the start: %v", name, err)
		}
	}
	if _, err := l.addBot("Jim"); !errors.Is(err, ErrStarted) {
		t.Errorf("a bot after the start: %v", err)
	}
	// a latecomer watches.
	if p, _ := l.join("Late", false); !p.Spectator {
		t.Error("a latecomer got a seat")
	}
}

// The lobby as everyone sees it carries no seat token, and who is there.
func TestLobbyView(t *testing.T) {
	l, ps := newTestLobby(t, "Ann", "Bob")
	l.away(ps[1], at0)
	_, _ = l.addBot("Jim")
	v := l.view(false)
	b, _ := json.Marshal(v)
	for _, p := range l.players {
		if p.token != "" && strings.Contains(string(b), p.token) {
			t.Fatalf("the lobby view shows %s's seat token", p.Name)
		}
	}
	connected := map[string]bool{}
	for _, p := range v.Players {
		connected[p.Name] = p.Connected
	}
	if !connected["Host"] || !connected["Ann"] || connected["Bob"] {
		t.Errorf("connected %v", connected)
	}
	if len(v.Colours) != 3 || v.Started {
		t.Errorf("view %+v", v)
	}
}

// A host's record brings the lobby and the seats back as they were, with every guest away.
func TestLobbyRecordRestores(t *testing.T) {
	l, ps := newTestLobby(t, "Ann", "Bob")
	l.room, l.hostToken = "K7RM2Q", "secret"
	_ = l.configure(json.RawMessage(`{"x":1}`), 30)
	_ = l.edit(ps[0], Edit{Ready: ptr(true)})
	_, _ = l.kick(ps[1].ID)
	ps[0].lastReq, ps[0].lastRes = 7, wire.Result{ID: 7, Code: wire.CodeNotYourTurn}
	g, _, _, err := l.startNow()
	if err != nil {
		t.Fatal(err)
	}
	r, err := l.record(g)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(r)
	var back hostRecord
	_ = json.Unmarshal(b, &back)
	l2, seats, err := restore(l.title, back, at0)
	if err != nil {
		t.Fatal(err)
	}
	if l2.room != "K7RM2Q" || l2.hostToken != "secret" || l2.timer != 30 || string(l2.settings) != `{"x":1}` || !l2.started {
		t.Errorf("restored %+v", l2)
	}
	if len(seats) != 2 || seats[0] != l2.me || seats[1].Name != "Ann" || seats[1].lastReq != 7 || seats[1].Connected {
		t.Errorf("restored seats %+v", seats)
	}
	if !l2.kicked[ps[1].token] || l2.byToken(ps[1].token) != nil || l2.byToken(ps[0].token) != seats[1] {
		t.Error("the seat tokens did not come back as they were")
	}
	back.Players = back.Players[1:] // no host
	if _, _, err := restore(l.title, back, at0); !errors.Is(err, ErrNoSave) {
		t.Errorf("a record without its host: %v", err)
	}
}

// eightColours is a title with the platform's eight lobby colours.
type eightColours struct{ stepsTitle }

func (eightColours) Colours() []string {
	return []string{"yellow", "orange", "red", "pink", "purple", "blue", "green", "black"}
}

func TestLobbyPicksColoursAtRandomAmongTheFree(t *testing.T) {
	seen := map[string]int{}
	for range 200 {
		l := newLobby(eightColours{}, 1, "")
		l.pick = colourPicker(HostConfig{})
		if err := l.seatHost("Host"); err != nil {
			t.Fatal(err)
		}
		taken := map[string]bool{l.me.Colour: true}
		for i := range 7 {
			p, err := l.join(fmt.Sprint("P", i), false)
			if err != nil || p.Spectator || taken[p.Colour] {
				t.Fatalf("player %d got %q (spectator %v, err %v), taken %v", i, p.Colour, p.Spectator, err, taken)
			}
			taken[p.Colour] = true
		}
		seen[l.me.Colour]++
	}
	// 200 hosts over 8 colours: each colour about 25 times; none missing, none nearly always.
	for _, c := range (eightColours{}).Colours() {
		if seen[c] < 5 || seen[c] > 80 {
			t.Errorf("the host got %s %d times in 200: %v", c, seen[c], seen)
		}
	}
}

// startNow starts the game without a draw (no guest here adds a share).
func (l *lobby) startNow() (Game, []*player, []note, error) {
	seated, err := l.seatable()
	if err != nil {
		return nil, nil, nil, err
	}
	return l.start(seated)
}
