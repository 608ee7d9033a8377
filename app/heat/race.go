package heat

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/heat/board"
	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/p2p"
	heattitle "github.com/heatracing/heat/titles/heat"
	"github.com/heatracing/heat/tracks"
)

// racePage is the race as the player sees it: the circuit, the standings, what to do now, the
// player's dashboard and the race log. It shows the solo race (/race) and, inside the room page,
// a race with friends.
type racePage struct {
	app.Compo

	// ctx is the page's own context. Work that finishes later (a verdict, an update) dispatches
	// through it: the context of a clicked button dies with the button, and a dispatch on a
	// dismounted element is dropped.
	ctx app.Context

	c       *client
	unsub   func()
	board   *board.Board
	view    *engine.View
	track   *tracks.Track
	lobby   p2p.Lobby
	conn    p2p.ConnState
	timers  map[int]time.Time // when each running turn timer runs out
	ticking bool              // a re-render is scheduled to count the timers down
	mounted bool
	ended   string   // why the session ended, if it did
	seen    int      // events taken from the client so far
	log     []string // the race log, oldest first
	spins   []int    // the rounds the player spun out in
	sel     map[int]bool
	input   input // the keyboard's place in the hand, the decision in focus, Retire's question
	draft   draftShow
	pick    reactPick // cards picked for a React symbol (Salvage)
	notice  string
	busy    bool
	missing bool // no race to show
	embed   bool // inside the room page, which owns the client

	// The race's story for the results (recap.go); the guide of a first Qualifying (coach.go).
	recap raceRecap
	coach coach
	champ *heattitle.ChampInfo // the championship around the race, if it is one (champpanel.go)
	// campaign is the Race Mode node around the race, if it is one (campaign.go).
	campaign *heattitle.CampaignInfo
	swap     swapPick // the first drafter's swap in a championship (champswap.go)
}

func (p *racePage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("Race · %s", shell.Name)
}

func (p *racePage) OnMount(ctx app.Context) {
	p.ctx, p.mounted = ctx, true
	if p.board == nil {
		p.board = board.New().Fill()
	}
	p.sel = map[int]bool{}
	if p.c != nil {
		p.attach(ctx, p.c)
		return
	}
	ctx.Async(func() {
		c, err := resumeSolo()
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.missing = true
				if !errors.Is(err, errNoRace) {
					p.notice = "The saved race could not be resumed: " + strings.TrimPrefix(err.Error(), p2p.ErrNoSave.Error()+": ")
				}
				return
			}
			p.attach(ctx, c)
		})
	})
}

// attach starts showing a client's race.
func (p *racePage) attach(ctx app.Context, c *client) {
	p.c = c
	p.unsub = c.Subscribe(func() { p.ctx.Dispatch(p.pull) })
	p.pull(ctx)
}

func (p *racePage) OnDismount() {
	p.mounted = false
	p.detach()
}

// detach stops following the client's race.
func (p *racePage) detach() {
	if p.unsub != nil {
		p.unsub()
		p.unsub = nil
	}
}

