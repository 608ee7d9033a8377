package p2p

import (
	"errors"
	"time"

	"github.com/heatracing/heat/p2p/wire"
)

// This file is what the guest does with each message from the host. The
// host is trusted to run the game, not to be well-formed: anything
// unreadable is logged and ignored.

// maxReason bounds the reason of a removal the guest shows its player (bytes).
const maxReason = 300

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
	g.send(wire.TypeResync, wire.Resync{ID: g.resyncID, Since: g.cursor})
}

func (g *Guest) dispatch(e *wire.Envelope) {
	switch e.T {
	case wire.TypePing:
		var b wire.Beat
		if e.Decode(&b) == nil {
			g.send(wire.TypePong, b)
		}
	case wire.TypePong:
	case wire.TypeWelcome:
		var m wire.Welcome
		if err := e.Decode(&m); err != nil {
			g.log.Warn("bad welcome", "err", err)
			return
		}
		g.onWelcome(m)
	case wire.TypeLobby:
		var m Lobby
		if err := e.Decode(&m); err != nil {
			g.log.Warn("bad lobby", "err", err)
			return
		}
		g.lobby, g.lobbyNew = m, true
		g.lobby.You = g.me
		g.lobbyForAudit(m)
		g.drawOnLobby(m)
		if p, ok := m.Me(g.me); ok && m.Started {
			g.seatNow = p.Seat
		}
	case wire.TypeStart:
		var m wire.Start
		if err := e.Decode(&m); err != nil {
			g.log.Warn("bad start", "err", err)
			return
		}
		g.seatNow = m.Seat
	case wire.TypeUpdate:
		var m wire.Update
		if err := e.Decode(&m); err != nil {
			g.log.Warn("bad update", "err", err)
			g.askResync()
			return
		}
		g.onUpdate(m)
	case wire.TypeResult:
		var m wire.Result
		if err := e.Decode(&m); err != nil {
			g.log.Warn("bad result", "err", err)
			return
		}
		if r, ok := g.reqs[m.ID]; ok {
			delete(g.reqs, m.ID)
			g.drawRefused(m.ID, m.Code)
			if m.Code == "" && r.accepted != nil {
				r.accepted()
			}
			r.reply <- rejection(m.Code, m.Text)
		}
	case wire.TypeError:
		var m wire.Error
		_ = e.Decode(&m)
		g.log.Warn("the host refused a message", "code", m.Code, "text", m.Text)
		switch m.Code {
		case wire.CodeVersion:
			g.setState(Disconnected, ErrVersion)
		case wire.CodeTableFull, wire.CodeBadName:
			g.setState(Ended, rejection(m.Code, m.Text))
		}
	case wire.TypePart:
		whole, err := g.join.Add(e, wire.Guest)
		if err != nil {
			g.log.Warn("bad part of a message", "err", err)
			g.askResync()
			return
		}
		if whole != nil {
			g.dispatch(whole)
		}
	case wire.TypeReveal:
		var m wire.Reveal
		if err := e.Decode(&m); err != nil {
			g.log.Warn("bad reveal", "err", err)
			g.revealed(nil)
			return
		}
		g.revealed(&m)
	case wire.TypeCheckpoint:
		var m wire.Checkpoint
		if err := e.Decode(&m); err != nil {
			g.log.Warn("bad checkpoint", "err", err)
			return
		}
		g.onCheckpoint(m)
	case wire.TypeChat:
		var m wire.Chat
		if err := e.Decode(&m); err != nil {
			g.log.Warn("bad chat", "err", err)
			return
		}
		g.onChat(m)
	case wire.TypeKicked:
		var m wire.Farewell
		_ = e.Decode(&m)
		g.forget()
		var why error = ErrKicked
		if m.Reason != "" && m.Reason != ErrKicked.Error() && len(m.Reason) <= maxReason {
			why = &RejectedError{Code: wire.CodeKicked, Text: m.Reason}
		}
		g.setState(Ended, why)
	case wire.TypeBye:
		var m wire.Farewell
		_ = e.Decode(&m)
		if m.Reason == ErrEnded.Error() {
			g.forget()
			g.setState(Ended, ErrEnded)
			return
		}
		g.setState(Ended, errors.New(m.Reason))
	}
}

func (g *Guest) onWelcome(m wire.Welcome) {
	g.welcomed, g.me, g.lobbyNew, g.seatNow = true, m.Player, true, m.Seat
	g.lobby.You = m.Player
	if m.Token != g.token {
		g.token = m.Token
		g.keepSeat()
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
func (g *Guest) onUpdate(m wire.Update) {
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
	g.witness.update(m.Seat, m.Since, m.Next, m.View, m.Events)
	u := Update{SeatView: SeatView{View: m.View, Events: m.Events, Next: m.Next}}
	for s, ms := range m.Timers {
		if u.Timers == nil {
			u.Timers = map[int]time.Duration{}
		}
		u.Timers[s] = time.Duration(max(ms, 0)) * time.Millisecond
	}
	g.out.updates.put(u)
}
