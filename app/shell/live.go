package shell

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
)

// Holder is a game's client: a Reader that embeds the page's *Session.
type Holder interface {
	comparable
	Subscribe(f func()) func()
	State() State
	session() *Session
}

func (c *Session) session() *Session { return c }

// Live is a game page's hold on the page's session, the glue every game page shares: it finds
// the client (the one the room page gives, or the solo game saved in the browser), follows it
// (the page's pull runs now and at every change, through the page's own context), keeps the
// session's state (room, connection, turn timers, why it ended), re-renders twice a second while
// a turn timer runs, and submits the player's actions one at a time with the host's verdict.
// A page keeps it in an unexported field and calls Mount, Dismount and Sync.
//
// A click may reach the page after the decision its control was drawn for: go-app draws the page
// again at its next frame, not at once, and a click queued before that runs after it. A page
// whose controls submit decisions tells Live the decision it asks (Asked), draws its controls
// with the token Drawn gives, and submits through ActFor, which drops a click drawn for another.
type Live[C Holder] struct {
	C       C                 // the client, once found
	Lobby   p2p.Lobby         // the room around the game
	Conn    p2p.ConnState     // the connection to the host (a guest's)
	Timers  map[int]time.Time // when each running turn timer runs out
	Ended   string            // why the session ended, for a guest, if it did
	Missing bool              // no game to show: nothing saved, or the save could not be resumed
	Notice  string            // what went wrong, in the player's words ("" for nothing)
	Busy    bool              // an action waits for the host's verdict

	ctx     app.Context // the page's own: work that finishes later dispatches through it
	unsub   func()
	pull    func(app.Context)
	ticking bool // a re-render is scheduled to count the timers down
	mounted bool
	asked   string // the decision the page asks now, as the page names it
	drawn   int    // the token of that decision: see Drawn
}

// Mount follows given, or when it is the zero C the game resume finds (ErrNoGame, or noGame,
// when there is none: the page shows Missing without a notice; match names the game's match in
// the notice of a save that could not be resumed). pull is the page's reading of its client, run
// now and whenever the session changes.
func (l *Live[C]) Mount(ctx app.Context, match string, given C, resume func() (C, error), noGame error, pull func(app.Context)) {
	l.ctx, l.mounted, l.pull = ctx, true, pull
	var zero C
	if given != zero {
		l.follow(ctx, given)
		return
	}
	ctx.Async(func() {
		c, err := resume()
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				l.Missing = true
				if !errors.Is(err, ErrNoGame) && (noGame == nil || !errors.Is(err, noGame)) {
					l.Notice = "The saved " + match + " could not be resumed: " + strings.TrimPrefix(err.Error(), p2p.ErrNoSave.Error()+": ")
				}
				return
			}
			l.follow(ctx, c)
		})
	})
}

func (l *Live[C]) follow(ctx app.Context, c C) {
	l.C = c
	l.unsub = c.Subscribe(func() { l.ctx.Dispatch(l.pull) })
	l.pull(ctx)
}

// Dismount stops following the client.
func (l *Live[C]) Dismount() {
	l.mounted = false
	if l.unsub != nil {
		l.unsub()
		l.unsub = nil
	}
}

// Has reports whether the page follows a client.
func (l *Live[C]) Has() bool {
	var zero C
	return l.C != zero
}

// Kind is the kind of the page's session ("" before there is one).
func (l *Live[C]) Kind() Kind {
	if !l.Has() {
		return ""
	}
	return l.C.session().Kind
}

// Sync takes the session's state from a snapshot the page read: a guest whose session ended
// learns why (match names the game's match in the reason: "race"), and the timers count down.
func (l *Live[C]) Sync(st State, match string) {
	l.Lobby, l.Conn, l.Timers = st.Lobby, st.Conn, st.Timers
	if (st.Conn == p2p.Ended || st.Conn == p2p.Disconnected) && l.Kind() == Guest {
		l.Ended = EndReason(st.Reason, match)
	}
	l.tick()
}

// tick re-renders the page twice a second while a turn timer runs, so that it counts down.
func (l *Live[C]) tick() {
	if l.ticking || !l.mounted {
		return
	}
	for _, at := range l.Timers {
		if time.Until(at) > 0 {
			l.ticking = true
			l.ctx.After(500*time.Millisecond, func(ctx app.Context) {
				l.ticking = false
				l.tick()
			})
			return
		}
	}
}

// TimeLeft says how long a seat has left to decide ("12 s"), and whether that is under ten
// seconds; "" and false without a timer.
func (l *Live[C]) TimeLeft(seat int) (string, bool) {
	at, ok := l.Timers[seat]
	if !ok {
		return "", false
	}
	left := max(time.Until(at), 0)
	return fmt.Sprintf("%d s", int(left.Seconds()+0.99)), left < 10*time.Second
}

// Asked tells Live which decision the page asks of the player now, named as the page likes (a
// name that changes with what its controls mean): a new one makes the controls drawn before stale.
// The page calls it as it takes a new view, before it is drawn again.
func (l *Live[C]) Asked(decision string) {
	if decision != l.asked {
		l.asked = decision
		l.drawn++
	}
}