// pull takes what is new from the client: the view, and events to animate and log.
func (p *racePage) pull(ctx app.Context) {
	if p.c == nil {
		return
	}
	s := p.c.snapshot(p.seen)
	p.seen = s.next
	p.lobby, p.conn, p.timers = s.lobby, s.conn, s.timers
	if (s.conn == p2p.Ended || s.conn == p2p.Disconnected) && p.c.Kind == shell.Guest {
		p.ended = shell.EndReason(s.reason, game.Words.Match)
	}
	p.tick()
	if s.view == nil {
		return
	}
	p.takeChamp(s)
	p.campaign = s.campaign
	if s.track != nil && s.track != p.track {
		p.track = s.track
		p.board.SetTrack(s.track)
	}
	names := carNames(s.view)
	p.draft.take(s.events, p.view == nil, s.view.Phase == engine.PhaseDraft)
	p.recap.add(s.events)
	for _, e := range s.events {
		if e.Kind == engine.EvReady {
			continue
		}
		if e.Kind == engine.EvSpinOut && e.Seat == s.view.Seat {
			p.spins = append(p.spins, e.Round)
		}
		p.log = append(p.log, engine.Describe(e, names))
	}
	if len(p.log) > maxLogLines {
		p.log = p.log[len(p.log)-maxLogLines:]
	}
	p.board.Play(s.events)
	p.board.Show(s.view.Cars, s.view.Active)
	// The camera follows the player's car while it races; a spectator and a finished driver
	// see the whole circuit.
	if s.view.Seat >= 0 && s.view.Seat < len(s.view.Cars) && !s.view.Cars[s.view.Seat].Finished {
		p.board.Follow(s.view.Seat)
	} else {
		p.board.Follow(-1)
	}
	old := p.view
	p.view = s.view
	if old == nil || old.Me == nil || p.view.Me == nil || old.Me.Legal.Decision != p.view.Me.Legal.Decision {
		clear(p.sel)
		p.pick.reset()
		p.notice = ""
	}
	if p.view.Phase == engine.PhaseOver && (p.champ == nil || p.champ.Over) {
		shell.ForgetCurrent(p.c.Kind) // nothing left to rejoin
	}
	p.board.SetConditions(p.view.Weather, p.view.Roads)
	p.advanceDraft()
	// A tab in the background says when the race waits for its player.
	title := "Race · " + shell.Name
	if _, _, mine := prompt(p.view); mine {
		title = "Your turn · " + shell.Name
	}
	ctx.Page().SetTitle(title)
	p.settleFocus(false)
	p.autopilot(ctx)
}

const maxLogLines = 400

