package shell

import (
	"errors"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/signal/names"
	"github.com/heatracing/heat/titles"
)

// RoomGame is what the shell's room page needs of a game: its entry, how its pages read a
// session, and what they show in the room.
type RoomGame struct {
	Game  titles.Entry
	Title string // the page's heading: "Havoc Speedway with friends"
	// Places is how many seats players and bots may take under a lobby's settings: the lobby
	// offers those no player takes to bots.
	Places func(p2p.Lobby) int
	// Reader makes the reader of a new session in the room (an Attacher gets its session).
	Reader func() Reader
	// Over reports whether the game a reader holds reached its end.
	Over func(Reader) bool
	// Result is the result of the game a reader holds, once over, in a few words ("Ana wins"),
	// for My games and the replay viewer ("" when the game has none to say).
	Result func(Reader) string
	// Play is the game's page, embedded in the room, for a session.
	Play func(*Session) app.UI
	// ChatInPlay says that Play shows the room's chat itself (Heat's race page, beside its log);
	// otherwise the chat goes under the game.
	ChatInPlay bool
}

// Page is the game's room page, for the game's room pattern in its Pages.
func (g *RoomGame) Page() app.Composer { return &roomPage{g: g} }

// Friends is the game's "With friends" page: the shell's page of rooms, where a host opens a room
// of the game (named, public or not) and others find the public ones.
func (g *RoomGame) Friends() app.Composer {
	return FriendsPage(g.Game, func(me Profile) (string, error) {
		s, err := HostRoom(g.Game, me, g.Reader())
		if err != nil {
			return "", err
		}
		return s.Room(), nil
	})()
}

// roomPage is a game with friends at the game's room path: the lobby, then the game. The same
// link serves the host (its page resumes the room after a reload), the guest (their seat token
// brings them back to their seat) and latecomers (who watch).
type roomPage struct {
	app.Compo
	g     *RoomGame
	ctx   app.Context
	code  string
	s     *Session
	unsub func()
	play  app.UI // the game, made once for the session
	state State
	end   struct{ title, reason string } // why the room is over for this page
	err   string                         // why there is no room to show
	ask   string                         // a first visit: ask for a name before joining ("ask" or the form's error)
	noRTC string                         // the room's link, in a browser that cannot connect to it
	watch bool                           // the player asked to watch
	busy  bool
	me    Profile
	lobby LobbyStatus
	// l is the lobby as last rendered, at one address: go-app keeps an element's first event
	// handler, so the settings' handlers must reach the newest state through a stable pointer.
	l Lobby
}

func (p *roomPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("%s · %s", p.g.Title, Name)
}

func (p *roomPage) OnMount(ctx app.Context) {
	p.ctx = ctx
	p.me = LoadProfile()
	g := p.g.Game
	code, ok := NormalizeCode(strings.TrimPrefix(ctx.Page().URL().Path, g.RoomPath("")))
	if !ok {
		p.err = "This link has no valid room code. Room codes are 6 letters and digits, like K7RM2Q."
		return
	}
	p.code = code
	if !canConnect() {
		p.noRTC = ctx.Page().URL().String()
		return
	}
	if s := Active(); s != nil && s.Kind != Solo && s.game == g.ID && s.Room() == code {
		p.attach(s)
		return
	}
	p.busy = true
	ctx.Async(func() {
		s, err := ResumeRoom(g, code, p.g.Reader())
		p.ctx.Dispatch(func(ctx app.Context) {
			p.busy = false
			switch {
			case err == nil:
				p.attach(s)
			case !errors.Is(err, p2p.ErrNoSave):
				p.err = err.Error()
			case HasSeat(g, code):
				p.join(false)
			default:
				p.ask = "ask"
			}
		})
	})
}

func (p *roomPage) join(watch bool) {
	p.ask, p.busy, p.err, p.watch = "", true, "", watch
	me := p.me
	p.ctx.Async(func() {
		s, err := JoinRoom(p.g.Game, p.code, me, watch, p.g.Reader())
		p.ctx.Dispatch(func(ctx app.Context) {
			p.busy = false
			if err != nil {
				p.err = err.Error()
				return
			}
			p.attach(s)
		})
	})
}

func (p *roomPage) attach(s *Session) {
	p.s = s
	p.play = p.g.Play(s)
	p.unsub = s.Subscribe(func() { p.ctx.Dispatch(p.pull) })
	p.pull(p.ctx)
}

