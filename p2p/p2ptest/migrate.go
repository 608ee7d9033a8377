//go:build !js

package p2ptest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/rtc"
	"github.com/heatracing/heat/p2p/wire"
)

// A Migration is a match in a real room (the real signaling server, pion peers on loopback) whose
// pages die and come back while it is played: the host's page, then the pages that took the game
// over (p2p's successor.go). Page 0 opens the room; every other page is a p2p.Member, which takes
// the game over when it is the successor and the host has been gone for the grace.
type Migration struct {
	t       testing.TB
	url     string
	title   p2p.Title
	opt     p2p.Options
	grace   time.Duration
	moves   atomic.Int64 // intents accepted, by every page
	running atomic.Int64 // pages still playing
	hold    atomic.Bool  // a step is due: the pages submit nothing until it happened
	due     atomic.Int64 // the After of the step waited for, plus one (0: none)
	Pages   []*Page

	mu        sync.Mutex
	named     map[string]bool // every player the lobby named successor, by ID
	killedAt  time.Time       // when the last page died
	recovered time.Duration   // from then to the next intent accepted, 0 until one was
}

// Recovery is the time from the last page's death to the next intent accepted while another page
// runs the game (answers the dead page sent before it died do not count), 0 while none was.
func (m *Migration) Recovery() time.Duration {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.recovered
}

// accepted counts an accepted intent, and the recovery after a death.
func (m *Migration) accepted() {
	// The pages hold from the intent that makes the step due, not from when step next looks: on
	// a loaded machine a short game could otherwise play to its end in between.
	if n, due := m.moves.Add(1), m.due.Load(); due > 0 && n >= due-1 {
		m.hold.Store(true)
	}
	runs := m.Runner() != nil
	m.mu.Lock()
	if runs && !m.killedAt.IsZero() && m.recovered == 0 {
		m.recovered = time.Since(m.killedAt)
	}
	m.mu.Unlock()
}

// Page is one player's page: the host that opened the room (page 0), or a member.
type Page struct {
	Name  string
	Store *MemStore
	Wire  *Wire // what the page received as a guest, over every connection
	Seat  int   // its seat at the start
	ID    string
	watch bool

	mu     sync.Mutex
	host   *p2p.Host     // page 0 until it dies
	room   *rtc.RoomHost // page 0's room until it dies
	member *p2p.Member
	dead   bool
	last   json.RawMessage
}

// session is the page's session now.
func (p *Page) session() p2p.Session {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.host != nil {
		return p.host
	}
	return p.member
}

// Member is the page's member session (nil for the page that opened the room until it comes back).
func (p *Page) Member() *p2p.Member {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.member
}

// Runs is the Host on this page when the page runs the game, else nil.
func (p *Page) Runs() *p2p.Host {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch {
	case p.dead:
		return nil
	case p.host != nil:
		return p.host
	case p.member != nil:
		return p.member.Host()
	}
	return nil
}

// Dead reports whether the page is gone (and has not come back).
func (p *Page) Dead() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.dead
}

// Last is the newest view the page received.
func (p *Page) Last() json.RawMessage {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.last
}

