package p2p_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/wire"
)

// texts are the chat lines a session holds, as "name: text", with "→ to" for private ones.
func texts(s p2p.Session) []string {
	var out []string
	for _, l := range s.Chat() {
		line := l.Name + ": " + l.Text
		if l.Private() {
			line += " → " + l.ToName
		}
		out = append(out, line)
	}
	return out
}

func holds(s p2p.Session, want ...string) func() bool {
	return func() bool { return strings.Join(texts(s), "|") == strings.Join(want, "|") }
}

func TestChatReachesEveryoneAndPrivateOnlyItsAddressee(t *testing.T) {
	ctx := context.Background()
	h := newHost(t, p2p.HostConfig{Options: fast()})
	var tapes [2]tape
	a := newGuest(t, p2p.GuestConfig{Name: "Ann", Dial: recording(pipeDialer(h, nil), &tapes[0]), Options: fast()})
	b := newGuest(t, p2p.GuestConfig{Name: "Bob", Dial: recording(pipeDialer(h, nil), &tapes[1]), Options: fast()})
	eventually(t, "guests connected", 2*time.Second, func() bool { return connected(a)() && connected(b)() && lobbyHas(h, 3)() })
	id := func(s p2p.Session) string { p, _ := s.Lobby().Me(); return p.ID }

	if err := a.Say(ctx, "", "  hello\nall  "); err != nil {
		t.Fatal(err)
	}
	if err := h.Say(ctx, id(b), "psst, Bob"); err != nil {
		t.Fatal(err)
	}
	if err := b.Say(ctx, id(a), "secret for Ann"); err != nil {
		t.Fatal(err)
	}
	if err := b.Say(ctx, "", "<b>bold</b>"); err != nil {
		t.Fatal(err)
	}
	all := "Ann: hello all"
	markup := "Bob: <b>bold</b>"
	eventually(t, "the host's chat", time.Second, holds(h, all, "Host: psst, Bob → Bob", markup))
	eventually(t, "Ann's chat", time.Second, holds(a, all, "Bob: secret for Ann → Ann", markup))
	eventually(t, "Bob's chat", time.Second, holds(b, all, "Host: psst, Bob → Bob", "Bob: secret for Ann → Ann", markup))

	// What crossed the wire to Ann never held the host's private line to Bob, and the host's
	// page never showed Bob's to Ann.
	for _, m := range tapes[0].messages() {
		if bytes.Contains(m, []byte("psst")) {
			t.Fatalf("Ann received the host's private message to Bob: %s", m)
		}
	}

	// A newcomer reads the public lines only; a guest back on a new connection reads its own
	// private ones again.
	c := newGuest(t, p2p.GuestConfig{Name: "Cat", Dial: pipeDialer(h, nil), Options: fast()})
	eventually(t, "Cat's history", 2*time.Second, holds(c, all, markup))
}

