package rtc

import (
	"context"
	"errors"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/signal/proto"
)

// The room's side of a handover (p2p's successor.go): the RoomHost names to the signaling server
// the key of the secret its host gave its successor, whenever it changes (with the seats,
// room_seats.go); a Host that took a game over claims the room with the secret (register); and a
// host whose successor took the room over learns it at its next resume (p2p.ErrHandedOver).

// handoverer is a Signaler that can name the key of a successor's secret; *client.Client is one.
type handoverer interface {
	Handover(ctx context.Context, key string) error
}

// claimer is a Signaler that can claim a room with a handover secret; *client.Client is one.
type claimer interface {
	Claim(ctx context.Context, room, secret string) (string, error)
}

// nameSuccessor names the key of the successor's secret to the server, if it can.
func nameSuccessor(ctx context.Context, sig Signaler, key string) error {
	ho, ok := sig.(handoverer)
	if !ok {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	return ho.Handover(ctx, key)
}

// claim makes the room h's with the handover secret, and records its new host token in h.
func claim(ctx context.Context, h *p2p.Host, sig Signaler, room, secret string) error {
	c, ok := sig.(claimer)
	if !ok {
		return errors.New("p2p: this signaling connection cannot take a room over")
	}
	token, err := c.Claim(ctx, room, secret)
	if err != nil {
		if errors.Is(err, proto.ErrRoomNotFound) {
			return errors.Join(errors.New("p2p: the room is gone, or another page took the game over"), err)
		}
		return err
	}
	return h.SetRoom(room, token)
}
