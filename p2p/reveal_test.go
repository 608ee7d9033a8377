package p2p_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/internal/toy"
)

// The host tells its page its secret seed and nonce only once the game is over: they are the
// ones its lobby's commitment binds, and the game's seed comes from them.
func TestHostRevealsItsSecretOnlyAtTheEnd(t *testing.T) {
	h := newHost(t, p2p.HostConfig{Seed: 1234})
	if _, _, ok := h.Reveal(); ok {
		t.Fatal("the secret is told before the game")
	}
	if _, err := h.AddBot("Robo"); err != nil {
		t.Fatal(err)
	}
	if err := h.Configure(json.RawMessage(`{"rounds":1}`), 0); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	revealedEarly := false
	for over := false; !over; {
		var u p2p.Update
		select {
		case u = <-h.Updates():
		case <-ctx.Done():
			t.Fatal("the game did not end")
		}
		var v toy.View
		if err := json.Unmarshal(u.View, &v); err != nil {
			t.Fatal(err)
		}
		if over = v.Over; over {
			break
		}
		if _, _, ok := h.Reveal(); ok {
			revealedEarly = true
		}
		zero := 0
		switch {
		case v.Phase == "pick" && v.Picked == "" && len(v.Hand) > 0:
			b, _ := json.Marshal(toy.Intent{Pick: v.Hand[0]})
			_ = h.Submit(ctx, b)
		case v.Phase == "bid" && v.Turn == v.You:
			b, _ := json.Marshal(toy.Intent{Bid: &zero})
			_ = h.Submit(ctx, b)
		}
	}
	if revealedEarly {
		t.Error("the secret is told during the game")
	}
	seed, nonce, ok := h.Reveal()
	if !ok || seed != 1234 || p2p.Commitment(seed, nonce) != h.Lobby().Commit {
		t.Fatalf("at the end the host tells %d, %q (%v), which its commitment does not bind", seed, nonce, ok)
	}
}
