package server

import (
	"crypto/sha256"
	"encoding/hex"
)

// versionOf derives the app version from the bytes of app.wasm and of every
// other file the service worker caches: any change a returning player must
// get changes it, and an unchanged build keeps it across server restarts.
func versionOf(wasmHash string, others ...[]byte) string {
	h := sha256.New()
	h.Write([]byte(wasmHash))
	for _, b := range others {
		h.Write([]byte{0})
		h.Write([]byte(hashHex(b)))
	}
	return hex.EncodeToString(h.Sum(nil))[:20]
}

// hashHex is the hex SHA-256 of b.
func hashHex(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}
