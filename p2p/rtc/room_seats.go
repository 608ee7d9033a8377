package rtc

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"slices"
	"time"
)

// A room's seats at the signaling server. A stranger who holds signaling sockets in the room must
// not keep out a player who has a seat: the RoomHost names to the server a key for every guest's
// seat token (seatKeys), and a guest dialing back with its token joins with that key, which the
// server lets in even when the room is full. The key is a hash of the token, so the server never
// learns a token, and a key opens nothing but the signaling room: the host still checks the token
// in the guest's hello.
//
// The RoomHost also sends strangers away from the signaling room (expeller): one that offers
// nothing within offerWait, one whose offer is not one, and one whose handshake fails. The
// server does the same to any guest after its JoinTimeout.

// offerWait is how long a guest that joined signaling may take to offer: an honest page offers
// right after it joins.
const offerWait = 5 * time.Second

// seatKey is the signaling server's key for a seat token.
func seatKey(token string) string {
	sum := sha256.Sum256([]byte("heat seat key\x00" + token))
	return base64.RawURLEncoding.EncodeToString(sum[:18])
}

// seater is a Signaler whose room's seats the server can keep; *client.Client is one.
type seater interface {
	Seats(ctx context.Context, keys []string) error
}

// expeller is a Signaler that can send a guest away; *client.Client is one.
type expeller interface {
	Expel(ctx context.Context, peer string) error
}

// seatJoiner is a Signaler that can join with a seat key; *client.Client is one.
type seatJoiner interface {
	JoinSeat(ctx context.Context, room, seat string) (string, error)
}

// seats keeps the server's seat keys equal to the lobby's on one signaling connection until ctx
// ends, checking whenever the lobby changes (and every ListEvery, in case a send failed).
func (r *RoomHost) seats(ctx context.Context, sig Signaler) {
	defer r.wg.Done()
	st, ok := sig.(seater)
	if !ok {
		return
	}
	var last []string
	sent := false
	key, keySent := "", false
	t := time.NewTicker(r.cfg.ListEvery)
	defer t.Stop()
	for {
		if tokens := r.h.SeatTokens(); !sent || !slices.Equal(tokens, last) {
			keys := make([]string, 0, len(tokens))
			for _, tok := range tokens {
				keys = append(keys, seatKey(tok))
			}
			cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			err := st.Seats(cctx, keys)
			cancel()
			if err == nil {
				last, sent = tokens, true
			}
		}
		if k := r.h.HandoverKey(); k != "" && (!keySent || k != key) {
			if err := nameSuccessor(ctx, sig, k); err == nil {
				key, keySent = k, true
				r.h.NamedSuccessor(k)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-r.h.LobbyMoved():
		case <-t.C:
		}
	}
}

// expel sends peer away from the signaling room, if the server can.
func (r *RoomHost) expel(sig Signaler, peer, why string) {
	ex, ok := sig.(expeller)
	if !ok {
		return
	}
	r.log.Debug("sending a guest away from signaling", "peer", peer, "why", why)
	ctx, cancel := context.WithTimeout(r.ctx, 5*time.Second)
	defer cancel()
	_ = ex.Expel(ctx, peer)
}
