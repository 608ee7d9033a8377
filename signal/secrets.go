//go:build !js

package signal

import (
	"crypto/rand"
	"encoding/base64"

	"github.com/heatracing/heat/signal/proto"
)

// The server draws room codes and host tokens; the browser's client never does.

// newRoomCode returns a uniformly random room code.
func newRoomCode() string {
	var b [proto.CodeLength]byte
	// 256 - 256%30 = 240: bytes at or above it would bias the draw.
	const limit = 256 - 256%len(proto.CodeAlphabet)
	var buf [2 * proto.CodeLength]byte
	for n := 0; n < proto.CodeLength; {
		rand.Read(buf[:]) // never fails (crypto/rand panics instead)
		for _, x := range buf {
			if int(x) >= limit || n == proto.CodeLength {
				continue
			}
			b[n] = proto.CodeAlphabet[int(x)%len(proto.CodeAlphabet)]
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
