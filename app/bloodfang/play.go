package bloodfang

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/bloodfang"
)

// playPage is the game as the player sees it: whose turn it is, the board with the lanes'
// powers on both sides, the hand and what a picked card will do. It shows the game against the
// AI (/bloodfang/play) and, inside the room page, a game with a friend.
type playPage struct {
	app.Compo

	live    shell.Live[*client] // the page's session: the client, the room, the timers, the verdicts
	view    *engine.View
	seen    int // events taken from the client so far
	log     []string
	anim    map[engine.Pos]string // the tiles to animate, and how, for the newest events
	batch   int                   // counts the batches of events, so that a tile animates again
	picked  int                   // the hand card picked to play (its ID), 0 for none
	aim     engine.Pos            // the tile the keyboard or the mouse is on
	aiming  bool                  // aim is set
	cursor  int                   // the hand card the keyboard is on
	returns map[int]bool          // the mulligan's cards to return
	embed   bool                  // inside the room page, which owns the client
	// warnPass is set while the page asks before a pass that ends the game.
	warnPass bool
}

func (p *playPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("Blood Fang · %s", shell.Name)
}

func (p *playPage) OnMount(ctx app.Context) {
	p.returns = map[int]bool{}
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
		p.picked, p.live.Notice, p.warnPass = 0, "", false
		clear(p.returns)
		if mine != engine.DecideNothing {
			p.cursor = 0
			ctx.Defer(func(app.Context) { focusHand(0) }) // focus lands on the next decision
		}
	}
	if p.view.Phase == engine.PhaseOver {
		shell.ForgetCurrent(p.live.Kind()) // nothing left to rejoin
	}
	p.live.SetTitle(ctx, "Blood Fang", mine != engine.DecideNothing)
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

// act submits an action for the player and shows the host's verdict.
func (p *playPage) act(a engine.Action) {
	p.live.Act(func(c *client) error { return c.Submit(a) }, func(app.Context) { p.picked = 0 })
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
	if p.live.Missing {
		return shell.NoGame("No game in progress", p.live.Notice, "Start a game against the AI from the home page.", pathSolo, "Set up a game")
	}
	if p.view == nil {
		return shell.Loading("bf-game", "Shuffling the decks…")
	}
	v := p.view
	return app.Elem("main").Class("parlor-page", "bf-game").DataSet("testid", "game").DataSet("phase", string(v.Phase)).Body(
		p.topBar(),
		p.banner(),
		p.board(),
		app.If(v.Phase == engine.PhaseOver, func() app.UI { return p.results() }).
			Else(func() app.UI { return p.handRow() }),
		p.gameLog(),
	)
}

// board is the board, given the view and the player's picks.
func (p *playPage) board() app.UI {
	return &boardPanel{View: p.view, Anim: p.anim, Picked: p.picked, Aim: p.aim, Aiming: p.aiming,
		Keys: p.boardKeys, OnAim: func(at engine.Pos) { p.aim, p.aiming = at, true }, OnTile: p.tileClick}
}

// tileClick plays the picked card on a lit tile: the card the page holds picked now, so a click
// on a board not yet redrawn plays nothing the player has put back.
func (p *playPage) tileClick(at engine.Pos) {
	p.aim, p.aiming = at, true
	switch {
	case p.picked == 0:
		if p.decision() == engine.DecidePlay {
			p.live.Notice = "Pick a card from your hand first."
		}
	case !legalTile(p.view, p.picked, at):
		c, _ := pickedCard(p.view, p.picked)
		p.live.Notice = fmt.Sprintf("%s cannot go there: it %s, on a tile of yours.", c.Name, rankText(c.Rank))
	default:
		p.act(engine.Play(p.picked, at))
	}
}

func (p *playPage) topBar() app.UI {
	v := p.view
	status := fmt.Sprintf("Turn %d", v.Turn)
	if v.Phase == engine.PhaseMulligan {
		status = "Opening hands"
	}
	return app.Elem("header").Class("parlor-racebar", "bf-bar").Body(
		app.A().Class("parlor-back").Href("/").Text("← Home"),
		app.Elem("h1").Class("parlor-racebar-track").Text("Blood Fang"),
		app.Elem("span").Class("parlor-racebar-status").DataSet("testid", "turn").Text(status),
		shell.HowToLink(pathHowTo, true),
		p.live.ConnBadge("game", "You are the host"),
	)
}
