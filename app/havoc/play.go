package havoc

import (
	"errors"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/p2p"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// playPage is the game as the player sees it: the player cards across the top, then the stage:
// the dealer selection's cards, the Storm's piles and hand, or the speedway; a results popup
// between stages. It shows the game against bots (/havoc/play) and, inside the room page, a game
// with friends.
type playPage struct {
	app.Compo

	// ctx is the page's own context: work that finishes later dispatches through it.
	ctx app.Context

	c       *client
	unsub   func()
	view    *havoctitle.View
	sess    sessionState
	seen    int // events taken from the client so far
	log     []string
	fx      effects // what the newest events animate
	ui      choices // what the player is choosing
	notice  string
	busy    bool
	missing bool
	embed   bool // inside the room page, which owns the client
	track   *trackView
	// During the dealer's pause (see effects.dealerHold) view is the dealer selection as it
	// ended, later the game's newest view, shown once the pause ends, and view0 what is shown.
	later, view0 *havoctitle.View
}

// sessionState is the session around the game: the room, the connection, the turn timers.
type sessionState struct {
	lobby   p2p.Lobby
	conn    p2p.ConnState
	timers  map[int]time.Time
	ticking bool
	mounted bool
	ended   string // why the session ended, if it did
}

// choices is what the player is in the middle of choosing.
type choices struct {
	queen int // the Queen whose suit the player is calling, 0 for none
	coin  int // the coin picked to place, 0 for none
	pos   int // the coin form's position
	lane  int // the coin form's lane
}

func (p *playPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("Havoc Speedway · %s", shell.Name)
}

func (p *playPage) OnMount(ctx app.Context) {
	p.ctx, p.sess.mounted = ctx, true
	if p.track == nil {
		p.track = newTrackView()
	}
	p.fx.fast = loadFast()
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
					p.notice = "The saved race could not be resumed: " + err.Error()
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
	p.sess.mounted = false
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
	p.sess.lobby, p.sess.conn, p.sess.timers = s.Lobby, s.Conn, s.Timers
	if (s.Conn == p2p.Ended || s.Conn == p2p.Disconnected) && p.c.Kind == shell.Guest {
		p.sess.ended = shell.EndReason(s.Reason, game.Words.Match)
	}
	p.tick()
	if s.View == nil {
		return
	}
	first := p.view == nil
	old := p.view
	if p.later != nil { // the dealer's pause holds the screen: the newest view waits behind it
		old = p.later
	}
	p.view = s.View
	names := p.names()
	for _, e := range s.Events {
		p.log = append(p.log, engine.Describe(e, names))
	}
	if len(p.log) > maxLog {
		p.log = p.log[len(p.log)-maxLog:]
	}
	p.fx.take(s.Events, first)
	switch hold := p.fx.dealerHold; {
	case hold == p.fx.batch && p.fx.holding() && old != nil && old.Stage == engine.StageDealer:
		// The dealer is chosen: the selection stays on screen for dealerPause, then the Storm.
		p.later, p.view = p.view, dealerChosen(old, p.view, s.Events)
		p.ctx.After(dealerPause, func(ctx app.Context) { p.endHold(hold) })
	case p.later != nil && p.fx.holding():
		p.later, p.view = p.view, p.view0
	}
	p.view0 = p.view
	if !first && p.track != nil {
		if ms := pawnMoves(s.Events); len(ms) > 0 && !p.fx.fast {
			p.track.animate(ms)
		}
	}
	if old == nil || old.Stage != p.view.Stage || p.decision() == engine.DecideNothing {
		p.ui = choices{}
	}
	if p.ui.coin != 0 && p.view.Me != nil && !hasCoin(p.view.Me.Coins, p.ui.coin) {
		p.ui.coin = 0
	}
	if p.decision() == engine.DecidePlace && !slices.Contains(p.view.Me.Legal.Spots, engine.Spot{Pos: p.ui.pos, Lane: p.ui.lane}) {
		p.ui.pos, p.ui.lane = 0, 0 // the form offers a free space again
	}
	p.updateTrack()
	if p.view.Stage == engine.StageOver {
		shell.ForgetCurrent(p.c.Kind) // nothing left to rejoin
	}
	title := "Havoc Speedway · " + shell.Name
	if p.decision() != engine.DecideNothing || p.hostToContinue() {
		title = "Your turn · " + shell.Name
	}
	ctx.Page().SetTitle(title)
}

const maxLog = 300

func hasCoin(cs []engine.Coin, id int) bool {
	for _, c := range cs {
		if c.ID == id {
			return true
		}
	}
	return false
}

// decision is what the game asks of the player now (nothing during a pause).
func (p *playPage) decision() engine.Decision {
	if p.view == nil || p.view.Me == nil || p.view.Pause != nil {
		return engine.DecideNothing
	}
	return p.view.Me.Legal.Decision
}

// hostToContinue reports whether the game waits for this page's player to continue.
func (p *playPage) hostToContinue() bool {
	return p.view != nil && p.view.Pause != nil && p.view.Seat == havoctitle.HostSeat
}

// tick re-renders the page twice a second while a turn timer runs, so that it counts down.
func (p *playPage) tick() {
	if p.sess.ticking || !p.sess.mounted {
		return
	}
	for _, at := range p.sess.timers {
		if time.Until(at) > 0 {
			p.sess.ticking = true
			p.ctx.After(500*time.Millisecond, func(ctx app.Context) {
				p.sess.ticking = false
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
			}
		})
	})
}

// names are the players' names by seat.
func (p *playPage) names() []string {
	out := make([]string, len(p.view.Players))
	for i, pl := range p.view.Players {
		out[i] = pl.Name
	}
	return out
}

// name is a seat's name, "You" for the player's own.
func (p *playPage) name(seat int) string {
	if seat == p.view.Seat {
		return "You"
	}
	if seat >= 0 && seat < len(p.view.Players) {
		return p.view.Players[seat].Name
	}
	return "Nobody"
}

// endHold ends the dealer's pause that batch hold began, if it still holds: the newest view shows.
func (p *playPage) endHold(hold int) {
	if p.fx.dealerHold != hold {
		return
	}
	p.fx.dealerHold = 0
	if p.later != nil {
		p.view, p.view0, p.later = p.later, p.later, nil
		p.updateTrack()
	}
}

// dealerChosen is the dealer selection as it ended: the view before, with the cards turned since
// face up, the dealer's button on the lowest, and nothing to decide.
func dealerChosen(before, now *havoctitle.View, evs []engine.Event) *havoctitle.View {
	v := *before
	v.Layout = slices.Clone(before.Layout)
	for _, e := range evs {
		if e.Kind != engine.EvPick || e.Card == nil {
			continue
		}
		for i := range v.Layout {
			if v.Layout[i].Slot == e.Slot {
				c := *e.Card
				v.Layout[i].Card, v.Layout[i].By = &c, e.Seat
			}
		}
	}
	v.Dealer, v.Active, v.Waiting, v.Pause = now.Dealer, -1, nil, nil
	if before.Me != nil {
		me := *before.Me
		me.Legal = engine.Legal{}
		v.Me = &me
	}
	return &v
}
