package p2p

import (
	"context"
	"encoding/json"
)

// These methods make the Host the Session of the host's own player.

var _ Session = (*Host)(nil)

// Submit applies an intent for the host's own seat.
func (h *Host) Submit(ctx context.Context, intent json.RawMessage) error {
	if len(intent) > MaxIntent {
		return ErrTooLarge
	}
	var err error
	if e := h.do(func() { err = h.play(h.me, intent) }); e != nil {
		return e
	}
	return err
}

// Edit changes the host's own lobby entry.
func (h *Host) Edit(ctx context.Context, e LobbyEdit) error {
	var err error
	if e := h.do(func() { err = h.edit(h.me, e) }); e != nil {
		return e
	}
	return err
}

// Updates delivers the host's own views.
func (h *Host) Updates() <-chan Update { return h.updates.out }

// Changes is signalled when the lobby changed.
func (h *Host) Changes() <-chan struct{} { return h.changes.ch }

// Lobby returns the lobby now.
func (h *Host) Lobby() Lobby {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.snap
}

// Seat returns the host's own seat.
func (h *Host) Seat() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.seat
}

// ConnState is Connected until the host closes.
func (h *Host) ConnState() ConnState {
	select {
	case <-h.done:
		return Ended
	default:
		return Connected
	}
}
