package p2p

import (
	"encoding/json"
	"errors"
	"time"
)

// This file is what the guest does with each message from the host. The
// host is trusted to run the game, not to be well-formed: anything
// unreadable is logged and ignored.

func (g *Guest) handle(in inbound) {
	if in.l != g.link {
		return // an old link
	}
	if in.closed {
		g.lost("connection closed")
		return
	}
	now := g.clock.Now()
	g.link.lastRecv = now
	if in.err != nil {
		g.log.Warn("unreadable message from the host", "err", in.err)
		if errors.Is(in.err, ErrVersion) {
			g.setState(Disconnected, ErrVersion)
		}
		return
	}
	ready, st := g.link.in.push(in.env, now)
	if st == seqGap {
		g.onGap()
	}
	for _, e := range ready {
		if g.link == nil {
			return
		}
		g.dispatch(e)
	}
}

// onGap: a message from the host was lost.
func (g *Guest) onGap() {
	if !g.welcomed {
		g.sayHello(g.clock.Now())
		return
	}
	g.askResync()
}

func (g *Guest) askResync() {
	if g.resyncID != 0 && g.clock.Now().Sub(g.resyncAt) < 2*g.opt.Retry {
		return
	}
	g.nextID++
	g.resyncID, g.resyncAt = g.nextID, g.clock.Now()
	g.send(TypeResync, Resync{ID: g.resyncID, Since: g.cursor})
}

func (g *Guest) dispatch(e *Envelope) {
	switch e.T {
	case TypePing:
		var b Beat
		if payload(e, &b) == nil {
			g.send(TypePong, b)
		}
	case TypePong:
	case TypeWelcome:
		var m Welcome
		if err := payload(e, &m); err != nil {
			g.log.Warn("bad welcome", "err", err)
			return
		}
		g.onWelcome(m)
	case TypeLobby:
		var m Lobby
		if err := payload(e, &m); err != nil {
			g.log.Warn("bad lobby", "err", err)
			return
		}
		g.lobby, g.lobbyNew = m, true
		g.lobby.You = g.me
		if p, ok := m.Me(g.me); ok && m.Started {
			g.seatNow = p.Seat
		}
	case TypeStart:
		var m Start
		if err := payload(e, &m); err != nil {
			g.log.Warn("bad start", "err", err)
			return
		}
		g.seatNow = m.Seat
	case TypeUpdate:
		var m UpdateMsg
		if err := payload(e, &m); err != nil {
			g.log.Warn("bad update", "err", err)
			g.askResync()
			return
		}
		g.onUpdate(m)
	case TypeResult:
		var m Result
		if err := payload(e, &m); err != nil {
			g.log.Warn("bad result", "err", err)
			return
		}
		if r, ok := g.reqs[m.ID]; ok {
			delete(g.reqs, m.ID)
			r.reply <- rejection(m.Code, m.Text)
		}
	case TypeError:
		var m ErrorMsg
		_ = payload(e, &m)
		g.log.Warn("the host refused a message", "code", m.Code, "text", m.Text)
		switch m.Code {
		case CodeVersion:
			g.setState(Disconnected, ErrVersion)
		case CodeTableFull, CodeBadName:
			g.setState(Ended, rejection(m.Code, m.Text))
		}
	case TypeKicked:
		g.forget()
		g.setState(Ended, ErrKicked)
	case TypeBye:
		var m Farewell
		_ = payload(e, &m)
		if m.Reason == ErrEnded.Error() {
			g.forget()
			g.setState(Ended, ErrEnded)
			return
		}
		g.setState(Ended, errors.New(m.Reason))
	}
}

func (g *Guest) onWelcome(m Welcome) {
	g.welcomed, g.me, g.lobbyNew, g.seatNow = true, m.Player, true, m.Seat
	g.lobby.You = m.Player
	if m.Token != g.token {
		g.token = m.Token
		if g.cfg.Store != nil {
			b, _ := json.Marshal(guestSeat{Token: m.Token, Player: m.Player})
			if err := g.cfg.Store.Set(KeyGuest(g.cfg.Room), b); err != nil {
				g.log.Error("cannot keep the seat token", "err", err)
			}
		}
	}
	g.resyncID = 0
	g.setState(Connected, nil)
	for _, r := range g.reqs {
		g.sendRequest(r)
	}
}

// forget deletes the seat token: the room is gone for this guest.
func (g *Guest) forget() {
	if g.cfg.Store != nil {
		_ = g.cfg.Store.Delete(KeyGuest(g.cfg.Room))
	}
}

// onUpdate delivers an update that continues from the events this guest
// has; anything else means something was lost, so it asks for a full view
// and ignores updates until that arrives.
func (g *Guest) onUpdate(m UpdateMsg) {
	switch {
	case g.resyncID != 0 && m.Resync == g.resyncID:
		g.resyncID = 0
	case g.resyncID != 0:
		return // waiting for the full view
	case m.Since != g.cursor:
		g.askResync()
		return
	}
	if m.Next < m.Since {
		g.log.Warn("update goes backwards", "since", m.Since, "next", m.Next)
		return
	}
	g.cursor, g.seatNow = m.Next, m.Seat
	u := Update{View: m.View, Events: m.Events, Next: m.Next}
	for s, ms := range m.Timers {
		if u.Timers == nil {
			u.Timers = map[int]time.Duration{}
		}
		u.Timers[s] = time.Duration(max(ms, 0)) * time.Millisecond
	}
	g.updates.put(u)
}
