package p2p

import (
	"encoding/json"
	"fmt"
	"slices"
	"time"

	"github.com/heatracing/heat/p2p/wire"
	"github.com/heatracing/heat/signal/proto"
)

// A game outlives its host. The lobby names a successor: the player the host picked, else the
// first seated human guest. Once the game started, the host sends the successor alone a
// checkpoint after every change (wire.Checkpoint: the host's whole record, with the secret seed
// and every seat's token, and a handover secret whose key the host's transport names to the
// signaling server). When the host has been gone for the successor's grace, the successor's page
// takes the game over from its last checkpoint (takeover.go, member.go): it claims the room with
// the secret, the guests reconnect to it with their seats and submit again what was not answered,
// and it names a successor of its own. Before the start nothing is sent: the host's secret seed
// must stay secret until every share of the draw is in (fair.go).
//
// A successor that drops keeps its place for the host's AwayGrace; after that the next one in
// order takes it, with a new secret (the former successor's claim is then refused) and a
// checkpoint of its own, and a connected former successor is told to forget its checkpoint.

// handover is the host's side of its successor: the secret, whom it is for, and the link the last
// checkpoint went on.
type handover struct {
	secret string
	named  string // the key the transport last named to the signaling server
	to     *player
	via    *link
}

// heirable reports whether p may take the game over: a human player of the table, not the page's
// own.
func heirable(p *player) bool {
	return p != nil && !p.self && !p.Bot && !p.Spectator && p.token != ""
}

// pickHeir updates the successor: the host's pick while it is there, else the successor now while
// it is there or away for less than grace, else the first player in order who is there.
func (l *lobby) pickHeir(now time.Time, grace time.Duration) {
	in := func(p *player) bool { return heirable(p) && slices.Contains(l.players, p) }
	near := func(p *player) bool { return in(p) && (p.present() || now.Sub(p.awaySince) < grace) }
	var pick *player
	if i := slices.IndexFunc(l.players, func(p *player) bool { return p.ID == l.heir }); l.heir != "" && i >= 0 {
		pick = l.players[i]
	}
	var next *player
	switch {
	case in(pick) && (pick.present() || pick == l.next && near(pick)):
		next = pick
	case near(l.next):
		next = l.next
	default:
		for _, p := range l.players {
			if in(p) && p.present() {
				next = p
				break
			}
		}
	}
	if next != l.next {
		l.next, l.changed = next, true
	}
}

// SetSuccessor picks the player whose page takes the game over if the host leaves for good: a
// human player of the table ("" for the default, the first one there).
func (h *Host) SetSuccessor(id string) error {
	var err error
	if e := h.loop.do(func() {
		if id != "" {
			i := slices.IndexFunc(h.lobby.players, func(p *player) bool { return p.ID == id })
			switch {
			case i < 0:
				err = ErrNoPlayer
				return
			case !heirable(h.lobby.players[i]):
				err = fmt.Errorf("%w: %s cannot run the game: only a player at the table can", ErrNoPlayer, h.lobby.players[i].Name)
				return
			}
		}
		h.lobby.heir, h.lobby.changed = id, true
		h.lobby.pickHeir(h.clock.Now(), h.cfg.AwayGrace)
	}); e != nil {
		return e
	}
	return err
}

// HandoverKey is the key of the secret the successor may claim the room with (the transport
// names it to the signaling server, proto.HandoverKey), "" while there is none.
func (h *Host) HandoverKey() string {
	var s string
	_ = h.loop.do(func() { s = h.ho.secret })
	if s == "" {
		return ""
	}
	return proto.HandoverKey(s)
}

// NamedSuccessor tells the host that its transport named key to the signaling server: the
// successor's secret opens the room from now on, and its checkpoints go out.
func (h *Host) NamedSuccessor(key string) {
	_ = h.loop.do(func() { h.ho.named = key })
}

// passOn picks the successor and, once the game started, sends it a checkpoint when something
// changed or it is on a new connection.
func (h *Host) passOn(now time.Time, changed bool) {
	h.lobby.pickHeir(now, h.cfg.AwayGrace)
	if h.match == nil {
		return
	}
	var former *link
	if heir := h.lobby.next; heir != h.ho.to {
		former = h.ho.via
		h.ho = handover{to: heir}
		if heir != nil {
			h.ho.secret = randomID(16)
		}
		h.lobbyMoved.notify()
	}
	h.net.checkpoint(former, changed)
}

// checkpoint tells former, the link of the successor before, to forget its checkpoint, and sends
// the successor a checkpoint when something changed or it is on a new connection.
func (h *hosting) checkpoint(former *link, changed bool) {
	if former != nil && h.peers.has(former) {
		h.send(former, wire.TypeCheckpoint, wire.Checkpoint{})
	}
	heir := h.ho.to
	l := h.peers.of(heir)
	if heir == nil || l == nil || !l.welcomed || l == h.ho.via && !changed {
		return
	}
	if h.lobby.room != "" && h.ho.named != proto.HandoverKey(h.ho.secret) {
		return // the secret opens the room only once the server knows its key (NamedSuccessor)
	}
	r, err := h.lobby.record(h.match.game)
	if err != nil {
		h.log.Error("cannot make the successor's checkpoint", "err", err)
		return
	}
	r.HostToken = "" // the successor claims the room with its own secret
	b, err := json.Marshal(r)
	if err != nil {
		h.log.Error("cannot make the successor's checkpoint", "err", err)
		return
	}
	h.send(l, wire.TypeCheckpoint, wire.Checkpoint{For: heir.ID, Secret: h.ho.secret, Record: b})
	h.ho.via = l
}
