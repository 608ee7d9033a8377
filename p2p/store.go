package p2p

import "sync"

// Store keeps small blobs across page reloads: a guest's seat token, a
// host's saved race. The browser build has LocalStorage; MemStore is for
// tests and native programs.
type Store interface {
	// Get returns ErrNotFound when nothing is stored under key.
	Get(key string) ([]byte, error)
	Set(key string, value []byte) error
	Delete(key string) error
}

// Store keys.
const (
	// KeyHost holds the host's resumable state (see hostRecord).
	KeyHost = "heat.p2p.host"
	// keyGuestPrefix + room code holds a guest's seat token for that room.
	keyGuestPrefix = "heat.p2p.guest."
)

// KeyGuest is the key under which a guest keeps its seat in room.
func KeyGuest(room string) string { return keyGuestPrefix + room }

// MemStore is a Store in memory, safe for concurrent use.
type MemStore struct {
	mu sync.Mutex
	m  map[string][]byte
}

// NewMemStore returns an empty MemStore.
func NewMemStore() *MemStore { return &MemStore{m: map[string][]byte{}} }

// Get implements Store.
func (s *MemStore) Get(key string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.m[key]
	if !ok {
		return nil, ErrNotFound
	}
	return append([]byte(nil), v...), nil
}

// Set implements Store.
func (s *MemStore) Set(key string, value []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[key] = append([]byte(nil), value...)
	return nil
}

// Delete implements Store.
func (s *MemStore) Delete(key string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.m, key)
	return nil
}
