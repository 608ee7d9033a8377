package p2p

import (
	"context"
	"time"

	"github.com/heatracing/heat/signal"
)

// A public room is listed by the signaling server (signal's listing.go): the RoomHost looks at
// its lobby every RoomConfig.ListEvery and publishes the listing RoomConfig.Listing builds from
// it when it changed, so the list follows players joining and leaving and the game starting, at
// most once a ListEvery. The server drops the listing when the host's socket leaves, so after a
// reconnection it is published again.

// publisher is a Signaler that can list its room; *signal.Client is one.
type publisher interface {
	Publish(ctx context.Context, l signal.Listing) error
	Unpublish(ctx context.Context) error
}

// listingRetry is how long the RoomHost waits after a refused publish (the list is full, the
// server is busy) before it tries again.
const listingRetry = 10 * time.Second

// Listed reports whether the room is in the public list now, and why not when the server refused
// it (signal.ErrListFull).
func (r *RoomHost) Listed() (bool, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.listed, r.listErr
}

// list keeps the room's listing up to date on one signaling connection until ctx ends.
func (r *RoomHost) list(ctx context.Context, sig Signaler) {
	defer r.wg.Done()
	pub, ok := sig.(publisher)
	if !ok || r.cfg.Listing == nil {
		return
	}
	var last *signal.Listing // what the server holds: nil, nothing
	var retryAt time.Time
	t := time.NewTicker(r.cfg.ListEvery)
	defer t.Stop()
	for {
		want, ok := r.cfg.Listing(r.h.Lobby())
		switch {
		case time.Now().Before(retryAt):
		case ok && (last == nil || *last != want):
			err := r.call(ctx, func(ctx context.Context) error { return pub.Publish(ctx, want) })
			if err == nil {
				last = &want
			} else {
				retryAt = time.Now().Add(listingRetry)
			}
			r.setListed(last != nil, err)
		case !ok && last != nil:
			if err := r.call(ctx, pub.Unpublish); err == nil {
				last = nil
			}
			r.setListed(last != nil, nil)
		}
		select {
		case <-ctx.Done():
			r.setListed(false, nil)
			return
		case err := <-r.dropped: // another network's room took its place: try again later
			last, retryAt = nil, time.Now().Add(listingRetry)
			r.setListed(false, err)
		case <-t.C:
		}
	}
}

// call runs one signaling request with a timeout of its own.
func (r *RoomHost) call(ctx context.Context, f func(context.Context) error) error {
	ctx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	err := f(ctx)
	if err != nil && ctx.Err() == nil {
		r.log.Warn("the public list refused the room", "err", err)
	}
	return err
}

func (r *RoomHost) setListed(listed bool, err error) {
	r.mu.Lock()
	r.listed, r.listErr = listed, err
	r.mu.Unlock()
}
