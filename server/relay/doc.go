// Package relay is the game server's own STUN and TURN server (pion/turn), on one UDP port.
//
// Two friends at home, each behind a router, reach each other only with help: STUN tells each
// page the public address its router gave it (enough behind most home routers), and TURN relays
// the traffic when a router gives every destination a new port (many mobile networks and offices),
// where no direct path exists.
//
// The relay serves only players of this server. Its credentials follow the TURN REST API
// convention: the username is the expiry time (Unix seconds) and an ID, the password the base64 of
// the HMAC-SHA1 of the username under a secret only the server knows, so the signaling server hands
// every socket fresh credentials (Credentials) and the relay checks them without storing any.
// Quotas keep it from serving as an open relay: allocations per credential, per client address
// and in all, a byte rate per credential and per client address, and no relaying to loopback, private or link-local
// addresses other than the relay's own (Config).
package relay
