package rtc

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/signal/proto"
)

// RoomDialer returns the Dialer a Guest uses to reach the host of room:
// it joins the room on the signaling server (with its seat's key when the
// Guest has a seat token, room_seats.go), offers a WebRTC data channel
// to the host, and leaves signaling once the channel is open.
func RoomDialer(room string, cfg RoomConfig) p2p.Dialer {
	cfg = cfg.withDefaults()
	return func(ctx context.Context) (p2p.Conn, error) {
		if cfg.Signal == nil {
			return nil, errors.New("p2p: RoomConfig.Signal is nil")
		}
		if !HasWebRTC() {
			return nil, p2p.ErrNoWebRTC
		}
		ctx, cancel := context.WithTimeout(ctx, cfg.HandshakeTimeout)
		defer cancel()
		sig, err := cfg.Signal(ctx)
		if _, refused := errors.AsType[*proto.Error](err); err != nil && !refused {
			return nil, &p2p.ConnectError{Step: p2p.StepServer, Err: err} // unreachable rather than refusing
		}
		if err != nil {
			return nil, err
		}
		defer sig.Close()
		if sj, ok := sig.(seatJoiner); ok && p2p.SeatToken(ctx) != "" {
			// a player coming back to its seat: the server keeps its place (room_seats.go)
			if _, err := sj.JoinSeat(ctx, room, seatKey(p2p.SeatToken(ctx))); err != nil {
				return nil, err
			}
		} else if _, err := sig.Join(ctx, room); err != nil {
			return nil, err
		}
		send := func(s rtcSignal) {
			b, _ := json.Marshal(s)
			_ = sig.Send(ctx, proto.HostID, b)
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
		if err := dialHost(ctx, sig, p, c, p2p.HasRelay(sig.ICEServers())); err != nil {
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
	if err := sig.Send(ctx, proto.HostID, b); err != nil {
		return err
	}
	answered := false
	opened := make(chan error, 1)
	go func() { opened <- c.waitOpen(ctx) }()
	for {
		select {
		case err := <-opened:
			return p2p.HandshakeError(err, answered, relay)
		case ev, ok := <-sig.Events():
			if !ok {
				// After an answer, the host sends away a guest whose path to it failed: that
				// is the network step's failure, worded as such.
				return p2p.HandshakeError(fmt.Errorf("p2p: signaling closed during the handshake: %w", p2p.ErrClosed), answered, relay)
			}
			switch ev.Type {
			case proto.EventSignal:
				if ev.From != proto.HostID {
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
			case proto.EventHostAway:
				if answered {
					// the host that answered left before the channel opened: dial again, for the
					// page that comes back or takes the game over.
					return fmt.Errorf("p2p: %w: the host left during the handshake", p2p.ErrClosed)
				}
			case proto.EventHostBack:
				if !answered {
					if err := sig.Send(ctx, proto.HostID, b); err != nil {
						return err
					}
				}
			case proto.EventRoomClosed:
				return fmt.Errorf("p2p: %w: %s", p2p.ErrClosed, ev.Reason)
			case proto.EventClosed:
				if answered {
					return p2p.HandshakeError(fmt.Errorf("p2p: %w: %s", p2p.ErrClosed, ev.Reason), true, relay)
				}
				return fmt.Errorf("p2p: %w: %s", p2p.ErrClosed, ev.Reason)
			}
		}
	}
}
