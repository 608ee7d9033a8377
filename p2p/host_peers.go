package p2p

import (
	"time"

	"github.com/heatracing/heat/p2p/wire"
)

// A Host's work with its guests' connections (their links, h.peers) goes through h.net, so that
// a solo game, which never attaches a connection, does not carry it. A Host starts with noGuests;
// the first connection attached (Attach) turns it to hosting, which runs the links, and so does a
// game taken over from another page (takeOver: its guests come back to it). The Go linker keeps a
// method called through an interface only for the types converted to that interface in code it
// keeps, and hosting is converted in those two alone: a page that only plays solo links none of
// the guests' handling (host_recv.go, the heartbeats, the handover's checkpoints, the reveal to
// guests, the check of a game taken over).
//
// noGuests does what hosting does with no link: nothing. The state both share (the lobby, the
// match, the successor's handover, the heartbeat round's time) stays in the Host.

// guests is what the host's loop asks of its guests' connections.
type guests interface {
	// handle takes a message (or the end) of a link (host_recv.go).
	handle(in inbound)
	// nextBeat is when the next heartbeat round is due, zero while no link is open.
	nextBeat() time.Time
	// tick is the heartbeat round: heartbeats, silent peers and lost messages.
	tick(now time.Time)
	// update sends a guest's player its view and the events since its cursor, once welcomed.
	update(p *player, resync uint64, now time.Time)
	// deliver sends a state machine's note to its player, if the player is connected.
	deliver(n note)
	// publish sends the lobby to every welcomed guest.
	publish(lv Lobby)
	// answer sends the answers to the guests' requests (after the updates they caused).
	answer()
	// reveal sends the end of the game's audit to every guest that has not had it.
	reveal()
	// audit checks the game a Host that took it over holds, once it is over (takeover.go).
	audit()
	// checkpoint sends the successor its checkpoint (successor.go), and former (a link, or nil)
	// word that it is not the successor any more.
	checkpoint(former *link, changed bool)
	// bye says goodbye to every guest (the game ended).
	bye()
	// shutdown closes every link once its queued messages went out.
	shutdown()
}

// noGuests is a Host's guests before any connection is attached: a solo game's for good.
type noGuests struct{}

func (noGuests) handle(inbound)                    {}
func (noGuests) nextBeat() time.Time               { return time.Time{} }
func (noGuests) tick(time.Time)                    {}
func (noGuests) update(*player, uint64, time.Time) {}
func (noGuests) deliver(note)                      {}
func (noGuests) publish(Lobby)                     {}
func (noGuests) answer()                           {}
func (noGuests) reveal()                           {}
func (noGuests) audit()                            {}
func (noGuests) checkpoint(*link, bool)            {}
func (noGuests) bye()                              {}
func (noGuests) shutdown()                         {}

// hosting is a Host seen from its guests' side: its methods work with h.peers, on the loop. A
// type of its own rather than a struct holding the Host, so that its method set is its own.
type hosting Host

func (h *hosting) host() *Host { return (*Host)(h) }

func (h *hosting) nextBeat() time.Time {
	if h.peers.count() == 0 {
		return time.Time{}
	}
	return h.peers.beat.Add(h.opt.tick(h.peers.gap()))
}

// tick sends heartbeats, drops silent peers and those that never said hello, and skips stale
// gaps.
func (h *hosting) tick(now time.Time) {
	h.peers.each(func(l *link) {
		if now.Sub(l.lastRecv) > h.opt.PeerTimeout {
			h.drop(l, "silent", nil)
			return
		}
		if l.who == nil && now.Sub(l.opened) >= h.opt.HelloTimeout {
			h.drop(l, "no hello", nil)
			return
		}
		if ready, gap := l.in.expire(now, h.opt.ReorderWait); gap {
			// a guest's message was lost: requests are retried by the guest.
			for _, e := range ready {
				if h.peers.has(l) {
					h.dispatch(l, e)
				}
			}
		}
		if h.peers.has(l) && now.Sub(l.lastSent) >= h.opt.Heartbeat {
			l.beat++
			h.send(l, wire.TypePing, wire.Beat{N: l.beat})
		}
	})
}

func (h *hosting) update(p *player, resync uint64, now time.Time) {
	l := h.peers.of(p)
	if l == nil || !l.welcomed {
		return
	}
	if u, ok := h.match.update(p, resync, now); ok {
		h.send(l, wire.TypeUpdate, u)
	}
}

func (h *hosting) deliver(n note) {
	l := h.peers.of(n.to)
	if l == nil || !l.welcomed {
		return
	}
	if n.last {
		l.finish(n.t, n.body)
		h.peers.remove(l)
		return
	}
	h.send(l, n.t, n.body)
}

func (h *hosting) publish(lv Lobby) {
	h.peers.each(func(l *link) {
		if l.welcomed {
			h.send(l, wire.TypeLobby, lv)
		}
	})
}

func (h *hosting) answer() {
	for _, r := range h.replies {
		if h.peers.has(r.l) {
			h.send(r.l, wire.TypeResult, r.res)
		}
	}
	h.replies = h.replies[:0]
}

// reveal sends the secret seed and nonce, and the game file (fair.go).
func (h *hosting) reveal() {
	h.peers.each(func(l *link) {
		if !l.welcomed || l.revealed {
			return
		}
		if h.match.reveal == nil {
			save, err := h.match.game.Save()
			if err != nil {
				h.log.Error("cannot save the game to reveal it", "err", err)
				return
			}
			h.match.reveal = &wire.Reveal{Seed: h.lobby.seed, Nonce: h.lobby.nonce, Game: save}
			if h.cfg.AlterReveal != nil {
				h.match.reveal = h.cfg.AlterReveal(h.match.reveal)
			}
		}
		l.revealed = true
		if h.match.reveal != nil {
			h.send(l, wire.TypeReveal, h.match.reveal)
		}
	})
}

func (h *hosting) bye() {
	h.peers.each(func(l *link) {
		l.finish(wire.TypeBye, wire.Farewell{Reason: ErrEnded.Error()})
		h.peers.remove(l)
	})
}

func (h *hosting) shutdown() {
	h.peers.each(func(l *link) {
		l.finish("", nil) // let queued messages go out, then close
	})
	h.peers.wait(2 * time.Second)
}
