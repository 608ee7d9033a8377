package heat

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/heat/board"
	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
	heattitle "github.com/heatracing/heat/titles/heat"
	"github.com/heatracing/heat/tracks"
)

// racePage is the race as the player sees it: the circuit, the standings, what to do now, the
// player's dashboard and the race log. It shows the solo race (/race) and, inside the room page,
// a race with friends.
type racePage struct {
	app.Compo

	live  shell.Live[*client] // the page's session: the client, the room, the timers, the verdicts
	board *board.Board
	view  *engine.View
	track *tracks.Track
	seen  int      // events taken from the client so far
	log   []string // the race log, oldest first
	spins []int    // the rounds the player spun out in
	input input    // the decision in focus, Retire's question
	draft draftShow
	embed bool // inside the room page, which owns the client

	// The race's story for the results (recap.go); the guide of a first Qualifying (coach.go).
	recap raceRecap
	coach coach
	champ *heattitle.ChampInfo // the championship around the race, if it is one (champpanel.go)
	// campaign is the Race Mode node around the race, if it is one (campaign.go).
	campaign *heattitle.CampaignInfo
}

func (p *racePage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("Race · %s", shell.Name)
}

func (p *racePage) OnMount(ctx app.Context) {
	if p.board == nil {
		p.board = board.New().Fill()
	}
	p.live.Mount(ctx, game.Words.Match, p.live.C, resumeSolo, errNoRace, p.pull)
}

func (p *racePage) OnDismount() { p.live.Dismount() }

// pull takes what is new from the client: the view, and events to animate and log.
func (p *racePage) pull(ctx app.Context) {
	if !p.live.Has() {
		return
	}
	s := p.live.C.snapshot(p.seen)
	p.seen = s.next
	p.live.Sync(s.State, game.Words.Match)
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
	// The camera follows the player's car, to the finish and after it, where the others come
	// to finish (the whole circuit leaves the dark table around it on a wide board: F or Fit
	// shows it); a spectator sees the whole circuit.
	if s.view.Seat >= 0 && s.view.Seat < len(s.view.Cars) {
		p.board.Follow(s.view.Seat)
	} else {
		p.board.Follow(-1)
	}
	old := p.view
	p.view = s.view
	if old == nil || old.Me == nil || p.view.Me == nil || old.Me.Legal.Decision != p.view.Me.Legal.Decision {
		p.live.Notice = ""
	}
	p.live.Asked(focusKey(p.view)) // the dashboard's controls drawn before act no more
	if p.view.Phase == engine.PhaseOver && (p.champ == nil || p.champ.Over) {
		shell.ForgetCurrent(p.live.Kind()) // nothing left to rejoin
	}
	p.board.SetConditions(p.view.Weather, p.view.Roads)
	p.advanceDraft()
	// A tab in the background says when the race waits for its player.
	_, _, mine := prompt(p.view)
	p.live.SetTitle(ctx, "Race", mine)
	p.settleFocus(false)
	p.autopilot(ctx)
}

const maxLogLines = 400

// actOn submits an action the dashboard drew for the decision whose token is drawn (Live.Drawn):
// none if the decision changed since, as the click was on controls the page had not drawn again.
func (p *racePage) actOn(ctx app.Context, drawn int, a engine.Action) bool {
	return p.live.ActFor(drawn, p.submit(a), p.acted)
}

// act submits an action for the player and shows the host's verdict.
func (p *racePage) act(ctx app.Context, a engine.Action) { p.live.Act(p.submit(a), p.acted) }

func (p *racePage) submit(a engine.Action) func(*client) error {
	return func(c *client) error { return c.submit(a) }
}

// acted follows an action the host took: the controls are enabled again, and the focus may take
// its place now.
func (p *racePage) acted(app.Context) { p.settleFocus(false) }

