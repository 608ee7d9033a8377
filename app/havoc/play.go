package havoc

import (
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/havoc"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// playPage is the game as the player sees it: the player cards across the top, then the stage:
// the dealer selection's cards, the Storm's piles and hand, or the speedway; a results popup
// between stages. It shows the game against bots (/havoc/play) and, inside the room page, a game
// with friends.
type playPage struct {
	app.Compo

	live  shell.Live[*client] // the page's session: the client, the room, the timers, the verdicts
	view  *havoctitle.View
	seen  int // events taken from the client so far
	log   []string
	fx    effects // what the newest events animate
	coin  int     // the coin picked to place, 0 for none (the panels keep the player's other picks)
	embed bool    // inside the room page, which owns the client
	track *trackView
	// During the dealer's pause (see effects.dealerHold) view is the dealer selection as it
	// ended, later the game's newest view, shown once the pause ends, and view0 what is shown.
	later, view0 *havoctitle.View
}

func (p *playPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("Havoc Speedway · %s", shell.Name)
}

func (p *playPage) OnMount(ctx app.Context) {
	if p.track == nil {
		p.track = newTrackView()
	}
	p.fx.fast = loadFast()
	p.live.Mount(ctx, game.Words.Match, p.live.C, resumeSolo, nil, p.pull)
}

func (p *playPage) OnDismount() { p.live.Dismount() }

// pull takes what is new from the client: the view, and the events to animate and log.
func (p *playPage) pull(ctx app.Context) {
	s, ok := shell.Pull(&p.live, &p.seen, game.Words.Match)
	if !ok {
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
		p.live.Ctx().After(dealerPause, func(ctx app.Context) { p.endHold(hold) })
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
		p.coin = 0
	}
	if p.coin != 0 && p.view.Me != nil && !hasCoin(p.view.Me.Coins, p.coin) {
		p.coin = 0
	}
	p.updateTrack()
	p.asked()
	if p.view.Stage == engine.StageOver {
		shell.ForgetCurrent(p.live.Kind()) // nothing left to rejoin
	}
	p.live.SetTitle(ctx, "Havoc Speedway", p.decision() != engine.DecideNothing || p.hostToContinue())
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
func (p *playPage) decision() engine.Decision { return decisionOf(p.view) }

// decisionOf is what a view asks of its player (nothing during a pause).
func decisionOf(v *havoctitle.View) engine.Decision {
	if v == nil || v.Me == nil || v.Pause != nil {
		return engine.DecideNothing
	}
	return v.Me.Legal.Decision
}

// decisionKey names the decision a view asks: its stage and what it asks ("" without a view, as
// between two races).
func decisionKey(v *havoctitle.View) string {
	if v == nil {
		return ""
	}
	return string(v.Stage) + "/" + string(decisionOf(v))
}

// hostToContinue reports whether the game waits for this page's player to continue.
func (p *playPage) hostToContinue() bool {
	return p.view != nil && p.view.Pause != nil && p.view.Seat == havoctitle.HostSeat
}

// actFor submits an action the player chose on a panel drawn for the decision whose token is drawn
// (shell.Live.Drawn): none if the decision changed since (a click on controls not yet drawn
// again), or while one waits.
func (p *playPage) actFor(drawn int, a engine.Action) {
	p.live.ActFor(drawn, func(c *client) error { return c.Submit(a) }, nil)
}

// asked tells the page's session which decision the page asks now: controls drawn for another
// act no more.
func (p *playPage) asked() { p.live.Asked(decisionKey(p.view)) }

// act submits an action for the player and shows the host's verdict.
func (p *playPage) act(a engine.Action) {
	p.live.Act(func(c *client) error { return c.Submit(a) }, nil)
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
		p.asked()
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
