package p2p

// Store keeps small blobs across page reloads: a guest's seat token, a host's saved game. The
// pages keep it in the browser's storage (app/shell); tests use p2ptest.MemStore. A Store may be
// shared by several sessions: the caller gives each its own namespace (a key prefix).
type Store interface {
	// Get returns ErrNotFound when nothing is stored under key.
	Get(key string) ([]byte, error)
	Set(key string, value []byte) error
	Delete(key string) error
}

// Store keys.
const (
	// KeyHost holds the host's resumable state (see hostRecord).
	KeyHost = "host"
	// keyGuestPrefix + room code holds a guest's seat token for that room.
	keyGuestPrefix = "guest."
)

// KeyGuest is the key under which a guest keeps its seat in room.
func KeyGuest(room string) string { return keyGuestPrefix + room }
