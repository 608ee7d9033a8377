package p2p

import (
	"context"
	"errors"
	"time"

	"github.com/heatracing/heat/p2p/wire"
	"github.com/heatracing/heat/signal/proto"
)

// This file is the guest's loop: connecting, the messages from the host,
// heartbeats and retries. Everything here runs in one goroutine.

const dialTimeout = 30 * time.Second

func (g *Guest) run() {
	defer close(g.loop.done)
	for {
		g.maybeDial()
		g.arm()
		select {
		case in := <-g.inbox:
			g.handle(in)
		case r := <-g.dialed:
			g.onDialed(r)
		case c := <-g.loop.calls:
			c.f()
			g.publish()
			close(c.done)
			continue
		case <-g.alarm.C():
			g.alarm.rang()
			g.onTick()
		case <-g.loop.quit:
			g.shutdown()
			return
		}
		g.publish()
	}
}

// arm sets the alarm to the next thing due: a heartbeat round, or a dial.
func (g *Guest) arm() {
	if g.stateNow == Ended || g.stateNow == Disconnected {
		// Nothing is due any more: no ticks, no dials. (Arming here would fire at once, for
		// ever, since the last dial time is in the past.)
		g.alarm.stop()
		return
	}
	at := g.tick.Add(g.opt.tick(g.link != nil && g.link.in.waiting()))
	if g.link == nil && !g.dialing && g.dialAt.Before(at) {
		at = g.dialAt
	}
	g.alarm.set(g.clock, at)
}

func (g *Guest) shutdown() {
	g.alarm.stop()
	g.cancel()
	if g.link != nil {
		g.link.finish("", nil)
	}
	for _, l := range g.all {
		l.wait()
	}
	g.wg.Wait()
	for id, r := range g.reqs {
		r.reply <- ErrClosed
		delete(g.reqs, id)
	}
}

// maybeDial starts a dial when there is no link and it is time.
func (g *Guest) maybeDial() {
	if g.link != nil || g.dialing || g.stateNow == Ended || g.stateNow == Disconnected {
		return
	}
	if g.clock.Now().Before(g.dialAt) {
		return
	}
	g.dialing = true
	g.wg.Add(1)
	token := g.token
	go func() {
		defer g.wg.Done()
		ctx, cancel := context.WithTimeout(withSeatToken(g.ctx, token), dialTimeout)
		defer cancel()
		c, err := g.cfg.Dial(ctx)
		select {
		case g.dialed <- dialResult{c, err}:
		case <-g.loop.quit:
			if c != nil {
				_ = c.Close()
			}
		}
	}()
}

func (g *Guest) onDialed(r dialResult) {
	g.dialing = false
	now := g.clock.Now()
	if r.err != nil {
		g.log.Info("cannot reach the host", "err", r.err)
		g.trouble = r.err
		if errors.Is(r.err, proto.ErrRoomNotFound) || errors.Is(r.err, proto.ErrRoomFull) || errors.Is(r.err, ErrNoWebRTC) {
			// No such room (a wrong code, or the game is over and the room gone), no place left
			// in it, or a browser without WebRTC: trying again cannot help.
			g.setState(Ended, r.err)
			return
		}
		g.retryLater(now)
		return
	}
	g.backoff, g.trouble = 0, nil
	g.link = startLink(r.c, g.inbox, linkOptions{side: wire.Guest, queue: sendQueue, window: reorderWindow, now: now, quit: g.loop.quit})
	g.all = append(g.all, g.link)
	g.welcomed, g.resyncID, g.join = false, 0, wire.Joiner{}
	g.sayHello(now)
}

func (g *Guest) retryLater(now time.Time) {
	g.backoff = min(max(2*g.backoff, 100*time.Millisecond), 5*time.Second)
	g.dialAt = now.Add(g.backoff)
}

func (g *Guest) sayHello(now time.Time) {
	g.helloAt = now
	g.send(wire.TypeHello, wire.Hello{Name: g.cfg.Name, Token: g.token, Nonce: g.nonce, Watch: g.cfg.Watch, Since: g.cursor, Browser: g.cfg.Browser})
}

func (g *Guest) send(t wire.Type, p any) {
	if g.link == nil {
		return
	}
	ok, err := g.link.send(t, p, g.clock.Now())
	if err != nil {
		g.log.Error("cannot send", "type", t, "err", err)
	}
	if !ok {
		g.lost("the host is not reading")
	}
}

func (g *Guest) sendRequest(r *request) {
	if g.link == nil || !g.welcomed {
		return
	}
	r.sentAt = g.clock.Now()
	g.send(r.t, r.build(r.id))
}

// lost forgets the current link and starts reconnecting.
func (g *Guest) lost(why string) {
	if g.link == nil {
		return
	}
	g.log.Info("lost the host", "why", why)
	g.link.close()
	g.link, g.welcomed = nil, false
	now := g.clock.Now()
	g.awaySince = now
	g.dialAt = now
	if g.stateNow == Connected {
		g.setState(Reconnecting, nil)
	}
}

func (g *Guest) setState(s ConnState, why error) {
	g.stateNow, g.why = s, why
	g.auditTick(g.clock.Now())
	if s == Ended || s == Disconnected {
		if g.link != nil {
			g.link.close()
			g.link = nil
		}
		for id, r := range g.reqs {
			r.reply <- errOr(why, ErrClosed)
			delete(g.reqs, id)
		}
	}
}

func (g *Guest) onTick() {
	now := g.clock.Now()
	g.tick = now
	g.auditTick(now)
	if g.stateNow == Ended || g.stateNow == Disconnected {
		return
	}
	if g.link == nil || !g.welcomed {
		g.takeOverTick(now)
		if now.Sub(g.awaySince) > g.cfg.GiveUp {
			g.setState(Disconnected, ErrTimeout)
			return
		}
	}
	l := g.link
	if l == nil {
		return
	}
	if now.Sub(l.lastRecv) > g.opt.PeerTimeout {
		g.lost("the host is silent")
		return
	}
	if ready, gap := l.in.expire(now, g.opt.ReorderWait); gap {
		g.onGap()
		for _, e := range ready {
			if g.link == l {
				g.dispatch(e)
			}
		}
	}
	if g.link != l {
		return
	}
	if !g.welcomed {
		if now.Sub(g.helloAt) >= g.opt.Retry {
			g.sayHello(now)
		}
		return
	}
	for _, r := range g.reqs {
		if now.Sub(r.sentAt) >= g.opt.Retry {
			g.sendRequest(r)
		}
	}
	if g.resyncID != 0 && now.Sub(g.resyncAt) >= 2*g.opt.Retry {
		g.resyncID = 0
		g.askResync()
	}
	if now.Sub(l.lastSent) >= g.opt.Heartbeat {
		l.beat++
		g.send(wire.TypePing, wire.Beat{N: l.beat})
	}
}

// publish copies the loop's state for readers and signals a change.
func (g *Guest) publish() {
	seat := g.seatNow
	g.out.mu.Lock()
	changed := g.out.state != g.stateNow || g.out.seat != seat || g.lobbyNew || g.out.trouble != g.trouble
	g.out.lobby, g.out.seat, g.out.state, g.out.reason, g.out.trouble = g.lobby, seat, g.stateNow, g.why, g.trouble
	g.out.mu.Unlock()
	g.lobbyNew = false
	if changed {
		g.out.changes.notify()
	}
}
