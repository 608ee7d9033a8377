package p2p

import (
	"encoding/json"
	"time"

	"github.com/heatracing/heat/p2p/wire"
)

// The guest's side of a handover (successor.go): the successor keeps the host's last checkpoint,
// says when the host has been gone long enough for it to take the game over, and hands what it
// holds to the Host its page becomes (takeover.go).

// heir is the loop's part of the handover.
type heir struct {
	ckpt  *wire.Checkpoint // the host's last checkpoint, nil when this guest is not its successor
	due   chan struct{}    // closed once the game is this guest's to take over
	isDue bool
}

// onCheckpoint keeps the host's checkpoint, or forgets it (an empty one: another player is the
// successor now).
func (g *Guest) onCheckpoint(m wire.Checkpoint) {
	if len(m.Record) == 0 || m.Secret == "" || m.For != g.me {
		g.ckpt = nil
		return
	}
	var r hostRecord
	if err := json.Unmarshal(m.Record, &r); err != nil || r.V != recordVersion || !r.Started {
		g.log.Warn("unreadable checkpoint", "err", err)
		return
	}
	g.ckpt = &m
}

// takeOverTick says the game is this guest's to take over once it has held a checkpoint and been
// without its host for TakeOverAfter.
func (g *Guest) takeOverTick(now time.Time) {
	if g.isDue || g.ckpt == nil || g.cfg.TakeOverAfter <= 0 || g.stateNow == Ended || g.stateNow == Disconnected {
		return
	}
	if now.Sub(g.awaySince) >= g.cfg.TakeOverAfter {
		g.isDue = true
		g.log.Info("the host is gone: taking the game over")
		close(g.due)
	}
}

// TakeOverDue is closed once this guest, the host's successor, has been without its host for
// GuestConfig.TakeOverAfter: a Member then makes its page the game's host.
func (g *Guest) TakeOverDue() <-chan struct{} { return g.due }

// HoldsCheckpoint reports whether this guest holds a checkpoint of the host's (it is the host's
// successor).
func (g *Guest) HoldsCheckpoint() bool {
	var ok bool
	_ = g.do(func() { ok = g.ckpt != nil })
	return ok
}

// handOff takes what the guest holds for the Host its page becomes, and the intents waiting for
// an answer (that Host answers them); ok is false without a checkpoint. The guest then says
// nothing more: stop it.
func (g *Guest) handOff() (hf handoff, ok bool) {
	_ = g.do(func() {
		if g.ckpt == nil {
			return
		}
		ok = true
		hf = handoff{ckpt: *g.ckpt, me: g.me, token: g.token, nonce: g.nonce, cursor: g.cursor, lobby: g.lobby, fair: g.guestFair, next: g.nextID}
		hf.fair.witness = g.witness.clone()
		for id, r := range g.reqs {
			if r.t == wire.TypeIntent {
				r.handed = true
				hf.reqs = append(hf.reqs, r)
			}
			delete(g.reqs, id)
		}
	})
	return hf, ok
}

// resumeGuest makes a guest again of a page whose takeover failed (the host came back first, or
// the claim was refused): the same player, seat token, nonce and events, the same checkpoint,
// and the intents still waiting for an answer.
func resumeGuest(cfg GuestConfig, hf handoff) (*Guest, error) {
	g, err := newGuest(cfg)
	if err != nil {
		return nil, err
	}
	g.me, g.token, g.nonce, g.cursor, g.lobby, g.guestFair = hf.me, hf.token, hf.nonce, hf.cursor, hf.lobby, hf.fair
	if ck := hf.ckpt; ck.Secret != "" {
		g.ckpt = &ck
	}
	g.nextID = hf.next
	for _, r := range hf.reqs {
		r.handed, r.sentAt = false, time.Time{}
		g.reqs[r.id] = r
	}
	go g.run()
	return g, nil
}
