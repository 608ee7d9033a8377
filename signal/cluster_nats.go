//go:build !js

package signal

import (
	"context"
	"errors"
	"log/slog"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
)

// NATSBus is a Bus over a NATS server (or cluster of them): one connection per instance, every
// subscription on it feeding one channel that one goroutine reads, so messages arrive in the
// order NATS delivered them and a million room subjects cost no goroutine each. The connection
// never echoes what the instance publishes to itself: a probe of a room's subject hears only the
// other instances.
type NATSBus struct {
	url string
	log *slog.Logger
	nc  *nats.Conn
	in  chan *nats.Msg

	mu        sync.Mutex
	deliver   func(BusMsg)
	connected func(bool)
	opened    bool
	done      chan struct{}
}

// NATSOptions tunes a NATSBus; zero fields take their defaults.
type NATSOptions struct {
	// Name is the connection's name in NATS's monitoring.
	Name string
	// ReconnectWait is the pause between attempts to reach NATS (default 1 s).
	ReconnectWait time.Duration
	// Inbox is how many messages wait for the instance before NATS drops more (default 65,536).
	Inbox int
}

// DialNATS connects to the NATS server at url (nats://host:4222, or several separated by
// commas). An unreachable server is no error: the bus keeps trying, logs what happens, and the
// instance serves its own rooms meanwhile.
func DialNATS(url string, opts NATSOptions, logger *slog.Logger) (*NATSBus, error) {
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	if opts.ReconnectWait <= 0 {
		opts.ReconnectWait = time.Second
	}
	if opts.Inbox <= 0 {
		opts.Inbox = 1 << 16
	}
	b := &NATSBus{url: url, log: logger, in: make(chan *nats.Msg, opts.Inbox), done: make(chan struct{})}
	nc, err := nats.Connect(url,
		nats.Name(opts.Name),
		nats.NoEcho(),
		nats.RetryOnFailedConnect(true),
		nats.MaxReconnects(-1),
		nats.ReconnectWait(opts.ReconnectWait),
		nats.ReconnectBufSize(4<<20),
		nats.PingInterval(5*time.Second),
		nats.MaxPingsOutstanding(2),
		nats.ConnectHandler(func(nc *nats.Conn) {
			logger.Info("NATS reached: rooms and public lists are shared with the other instances", "nats", nc.ConnectedUrlRedacted())
			b.tell(true)
		}),
		nats.ReconnectHandler(func(nc *nats.Conn) {
			logger.Info("NATS reached again: rooms and public lists are shared with the other instances", "nats", nc.ConnectedUrlRedacted())
			b.tell(true)
		}),
		nats.DisconnectErrHandler(func(_ *nats.Conn, err error) {
			logger.Warn("NATS unreachable: this instance serves only the rooms it holds until NATS is back", "nats", url, "err", err)
			b.tell(false)
		}),
		nats.ErrorHandler(func(_ *nats.Conn, _ *nats.Subscription, err error) {
			logger.Warn("NATS error", "err", err)
		}),
	)
	if err != nil {
		return nil, err
	}
	b.nc = nc
	if !nc.IsConnected() {
		logger.Warn("NATS unreachable at start: this instance serves only its own rooms until NATS answers", "nats", url)
	}
	return b, nil
}

// tell reports a change of the connection to the instance, once it opened the bus.
func (b *NATSBus) tell(up bool) {
	b.mu.Lock()
	f := b.connected
	b.mu.Unlock()
	if f != nil {
		f(up)
	}
}

// Open starts delivering messages.
func (b *NATSBus) Open(deliver func(BusMsg), connected func(up bool)) error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.opened {
		return errors.New("signal: the NATS bus is already open")
	}
	b.opened, b.deliver, b.connected = true, deliver, connected
	go b.run()
	return nil
}

func (b *NATSBus) run() {
	for {
		select {
		case <-b.done:
			return
		case m := <-b.in:
			bm := BusMsg{Subject: m.Subject, Reply: m.Reply, Data: m.Data}
			if len(m.Data) == 0 && m.Header.Get("Status") == "503" {
				bm.NoResponders = true
			}
			b.deliver(bm)
		}
	}
}

// Subscribe delivers what is published on subject until unsubscribe is called.
func (b *NATSBus) Subscribe(subject string) (func(), error) {
	sub, err := b.nc.ChanSubscribe(subject, b.in)
	if err != nil {
		return nil, err
	}
	return func() { _ = sub.Unsubscribe() }, nil
}

// Publish sends m.
func (b *NATSBus) Publish(m BusMsg) error {
	return b.nc.PublishMsg(&nats.Msg{Subject: m.Subject, Reply: m.Reply, Data: m.Data})
}

// Request sends data on subject and waits for the first answer.
func (b *NATSBus) Request(ctx context.Context, subject string, data []byte) ([]byte, bool, error) {
	m, err := b.nc.RequestWithContext(ctx, subject, data)
	switch {
	case errors.Is(err, nats.ErrNoResponders):
		return nil, false, nil
	case err != nil:
		return nil, false, err
	}
	return m.Data, true, nil
}

// Connected reports whether NATS is reachable now.
func (b *NATSBus) Connected() bool { return b.nc.IsConnected() }

// Close flushes what is queued and closes the connection; the instance no longer hears the
// others, and they no longer find its rooms.
func (b *NATSBus) Close() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	if b.nc.IsConnected() {
		_ = b.nc.FlushWithContext(ctx)
	}
	b.nc.Close()
	b.mu.Lock()
	defer b.mu.Unlock()
	select {
	case <-b.done:
	default:
		close(b.done)
	}
}