// Drawn is the token of the decision the page's controls are drawn for: it changes with the
// decision asked (Asked) and after every action the host took. A control keeps the token it was
// drawn with for ActFor, and puts it in its handler's scope (app.EventScope), so that go-app mounts
// its handler anew rather than keep the one drawn for an earlier decision.
func (l *Live[C]) Drawn() int { return l.drawn }

// ActFor is Act for a control drawn with the token drawn: it submits nothing, and reports false,
// when the decision changed since (the click was on a control the page had not drawn again yet,
// and would otherwise count for the next decision) or while an action waits.
func (l *Live[C]) ActFor(drawn int, submit func(C) error, done func(ctx app.Context)) bool {
	if drawn != l.drawn || l.Busy || !l.Has() {
		return false
	}
	l.Act(submit, done)
	return true
}

// Act submits an action for the player (one at a time: nothing while one waits) and shows the
// host's verdict: its error as the Notice, or done after a success, which also makes the controls
// drawn before stale (Drawn).
func (l *Live[C]) Act(submit func(C) error, done func(ctx app.Context)) {
	if l.Busy || !l.Has() {
		return
	}
	l.Busy, l.Notice = true, ""
	// The page renders its controls as waiting now: an action submitted from a panel's own
	// handler updates only that panel, which would keep taking picks the verdict then clears.
	l.ctx.Update()
	c := l.C
	l.ctx.Async(func() {
		err := submit(c)
		l.ctx.Dispatch(func(ctx app.Context) {
			l.Busy = false
			if err != nil {
				l.Notice = err.Error()
				return
			}
			l.drawn++
			if done != nil {
				done(ctx)
			}
		})
	})
}

// SetTitle names the page's tab: "Your turn · Parlor" while the game waits for the player, so
// that a tab in the background says so, else what · Parlor.
func (l *Live[C]) SetTitle(ctx app.Context, what string, yourTurn bool) {
	if yourTurn {
		what = "Your turn"
	}
	ctx.Page().SetTitle("%s · %s", what, Name)
}

// ConnBadge says how the page is connected to the game, for a game with friends; nothing in a
// solo game. match names the game's match ("The race has ended"); host, if not "", is what the
// host's page says instead.
func (l *Live[C]) ConnBadge(match, host string) app.UI {
	kind := l.Kind()
	if kind == "" || kind == Solo || kind == Watching {
		return nil
	}
	words := map[p2p.ConnState]string{
		p2p.Connecting: "Connecting…", p2p.Connected: "Connected", p2p.Reconnecting: "The host is reconnecting…",
		p2p.Disconnected: "Disconnected", p2p.Ended: "The " + match + " has ended",
	}[l.Conn]
	if kind == Host && host != "" {
		words = host
	}
	return app.Elem("span").Class("parlor-conn", "parlor-conn-"+l.Conn.String()).DataSet("testid", "conn").Text(words)
}

// Again starts a new game in place of the one followed (a solo game's "Play again"): start makes
// it; once it runs, reset clears what the page kept of the old one and the page follows the new
// client. An error shows as the Notice.
func (l *Live[C]) Again(start func() (C, error), reset func()) {
	if l.Busy {
		return
	}
	l.Busy = true
	l.ctx.Update()
	l.ctx.Async(func() {
		c, err := start()
		l.ctx.Dispatch(func(ctx app.Context) {
			l.Busy = false
			if err != nil {
				l.Notice = err.Error()
				return
			}
			l.Dismount()
			l.mounted = true
			l.drawn++ // the controls drawn for the old game act no more
			reset()
			l.follow(ctx, c)
		})
	})
}

// Session is the page's session the client reads, nil before there is one.
func (l *Live[C]) Session() *Session {
	if !l.Has() {
		return nil
	}
	return l.C.session()
}

// Dispatch runs f on the UI goroutine through the page's own context, from work that finishes
// later (a callback of the page's canvas, a timer).
func (l *Live[C]) Dispatch(f func(app.Context)) { l.ctx.Dispatch(f) }

// Ctx is the page's own context (nil before Mount): work that finishes later defers, waits and
// dispatches through it, since the context of a clicked button dies with the button.
func (l *Live[C]) Ctx() app.Context { return l.ctx }

// Mounted reports whether the page is on screen: timers and deferred work stop when it is not.
func (l *Live[C]) Mounted() bool { return l.mounted }

// Pull reads what is new for a page that follows a Client: the snapshot from *seen on (which it
// moves on), with the session's state synced (match names the game's match); false when there is
// no client or no view yet.
func Pull[V, E any](l *Live[*Client[V, E]], seen *int, match string) (Snapshot[V, E], bool) {
	if !l.Has() {
		return Snapshot[V, E]{}, false
	}
	s := l.C.Snapshot(*seen)
	*seen = s.Next
	l.Sync(s.State, match)
	return s, s.View != nil
}

// AgainFrom starts a solo game again with the setup kept under key (the setup page's, at
// setupPath when there is none): start makes the game from it, reset clears what the page kept of
// the old one.
func AgainFrom[S any, C Holder](ctx app.Context, l *Live[C], key, setupPath string, start func(S) (C, error), reset func()) {
	var s S
	if !LoadJSON(key, &s) {
		ctx.Navigate(setupPath)
		return
	}
	l.Again(func() (C, error) { return start(s) }, reset)
}
