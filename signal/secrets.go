//go:build !js

package signal

import (
	"crypto/rand"
	"encoding/base64"
)

// The server draws room codes and host tokens; the browser's client never does.

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
