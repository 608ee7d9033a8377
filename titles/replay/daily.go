package replay

import (
	"crypto/sha256"
	"encoding/binary"
	"time"
)

// A daily challenge is one solo game a day for each game: its seed comes from the game and the
// day (in UTC, so that it is the same game for everyone at once), its settings are the game's
// defaults, and every page plays the same deal, grid and bots, offline.

// dailyDomain separates the daily seeds from any other use of the hash.
const dailyDomain = "parlor/daily/v1|"

// DailySeed is the seed of game's challenge on day ("2026-11-28"): the first 8 bytes,
// big-endian, of SHA-256("parlor/daily/v1|" game "|" day).
func DailySeed(game, day string) uint64 {
	sum := sha256.Sum256([]byte(dailyDomain + game + "|" + day))
	return binary.BigEndian.Uint64(sum[:8])
}

// Day is the challenge's day at t: its date in UTC.
func Day(t time.Time) string { return t.UTC().Format(time.DateOnly) }
