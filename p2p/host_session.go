package p2p

import (
	"context"
	"encoding/json"

	"github.com/heatracing/heat/p2p/wire"
)

// These methods make the Host the Session of the host's own player.

var _ Session = (*Host)(nil)

// Submit applies an intent for the host's own seat.
func (h *Host) Submit(ctx context.Context, intent json.RawMessage) error {
	if len(intent) > wire.MaxIntent {
		return ErrTooLarge
	}
	var err error
	if e := h.loop.do(func() { err = h.play(h.lobby.me, intent) }); e != nil {
		return e
	}
	return err
}

// Edit changes the host's own lobby entry.
func (h *Host) Edit(ctx context.Context, e Edit) error {
	var err error
	if e := h.loop.do(func() { err = h.lobby.edit(h.lobby.me, e) }); e != nil {
		return e
	}
	return err
}

// Updates delivers the host's own views.
func (h *Host) Updates() <-chan Update { return h.out.updates.out }

// Changes is signalled when the lobby changed.
func (h *Host) Changes() <-chan struct{} { return h.out.changes.ch }

// Lobby returns the lobby now.
func (h *Host) Lobby() Lobby {
	h.out.mu.Lock()
	defer h.out.mu.Unlock()
	return h.out.lobby
}

// Seat returns the host's own seat.
func (h *Host) Seat() int {
	h.out.mu.Lock()
	defer h.out.mu.Unlock()
	return h.out.seat
}

// ConnState is Connected until the host closes.
func (h *Host) ConnState() ConnState {
	if h.loop.ended() {
		return Ended
	}
	return Connected
}