func (p *racePage) Render() app.UI {
	if p.live.Missing {
		return app.Elem("main").Class("parlor-page", "heat-norace").DataSet("testid", "no-race").Body(
			app.Elem("h1").Text("No race in progress"),
			app.P().DataSet("testid", "resume-error").Text(p.live.Notice),
			app.P().Text("Start a solo race or Qualifying Laps from the home page."),
			app.A().Class("parlor-button", "parlor-primary").Href("/").Text("Home"),
			startOver(p.live.Notice, func() { p.live.Notice = "" }),
		)
	}
	if p.view == nil {
		return app.Elem("main").Class("parlor-page", "heat-race").DataSet("testid", "race-loading").Body(
			app.P().Class("parlor-status").Text("Getting the cars onto the grid…"),
			p.board,
		)
	}
	v := p.view
	race := p.sheet()
	var side app.UI = &standingsPanel{Race: race, Left: p.timeLeft()}
	if v.Mode == engine.ModeQualifying {
		side = nil
		if race.me() != nil {
			side = &lapTimer{View: v}
		}
	}
	return app.Elem("main").Class("parlor-page", "heat-race").DataSet("testid", "race").DataSet("phase", string(v.Phase)).OnKeyDown(p.onKey).Body(
		p.topBar(),
		p.banner(),
		steps(v),
		app.Div().Class("heat-race-grid").Body(
			app.If(p.drafting(), func() app.UI {
				return app.Div().Class("heat-race-main").Body(p.champSlot(), p.draftPanel())
			}).Else(func() app.UI {
				return app.Div().Class("heat-race-main").Body(
					p.champSlot(),
					app.Div().Class("heat-board-wrap").Body(conditions(v), p.board),
					app.If(v.Phase == engine.PhaseOver, func() app.UI {
						return &resultsPanel{Race: race, Recap: p.recap.clone(), Next: p.nextStep()}
					}).
						Else(func() app.UI { return p.dashboard() }),
				)
			}),
			app.Elem("aside").Class("heat-side").Body(&champPanel{Race: race, Champ: p.champ}, side, &raceLog{Lines: p.log}, p.chat()),
		),
		p.coachCallout(),
	)
}

// dashboard is the player's mat, given the race as it stands.
func (p *racePage) dashboard() app.UI {
	return &dashboard{View: p.view, Spins: p.spins, Busy: p.live.Busy, Drawn: p.live.Drawn(), Act: p.actOn,
		Say:    func(notice string) { p.live.Notice = notice },
		Ghosts: p.board.Ghosts, Settle: func() { p.settleFocus(true) }}
}

// chat is the room's chat beside a race with friends (none in a solo race).
func (p *racePage) chat() app.UI {
	if !p.live.Has() {
		return nil
	}
	return shell.RoomChat(p.live.Session())
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
		status = champStatus(p.champ) + " · " + status
	}
	if me := myCar(v); me != nil && !me.Finished && me.Lap > 0 {
		status += fmt.Sprintf(" · Lap %d of %d", min(me.Lap, v.Laps), v.Laps)
	}
	back := app.A().Class("parlor-back").Href("/").Text("← Home")
	if p.campaign != nil {
		status = "Race Mode · " + status
		back = app.A().Class("parlor-back").DataSet("testid", "to-map").Href(raceModePath()).Text("← Map")
	}
	return app.Elem("header").Class("parlor-racebar").Body(
		back,
		app.Elem("h1").Class("parlor-racebar-track").Text(name),
		howToPlayLink(),
		app.Elem("span").Class("parlor-racebar-status").DataSet("testid", "round").Text(status),
		p.retireControl(),
		p.connBadge(),
	)
}

// timeLeft is the time each seat has left to decide, "" for a seat without a timer.
func (p *racePage) timeLeft() []string {
	out := make([]string, len(p.view.Cars))
	for seat := range out {
		out[seat], _ = p.live.TimeLeft(seat)
	}
	return out
}

func (p *racePage) banner() app.UI {
	title, detail, mine := prompt(p.view)
	cls := "parlor-banner"
	if mine {
		cls += " parlor-banner-mine"
	}
	left, low := p.live.TimeLeft(p.view.Seat)
	if p.live.Ended != "" {
		title, detail = "Disconnected", p.live.Ended
	}
	notice := p.live.Notice
	if p.view.Phase == engine.PhaseOver {
		notice = "" // a click that came too late: the banner already says it is over
	}
	return app.Elem("section").Class(cls).DataSet("testid", "banner").Aria("live", "polite").Body(
		app.If(mine, func() app.UI {
			return app.Elem("span").Class("heat-your-turn").DataSet("testid", "your-turn").Text("Your turn")
		}),
		app.Elem("h2").DataSet("testid", "prompt").Text(title),
		app.If(mine && left != "", func() app.UI {
			return app.Elem("span").Class("parlor-timer", map[bool]string{true: "parlor-timer-low"}[low]).DataSet("testid", "my-timer").
				Title("When the time runs out, a bot decides for you.").Text(left + " left")
		}),
		app.If(detail != "", func() app.UI { return app.P().DataSet("testid", "prompt-detail").Text(detail) }),
		app.If(notice != "", func() app.UI {
			return app.P().Class("parlor-error").Role("alert").DataSet("testid", "notice").Text(notice)
		}),
	)
}

func (p *racePage) connBadge() app.UI { return p.live.ConnBadge(game.Words.Match, "") }
