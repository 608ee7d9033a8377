package p2p

import (
	"context"
	"slices"
)

// A guest's seat token travels to its transport in the dial's context, and the host tells its
// transport the lobby's seat tokens, so that the signaling server keeps a seat for each
// (p2p/rtc's room_seats.go).

// seatTokenKey carries a guest's seat token to its Dialer (Guest.maybeDial, RoomDialer).
type seatTokenKey struct{}

func withSeatToken(ctx context.Context, token string) context.Context {
	if token == "" {
		return ctx
	}
	return context.WithValue(ctx, seatTokenKey{}, token)
}

// SeatToken is the seat token a guest dials with (its transport names the seat to the
// signaling server by it), "" for none.
func SeatToken(ctx context.Context) string {
	t, _ := ctx.Value(seatTokenKey{}).(string)
	return t
}

// SeatTokens lists the seat tokens of the lobby's guests (players and spectators, not the host nor
// bots), at most maxPlayers, sorted.
func (h *Host) SeatTokens() []string {
	var ts []string
	_ = h.loop.do(func() {
		for _, p := range h.lobby.players {
			if !p.self && !p.Bot && p.token != "" {
				ts = append(ts, p.token)
			}
		}
	})
	slices.Sort(ts)
	return ts
}
