package p2p_test

import (
	"encoding/json"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/internal/toy"
	"github.com/heatracing/heat/p2p/wire"
)

var secretRe = regexp.MustCompile(`SECRET-(\d+)-[0-9a-f]{16}`)

// checkNoSecrets reads, in the host's order, every message the guest me in seat
// received and fails if one holds another seat's card before that card was
// revealed to everyone (by a "revealed" event, or in the bid phase's view
// of the round's picks, which a guest that lost the event still gets). The host's
// checkpoints, which hold every card, may reach the host's successor alone: one
// addressed to another player, or to a guest the lobby did not name successor
// (heir false), is a leak.
func checkNoSecrets(t *testing.T, seat int, me string, heir bool, msgs [][]byte) {
	t.Helper()
	if err := findLeak(seat, me, heir, msgs); err != nil {
		t.Fatal(err)
	}
}

func findLeak(seat int, me string, heir bool, msgs [][]byte) error {
	if len(msgs) == 0 {
		return fmt.Errorf("seat %d received nothing", seat)
	}
	revealed := map[string]bool{}
	own := 0
	for i, b := range msgs {
		// reveals in this message count from this message on.
		var env wire.Envelope
		if err := json.Unmarshal(b, &env); err != nil {
			return fmt.Errorf("seat %d message %d is not an envelope: %v", seat, i, err)
		}
		if env.T == wire.TypeCheckpoint || env.T == wire.TypePart && strings.Contains(string(env.P), `"t":"checkpoint"`) {
			var c wire.Checkpoint
			_ = json.Unmarshal(env.P, &c)
			switch {
			case !heir && (c.For != "" || env.T == wire.TypePart):
				return fmt.Errorf("seat %d, not the successor, received the host's checkpoint in message %d", seat, i)
			case env.T == wire.TypeCheckpoint && c.For != "" && c.For != me:
				return fmt.Errorf("seat %d received the checkpoint for player %s in message %d", seat, c.For, i)
			}
			continue // the successor receives what the host holds
		}
		if env.T == wire.TypeUpdate {
			var u wire.Update
			_ = json.Unmarshal(env.P, &u)
			// the bid phase shows every pick of the round: the game's rule.
			var v toy.View
			if json.Unmarshal(u.View, &v) == nil && v.Phase == "bid" {
				for _, c := range v.Revealed {
					revealed[c] = true
				}
			}
			for _, e := range u.Events {
				var ev toy.Event
				_ = json.Unmarshal(e, &ev)
				if ev.Type == "revealed" {
					for _, c := range ev.Cards {
						revealed[c] = true
					}
				}
			}
		}
		for _, m := range secretRe.FindAllSubmatch(b, -1) {
			owner, _ := strconv.Atoi(string(m[1]))
			if owner == seat {
				own++
				continue
			}
			if !revealed[string(m[0])] {
				return fmt.Errorf("seat %d received seat %d's secret %s in message %d: %s", seat, owner, m[0], i, b)
			}
		}
	}
	if own == 0 {
		return fmt.Errorf("seat %d never saw its own cards: the check looked at nothing", seat)
	}
	return nil
}

// leaky is the toy game with a bug: every view shows seat 0's hand.
type leaky struct{ toy.Title }

func (l leaky) New(s json.RawMessage, seats []p2p.Seat, seed uint64) (p2p.Game, error) {
	g, err := l.Title.New(s, seats, seed)
	return leakyGame{g.(*toy.Game)}, err
}

type leakyGame struct{ *toy.Game }

func (g leakyGame) View(seat, since int) (p2p.SeatView, error) {
	u, err := g.Game.View(seat, since)
	u.View, _ = json.Marshal(map[string]any{"view": u.View, "bug": g.Secrets(0)})
	return u, err
}

// The wire check catches a title that leaks.
func TestSecretCheckCatchesALeak(t *testing.T) {
	h := newHost(t, p2p.HostConfig{Title: leaky{}, Options: fast()})
	var w tape
	g := newGuest(t, p2p.GuestConfig{Name: "G", Dial: recording(pipeDialer(h, nil), &w), Options: fast()})
	startMatch(t, h, []*p2p.Guest{g}, 1)
	eventually(t, "an update", 2*time.Second, func() bool {
		for _, b := range w.messages() {
			if strings.Contains(string(b), `"t":"update"`) {
				return true
			}
		}
		return false
	})
	if err := findLeak(1, g.Lobby().You, true, w.messages()); err == nil {
		t.Fatal("a leaking title passed the wire check")
	}
}

// The wire check finds the host's checkpoint on a guest that is not the successor, and one
// addressed to another player.
func TestSecretCheckCatchesACheckpoint(t *testing.T) {
	h := newHost(t, p2p.HostConfig{Options: fast()})
	var w tape
	g := newGuest(t, p2p.GuestConfig{Name: "G", Dial: recording(pipeDialer(h, nil), &w), Options: fast()})
	startMatch(t, h, []*p2p.Guest{g}, 1)
	eventually(t, "a checkpoint", 2*time.Second, func() bool {
		for _, b := range w.messages() {
			if strings.Contains(string(b), `"t":"checkpoint"`) {
				return true
			}
		}
		return false
	})
	me := g.Lobby().You
	if h.Lobby().Successor != me {
		t.Fatalf("the successor is %q, not the only guest %q", h.Lobby().Successor, me)
	}
	if err := findLeak(1, me, true, w.messages()); err != nil {
		t.Fatalf("the successor's own checkpoints: %v", err)
	}
	if err := findLeak(1, me, false, w.messages()); err == nil {
		t.Fatal("a checkpoint on a guest that is not the successor passed the wire check")
	}
	if err := findLeak(1, "someone else", true, w.messages()); err == nil {
		t.Fatal("a checkpoint for another player passed the wire check")
	}
}
