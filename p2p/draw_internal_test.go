package p2p

import (
	"strings"
	"testing"
	"time"
)

// commitReveal has p commit to share, and returns the share's edit for the reveal.
func commitReveal(t *testing.T, l *lobby, p *player, share string) Edit {
	t.Helper()
	c := ShareCommitment(l.room, Commitment(l.seed, l.nonce), l.round, p.ID, share)
	if err := l.edit(p, Edit{Commitment: &c}); err != nil {
		t.Fatal(err)
	}
	return Edit{Share: &share}
}

func TestDrawSteps(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	const wait = 10 * time.Second
	ready := func(l *lobby, ps ...*player) {
		for _, p := range ps {
			if err := l.edit(p, Edit{Ready: ptr(true)}); err != nil {
				t.Fatal(err)
			}
		}
	}

	t.Run("a seat that never commits is removed, without a new draw", func(t *testing.T) {
		l, ps := newTestLobby(t, "Ann", "Bob")
		ready(l, ps...)
		reveal := commitReveal(t, l, ps[0], "aa")
		if err := l.begin(); err != nil {
			t.Fatal(err)
		}
		if seats, _ := l.advance(now, wait); seats != nil || l.draw.phase() != "commit" {
			t.Fatalf("the draw went on without Bob's commitment: %v", l.draw.phase())
		}
		seats, notes := l.advance(now.Add(wait), wait)
		if seats != nil || len(notes) != 1 || notes[0].to != ps[1] || l.draw.phase() != "reveal" || l.round != 1 {
			t.Fatalf("seats %v, notes %v, phase %q, round %d", seats, notes, l.draw.phase(), l.round)
		}
		if !strings.Contains(l.notice, "Bob was removed: their page did not commit") {
			t.Errorf("notice %q", l.notice)
		}
		if err := l.edit(ps[0], reveal); err != nil {
			t.Fatal(err)
		}
		if seats, _ := l.advance(now.Add(wait), wait); len(seats) != 2 {
			t.Fatalf("seats %v, want the host and Ann", seats)
		}
	})

	t.Run("a seat that leaves once the commitments are listed draws again", func(t *testing.T) {
		l, ps := newTestLobby(t, "Ann", "Bob")
		ready(l, ps...)
		for _, p := range ps {
			commitReveal(t, l, p, "aa")
		}
		if err := l.begin(); err != nil {
			t.Fatal(err)
		}
		if _, _ = l.advance(now, wait); l.draw.phase() != "reveal" {
			t.Fatalf("phase %q", l.draw.phase())
		}
		if err := l.edit(ps[0], Edit{Share: ptr("aa")}); err != nil {
			t.Fatal(err)
		}
		l.leave(ps[1])
		if l.round != 2 || l.draw.phase() != "commit" || ps[0].Share != "" || ps[0].Commitment != "" {
			t.Fatalf("round %d, phase %q, Ann's share %q", l.round, l.draw.phase(), ps[0].Share)
		}
		if !strings.Contains(l.notice, "Draw 1: Bob left while the shares were being revealed") {
			t.Errorf("notice %q", l.notice)
		}
		// The old share does not match a commitment of the new round.
		if err := l.edit(ps[0], Edit{Share: ptr("aa")}); err == nil {
			t.Error("a share of the last round went in")
		}
	})

	t.Run("the host's seat and bots add no share", func(t *testing.T) {
		l, ps := newTestLobby(t, "Ann")
		bot, err := l.addBot("Bot")
		if err != nil {
			t.Fatal(err)
		}
		c := ShareCommitment(l.room, Commitment(l.seed, l.nonce), l.round, l.me.ID, "aa")
		for _, p := range []*player{l.me, bot} {
			if err := l.edit(p, Edit{Commitment: &c}); err == nil || p.Commitment != "" {
				t.Errorf("%s committed to a share", p.Name)
			}
		}
		ready(l, ps...)
		reveal := commitReveal(t, l, ps[0], "bb")
		if err := l.begin(); err != nil {
			t.Fatal(err)
		}
		l.advance(now, wait)
		if err := l.edit(ps[0], reveal); err != nil {
			t.Fatal(err)
		}
		seats, _ := l.advance(now, wait)
		if len(seats) != 3 {
			t.Fatalf("seats %v", seats)
		}
		if _, _, _, err := l.start(seats); err != nil {
			t.Fatal(err)
		}
		if want := DeriveSeed(l.seed, l.nonce, []string{"", "bb", ""}); seatShares(l.view(false).Players)[1] != "bb" || want == l.seed {
			t.Errorf("shares %v", seatShares(l.view(false).Players))
		}
	})
}

// A host's page reloaded before the start may have shown shares: the draw starts over in a round
// of its own, with no commitment kept.
func TestRestoredLobbyDrawsAgain(t *testing.T) {
	l, ps := newTestLobby(t, "Ann")
	commitReveal(t, l, ps[0], "aa")
	r, err := l.record(nil)
	if err != nil {
		t.Fatal(err)
	}
	back, _, err := restore(l.title, r, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if back.round != l.round+1 {
		t.Errorf("round %d after %d", back.round, l.round)
	}
	for _, p := range back.players {
		if p.Commitment != "" || p.Share != "" {
			t.Errorf("%s kept %q %q", p.Name, p.Commitment, p.Share)
		}
	}
	if back.view(false).Commit != l.view(false).Commit {
		t.Error("the host's commitment changed across the reload")
	}
}