func (p *roomPage) OnDismount() {
	if p.unsub != nil {
		p.unsub()
		p.unsub = nil
	}
}

func (p *roomPage) pull(ctx app.Context) {
	p.state = p.s.State()
	if c := p.state.Conn; (c == p2p.Ended || c == p2p.Disconnected) && p.end.reason == "" {
		match := p.g.Game.Words.Match
		p.end.title, p.end.reason = EndTitle(p.state.Reason, match), EndReason(p.state.Reason, match)
		if !p.g.Over(p.s.Reader()) {
			ForgetCurrent("")
		}
	}
}

func (p *roomPage) Render() app.UI {
	switch {
	case p.err != "":
		return roomMessage("Cannot join this "+p.g.Game.Words.Match, p.err)
	case p.noRTC != "":
		return app.Elem("main").Class("parlor-page").DataSet("testid", "room-message").Body(
			app.Elem("h1").Class("parlor-title-small").Text(p.g.Title),
			noWebRTC(p.g.Game, p.noRTC))
	case p.ask != "":
		return p.askName()
	case p.s == nil:
		return app.Elem("main").Class("parlor-page").DataSet("testid", "room-connecting").Body(
			app.P().Class("parlor-status").Text("Finding the room…"))
	case p.end.reason != "" && !p.state.Lobby.Started:
		return roomMessage(p.end.title, p.end.reason)
	case p.state.Lobby.Started && p.g.ChatInPlay:
		return app.Div().Body(RunnerBanner(p.g.Game.Words, p.state.Lobby), p.play)
	case p.state.Lobby.Started:
		// The room's chat goes on under the game (a watcher reads it too).
		return app.Div().Class("parlor-room-game").Body(RunnerBanner(p.g.Game.Words, p.state.Lobby), p.play,
			app.Div().Class("parlor-page", "parlor-room-chat").Body(&Chat{Session: p.s, Compact: true}))
	}
	p.l = Lobby{
		Game: p.g.Game, Title: p.g.Title, Ctx: p.ctx, Session: p.s, State: p.state,
		Code: p.code, Watching: p.watch, Me: &p.me, Status: &p.lobby,
		BotSeats: max(p.g.Places(p.state.Lobby)-Seated(p.state.Lobby), 0),
	}
	if panel := lobbyPanels[p.g]; panel != nil {
		p.l.Settings = panel(&p.l)
	}
	return p.l.Render()
}

// roomMessage is a page that explains why there is no game to show, and leads home.
func roomMessage(title, text string) app.UI {
	return app.Elem("main").Class("parlor-page").DataSet("testid", "room-message").Body(
		app.Elem("h1").Class("parlor-title-small").Text(title),
		app.P().DataSet("testid", "room-error").Text(text),
		app.A().Class("parlor-button", "parlor-primary").Href("/").Text("Home"),
	)
}

// askName greets a player who opened a room link for the first time.
func (p *roomPage) askName() app.UI {
	return app.Elem("main").Class("parlor-page", "parlor-setup").DataSet("testid", "join-form").Body(
		app.Elem("header").Class("parlor-pagehead").Body(
			app.A().Class("parlor-back").Href("/").Text("← Home"),
			app.Elem("h1").Text(p.g.Title),
			app.P().Class("parlor-lead").Text("You are invited to room "+p.code+"."),
		),
		app.If(p.ask != "ask", func() app.UI {
			return app.P().Class("parlor-error").Role("alert").DataSet("testid", "join-error").Text(p.ask)
		}),
		NameField("Your name", "join-name", p.me.Name, func(name string) { p.me.Name = name }),
		app.Div().Class("parlor-after").Body(
			app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "join").Disabled(p.busy).Text("Join the "+p.g.Game.Words.Match).
				OnClick(func(ctx app.Context, e app.Event) {
					if strings.TrimSpace(p.me.Name) == "" {
						p.ask = "Give yourself a name: the other players see it."
						return
					}
					if _, err := names.Player(p.me.Name); err != nil {
						p.ask = err.Error()
						return
					}
					SaveProfile(p.me)
					p.join(false)
				}),
			app.Button().Class("parlor-button").DataSet("testid", "watch").Disabled(p.busy).Text("Just watch").
				OnClick(func(ctx app.Context, e app.Event) { p.join(true) }),
		),
	)
}