// tick re-renders the page twice a second while a turn timer runs, so it counts down.
func (p *racePage) tick() {
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

// timeLeft says how long a seat has left to decide, "" without a timer.
func (p *racePage) timeLeft(seat int) (string, bool) {
	at, ok := p.timers[seat]
	if !ok {
		return "", false
	}
	left := max(time.Until(at), 0)
	return fmt.Sprintf("%d s", int(left.Seconds()+0.99)), left < 10*time.Second
}

// act submits an action for the player and shows the host's verdict.
func (p *racePage) act(ctx app.Context, a engine.Action) {
	if p.busy || p.c == nil {
		return
	}
	p.busy, p.notice = true, ""
	c := p.c
	ctx.Async(func() {
		err := c.submit(a)
		p.ctx.Dispatch(func(ctx app.Context) {
			p.busy = false
			if err != nil {
				p.notice = err.Error()
				return
			}
			clear(p.sel)
		})
	})
}

func (p *racePage) Render() app.UI {
	if p.missing {
		return app.Main().Class("heat-page", "heat-norace").DataSet("testid", "no-race").Body(
			app.H1().Text("No race in progress"),
			app.P().DataSet("testid", "resume-error").Text(p.notice),
			app.P().Text("Start a solo race or Qualifying Laps from the home page."),
			app.A().Class("heat-button", "heat-primary").Href("/").Text("Home"),
			p.startOver(),
		)
	}
	if p.view == nil {
		return app.Main().Class("heat-page", "heat-race").DataSet("testid", "race-loading").Body(
			app.P().Class("heat-status").Text("Getting the cars onto the grid…"),
			p.board,
		)
	}
	v := p.view
	side := p.standings()
	if v.Mode == engine.ModeQualifying {
		side = p.lapTimer()
	}
	return app.Main().Class("heat-page", "heat-race").DataSet("testid", "race").DataSet("phase", string(v.Phase)).OnKeyDown(p.onKey).Body(
		p.topBar(),
		p.banner(),
		p.steps(),
		app.Div().Class("heat-race-grid").Body(
			app.If(p.drafting(), func() app.UI {
				return app.Div().Class("heat-race-main").Body(p.champSlot(), p.draftPanel())
			}).Else(func() app.UI {
				return app.Div().Class("heat-race-main").Body(
					p.champSlot(),
					app.Div().Class("heat-board-wrap").Body(p.conditions(), p.board),
					app.If(v.Phase == engine.PhaseOver, func() app.UI { return p.results() }).
						Else(func() app.UI { return p.dashboard() }),
				)
			}),
			app.Aside().Class("heat-side").Body(side, p.raceLog(), p.chat()),
		),
		p.coachCallout(),
	)
}

// chat is the room's chat beside a race with friends (none in a solo race).
func (p *racePage) chat() app.UI {
	if p.c == nil || p.c.Session == nil || p.c.Kind == shell.Solo {
		return nil
	}
	return &shell.Chat{Session: p.c.Session, Compact: true}
}

func (p *racePage) topBar() app.UI {
	v := p.view
	name := v.Track
	if p.track != nil {
		name = p.track.Name
	}
	status := fmt.Sprintf("Round %d", v.Round)
	if v.Phase == engine.PhaseDraft {
		status = "Garage draft"
	}
	if p.champ != nil {
		status = p.champStatus() + " · " + status
	}
	if me := p.me(); me != nil && !me.Finished && me.Lap > 0 {
		status += fmt.Sprintf(" · Lap %d of %d", min(me.Lap, v.Laps), v.Laps)
	}
	back := app.A().Class("heat-back").Href("/").Text("← Home")
	if p.campaign != nil {
		status = "Race Mode · " + status
		back = app.A().Class("heat-back").DataSet("testid", "to-map").Href(raceModePath()).Text("← Map")
	}
	return app.Header().Class("heat-racebar").Body(
		back,
		app.H1().Class("heat-racebar-track").Text(name),
		howToPlayLink(),
		app.Span().Class("heat-racebar-status").DataSet("testid", "round").Text(status),
		p.retireControl(),
		p.connBadge(),
	)
}

// me is the player's car, nil for a spectator.
func (p *racePage) me() *engine.CarView {
	v := p.view
	if v == nil || v.Seat < 0 || v.Seat >= len(v.Cars) {
		return nil
	}
	return &v.Cars[v.Seat]
}

func (p *racePage) banner() app.UI {
	title, detail, mine := prompt(p.view)
	cls := "heat-banner"
	if mine {
		cls += " heat-banner-mine"
	}
	left, low := p.timeLeft(p.view.Seat)
	if p.ended != "" {
		title, detail = "Disconnected", p.ended
	}
	notice := p.notice
	if p.view.Phase == engine.PhaseOver {
		notice = "" // a click that came too late: the banner already says it is over
	}
	return app.Section().Class(cls).DataSet("testid", "banner").Aria("live", "polite").Body(
		app.If(mine, func() app.UI {
			return app.Span().Class("heat-your-turn").DataSet("testid", "your-turn").Text("Your turn")
		}),
		app.H2().DataSet("testid", "prompt").Text(title),
		app.If(mine && left != "", func() app.UI {
			return app.Span().Class("heat-timer", map[bool]string{true: "heat-timer-low"}[low]).DataSet("testid", "my-timer").
				Title("When the time runs out, a bot decides for you.").Text(left + " left")
		}),
		app.If(detail != "", func() app.UI { return app.P().DataSet("testid", "prompt-detail").Text(detail) }),
		app.If(notice != "", func() app.UI {
			return app.P().Class("heat-error").Role("alert").DataSet("testid", "notice").Text(notice)
		}),
	)
}

func (p *racePage) connBadge() app.UI {
	if p.c == nil || p.c.Kind == shell.Solo {
		return nil
	}
	words := map[p2p.ConnState]string{
		p2p.Connecting: "Connecting…", p2p.Connected: "Connected", p2p.Reconnecting: "The host is reconnecting…",
		p2p.Disconnected: "Disconnected", p2p.Ended: "The race has ended",
	}[p.conn]
	return app.Span().Class("heat-conn", "heat-conn-"+p.conn.String()).DataSet("testid", "conn").Text(words)
}
