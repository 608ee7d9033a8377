package p2p

import (
	"context"
	"sync"
)

// Pipe returns the two ends of an in-memory Conn. Closing either end closes
// both; messages already sent are still delivered.
func Pipe() (Conn, Conn) {
	ab := make(chan []byte, 256)
	ba := make(chan []byte, 256)
	p := &pipe{done: make(chan struct{})}
	return &pipeEnd{p: p, in: ba, out: ab}, &pipeEnd{p: p, in: ab, out: ba}
}

type pipe struct {
	once sync.Once
	done chan struct{}
}

type pipeEnd struct {
	p   *pipe
	in  chan []byte
	out chan []byte
}

func (e *pipeEnd) Send(ctx context.Context, msg []byte) error {
	select {
	case <-e.p.done:
		return ErrClosed
	default:
	}
	b := append([]byte(nil), msg...)
	select {
	case e.out <- b:
		return nil
	case <-e.p.done:
		return ErrClosed
	case <-ctx.Done():
		return ctx.Err()
	}
}

func (e *pipeEnd) trySend(msg []byte) (bool, error) {
	select {
	case <-e.p.done:
		return false, ErrClosed
	default:
	}
	select {
	case e.out <- append([]byte(nil), msg...):
		return true, nil
	default:
		return false, nil
	}
}

func (e *pipeEnd) Recv(ctx context.Context) ([]byte, error) {
	select {
	case b := <-e.in:
		return b, nil
	default:
	}
	select {
	case b := <-e.in:
		return b, nil
	case <-e.p.done:
		return nil, ErrClosed
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (e *pipeEnd) Close() error {
	e.p.once.Do(func() { close(e.p.done) })
	return nil
}
