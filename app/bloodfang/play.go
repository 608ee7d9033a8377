package bloodfang

import (
	"errors"
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/p2p"
)

// playPage is the game as the player sees it: whose turn it is, the board with the lanes'
// powers on both sides, the hand and what a picked card will do. It shows the game against the
// AI (/bloodfang/play) and, inside the room page, a game with a friend.
type playPage struct {
	app.Compo

	// ctx is the page's own context: work that finishes later dispatches through it.
	ctx app.Context

	c       *client
	unsub   func()
	view    *engine.View
	lobby   p2p.Lobby
	conn    p2p.ConnState
	timers  map[int]time.Time
	ticking bool
	mounted bool
	ended   string // why the session ended, if it did
	seen    int    // events taken from the client so far
	log     []string
	anim    map[engine.Pos]string // the tiles to animate, and how, for the newest events
	batch   int                   // counts the batches of events, so that a tile animates again
	picked  int                   // the hand card picked to play (its ID), 0 for none
	aim     engine.Pos            // the tile the keyboard or the mouse is on
	aiming  bool                  // aim is set
	cursor  int                   // the hand card the keyboard is on
	returns map[int]bool          // the mulligan's cards to return
	notice  string
	busy    bool
	missing bool
	embed   bool // inside the room page, which owns the client
}

func (p *playPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("Blood Fang · %s", shell.Name)
}

func (p *playPage) OnMount(ctx app.Context) {
	p.ctx, p.mounted = ctx, true
	p.returns = map[int]bool{}
	if p.c != nil {
		p.attach(ctx, p.c)
		return
	}
	ctx.Async(func() {
		c, err := resumeSolo()
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.missing = true
				if !errors.Is(err, shell.ErrNoGame) {
					p.notice = "The saved game could not be resumed: " + err.Error()
				}
				return
			}
			p.attach(ctx, c)
		})
	})
}

func (p *playPage) attach(ctx app.Context, c *client) {
	p.c = c
	p.unsub = c.Subscribe(func() { p.ctx.Dispatch(p.pull) })
	p.pull(ctx)
}

func (p *playPage) OnDismount() {
	p.mounted = false
	p.detach()
}

func (p *playPage) detach() {
	if p.unsub != nil {
		p.unsub()
		p.unsub = nil
	}
}

// pull takes what is new from the client: the view, and the events to animate and log.
func (p *playPage) pull(ctx app.Context) {
	if p.c == nil {
		return
	}
	s := p.c.Snapshot(p.seen)
	p.seen = s.Next
	p.lobby, p.conn, p.timers = s.Lobby, s.Conn, s.Timers
	if (s.Conn == p2p.Ended || s.Conn == p2p.Disconnected) && p.c.Kind == shell.Guest {
		p.ended = shell.EndReason(s.Reason, game.Words.Match)
	}
	p.tick()
	if s.View == nil {
		return
	}
	first := p.view == nil
	names := viewNames(s.View)
	p.anim = map[engine.Pos]string{}
	p.batch++
	for _, e := range s.Events {
		if e.Kind != engine.EvTurn {
			p.log = append(p.log, engine.Describe(e, names))
		}
		if e.At != nil && !first {
			if cls := animClass(e.Kind); cls != "" {
				p.anim[*e.At] = fmt.Sprintf("%s bf-b%d", cls, p.batch%2)
			}
		}
	}
	if len(p.log) > maxLog {
		p.log = p.log[len(p.log)-maxLog:]
	}
	old := p.view
	p.view = s.View
	mine := p.decision()
	if old == nil || old.Me == nil || p.view.Me == nil || old.Me.Legal.Decision != mine || old.Turn != p.view.Turn {
		p.picked, p.notice = 0, ""
		clear(p.returns)
		if mine != engine.DecideNothing {
			p.cursor = 0
			ctx.Defer(func(app.Context) { focusHand(0) }) // focus lands on the next decision
		}
	}
	if p.view.Phase == engine.PhaseOver {
		shell.ForgetCurrent(p.c.Kind) // nothing left to rejoin
	}
	title := "Blood Fang · " + shell.Name
	if mine != engine.DecideNothing {
		title = "Your turn · " + shell.Name
	}
	ctx.Page().SetTitle(title)
}

