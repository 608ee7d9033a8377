package p2ptest

import (
	"context"
	"sync"

	"github.com/heatracing/heat/p2p"
)

// Pipe returns the two ends of an in-memory p2p.Conn. Closing either end closes both; messages
// already sent are still delivered.
func Pipe() (p2p.Conn, p2p.Conn) {
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
		return p2p.ErrClosed
	default:
	}
	b := append([]byte(nil), msg...)
	select {
	case e.out <- b:
		return nil
	case <-e.p.done:
		return p2p.ErrClosed
	case <-ctx.Done():
		return ctx.Err()
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
		return nil, p2p.ErrClosed
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

func (e *pipeEnd) Close() error {
	e.p.once.Do(func() { close(e.p.done) })
	return nil
}
