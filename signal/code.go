package signal

import (
	"crypto/rand"
	"encoding/base64"
	"strings"
)

// CodeAlphabet holds the characters of room codes: digits and capital
// letters without the look-alikes 0/O, 1/I/L and U (read as V). 30 symbols.
const CodeAlphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ"

// CodeLength is the number of characters in a room code: 30^6 = 729,000,000
// codes (see Config for what that means for guessing).
const CodeLength = 6

// newRoomCode returns a uniformly random room code.
func newRoomCode() string {
	var b [CodeLength]byte
	// 256 - 256%30 = 240: bytes at or above it would bias the draw.
	const limit = 256 - 256%len(CodeAlphabet)
	var buf [2 * CodeLength]byte
	for n := 0; n < CodeLength; {
		rand.Read(buf[:]) // never fails (crypto/rand panics instead)
		for _, x := range buf {
			if int(x) >= limit || n == CodeLength {
				continue
			}
			b[n] = CodeAlphabet[int(x)%len(CodeAlphabet)]
			n++
		}
	}
	return string(b[:])
}

// newToken returns a secret of 128 random bits, URL-safe.
func newToken() string {
	var b [16]byte
	rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// NormalizeCode turns what a person typed into the canonical form of a room
// code: upper case, without spaces or dashes. It reports false when the
// result cannot be a room code. The app may use it to check input early.
func NormalizeCode(s string) (string, bool) {
	if len(s) > maxRoomField {
		return "", false
	}
	var b strings.Builder
	b.Grow(CodeLength)
	for _, r := range s {
		switch {
		case r == ' ' || r == '-':
			continue
		case r >= 'a' && r <= 'z':
			r -= 'a' - 'A'
		}
		if r > 0x7f || strings.IndexByte(CodeAlphabet, byte(r)) < 0 {
			return "", false
		}
		b.WriteRune(r)
	}
	if b.Len() != CodeLength {
		return "", false
	}
	return b.String(), true
}
