// Package p2p runs host-authoritative game sessions between browsers.
//
// One player's page is the host: it owns the Game, validates every intent
// and sends each peer only what its seat may see. Guests hold a Session that
// submits intents and receives Updates. The signaling server only
// introduces peers; after that every message travels over a reliable,
// ordered WebRTC data channel (or any other Conn).
//
// The game is reached only through the Title and Game interfaces in
// game.go, so every title on the platform shares this package unchanged.
//
// Layers, bottom up:
//
//   - Conn: a reliable, ordered message connection to one peer (memconn.go,
//     webrtc_conn.go, and faultconn.go for tests).
//   - the wire protocol: a versioned Envelope with per-direction sequence
//     numbers (protocol.go, messages.go, sequencer.go).
//   - sessions: Host (host*.go) and Guest (guest*.go), both Sessions the UI
//     reads the same way; a Host with no network is a solo game.
//   - rooms: signaling plus WebRTC, which turn a room code into Conns
//     (room_host.go, room_guest.go).
package p2p
