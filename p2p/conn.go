package p2p

import "context"

// Conn is a reliable, ordered message connection between the host and one
// peer. Implementations: Pipe (in memory), the WebRTC data channel, and
// FaultConn for tests. Send and Recv may be called from different
// goroutines; each message is delivered whole.
type Conn interface {
	Send(ctx context.Context, msg []byte) error
	// Recv returns ErrClosed once the connection is closed.
	Recv(ctx context.Context) ([]byte, error)
	Close() error
}