// OpenMigration hosts title in a real room with guests members (taking the game over after
// grace), the last watchers of them watching, lets setup configure the host (settings, bots), and
// starts the match once every guest is ready. Everything closes when the test ends.
func OpenMigration(ctx context.Context, t testing.TB, title p2p.Title, guests, watchers int, opt p2p.Options, grace time.Duration, setup func(h *p2p.Host) error) *Migration {
	t.Helper()
	m := &Migration{t: t, url: SignalServer(t), title: title, opt: opt, grace: grace, named: map[string]bool{}}
	host := &Page{Name: "Host", Store: NewMemStore(), Wire: &Wire{}}
	h, err := p2p.NewHost(p2p.HostConfig{Title: title, Name: host.Name, Store: host.Store, Options: opt})
	if err != nil {
		t.Fatal(err)
	}
	room, err := rtc.ServeRoom(ctx, h, m.roomConfig())
	if err != nil {
		t.Fatal(err)
	}
	host.host, host.room = h, room
	m.Pages = append(m.Pages, host)
	t.Cleanup(m.close)
	for i := range guests {
		p := &Page{Name: fmt.Sprintf("Guest %d", i+1), Store: NewMemStore(), Wire: &Wire{}}
		p.watch = i >= guests-watchers
		if p.member, err = m.member(p, room.Room()); err != nil {
			t.Fatal(err)
		}
		m.Pages = append(m.Pages, p)
	}
	deadline := time.Now().Add(60 * time.Second)
	for len(h.Lobby().Players) < guests+1 {
		if time.Now().After(deadline) {
			t.Fatalf("only %d players joined in a minute", len(h.Lobby().Players))
		}
		time.Sleep(10 * time.Millisecond)
	}
	if err := setup(h); err != nil {
		t.Fatal(err)
	}
	yes := true
	for _, p := range m.Pages[1:] {
		if err := p.member.Edit(ctx, p2p.Edit{Ready: &yes}); err != nil {
			t.Fatal(err)
		}
	}
	for err := h.Start(); err != nil; err = h.Start() {
		if time.Now().After(deadline) {
			t.Fatalf("start: %v", err)
		}
		time.Sleep(10 * time.Millisecond)
	}
	for _, p := range m.Pages {
		for !p.session().Lobby().Started && time.Now().Before(deadline) {
			time.Sleep(5 * time.Millisecond)
		}
		p.Seat, p.ID = p.session().Seat(), p.session().Lobby().You
	}
	m.noteSuccessor(h.Lobby())
	return m
}

// noteSuccessor notes the successor a lobby names.
func (m *Migration) noteSuccessor(l p2p.Lobby) {
	if l.Successor == "" {
		return
	}
	m.mu.Lock()
	m.named[l.Successor] = true
	m.mu.Unlock()
}

// Successor is the page the lobby names successor now, as the runner sees it (nil: none).
func (m *Migration) Successor() *Page {
	r := m.Runner()
	if r == nil {
		return nil
	}
	id := r.Runs().Lobby().Successor
	for _, p := range m.Pages {
		if p.ID == id {
			return p
		}
	}
	return nil
}

// Named reports whether the lobby ever named the page successor.
func (m *Migration) Named(p *Page) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.named[p.ID]
}

func (m *Migration) roomConfig() rtc.RoomConfig {
	return rtc.RoomConfig{Signal: rtc.DialSignal(m.url), API: LoopbackAPI(), Logger: m.opt.Logger}
}

// member joins room as page p, recording what it receives.
func (m *Migration) member(p *Page, room string) (*p2p.Member, error) {
	dial := rtc.RoomDialer(room, m.roomConfig())
	cfg := m.roomConfig()
	return p2p.NewMember(p2p.MemberConfig{
		Guest: p2p.GuestConfig{Room: room, Name: p.Name, Store: p.Store, Title: m.title, Options: m.opt, TakeOverAfter: m.grace, Watch: p.watch,
			Dial: func(ctx context.Context) (p2p.Conn, error) {
				c, err := dial(ctx)
				if err != nil {
					return nil, err
				}
				return p.Wire.Record(c), nil
			}},
		Serve: func(ctx context.Context, h *p2p.Host) (io.Closer, error) { return rtc.ServeRoom(ctx, h, cfg) },
	})
}

func (m *Migration) close() {
	for _, p := range m.Pages {
		p.mu.Lock()
		h, room, mem := p.host, p.room, p.member
		p.host, p.room, p.member, p.dead = nil, nil, nil, true
		p.mu.Unlock()
		if room != nil {
			room.Close()
		}
		if h != nil {
			h.Close()
		}
		if mem != nil {
			mem.Close()
		}
	}
}

// Step is what happens to a page once After intents were accepted: it dies abruptly (its
// connections drop, nothing said), or it comes back (Back) and rejoins as a player. A page dies
// only while it runs the game and its successor holds a checkpoint, and comes back only once
// another page took the game over; from After on, the pages hold their intents until it did.
type Step struct {
	After int
	Page  int
	Back  bool
}

// Decide reads a page's newest view and says what its player submits (nil: wait for the next
// update), or that the match is over for it.
type Decide func(view json.RawMessage, seat int) (intent []byte, over bool, err error)

