package p2p

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"sync"
	"time"

	"github.com/heatracing/heat/p2p/wire"
	"github.com/heatracing/heat/signal/proto"
)

// DefaultTakeOver is how long a successor waits for a host that went away before its page takes
// the game over (MemberConfig.TakeOverAfter).
const DefaultTakeOver = 20 * time.Second

// MemberConfig sets up a Member.
type MemberConfig struct {
	// Guest is the guest session the member starts as. Its TakeOverAfter is the member's grace:
	// default DefaultTakeOver.
	Guest GuestConfig
	// Host sets up the Host the member's page becomes when it takes the game over: its Title,
	// Store and Options default to the guest's.
	Host HostConfig
	// Serve makes the Host the room's host through the room's transport: it claims the room with
	// the Host's ClaimSecret (p2p/rtc's ServeRoom does). Nil: the member never takes over.
	Serve func(ctx context.Context, h *Host) (io.Closer, error)
}

// Member is the Session of a player in a room whose host may leave for good: a Guest, until its
// page is the host's successor, the host has been gone for the grace and the page takes the game
// over, then that Host (successor.go). Its updates and changes run on without a break across the
// switch; Host says when the page runs the game.
type Member struct {
	cfg     MemberConfig
	updates *mailbox
	changes notifier
	quit    chan struct{}
	done    chan struct{}
	once    sync.Once

	mu     sync.Mutex
	guest  *Guest
	host   *Host
	room   io.Closer
	moving chan struct{} // closed when the last takeover ended
}

var _ Session = (*Member)(nil)

// NewMember starts a member as a guest of the room.
func NewMember(cfg MemberConfig) (*Member, error) {
	if cfg.Guest.TakeOverAfter <= 0 {
		cfg.Guest.TakeOverAfter = DefaultTakeOver
	}
	if cfg.Serve == nil {
		cfg.Guest.TakeOverAfter = 0
	}
	if cfg.Host.Title == nil {
		cfg.Host.Title = cfg.Guest.Title
	}
	if cfg.Host.Store == nil {
		cfg.Host.Store = cfg.Guest.Store
	}
	if cfg.Host.Options == (Options{}) {
		cfg.Host.Options = cfg.Guest.Options
	}
	g, err := NewGuest(cfg.Guest)
	if err != nil {
		return nil, err
	}
	m := &Member{cfg: cfg, updates: newMailbox(), changes: newNotifier(), quit: make(chan struct{}), done: make(chan struct{}), guest: g}
	go m.run()
	return m, nil
}

// session is the session the member is now.
func (m *Member) session() Session {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.host != nil {
		return m.host
	}
	return m.guest
}

// Guest is the member's guest session, nil once its page runs the game.
func (m *Member) Guest() *Guest {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.host != nil {
		return nil
	}
	return m.guest
}

// Host is the Host the member's page became when it took the game over, nil before.
func (m *Member) Host() *Host {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.host
}

// run forwards the session's updates and changes, and takes the game over when the guest says so.
func (m *Member) run() {
	defer close(m.done)
	for {
		s := m.session()
		var due <-chan struct{}
		if g, ok := s.(*Guest); ok {
			due = g.TakeOverDue()
		}
		select {
		case u, ok := <-s.Updates():
			if !ok {
				m.updates.close()
				m.changes.notify()
				<-m.quit
				return
			}
			m.updates.put(u)
		case <-s.Changes():
			m.changes.notify()
		case <-due:
			m.takeOver(s.(*Guest))
			m.changes.notify()
		case <-m.quit:
			return
		}
	}
}

