//go:build !js

package signal

import (
	"encoding/json"
	"net/http"

	"github.com/heatracing/heat/signal/proto"
)

// Health is the server's state as served by HealthHandler.
type Health struct {
	Status      string `json:"status"` // "ok", or "shutting-down"
	Version     int    `json:"version"`
	Rooms       int    `json:"rooms"`
	Peers       int    `json:"peers"`       // hosts present and guests, over all rooms
	Connections int    `json:"connections"` // open sockets, in a room or not
	// In a cluster (cluster.go): whether NATS is reachable ("up", "down"), and how many other
	// instances this one hears.
	NATS      string `json:"nats,omitempty"`
	Instances int    `json:"instances,omitempty"`
}

// Health returns the current counts.
func (s *Server) Health() Health {
	s.mu.Lock()
	defer s.mu.Unlock()
	h := Health{Status: "ok", Version: proto.ProtocolVersion, Rooms: len(s.rooms), Connections: len(s.conns)}
	if s.closing {
		h.Status = "shutting-down"
	}
	if s.cl != nil {
		h.NATS, h.Instances = "down", len(s.cl.seen)
		if s.cl.up {
			h.NATS = "up"
		}
	}
	for _, r := range s.rooms {
		h.Peers += len(r.guests)
		if r.host != nil {
			h.Peers++
		}
	}
	return h
}

// HealthHandler serves Health as JSON: 200 while the server runs, 503 once
// it is shutting down. Mount it at /healthz or similar.
func (s *Server) HealthHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := s.Health()
		w.Header().Set("Content-Type", "application/json")
		w.Header().Set("Cache-Control", "no-store")
		if h.Status != "ok" {
			w.WriteHeader(http.StatusServiceUnavailable)
		}
		json.NewEncoder(w).Encode(h)
	})
}