// Play drives every page with decide until the match is over for each page alive, while steps
// kill pages and bring them back, in order. It fails the test when a page fails, the match does
// not end before ctx, or a step cannot happen.
func (m *Migration) Play(ctx context.Context, decide Decide, steps ...Step) {
	m.t.Helper()
	var wg sync.WaitGroup
	errs := make(chan error, 4*len(m.Pages)+len(steps))
	start := func(p *Page) {
		s := p.session()
		m.running.Add(1)
		wg.Go(func() {
			defer m.running.Add(-1)
			if err := m.drive(ctx, p, s, decide); err != nil {
				errs <- fmt.Errorf("%s: %w", p.Name, err)
			}
		})
	}
	for _, p := range m.Pages {
		start(p)
	}
	for _, st := range steps {
		if err := m.step(ctx, st, start); err != nil {
			errs <- err
			break
		}
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		m.t.Error(err)
	}
	if m.t.Failed() {
		m.t.FailNow()
	}
}

// step waits for its moment and kills or brings back its page.
func (m *Migration) step(ctx context.Context, st Step, start func(*Page)) error {
	p := m.Pages[st.Page]
	ready := func() bool {
		if m.moves.Load() < int64(st.After) {
			return false
		}
		if !st.Back {
			return p.Runs() != nil && m.heirReady()
		}
		for _, q := range m.Pages {
			if q != p && q.Runs() != nil {
				return true
			}
		}
		return false
	}
	m.due.Store(int64(st.After) + 1)
	defer m.hold.Store(false)
	defer m.due.Store(0)
	for !ready() {
		if m.moves.Load() >= int64(st.After) {
			m.hold.Store(true) // a short game must not end before the step
		}
		if m.running.Load() == 0 {
			return fmt.Errorf("the match ended before step %+v (%d intents accepted)", st, m.moves.Load())
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("step %+v never came: %w", st, ctx.Err())
		case <-time.After(5 * time.Millisecond):
		}
	}
	if !st.Back {
		m.kill(p)
		return nil
	}
	return m.comeBack(ctx, p, start)
}

// heirReady reports whether the successor the runner names holds its checkpoint: a runner that
// dies before that leaves nobody to take the game over.
func (m *Migration) heirReady() bool {
	s := m.Successor()
	if s == nil {
		return false
	}
	mem := s.Member()
	if mem == nil {
		return false
	}
	g := mem.Guest()
	return g != nil && g.HoldsCheckpoint()
}

// kill drops the page at once: its connections close, and it says nothing to anyone.
func (m *Migration) kill(p *Page) {
	m.mu.Lock()
	m.killedAt, m.recovered = time.Now(), 0
	m.mu.Unlock()
	p.mu.Lock()
	h, room, mem := p.host, p.room, p.member
	p.host, p.room, p.dead = nil, nil, true
	p.mu.Unlock()
	if room != nil {
		room.Close()
	}
	if h != nil {
		h.Close()
	}
	if mem != nil {
		mem.Close()
	}
}

// comeBack reopens a dead page as it would reload: as the host of its saved game, which the
// signaling server says was handed over, then as a player of its seat.
func (m *Migration) comeBack(ctx context.Context, p *Page, start func(*Page)) error {
	p.mu.Lock()
	p.member = nil
	p.mu.Unlock()
	if h, err := p2p.ResumeHost(p2p.HostConfig{Title: m.title, Store: p.Store, Options: m.opt}); err == nil {
		room, err := rtc.ServeRoom(ctx, h, m.roomConfig())
		h.Close()
		if err == nil {
			room.Close()
			return fmt.Errorf("%s came back as the host of a room another page runs", p.Name)
		}
		if !errors.Is(err, p2p.ErrHandedOver) {
			return fmt.Errorf("%s came back: %v, want ErrHandedOver", p.Name, err)
		}
	}
	code, err := p2p.ReturnAsGuest(p.Store)
	if err != nil {
		return fmt.Errorf("%s cannot rejoin as a player: %w", p.Name, err)
	}
	mem, err := m.member(p, code)
	if err != nil {
		return err
	}
	p.mu.Lock()
	p.member, p.dead = mem, false
	p.mu.Unlock()
	start(p)
	return nil
}

