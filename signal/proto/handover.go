package proto

import (
	"crypto/sha256"
	"encoding/base64"
)

// HandoverKey is the key of a handover secret: a host names the key to the server (handover), its
// successor claims the room with the secret (claim), and the server checks one against the other.
func HandoverKey(secret string) string {
	sum := sha256.Sum256([]byte("heat handover key\x00" + secret))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}
