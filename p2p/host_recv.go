package p2p

import (
	"errors"
	"fmt"
	"unicode/utf8"

	"github.com/heatracing/heat/p2p/wire"
)

// This file holds what the host does with each message from a peer. Every message is untrusted:
// it is checked before it touches any state, refused with an error reply when it is wrong, and a
// peer that keeps sending wrong messages is dropped.

func (h *hosting) handle(in inbound) {
	l := in.l
	if !h.peers.has(l) {
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
		if !h.peers.has(l) {
			return
		}
		h.dispatch(l, e)
	}
}

// refuse replies with an error and counts a strike.
func (h *hosting) refuse(l *link, err error, ref uint64) {
	l.strikes++
	h.log.Debug("refused a message", "err", err, "strikes", l.strikes)
	h.send(l, wire.TypeError, wire.Error{Code: codeOf(err), Text: err.Error(), Ref: ref})
	if l.strikes >= h.opt.MaxStrikes {
		h.drop(l, "too many bad messages", err)
	}
}

// send queues a message to a link and drops a peer that stopped reading.
func (h *hosting) send(l *link, t wire.Type, p any) {
	ok, err := l.send(t, p, h.clock.Now())
	if err != nil {
		h.log.Error("cannot send", "type", t, "err", err)
	}
	if !ok {
		h.drop(l, "not keeping up", nil)
	}
}

// drop ends a link; its player (if any) is away from now on. What is already queued (an error
// saying why) still goes out first.
func (h *hosting) drop(l *link, why string, err error) {
	if !h.peers.has(l) {
		return
	}
	p := l.who
	bound := p != nil && h.peers.of(p) == l
	h.peers.remove(l)
	l.finish("", nil)
	h.log.Info("peer dropped", "why", why, "err", err)
	if bound {
		h.lobby.away(p, h.clock.Now())
	}
}

func (h *hosting) dispatch(l *link, e *wire.Envelope) {
	switch e.T {
	case wire.TypePing:
		var b wire.Beat
		if err := e.Decode(&b); err != nil {
			h.refuse(l, err, e.S)
			return
		}
		h.send(l, wire.TypePong, b)
		return
	case wire.TypePong:
		return
	case wire.TypeHello:
		h.hello(l, e)
		return
	}
	p := l.who
	if p == nil {
		h.refuse(l, fmt.Errorf("%w: say hello first", ErrMalformed), e.S)
		return
	}
	switch e.T {
	case wire.TypeBye:
		h.lobby.leave(p)
		h.drop(l, "said bye", nil)
	case wire.TypeEdit:
		var m wire.Edit
		if err := e.Decode(&m); err != nil || m.ID == 0 {
			h.refuse(l, errOr(err, ErrMalformed), e.S)
			return
		}
		h.request(l, p, m.ID, func() error {
			// Every change goes to every player: a peer gets a player's pace, not a flood's.
			if !l.edits.take(h.clock.Now()) {
				l.strikes++
				return ErrTooFast
			}
			return h.lobby.edit(p, Edit{Name: m.Name, Colour: m.Colour, Ready: m.Ready, Commitment: m.Commitment, Share: m.Share})
		})
		if l.strikes >= h.opt.MaxStrikes {
			h.drop(l, "too many lobby changes", ErrTooFast)
		}
	case wire.TypeIntent:
		var m wire.Intent
		if err := e.Decode(&m); err != nil || m.ID == 0 {
			h.refuse(l, errOr(err, ErrMalformed), e.S)
			return
		}
		if len(m.Intent) > wire.MaxIntent {
			h.refuse(l, ErrTooLarge, e.S)
			return
		}
		h.request(l, p, m.ID, func() error {
			if h.match != nil && !p.Spectator && m.Seat != p.Seat {
				// answered like any refused intent, and counted as a strike.
				l.strikes++
				return fmt.Errorf("%w: you hold seat %d, not %d", ErrNotYourSeat, p.Seat, m.Seat)
			}
			return h.host().play(p, m.Intent)
		})
		if l.strikes >= h.opt.MaxStrikes {
			h.drop(l, "too many bad messages", ErrNotYourSeat)
		}
	case wire.TypeSay:
		h.onSay(l, p, e)
	case wire.TypeResync:
		var m wire.Resync
		if err := e.Decode(&m); err != nil || m.Since < 0 {
			h.refuse(l, errOr(err, ErrMalformed), e.S)
			return
		}
		// A guest asks again only after twice its Retry: a resync sooner than one Retry after the
		// last is a flood, and answering it would send the whole history each time.
		now := h.clock.Now()
		if !l.resyncAt.IsZero() && now.Sub(l.resyncAt) < h.opt.Retry {
			h.refuse(l, ErrTooFast, e.S) // a strike: enough of them drop the link
			return
		}
		l.resyncAt, l.revealed = now, false // the reveal may have been lost too
		h.send(l, wire.TypeLobby, h.lobby.view(h.host().over()))
		if h.match != nil {
			p.cursor, p.lastView = m.Since, nil
			h.update(p, m.ID, h.clock.Now())
		}
	}
}