// drive plays one page's session until the match is over for it, or the page dies.
func (m *Migration) drive(ctx context.Context, p *Page, s p2p.Session, decide Decide) error {
	for {
		select {
		case u, ok := <-s.Updates():
			if !ok {
				if p.Dead() || p.session() != s {
					return nil
				}
				return p2p.ErrClosed
			}
			p.mu.Lock()
			p.last = u.View
			p.mu.Unlock()
			m.noteSuccessor(s.Lobby())
			intent, over, err := decide(u.View, s.Seat())
			if over || err != nil {
				return err
			}
			if intent == nil {
				continue
			}
			for m.hold.Load() && ctx.Err() == nil && !p.Dead() {
				time.Sleep(5 * time.Millisecond)
			}
			err = s.Submit(ctx, intent)
			var rej *p2p.RejectedError
			switch {
			case err == nil:
				m.accepted()
			case p.Dead() || p.session() != s:
				return nil
			case !errors.As(err, &rej) && !errors.Is(err, p2p.ErrNotYourTurn):
				return err
			}
		case <-ctx.Done():
			if p.Dead() {
				return nil
			}
			return fmt.Errorf("the match did not end: %w (last view: %s)", ctx.Err(), p.Last())
		}
	}
}

// Runner is the page that runs the game now.
func (m *Migration) Runner() *Page {
	for _, p := range m.Pages {
		if p.Runs() != nil {
			return p
		}
	}
	return nil
}

// Alive are the pages alive now.
func (m *Migration) Alive() []*Page {
	var out []*Page
	for _, p := range m.Pages {
		if !p.Dead() {
			out = append(out, p)
		}
	}
	return out
}

// Check waits until every page alive has audited the game, and fails the test unless each audit
// verified it, every guest's revealed game file is the runner's, and every page alive holds its
// seat of the start. It returns the runner.
func (m *Migration) Check() *Page {
	m.t.Helper()
	// A runner that died with the match's last move leaves the match over on every page, and its
	// successor takes the room over after the grace all the same: wait for it.
	runner := m.Runner()
	for wait := time.Now().Add(30 * time.Second); runner == nil && time.Now().Before(wait); runner = m.Runner() {
		time.Sleep(10 * time.Millisecond)
	}
	if runner == nil {
		m.t.Fatal("no page runs the game")
	}
	save, err := runner.Runs().Save()
	if err != nil {
		m.t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for _, p := range m.Alive() {
		if p.session().Seat() != p.Seat {
			m.t.Errorf("%s holds seat %d, it started in seat %d", p.Name, p.session().Seat(), p.Seat)
		}
		mem := p.Member()
		if mem == nil {
			continue // the page that opened the room, still alive: it audits nothing
		}
		for mem.Audit().State < p2p.AuditVerified && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
		if a := mem.Audit(); a.State != p2p.AuditVerified {
			m.t.Errorf("%s's audit: %s", p.Name, a.Text)
		}
		if f := mem.AuditFile(); f != nil && !bytes.Equal(f.Reveal.Game, save) {
			m.t.Errorf("%s's revealed game file is not the one %s holds", p.Name, runner.Name)
		}
	}
	for _, p := range m.Pages {
		for who, n := range Checkpoints(p.Wire.Messages()) {
			if who != p.ID {
				m.t.Errorf("%s received %d of the host's checkpoints for another player (%q)", p.Name, n, who)
			}
		}
	}
	return runner
}

// Checkpoints counts the host's checkpoints among a page's messages by the player each is for
// ("" for the empty ones that tell a former successor to forget its own). Only a successor may
// receive any, each for itself. A checkpoint too large for one message counts once, by its parts.
func Checkpoints(msgs [][]byte) map[string]int {
	out := map[string]int{}
	var j wire.Joiner
	for _, b := range msgs {
		e, err := wire.Decode(b, wire.Guest)
		if err != nil {
			continue
		}
		if e.T == wire.TypePart {
			if e, err = j.Add(e, wire.Guest); err != nil || e == nil {
				continue
			}
		}
		var c wire.Checkpoint
		if e.T == wire.TypeCheckpoint && e.Decode(&c) == nil {
			out[c.For]++
		}
	}
	return out
}
