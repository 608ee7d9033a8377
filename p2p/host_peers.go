package p2p

import (
	"errors"
	"fmt"
	"unicode/utf8"
)

// This file holds what the host does with each message from a peer. Every
// message is untrusted: it is checked before it touches any state, refused
// with an error reply when it is wrong, and a peer that keeps sending
// wrong messages is dropped.

func (h *Host) handle(in inbound) {
	l := in.l
	if _, ok := h.links[l]; !ok {
		return // already dropped
	}
	if in.closed {
		h.drop(l, "connection closed", in.err)
		return
	}
	now := h.clock.Now()
	l.lastRecv = now
	if in.err != nil {
		var ref uint64
		if in.env != nil {
			ref = in.env.S
		}
		h.refuse(l, in.err, ref)
		if errors.Is(in.err, ErrVersion) {
			h.drop(l, "wrong version", in.err)
		}
		return
	}
	ready, st := l.in.push(in.env, now)
	switch st {
	case seqDup:
		return
	case seqFar:
		h.refuse(l, fmt.Errorf("%w: sequence number %d is out of range", ErrMalformed, in.env.S), in.env.S)
		return
	}
	for _, e := range ready {
		if _, ok := h.links[l]; !ok {
			return
		}
		h.dispatch(l, e)
	}
}

// refuse replies with an error and counts a strike.
func (h *Host) refuse(l *link, err error, ref uint64) {
	l.strikes++
	h.log.Debug("refused a message", "err", err, "strikes", l.strikes)
	h.send(l, TypeError, ErrorMsg{Code: codeOf(err), Text: err.Error(), Ref: ref})
	if l.strikes >= h.opt.MaxStrikes {
		h.drop(l, "too many bad messages", err)
	}
}

// send queues a message to a link and drops a peer that stopped reading.
func (h *Host) send(l *link, t Type, p any) {
	ok, err := l.send(t, p, h.clock.Now())
	if err != nil {
		h.log.Error("cannot send", "type", t, "err", err)
	}
	if !ok {
		h.drop(l, "not keeping up", nil)
	}
}

// drop ends a link; its player (if any) is away from now on. What is
// already queued (an error saying why) still goes out first.
func (h *Host) drop(l *link, why string, err error) {
	p, ok := h.links[l]
	if !ok {
		return
	}
	delete(h.links, l)
	l.finish("", nil)
	h.log.Info("peer dropped", "why", why, "err", err)
	if p != nil && p.link == l {
		p.link, p.awaySince = nil, h.clock.Now()
		h.lobbyChanged = true
	}
}

func (h *Host) dispatch(l *link, e *Envelope) {
	p := h.links[l]
	switch e.T {
	case TypePing:
		var b Beat
		if err := payload(e, &b); err != nil {
			h.refuse(l, err, e.S)
			return
		}
		h.send(l, TypePong, b)
		return
	case TypePong:
		return
	case TypeHello:
		h.hello(l, e)
		return
	}
	if p == nil {
		h.refuse(l, fmt.Errorf("%w: say hello first", ErrMalformed), e.S)
		return
	}
	switch e.T {
	case TypeBye:
		h.leave(p)
		h.drop(l, "said bye", nil)
	case TypeEdit:
		var m Edit
		if err := payload(e, &m); err != nil || m.ID == 0 {
			h.refuse(l, errOr(err, ErrMalformed), e.S)
			return
		}
		h.request(l, p, m.ID, func() error {
			return h.edit(p, LobbyEdit{Name: m.Name, Colour: m.Colour, Ready: m.Ready})
		})
	case TypeIntent:
		var m Intent
		if err := payload(e, &m); err != nil || m.ID == 0 {
			h.refuse(l, errOr(err, ErrMalformed), e.S)
			return
		}
		if len(m.Intent) > MaxIntent {
			h.refuse(l, ErrTooLarge, e.S)
			return
		}
		h.request(l, p, m.ID, func() error {
			if h.started && !p.Spectator && m.Seat != p.Seat {
				// answered like any refused intent, and counted as a strike.
				l.strikes++
				return fmt.Errorf("%w: you hold seat %d, not %d", ErrNotYourSeat, p.Seat, m.Seat)
			}
			return h.play(p, m.Intent)
		})
		if l.strikes >= h.opt.MaxStrikes {
			h.drop(l, "too many bad messages", ErrNotYourSeat)
		}
	case TypeResync:
		var m Resync
		if err := payload(e, &m); err != nil || m.Since < 0 {
			h.refuse(l, errOr(err, ErrMalformed), e.S)
			return
		}
		h.send(l, TypeLobby, h.lobbyView())
		if h.started {
			p.cursor, p.lastView = m.Since, nil
			h.sendUpdate(p, m.ID)
		}
	}
}