// play applies an intent from p, once the game started.
func (h *Host) play(p *player, intent []byte) error {
	if h.match == nil {
		return ErrNotStarted
	}
	return h.match.play(p, intent)
}

func errOr(err, alt error) error {
	if err != nil {
		return err
	}
	return alt
}

// request runs a numbered request once per ID and answers it; a repeated ID (the guest retrying
// after a loss) gets the same answer again.
func (h *hosting) request(l *link, p *player, id uint64, f func() error) {
	switch {
	case id == p.lastReq:
		h.send(l, wire.TypeResult, p.lastRes)
		return
	case id < p.lastReq:
		return // an old retry: its answer was already sent
	}
	res := wire.Result{ID: id}
	if err := f(); err != nil {
		res.Code, res.Text = codeOf(err), err.Error()
	}
	p.lastReq, p.lastRes = id, res
	// answered after the updates it caused (see settle): when Submit returns, the guest already
	// holds the new view.
	h.replies = append(h.replies, reply{l, res})
}

type reply struct {
	l   *link
	res wire.Result
}

// hello admits a peer: a returning player by its seat token, else a new player.
func (h *hosting) hello(l *link, e *wire.Envelope) {
	var m wire.Hello
	if err := e.Decode(&m); err != nil {
		h.refuse(l, err, e.S)
		return
	}
	if len(m.Token) > wire.MaxToken || len(m.Nonce) > wire.MaxToken || len(m.Browser) > wire.MaxToken || !utf8.ValidString(m.Token) {
		h.refuse(l, fmt.Errorf("%w: bad token", ErrMalformed), e.S)
		return
	}
	if _, err := cleanGuestName(m.Name); err != nil {
		h.refuse(l, err, e.S)
		return
	}
	if cur := l.who; cur != nil {
		if m.Token != "" && m.Token != cur.token {
			h.refuse(l, fmt.Errorf("%w: already said hello", ErrMalformed), e.S)
			return
		}
		h.welcome(l, cur, m.Since) // our welcome was lost: say it again
		return
	}
	if h.lobby.banned(m.Token, m.Browser) {
		l.finish(wire.TypeKicked, wire.Farewell{Reason: ErrKicked.Error()})
		h.peers.remove(l)
		return
	}
	p := h.lobby.byToken(m.Token)
	if p == nil {
		var err error
		if p, err = h.lobby.join(m.Name, m.Watch); err != nil {
			l.finish(wire.TypeError, wire.Error{Code: codeOf(err), Text: err.Error(), Ref: e.S})
			h.peers.remove(l)
			return
		}
	}
	if old := h.peers.of(p); old != nil && old != l {
		// the same player on a new connection (a reload): the new one wins.
		old.finish(wire.TypeBye, wire.Farewell{Reason: "you joined from another connection"})
		h.peers.remove(old)
	}
	if m.Browser != "" {
		p.browser = m.Browser
	}
	if p.nonce != m.Nonce {
		p.nonce, p.lastReq, p.lastRes = m.Nonce, 0, wire.Result{}
	}
	h.peers.bind(l, p)
	h.lobby.connect(p)
	h.learnRoute(l, p)
	h.welcome(l, p, m.Since)
}

// welcome tells a peer who it is and everything it may see.
func (h *hosting) welcome(l *link, p *player, since int) {
	l.welcomed = true
	h.send(l, wire.TypeWelcome, wire.Welcome{Player: p.ID, Token: p.token, Seat: p.Seat})
	h.send(l, wire.TypeLobby, h.lobby.view(h.host().over()))
	h.sendChatHistory(l, p)
	if h.match != nil {
		p.cursor, p.lastView = max(since, 0), nil
		h.update(p, 0, h.clock.Now())
	}
}