// takeOver makes the member's page the game's host: from the guest's checkpoint, claiming the
// room through Serve. When that fails (the host came back first), the page goes on as a guest.
func (m *Member) takeOver(g *Guest) {
	moving := make(chan struct{})
	m.mu.Lock()
	m.moving = moving
	m.mu.Unlock()
	defer close(moving)
	hf, ok := g.handOff()
	if !ok {
		return
	}
drain: // what the guest received before it stopped
	for {
		select {
		case u, ok := <-g.Updates():
			if !ok {
				break drain
			}
			m.updates.put(u)
		default:
			break drain
		}
	}
	_ = g.stop()
	log := m.cfg.Host.Options.withDefaults().Logger
	h, err := takeOver(m.cfg.Host, hf)
	if err == nil {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		var room io.Closer
		room, err = m.cfg.Serve(ctx, h)
		cancel()
		if err == nil {
			h.carry()
			m.mu.Lock()
			m.host, m.room = h, room
			m.mu.Unlock()
			log.Info("took the game over", "room", hf.lobby.Room)
			return
		}
		_ = h.Close()
		if m.cfg.Host.Store != nil {
			_ = m.cfg.Host.Store.Delete(KeyHost)
		}
	}
	log.Warn("cannot take the game over: staying a guest", "err", err)
	if errors.Is(err, proto.ErrRoomNotFound) || errors.Is(err, ErrNoSave) {
		// the secret no longer opens the room (another player is the successor now), or the
		// checkpoint cannot be used: trying again cannot help.
		hf.ckpt = wire.Checkpoint{}
	}
	ng, err := resumeGuest(m.cfg.Guest, hf)
	if err != nil { // NewMember checked this config: the stopped guest ends the session
		log.Error("cannot go on as a guest", "err", err)
		return
	}
	m.mu.Lock()
	m.guest = ng
	m.mu.Unlock()
}

// Submit sends an intent for the member's seat. One in flight while the page takes the game
// over is answered by the Host it becomes.
func (m *Member) Submit(ctx context.Context, intent json.RawMessage) error {
	s := m.session()
	err := s.Submit(ctx, intent)
	if !errors.Is(err, ErrClosed) || m.closed() {
		return err
	}
	m.mu.Lock()
	moving := m.moving
	m.mu.Unlock()
	if moving != nil { // the guest closed for a takeover: wait for the session it leads to
		select {
		case <-moving:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	if n := m.session(); n != s {
		return n.Submit(ctx, intent)
	}
	return err
}

// Edit changes the member's lobby entry.
func (m *Member) Edit(ctx context.Context, e Edit) error { return m.session().Edit(ctx, e) }

// Updates delivers the member's views, from whichever page runs the game.
func (m *Member) Updates() <-chan Update { return m.updates.out }

// Say sends a chat message.
func (m *Member) Say(ctx context.Context, to, text string) error {
	return m.session().Say(ctx, to, text)
}

// Chat is the chat the member may read.
func (m *Member) Chat() []ChatLine { return m.session().Chat() }

// Changes is signalled when the lobby, the connection or the page that runs the game changed.
func (m *Member) Changes() <-chan struct{} { return m.changes.ch }

// Lobby is the lobby as the member sees it.
func (m *Member) Lobby() Lobby { return m.session().Lobby() }

// Seat is the member's seat.
func (m *Member) Seat() int { return m.session().Seat() }

// ConnState is the state of the link to the page that runs the game (Connected once it is this
// one).
func (m *Member) ConnState() ConnState { return m.session().ConnState() }

// Reason says why the session ended, if it did.
func (m *Member) Reason() error {
	if g := m.Guest(); g != nil {
		return g.Reason()
	}
	return nil
}

// Trouble says why the last attempt to reach the host failed, while the guest keeps trying.
func (m *Member) Trouble() error {
	if g := m.Guest(); g != nil {
		return g.Trouble()
	}
	return nil
}

// Audit is where the member's audit of its game stands: the guest's, or, once its page took the
// game over, the Host's check of the game against what the player saw before.
func (m *Member) Audit() Audit {
	m.mu.Lock() // not m.session(): a page that never joins a room would link all of a Guest
	h, g := m.host, m.guest
	m.mu.Unlock()
	if h != nil {
		return h.Audit()
	}
	return g.Audit()
}

// AuditFile is what the guest's audit read (nil once the page took the game over: it holds the
// game itself).
func (m *Member) AuditFile() *AuditFile {
	if g := m.Guest(); g != nil {
		return g.AuditFile()
	}
	return nil
}

func (m *Member) closed() bool {
	select {
	case <-m.quit:
		return true
	default:
		return false
	}
}

// Close leaves the room: as a guest, the host is told; as the host, the room's transport stops
// and the guests see the host go away.
func (m *Member) Close() error {
	m.once.Do(func() { close(m.quit) })
	<-m.done
	m.mu.Lock()
	h, g, room := m.host, m.guest, m.room
	m.mu.Unlock()
	if room != nil {
		_ = room.Close()
	}
	if h != nil {
		_ = h.Close()
	} else {
		_ = g.Close()
	}
	m.updates.close()
	return nil
}
