package p2p

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Provably fair games: the seed's draw at the start and the audit at the end. The protocol, for
// every game of the platform (no title does anything for it but Title.Replay):
//
//  1. The host commits. When the host opens its lobby it draws a secret seed s (64 bits) and a
//     nonce n (128 bits, hex), and publishes C = SHA-256("p2p/commit/v2|" s "|" n) in the lobby
//     (Lobby.Commit, s in decimal). C stays the same for the lobby's life, across a host's reload
//     too (the record keeps s, n). s is the host's only entropy: neither its own seat nor a bot's
//     ever adds a share.
//  2. Every guest commits. Every seated guest draws a random share r (128 bits, hex) for the
//     draw's round k (Lobby.Round, from 1) and sends only its commitment
//     H = SHA-256("p2p/share/v2|" room "|" C "|" k "|" player "|" r) (Edit.Commitment; room is the
//     room code, player the guest's player ID), bound to the room, the host's commitment, the
//     round and the seat's player, so that it cannot be replayed elsewhere or copied by another
//     seat. The host shows it in the lobby (Player.Commitment).
//  3. The host publishes the commitments. When the host starts, the seats are fixed; once every
//     seated guest's commitment is in, the lobby says so (Lobby.Drawing "reveal") and lists them
//     all. Each guest keeps the list it saw before it reveals anything.
//  4. Every guest reveals. Only then does a guest send r (Edit.Share); the host takes it only if
//     it matches the guest's commitment, and lists it (Player.Share). A seat that has not
//     committed, or revealed, within the host's ShareWait is removed; when it withheld a reveal,
//     the round runs again (k+1) with fresh shares and fresh commitments, and the lobby says who
//     was removed and why (Lobby.Notice).
//  5. Start. The game's seed is DeriveSeed(s, n, shares by seat): the first 8 bytes, big-endian,
//     of SHA-256("p2p/seed/v2|" s "|" n "|" r0 "|" r1 ...), one share per seat in seat order,
//     empty for the host's seat and bots'. A game without any share (solo, bots only) takes s.
//  6. Reveal. When the game is over the host sends every guest s, n and the game file
//     (Game.Save) in a wire.Reveal.
//  7. Audit (audit.go). A guest checks that C = SHA-256(... s n) and that C is the commitment it
//     saw; that no share is listed on the host's seat or a bot's; that every share matches its
//     commitment and every commitment is the one published before any share was revealed; that its
//     own share is listed for its seat; that the file's seed is DeriveSeed over the listed shares;
//     then it replays the file with the title's engine (Title.Replay) and checks every update it
//     received (a digest of each: view, events and event numbers) against the replay, in order,
//     and that every intent the host accepted from it is in the log for its seat, in order.
//     Spectators check the same, without a share or intents. A page can save all of it (AuditFile)
//     and `go run ./cmd/verify FILE` runs the same check outside the browser.
//
// What it proves: the host could not choose the seed (it committed to s before any share existed,
// and every share unknown to it goes into the seed), no guest could (s is secret until the end,
// and a guest's share is fixed by its commitment before it sees anyone else's); the host played
// the game its guests saw by the rules' engine, from that seed, with their own moves. What it
// cannot prove: the host's page sees every seat's secrets during the game (it runs the engine), so
// a host can tell a friend what others hold. A host can abort: close the room and open another (a
// new C), remove a player, or seat a page of its own that withholds its reveal; each abort gives
// it one more draw to choose from, in the open: the lobby says who was removed, the round number
// counts the draws, and a reopened room has a new code and commitment. A host that never reveals
// leaves its guests with "could not verify"; moves the computer made for a seat (its turn timer,
// or its player away) look like any other move of that seat. Pages that compare the seed they
// were shown would see a host that showed different pages different games.
//
// The host's successor (successor.go) receives, from the start until the end, the host's record:
// s and n, every seat's secrets, every seat token. It sees what the host sees, and could tell
// another player as the host could; no other page receives it. It receives nothing before the
// start, so it cannot steer the draw. A successor that takes the game over reveals the same s and
// n at the end, and every guest's audit covers the moves of every page that ran the game; the
// successor's own page audits the game it took against what it was shown before (Host.Audit).

const (
	commitDomain = "p2p/commit/v2|"
	shareDomain  = "p2p/share/v2|"
	seedDomain   = "p2p/seed/v2|"
	// MaxShare bounds a share's length (hex characters).
	MaxShare = 64
	// commitmentLen is a share's commitment's length: a SHA-256 in hex.
	commitmentLen = 2 * sha256.Size
)

// Commitment is the host's commitment to its secret seed and nonce, as hex.
func Commitment(seed uint64, nonce string) string {
	sum := sha256.Sum256([]byte(commitDomain + strconv.FormatUint(seed, 10) + "|" + nonce))
	return hex.EncodeToString(sum[:])
}

// ShareCommitment is a guest's commitment to its share of the seed in the draw's round of the
// room whose host committed to commit, as hex.
func ShareCommitment(room, commit string, round int, player, share string) string {
	sum := sha256.Sum256([]byte(shareDomain + room + "|" + commit + "|" + strconv.Itoa(round) + "|" + player + "|" + share))
	return hex.EncodeToString(sum[:])
}

// DeriveSeed is the game's seed from the host's secret seed and nonce and the shares by seat in
// seat order ("" for a seat with none: the host's, a bot's). With no share at all it is seed.
func DeriveSeed(seed uint64, nonce string, shares []string) uint64 {
	if !slices.ContainsFunc(shares, func(s string) bool { return s != "" }) {
		return seed
	}
	sum := sha256.Sum256([]byte(seedDomain + strconv.FormatUint(seed, 10) + "|" + nonce + "|" + strings.Join(shares, "|")))
	return binary.BigEndian.Uint64(sum[:8])
}

// seatShares lists the shares of a lobby's seated players in seat order; the host's seat counts
// none whatever the lobby lists (the audit refuses a lobby that lists one).
func seatShares(players []Player) []string {
	var shares []string
	for _, p := range players {
		if p.Spectator || p.Seat < 0 || p.Seat >= maxPlayers {
			continue
		}
		for len(shares) <= p.Seat {
			shares = append(shares, "")
		}
		if !p.Host {
			shares[p.Seat] = p.Share
		}
	}
	return shares
}

// checkShare says what is wrong with a share a peer sent.
func checkShare(s string) error {
	if s == "" || len(s) > MaxShare {
		return fmt.Errorf("%w: a share is 1 to %d hex characters", ErrMalformed, MaxShare)
	}
	if _, err := hex.DecodeString(s); err != nil || strings.ToLower(s) != s {
		return fmt.Errorf("%w: a share is lower-case hex", ErrMalformed)
	}
	return nil
}

// checkCommitment says what is wrong with a commitment a peer sent.
func checkCommitment(c string) error {
	if len(c) != commitmentLen {
		return fmt.Errorf("%w: a commitment is %d hex characters", ErrMalformed, commitmentLen)
	}
	if _, err := hex.DecodeString(c); err != nil || strings.ToLower(c) != c {
		return fmt.Errorf("%w: a commitment is lower-case hex", ErrMalformed)
	}
	return nil
}