const maxLog = 200

// animClass is the animation of an event on its tile.
func animClass(k engine.EventKind) string {
	switch k {
	case engine.EvPlace:
		return "bf-anim-place"
	case engine.EvCapture:
		return "bf-anim-capture"
	case engine.EvPawn:
		return "bf-anim-pawn"
	case engine.EvDestroy:
		return "bf-anim-destroy"
	case engine.EvPower:
		return "bf-anim-power"
	}
	return ""
}

// decision is what the game asks of the player now.
func (p *playPage) decision() engine.Decision {
	if p.view == nil || p.view.Me == nil {
		return engine.DecideNothing
	}
	return p.view.Me.Legal.Decision
}

// tick re-renders the page twice a second while a turn timer runs, so that it counts down.
func (p *playPage) tick() {
	if p.ticking || !p.mounted {
		return
	}
	for _, at := range p.timers {
		if time.Until(at) > 0 {
			p.ticking = true
			p.ctx.After(500*time.Millisecond, func(ctx app.Context) {
				p.ticking = false
				p.tick()
			})
			return
		}
	}
}

// act submits an action for the player and shows the host's verdict.
func (p *playPage) act(a engine.Action) {
	if p.busy || p.c == nil {
		return
	}
	p.busy, p.notice = true, ""
	c := p.c
	p.ctx.Async(func() {
		err := c.Submit(a)
		p.ctx.Dispatch(func(ctx app.Context) {
			p.busy = false
			if err != nil {
				p.notice = err.Error()
				return
			}
			p.picked = 0
		})
	})
}

// me is the player's seat on the board's left: their own, or the first for a spectator.
func (p *playPage) me() int {
	if p.view != nil && p.view.Seat == 1 {
		return 1
	}
	return 0
}

// names are the players' names by seat.
func (p *playPage) names() []string { return viewNames(p.view) }

// viewNames are a view's players' names by seat.
func viewNames(v *engine.View) []string {
	out := make([]string, engine.Players)
	for i, pl := range v.Players {
		out[i] = pl.Name
	}
	return out
}

func (p *playPage) Render() app.UI {
	if p.missing {
		return app.Main().Class("heat-page").DataSet("testid", "no-game").Body(
			app.H1().Text("No game in progress"),
			app.If(p.notice != "", func() app.UI { return app.P().Text(p.notice) }),
			app.P().Text("Start a game against the AI from the home page."),
			app.A().Class("heat-button", "heat-primary").Href(pathSolo).Text("Set up a game"),
		)
	}
	if p.view == nil {
		return app.Main().Class("heat-page", "bf-game").DataSet("testid", "game-loading").Body(
			app.P().Class("heat-status").Text("Shuffling the decks…"))
	}
	v := p.view
	return app.Main().Class("heat-page", "bf-game").DataSet("testid", "game").DataSet("phase", string(v.Phase)).Body(
		p.topBar(),
		p.banner(),
		p.board(),
		app.If(v.Phase == engine.PhaseOver, func() app.UI { return p.results() }).
			Else(func() app.UI { return p.handRow() }),
		p.gameLog(),
	)
}

func (p *playPage) topBar() app.UI {
	v := p.view
	status := fmt.Sprintf("Turn %d", v.Turn)
	if v.Phase == engine.PhaseMulligan {
		status = "Opening hands"
	}
	var badge app.UI
	if p.c != nil && p.c.Kind != shell.Solo {
		words := map[p2p.ConnState]string{
			p2p.Connecting: "Connecting…", p2p.Connected: "Connected", p2p.Reconnecting: "The host is reconnecting…",
			p2p.Disconnected: "Disconnected", p2p.Ended: "The game has ended",
		}[p.conn]
		if p.c.Kind == shell.Host {
			words = "You are the host"
		}
		badge = app.Span().Class("heat-conn", "heat-conn-"+p.conn.String()).DataSet("testid", "conn").Text(words)
	}
	return app.Header().Class("heat-racebar", "bf-bar").Body(
		app.A().Class("heat-back").Href("/").Text("← Home"),
		app.H1().Class("heat-racebar-track").Text("Blood Fang"),
		app.Span().Class("heat-racebar-status").DataSet("testid", "turn").Text(status),
		badge,
	)
}