func errOr(err, alt error) error {
	if err != nil {
		return err
	}
	return alt
}

// request runs a numbered request once per ID and answers it; a repeated
// ID (the guest retrying after a loss) gets the same answer again.
func (h *Host) request(l *link, p *player, id uint64, f func() error) {
	switch {
	case id == p.lastReq:
		h.send(l, TypeResult, p.lastRes)
		return
	case id < p.lastReq:
		return // an old retry: its answer was already sent
	}
	res := Result{ID: id}
	if err := f(); err != nil {
		res.Code, res.Text = codeOf(err), err.Error()
	}
	p.lastReq, p.lastRes = id, res
	// answered after the updates it caused (see settle): when Submit
	// returns, the guest already holds the new view.
	h.replies = append(h.replies, reply{l, res})
}

type reply struct {
	l   *link
	res Result
}

// hello admits a peer: a returning seat by its token, else a new player.
func (h *Host) hello(l *link, e *Envelope) {
	var m Hello
	if err := payload(e, &m); err != nil {
		h.refuse(l, err, e.S)
		return
	}
	if len(m.Token) > maxToken || len(m.Nonce) > maxToken || !utf8.ValidString(m.Token) {
		h.refuse(l, fmt.Errorf("%w: bad token", ErrMalformed), e.S)
		return
	}
	name, err := cleanName(m.Name)
	if err != nil {
		h.refuse(l, err, e.S)
		return
	}
	if cur := h.links[l]; cur != nil {
		if m.Token != "" && m.Token != cur.token {
			h.refuse(l, fmt.Errorf("%w: already said hello", ErrMalformed), e.S)
			return
		}
		h.welcome(l, cur, m.Since) // our welcome was lost: say it again
		return
	}
	if h.kicked[m.Token] {
		l.finish(TypeKicked, Farewell{Reason: ErrKicked.Error()})
		delete(h.links, l)
		return
	}
	var p *player
	for _, q := range h.players {
		if m.Token != "" && q.token == m.Token && !q.Host {
			p = q
		}
	}
	if p == nil {
		if p, err = h.join(name, m.Watch); err != nil {
			l.finish(TypeError, ErrorMsg{Code: codeOf(err), Text: err.Error(), Ref: e.S})
			delete(h.links, l)
			return
		}
	}
	if p.link != nil && p.link != l {
		// the same player on a new connection (a reload): the new one wins.
		old := p.link
		old.finish(TypeBye, Farewell{Reason: "you joined from another connection"})
		delete(h.links, old)
	}
	if p.nonce != m.Nonce {
		p.nonce, p.lastReq, p.lastRes = m.Nonce, 0, Result{}
	}
	h.links[l] = p
	p.link, p.awaySince = l, h.clock.Now()
	h.lobbyChanged = true
	h.welcome(l, p, m.Since)
}

// welcome tells a peer who it is and everything it may see.
func (h *Host) welcome(l *link, p *player, since int) {
	p.welcomed = true
	h.send(l, TypeWelcome, Welcome{Player: p.ID, Token: p.token, Seat: p.Seat})
	h.send(l, TypeLobby, h.lobbyView())
	if h.started {
		p.cursor, p.lastView = max(since, 0), nil
		h.sendUpdate(p, 0)
	}
}

// onTick sends heartbeats, drops silent peers and skips stale gaps.
func (h *Host) onTick() {
	now := h.clock.Now()
	h.lastTick = now
	for l := range h.links {
		if now.Sub(l.lastRecv) > h.opt.PeerTimeout {
			h.drop(l, "silent", nil)
			continue
		}
		if ready, gap := l.in.expire(now, h.opt.ReorderWait); gap {
			// a guest's message was lost: requests are retried by the guest.
			for _, e := range ready {
				if _, ok := h.links[l]; ok {
					h.dispatch(l, e)
				}
			}
		}
		if _, ok := h.links[l]; ok && now.Sub(l.lastSent) >= h.opt.Heartbeat {
			l.beat++
			h.send(l, TypePing, Beat{N: l.beat})
		}
	}
}
