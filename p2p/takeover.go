package p2p

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/heatracing/heat/p2p/wire"
)

// The successor's side of a handover (successor.go): the Host its page becomes, built from the
// last checkpoint the host sent it, and the old host's way back as a player.

// takeover is what a Host that took the game over carries from its guest days: the secret to
// claim the room with (until its transport did), what its player witnessed of the game for its
// own audit at the end, and the intents its player had submitted that the old host never
// answered.
type takeover struct {
	secret  string
	witness witness
	reqs    []*request
	audited bool
	audit   Audit // guarded by Host.out.mu
}

// handoff is what a Guest hands to the Host its page becomes.
type handoff struct {
	ckpt   wire.Checkpoint
	me     string
	token  string
	nonce  string
	cursor int
	lobby  Lobby
	fair   guestFair
	reqs   []*request
	next   uint64 // the guest's next request ID
}

// takeOver builds the Host that takes the game over from a successor's last checkpoint: the
// lobby with the successor's player as its own (the old host's player is a guest away, whose
// seat the computer plays until it comes back), and the game where the checkpoint left it. Hand
// it to the room's transport (Member's Serve) to claim the room.
func takeOver(cfg HostConfig, hf handoff) (*Host, error) {
	var r hostRecord
	if err := json.Unmarshal(hf.ckpt.Record, &r); err != nil || r.V != recordVersion {
		return nil, fmt.Errorf("%w: the host's checkpoint cannot be read", ErrNoSave)
	}
	if !r.Started {
		return nil, fmt.Errorf("%w: the game had not started", ErrNoSave)
	}
	r.Me, r.HostToken = hf.me, ""
	opt := cfg.Options.withDefaults()
	l, seats, err := restore(cfg.Title, r, opt.Clock.Now())
	if err != nil {
		return nil, err
	}
	if l.me == nil || l.me.ID != hf.me {
		return nil, fmt.Errorf("%w: the checkpoint does not hold this player", ErrNoSave)
	}
	l.pick = colourPicker(cfg)
	l.me.cursor, l.me.Connected = hf.cursor, true
	g, err := cfg.Title.Load(r.Game)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoSave, err)
	}
	h := newHost(cfg, l)
	h.match = newMatch(g, seats, l.timer, h.cfg.AwayGrace, h.log)
	h.taken = &takeover{secret: hf.ckpt.Secret, witness: hf.fair.witness.clone(), reqs: hf.reqs}
	h.net = (*hosting)(h) // before begin: the loop is not running yet
	h.unsaved = true
	h.begin()
	return h, nil
}

// carry answers, once the room is this Host's, the intents the successor's player had submitted
// to the old host.
func (h *Host) carry() { _ = h.loop.do(h.answerCarried) }

// answerCarried answers the intents the successor's player had submitted to the old host: one
// the checkpoint shows answered gets the same answer, the others are played now.
func (h *Host) answerCarried() {
	me := h.lobby.me
	for _, r := range h.taken.reqs {
		var err error
		m, _ := r.build(r.id).(wire.Intent)
		switch {
		case me.nonce != "" && r.nonce == me.nonce && r.id == me.lastReq:
			err = rejection(me.lastRes.Code, me.lastRes.Text)
		case me.nonce != "" && r.nonce == me.nonce && r.id < me.lastReq:
			err = nil // answered before this one: it was taken
		default:
			err = h.play(me, m.Intent)
		}
		r.reply <- err
	}
	h.taken.reqs = nil
}

// ClaimSecret is the handover secret a Host that took the game over claims its room with, until
// its transport did (SetRoom); "" for any other Host.
func (h *Host) ClaimSecret() string {
	var s string
	_ = h.loop.do(func() {
		if h.taken != nil {
			s = h.taken.secret
		}
	})
	return s
}

// claimed forgets the claim's secret once the room is this host's.
func (h *Host) claimed() {
	if h.taken != nil {
		h.taken.secret = ""
	}
}

// ReturnAsGuest turns the record of a host whose successor took its game over (its transport
// said ErrHandedOver) into a guest's seat in the same room: it keeps the host's player and seat
// token under KeyGuest(room) and forgets the host's record. Join the room as a guest with the same
// Store: the page that runs the game now takes it back to its seat.
func ReturnAsGuest(store Store) (room string, err error) {
	if store == nil {
		return "", ErrNoSave
	}
	b, err := store.Get(KeyHost)
	if err != nil {
		return "", ErrNoSave
	}
	var r hostRecord
	if err := json.Unmarshal(b, &r); err != nil || r.V != recordVersion || r.Room == "" {
		return "", fmt.Errorf("%w: the saved game cannot be read", ErrNoSave)
	}
	for _, p := range r.Players {
		if r.Me == p.ID || r.Me == "" && p.Host {
			s, _ := json.Marshal(guestSeat{Token: p.Token, Player: p.ID})
			if err := store.Set(KeyGuest(r.Room), s); err != nil {
				return "", err
			}
			_ = store.Delete(KeyHost)
			return r.Room, nil
		}
	}
	return "", fmt.Errorf("%w: the saved game has no host", ErrNoSave)
}

// audit checks, once the game is over, the game this Host took over against what its player saw
// as a guest before (the same check a guest runs on the host's reveal, audit.go): the page that
// finished the game shows the same verdict as its guests'.
func (h *hosting) audit() {
	t := h.taken
	if t == nil || t.audited {
		return
	}
	t.audited = true
	save, err := h.match.game.Save()
	a := unverifiable("the game cannot be saved")
	if err == nil {
		rv := &wire.Reveal{Seed: h.lobby.seed, Nonce: h.lobby.nonce, Game: save}
		a = auditGame(context.Background(), h.cfg.Title, h.lobby.me.ID, h.lobby.view(true), t.witness, rv)
	}
	h.out.mu.Lock()
	t.audit = a
	h.out.mu.Unlock()
	h.out.changes.notify()
}

// Audit is the check of the game by a Host that took it over from another page, once it is over
// (audit); AuditNone for the host that opened the room, which ran the game from its start.
func (h *Host) Audit() Audit {
	if h.taken == nil {
		return Audit{}
	}
	h.out.mu.Lock()
	defer h.out.mu.Unlock()
	return h.taken.audit
}
