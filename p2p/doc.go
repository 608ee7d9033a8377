// Package p2p runs host-authoritative game sessions between browsers. It knows no game: a game
// plugs in through the Title and Game interfaces (game.go), and every game of the platform shares
// this package unchanged.
//
// One player's page is the host: it owns the Game, validates every intent and sends each peer
// only what its seat may see. Every player holds a Session that submits intents and receives
// Updates: the host's own player the Host itself, the others a Guest. A Host with no connection is
// a solo game. The signaling server only introduces peers; after that every message travels over
// a reliable, ordered WebRTC data channel (or any other Conn).
//
// Layers, bottom up:
//
//   - Conn: a reliable, ordered message connection to one peer (conn.go; over WebRTC in
//     rtc_conn.go and rtc_peer.go, the same code natively and in the browser over one seam: pion
//     natively (rtc_pion.go), the browser's own RTCPeerConnection through syscall/js in the browser
//     (rtc_browser_js.go, rtc_channel_js.go); in memory and with faults in package p2ptest).
//   - the wire protocol, in package wire: a versioned Envelope with per-direction sequence
//     numbers, put back in order by a sequencer (sequencer.go) and carried by a link (link.go),
//     which reads and writes a Conn on two goroutines of its own.
//   - the host's state, two plain state machines that take inputs (and the time) and say what to
//     send: the lobby (lobby.go: players, colours, readiness, removal, settings, seats;
//     lobby_away.go: guests who drop before the start give their places up) and the match (match.go: the Game, turn timers, overtime, the computer playing bots, timed-out and
//     away seats); a host's record for resuming (record.go).
//   - sessions, each one goroutine (a loop, loop.go) that owns its state: the Host
//     (host*.go: the loop, the peers' messages, the host player's Session) and the Guest
//     (guest*.go: connecting and reconnecting with its seat token, putting the host's messages
//     back in order, asking for a full view when something was lost, retrying requests).
//   - rooms: signaling plus WebRTC, which turn a room code into Conns (room_host.go,
//     room_handshake.go, room_guest.go, signaling.go); a public room's listing, published from
//     its lobby (room_list.go).
//   - a game that outlives its host (successor.go, takeover.go, guest_handover.go, member.go): the
//     lobby names a successor, which alone receives the host's checkpoints once the game started;
//     a Member (a guest's page) takes the game over from its last checkpoint when the host has
//     been gone for the grace, and the other guests reconnect to it with their seats.
//   - chat (chat.go, guest_chat.go): lines to everyone or to one player, relayed by the host,
//     which checks their text and each sender's pace; a newcomer reads the last lines it may.
//   - provably fair games (fair.go: the protocol and what it proves): the host commits to its
//     seed in the lobby; at the start every seated guest commits to a share, the host lists the
//     commitments, then the guests reveal (draw.go); the game's seed is derived from the host's
//     seed and the guests' shares; at the end the host reveals the seed and the game file
//     (host_peers.go) and each guest replays it through Title.Replay and checks the draw and what
//     it received (audit.go, audit_file.go, guest_audit.go).
//
// A message too large for one envelope (a long game's history, the revealed game file) travels
// in parts (wire.EncodeAll, wire.Joiner); every send waits while the data channel's buffer is
// full, and a peer that does not take its messages is dropped (rtc_conn.go, link.go).
//
// Strangers hold little: a handshake ends when its peer leaves signaling, a connection that has
// not said hello within Options.HelloTimeout is closed and at most Options.MaxPending may wait to
// say hello, and before the start a guest who drops without being ready (after it, a spectator
// who drops) gives its colour or entry to a newcomer and leaves the lobby after
// HostConfig.LobbyGrace. At the signaling server the host sends strangers away that do not connect
// and names its seats so that a seated player always gets back in (room_seats.go). A removal bans
// the player's seat token and its browser's ID (GuestConfig.Browser).
package p2p
