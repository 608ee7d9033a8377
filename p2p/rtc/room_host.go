package rtc

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/signal/proto"
)

// maxHandshakes bounds the handshakes a host runs at once; each signaling
// peer holds at most one (a newer offer replaces its older handshake).
const maxHandshakes = 16

// RoomHost registers a Host's room with the signaling server and turns
// every guest that knocks into a WebRTC Conn attached to the Host. If the
// signaling connection drops it reconnects and resumes the same room.
type RoomHost struct {
	h   *p2p.Host
	cfg RoomConfig
	log p2p.Logger

	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup

	mu      sync.Mutex
	peers   map[string]*handshake  // by signaling peer id
	waiting map[string]*time.Timer // guests that joined signaling and have not offered yet
	listed  bool                   // the room is in the public list (room_list.go)
	listErr error                  // why the last publish was refused
	dropped chan error             // the server took the listing off a full list for another's
}

// ServeRoom connects h to signaling: it resumes h's room if h has one (a
// resumed host), else creates a room and records its code in h. It returns
// once the room is registered. In a browser without WebRTC it returns p2p.ErrNoWebRTC: no guest could
// ever connect.
func ServeRoom(ctx context.Context, h *p2p.Host, cfg RoomConfig) (*RoomHost, error) {
	if cfg.Signal == nil {
		return nil, errors.New("p2p: RoomConfig.Signal is nil")
	}
	if !HasWebRTC() {
		return nil, p2p.ErrNoWebRTC
	}
	cfg = cfg.withDefaults()
	sig, err := register(ctx, h, cfg.Signal)
	if err != nil {
		return nil, err
	}
	rctx, cancel := context.WithCancel(context.Background())
	r := &RoomHost{h: h, cfg: cfg, log: p2p.Tagged(cfg.Logger, "side", "room-host"), ctx: rctx, cancel: cancel, peers: map[string]*handshake{}, waiting: map[string]*time.Timer{}, dropped: make(chan error, 1)}
	r.wg.Add(1)
	go r.run(sig)
	return r, nil
}

// register dials signaling and creates or resumes the host's room.
func register(ctx context.Context, h *p2p.Host, dial SignalDialer) (Signaler, error) {
	sig, err := dial(ctx)
	if err != nil {
		return nil, err
	}
	room, token := h.RoomToken()
	if secret := h.ClaimSecret(); secret != "" {
		// the host's successor taking the game over: the room is its own only with the secret.
		if err := claim(ctx, h, sig, room, secret); err != nil {
			_ = sig.Close()
			return nil, err
		}
		return sig, nil
	}
	if room != "" {
		err = sig.Resume(ctx, room, token)
		if err == nil {
			return sig, nil
		}
		if errors.Is(err, proto.ErrHandedOver) {
			// the host's successor runs the game now: this page rejoins as a player.
			_ = sig.Close()
			return nil, p2p.ErrHandedOver
		}
		if !errors.Is(err, proto.ErrRoomNotFound) && !errors.Is(err, proto.ErrBadToken) {
			_ = sig.Close()
			return nil, err
		}
		// the room expired: open a new one (the lobby shows its code).
	}
	room, token, err = sig.Create(ctx)
	if err != nil {
		_ = sig.Close()
		return nil, err
	}
	if err := h.SetRoom(room, token); err != nil {
		_ = sig.Close()
		return nil, err
	}
	return sig, nil
}

// Room returns the room code.
func (r *RoomHost) Room() string { return r.h.Room() }

// Close leaves signaling and abandons unfinished handshakes. The Host and
// its connected guests are not affected.
func (r *RoomHost) Close() error {
	r.cancel()
	r.wg.Wait()
	r.mu.Lock()
	defer r.mu.Unlock()
	for id, hs := range r.peers {
		hs.stop()
		delete(r.peers, id)
	}
	for id, t := range r.waiting {
		t.Stop()
		delete(r.waiting, id)
	}
	return nil
}

