//go:build !js

package signal

import (
	"time"

	"github.com/coder/websocket"
)

// runJanitor sweeps every JanitorInterval until stopJanitor.
func (s *Server) runJanitor() {
	defer close(s.janitor)
	t := time.NewTicker(s.cfg.JanitorInterval)
	defer t.Stop()
	lt := time.NewTicker(s.cfg.ListInterval)
	defer lt.Stop()
	for {
		select {
		case <-s.stop:
			return
		case <-t.C:
			s.sweep()
		case <-lt.C:
			s.flushLists()
		}
	}
}

// sweep closes rooms whose host stayed away past their grace period or that
// were idle too long, closes connections that stayed in the lobby too long,
// queues pings, and forgets rate-limit entries that have refilled.
func (s *Server) sweep() {
	cfg := &s.cfg
	now := cfg.Now()
	s.mu.Lock()
	busy := len(s.rooms) >= cfg.MaxRooms/2
	for _, r := range s.rooms {
		switch {
		case r.host == nil && now.Sub(r.hostGone) >= r.grace(cfg, busy):
			s.closeRoomLocked(r, ReasonHostGone, websocket.StatusNormalClosure)
		case cfg.RoomIdleTimeout > 0 && now.Sub(r.lastActive) >= cfg.RoomIdleTimeout:
			s.closeRoomLocked(r, ReasonIdle, websocket.StatusNormalClosure)
		default:
			s.expireJoins(r, now)
		}
	}
	for c := range s.conns {
		if c.role == roleLobby && cfg.LobbyTimeout > 0 && now.Sub(c.since) >= cfg.LobbyTimeout {
			c.role = roleGone
			c.sendError(ErrTimeout, 0)
			c.closeAfterFlush(websocket.StatusNormalClosure, "no room in time")
			continue
		}
		if cfg.PingInterval > 0 && now.Sub(c.lastPing) >= cfg.PingInterval {
			c.lastPing = now
			c.ping()
		}
	}
	s.mu.Unlock()
	s.limits.sweep(now)
}