func TestChatRefusals(t *testing.T) {
	ctx := context.Background()
	h := newHost(t, p2p.HostConfig{Options: fast()})
	a := newGuest(t, p2p.GuestConfig{Name: "Ann", Dial: pipeDialer(h, nil), Options: fast()})
	eventually(t, "Ann connected", 2*time.Second, connected(a))
	bot, err := h.AddBot("Robo")
	if err != nil {
		t.Fatal(err)
	}
	me, _ := a.Lobby().Me()
	for _, tc := range []struct {
		name     string
		s        p2p.Session
		to, text string
		want     error
	}{
		{"empty", a, "", "   ", p2p.ErrBadChat},
		{"too long", a, "", strings.Repeat("é", wire.MaxChat+1), p2p.ErrBadChat},
		{"far too long", a, "", strings.Repeat("x", wire.MaxChatSay+1), p2p.ErrBadChat},
		{"control character", a, "", "a\x07b", p2p.ErrBadChat},
		{"direction override", a, "", "a\u202eb", p2p.ErrBadChat},
		{"bad UTF-8", h, "", "a\xffb", p2p.ErrBadChat},
		{"stacked marks", a, "", "gg" + strings.Repeat("\u0336", 150), p2p.ErrBadChat},
		{"nobody", a, "nobody", "hi", p2p.ErrNoPlayer},
		{"oneself", a, me.ID, "hi", p2p.ErrNoPlayer},
		{"a bot", a, bot, "hi", p2p.ErrNoPlayer},
		{"the longest", a, "", strings.Repeat("é", wire.MaxChat), nil},
	} {
		err := tc.s.Say(ctx, tc.to, tc.text)
		if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
	if n := len(h.Chat()); n != 1 {
		t.Fatalf("the host holds %d lines after one good message", n)
	}
}

func TestChatFloodIsPacedThenDropped(t *testing.T) {
	h := newHost(t, p2p.HostConfig{Options: fast()})
	r := dialRaw(t, h)
	r.hello("Flood")
	a := newGuest(t, p2p.GuestConfig{Name: "Ann", Dial: pipeDialer(h, nil), Options: fast()})
	eventually(t, "Ann connected", 2*time.Second, connected(a))

	// Garbage first: refused, never relayed.
	r.raw(r.env(wire.TypeSay, "not an object"))
	r.raw(r.env(wire.TypeSay, wire.Say{Text: "no id"}))
	r.raw(r.env(wire.TypeSay, wire.Say{ID: 1, Text: strings.Repeat("x", 2*wire.MaxChatSay)}))
	// Then a flood: the first few go through, then too-fast, then the link is dropped.
	var codes []wire.Code
	for i := uint64(2); i < 40; i++ {
		_ = r.c.Send(context.Background(), r.env(wire.TypeSay, wire.Say{ID: i, Text: "spam"})) // fails once dropped
	}
	deadline := time.Now().Add(3 * time.Second)
	for time.Now().Before(deadline) {
		e, err := r.next(wire.TypeResult)
		if err != nil {
			break // dropped
		}
		var res wire.Result
		_ = json.Unmarshal(e.P, &res)
		codes = append(codes, res.Code)
	}
	ok, fast := 0, 0
	for _, c := range codes {
		switch c {
		case "":
			ok++
		case wire.CodeTooFast:
			fast++
		}
	}
	if ok == 0 || ok > 6 || fast == 0 {
		t.Fatalf("a flood of 38 lines: %d relayed, %d too fast (%v)", ok, fast, codes)
	}
	eventually(t, "the flooder dropped", 2*time.Second, lobbyHas(h, 2))
	// The relayed lines reach Ann in their own time: she holds them all, and no more.
	eventually(t, fmt.Sprintf("Ann holding the %d lines relayed", ok), 2*time.Second, func() bool { return len(a.Chat()) >= ok })
	if n := len(a.Chat()); n != ok {
		t.Fatalf("Ann holds %d lines, the host relayed %d", n, ok)
	}
	// The others chat on.
	if err := a.Say(context.Background(), "", "still here"); err != nil {
		t.Fatal(err)
	}
}

func TestRemovedPlayerLeavesTheChat(t *testing.T) {
	ctx := context.Background()
	h := newHost(t, p2p.HostConfig{Options: fast()})
	a := newGuest(t, p2p.GuestConfig{Name: "Ann", Dial: pipeDialer(h, nil), Options: fast()})
	b := newGuest(t, p2p.GuestConfig{Name: "Bob", Dial: pipeDialer(h, nil), Options: fast()})
	eventually(t, "guests connected", 2*time.Second, func() bool { return connected(a)() && connected(b)() })
	bob, _ := b.Lobby().Me()
	if err := h.Kick(bob.ID); err != nil {
		t.Fatal(err)
	}
	eventually(t, "Bob removed", 2*time.Second, func() bool { return b.ConnState() == p2p.Ended })
	if !errors.Is(b.Reason(), p2p.ErrKicked) {
		t.Fatalf("Bob's page reads %v", b.Reason())
	}
	if err := b.Say(ctx, "", "let me back"); err == nil {
		t.Fatal("a removed player still chats")
	}
	if err := a.Say(ctx, bob.ID, "bye Bob"); !errors.Is(err, p2p.ErrNoPlayer) {
		t.Fatalf("a private message to a removed player: %v", err)
	}
	if err := a.Say(ctx, "", "he's gone"); err != nil {
		t.Fatal(err)
	}
	eventually(t, "the host reads Ann", time.Second, holds(h, "Ann: he's gone"))
	if len(b.Chat()) != 0 {
		t.Fatalf("the removed player read %v", texts(b))
	}
}
