package p2p

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/heatracing/heat/signal"
)

// RoomDialer returns the Dialer a Guest uses to reach the host of room:
// it joins the room on the signaling server (with its seat's key when the
// Guest has a seat token, room_seats.go), offers a WebRTC data channel
// to the host, and leaves signaling once the channel is open.
func RoomDialer(room string, cfg RoomConfig) Dialer {
	cfg = cfg.withDefaults()
	return func(ctx context.Context) (Conn, error) {
		if cfg.Signal == nil {
			return nil, errors.New("p2p: RoomConfig.Signal is nil")
		}
		if !HasWebRTC() {
			return nil, ErrNoWebRTC
		}
		ctx, cancel := context.WithTimeout(ctx, cfg.HandshakeTimeout)
		defer cancel()
		sig, err := cfg.Signal(ctx)
		var refused *signal.Error
		if err != nil && !errors.As(err, &refused) {
			return nil, &ConnectError{Step: StepServer, Err: err} // unreachable rather than refusing
		}
		if err != nil {
			return nil, err
		}
		defer sig.Close()
		if sj, ok := sig.(seatJoiner); ok && seatTokenFrom(ctx) != "" {
			// a player coming back to its seat: the server keeps its place (room_seats.go)
			if _, err := sj.JoinSeat(ctx, room, seatKey(seatTokenFrom(ctx))); err != nil {
				return nil, err
			}
		} else if _, err := sig.Join(ctx, room); err != nil {
			return nil, err
		}
		send := func(s rtcSignal) {
			b, _ := json.Marshal(s)
			_ = sig.Send(ctx, signal.HostID, b)
		}
		p, err := newRTCPeer(cfg, sig.ICEServers(), send)
		if err != nil {
			return nil, err
		}
		dc, err := createDataChannel(p.pc, dataChannelLabel)
		if err != nil {
			p.close()
			return nil, fmt.Errorf("p2p: data channel: %w", err)
		}
		c := newRTCConn(p.pc, dc, p.release)
		if err := dialHost(ctx, sig, p, c, hasRelay(sig.ICEServers())); err != nil {
			_ = c.Close()
			return nil, err
		}
		return c, nil
	}
}

// dialHost sends the offer and works through the host's answer and
// candidates until the channel opens. While the host is away (its page
// reloading) it waits for it to come back and offers again. A channel that
// does not open fails with a *ConnectError saying which step failed (relay:
// the server offered a TURN relay).
func dialHost(ctx context.Context, sig Signaler, p *rtcPeer, c *rtcConn, relay bool) error {
	offer, err := p.offer()
	if err != nil {
		return err
	}
	b, _ := json.Marshal(rtcSignal{Kind: kindOffer, SDP: offer})
	if err := sig.Send(ctx, signal.HostID, b); err != nil {
		return err
	}
	answered := false
	opened := make(chan error, 1)
	go func() { opened <- c.waitOpen(ctx) }()
	for {
		select {
		case err := <-opened:
			return handshakeError(err, answered, relay)
		case ev, ok := <-sig.Events():
			if !ok {
				return fmt.Errorf("p2p: signaling closed during the handshake: %w", ErrClosed)
			}
			switch ev.Type {
			case signal.EventSignal:
				if ev.From != signal.HostID {
					continue
				}
				var m rtcSignal
				if json.Unmarshal(ev.Data, &m) != nil {
					continue
				}
				switch m.Kind {
				case kindAnswer:
					if answered {
						continue
					}
					if err := p.setRemote(sessionDescription{Type: sdpAnswer, SDP: m.SDP}); err != nil {
						return err
					}
					answered = true
				case kindCandidate:
					_ = p.addCandidate(m.Candidate)
				}
			case signal.EventHostBack:
				if !answered {
					if err := sig.Send(ctx, signal.HostID, b); err != nil {
						return err
					}
				}
			case signal.EventRoomClosed, signal.EventClosed:
				return fmt.Errorf("p2p: %w: %s", ErrClosed, ev.Reason)
			}
		}
	}
}