func (r *RoomHost) run(sig Signaler) {
	defer r.wg.Done()
	backoff := 250 * time.Millisecond
	for {
		lctx, stopListing := context.WithCancel(r.ctx)
		r.wg.Add(2)
		go r.list(lctx, sig)
		go r.seats(lctx, sig)
		r.serve(sig)
		stopListing()
		_ = sig.Close()
		for {
			select {
			case <-r.ctx.Done():
				return
			case <-time.After(backoff):
			}
			ctx, cancel := context.WithTimeout(r.ctx, 10*time.Second)
			s, err := register(ctx, r.h, r.cfg.Signal)
			cancel()
			if err == nil {
				sig, backoff = s, 250*time.Millisecond
				break
			}
			if errors.Is(err, p2p.ErrHandedOver) {
				// Its successor took the room while this host could not reach signaling: one room
				// has one host, so this one stops and its guests follow the room to the other.
				r.log.Warn("another page took the game over while signaling was away: this host stops")
				_ = r.h.Close()
				return
			}
			r.log.Warn("cannot reach signaling", "err", err)
			backoff = min(2*backoff, 10*time.Second)
		}
	}
}

// serve handles signaling events until the connection ends.
func (r *RoomHost) serve(sig Signaler) {
	for {
		select {
		case <-r.ctx.Done():
			return
		case ev, ok := <-sig.Events():
			if !ok {
				return
			}
			switch ev.Type {
			case proto.EventSignal:
				r.onSignal(sig, ev.From, ev.Data)
			case proto.EventPeerJoined:
				r.onJoined(sig, ev.Peer)
			case proto.EventPeerLeft:
				r.onLeft(ev.Peer)
			case proto.EventClosed, proto.EventRoomClosed:
				r.log.Info("signaling ended", "reason", ev.Reason, "err", ev.Err)
				return
			case proto.EventError:
				r.log.Debug("signaling refused", "err", ev.Err)
				if errors.Is(ev.Err, proto.ErrListFull) {
					select {
					case r.dropped <- ev.Err:
					default:
					}
				}
			}
		}
	}
}

// onJoined gives a guest that joined signaling offerWait to offer, then sends it away.
func (r *RoomHost) onJoined(sig Signaler, peer string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.waiting[peer] != nil || len(r.waiting) >= 4*maxHandshakes {
		return // the server sends it away after its JoinTimeout anyway
	}
	r.waiting[peer] = time.AfterFunc(offerWait, func() {
		r.mu.Lock()
		_, still := r.waiting[peer]
		delete(r.waiting, peer)
		r.mu.Unlock()
		if still {
			r.expel(sig, peer, "no offer")
		}
	})
}

// onSignal handles one message from a guest. Everything in it is
// untrusted: a bad message only ends that guest's handshake.
func (r *RoomHost) onSignal(sig Signaler, from string, data json.RawMessage) {
	var m rtcSignal
	if err := json.Unmarshal(data, &m); err != nil {
		r.log.Debug("bad signal", "from", from, "err", err)
		go r.expel(sig, from, "bad signal")
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	hs := r.peers[from]
	switch m.Kind {
	case kindOffer:
		if t := r.waiting[from]; t != nil {
			t.Stop()
			delete(r.waiting, from)
		}
		if hs != nil && hs.sdp == m.SDP {
			// the same offer again: a guest that saw the host come back resends it, and it may
			// have reached this host already.
			return
		}
		if hs != nil {
			hs.stop() // a new attempt from the same peer
			delete(r.peers, from)
		}
		if len(r.peers) >= maxHandshakes {
			r.log.Warn("too many handshakes", "from", from)
			go r.expel(sig, from, "too many handshakes")
			return
		}
		r.startHandshake(sig, from, m.SDP)
	case kindCandidate:
		if hs != nil {
			if err := hs.p.addCandidate(m.Candidate); err != nil {
				r.log.Debug("bad candidate", "from", from, "err", err)
			}
		}
	}
}
