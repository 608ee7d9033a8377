package p2p

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"slices"
)

// Provably fair games: commit-reveal seeding and the audit at the end. The protocol, for every
// game of the platform (no title does anything for it but Title.Replay):
//
//  1. Commit. When the host opens its lobby it draws a secret seed s (64 bits) and a nonce n
//     (128 bits), and publishes C = SHA-256("p2p/commit/v1" 0 s n) in the lobby (Lobby.Commit).
//     C stays the same for the lobby's life, across a host's reload too (the record keeps s, n).
//  2. Contribute. Every guest draws a random share r (128 bits) when it starts and, once it has
//     seen C, sends it in a lobby edit (Edit.Share); the host publishes every player's share in the
//     lobby (Player.Share). A guest remembers the C it saw when it sent r. Bots contribute nothing,
//     nor do spectators; the host's contribution is s.
//  3. Start. The game's seed is DeriveSeed(s, n, shares of the seated players in seat order): the
//     first 8 bytes of SHA-256("p2p/seed/v1" 0 s n, then each seat's share with its length). A
//     game where no seated player contributed (solo, bots only) takes s itself.
//  4. Reveal. When the game is over the host sends every guest s, n and the game file
//     (Game.Save) in a wire.Reveal.
//  5. Audit (audit.go). A guest checks that C = SHA-256(... s n) and that C is the commitment it
//     saw, that its own share is the one the lobby lists for its seat, that the file's seed is
//     DeriveSeed over the lobby's shares, then replays the file with the title's engine
//     (Title.Replay) and checks every update it received (a digest of each: view, events and event
//     numbers) against the replay, in order, and that every intent the host accepted from it is in
//     the log for its seat, in order. Spectators check the same, without a share or intents.
//
// What it proves: the host could not choose the seed (it committed to s before any share existed,
// and a share unknown in advance goes into the seed), no guest could (s is secret until the end);
// the host played the game its guests saw by the rules' engine, from that seed, with their own
// moves. What it cannot prove: the host's page sees every seat's secrets during the game (it runs
// the engine), so a host can tell a friend what others hold; a host can remove a player before
// the start, or close the room, and so choose between a few seeds openly; a host that never
// reveals leaves its guests with "could not verify"; moves the computer made for a seat (its turn
// timer, or its player away) look like any other move of that seat. Shares are sent in the clear
// (one round, no commitment of their own), so a host and a guest in league can choose the seed:
// the guest picks its share last, knowing the host's seed. Two rounds (every share committed
// before any is shown) would close that, but a host in league with a guest can already show it
// every hand, which no protocol between peers prevents.

const (
	commitDomain = "p2p/commit/v1\x00"
	seedDomain   = "p2p/seed/v1\x00"
	// MaxShare bounds a share's length (hex characters).
	MaxShare = 64
)

// Commitment is the host's commitment to its secret seed and nonce, as hex.
func Commitment(seed uint64, nonce string) string {
	h := sha256.New()
	h.Write([]byte(commitDomain))
	h.Write(binary.BigEndian.AppendUint64(nil, seed))
	h.Write([]byte(nonce))
	return hex.EncodeToString(h.Sum(nil))
}

// DeriveSeed is the game's seed from the host's secret seed and nonce and the seated players'
// shares in seat order ("" for a seat with none). With no share at all it is seed.
func DeriveSeed(seed uint64, nonce string, shares []string) uint64 {
	if !slices.ContainsFunc(shares, func(s string) bool { return s != "" }) {
		return seed
	}
	h := sha256.New()
	h.Write([]byte(seedDomain))
	h.Write(binary.BigEndian.AppendUint64(nil, seed))
	h.Write([]byte(nonce))
	for _, s := range shares {
		h.Write(binary.BigEndian.AppendUint32(nil, uint32(len(s))))
		h.Write([]byte(s))
	}
	return binary.BigEndian.Uint64(h.Sum(nil))
}

// seatShares lists the shares of a lobby's seated players in seat order.
func seatShares(players []Player) []string {
	var shares []string
	for _, p := range players {
		if p.Spectator || p.Seat < 0 || p.Seat >= maxPlayers {
			continue
		}
		for len(shares) <= p.Seat {
			shares = append(shares, "")
		}
		shares[p.Seat] = p.Share
	}
	return shares
}

// checkShare says what is wrong with a share a peer sent.
func checkShare(s string) error {
	if s == "" || len(s) > MaxShare {
		return fmt.Errorf("%w: a share is 1 to %d hex characters", ErrMalformed, MaxShare)
	}
	if _, err := hex.DecodeString(s); err != nil {
		return fmt.Errorf("%w: a share is hex", ErrMalformed)
	}
	return nil
}
