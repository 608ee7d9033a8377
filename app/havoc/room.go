package havoc

import (
	"errors"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/p2p"
)

// roomPage is a game with friends at /havoc/room/CODE: the lobby, then the game. The same
// link serves the host (its page resumes the room after a reload), the guest (their seat token
// brings them back to their seat) and latecomers (who watch).
type roomPage struct {
	app.Compo
	ctx    app.Context
	code   string
	c      *client
	unsub  func()
	play   *playPage
	lobby  p2p.Lobby
	conn   p2p.ConnState
	ended  string // why the room is over for this page
	err    string
	ask    bool // a first visit: ask for a name before joining
	watch  bool // the player asked to watch
	busy   bool
	me     shell.Profile
	status shell.LobbyStatus
}

func (p *roomPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("Havoc Speedway with friends · %s", shell.Name)
}

func (p *roomPage) OnMount(ctx app.Context) {
	p.ctx = ctx
	p.me = shell.LoadProfile()
	code, ok := shell.NormalizeCode(strings.TrimPrefix(ctx.Page().URL().Path, game.RoomPath("")))
	if !ok {
		p.err = "This link has no valid room code. Room codes are 6 letters and digits, like K7RM2Q."
		return
	}
	p.code = code
	if c := currentClient(); c != nil && c.Kind != shell.Solo && c.snapshot(0).lobby.Room == code {
		p.attach(c)
		return
	}
	p.busy = true
	ctx.Async(func() {
		c, err := resumeFriends(code)
		p.ctx.Dispatch(func(ctx app.Context) {
			p.busy = false
			switch {
			case err == nil:
				p.attach(c)
			case !errors.Is(err, p2p.ErrNoSave):
				p.err = err.Error()
			case shell.HasSeat(game, code):
				p.join(false)
			default:
				p.ask = true
			}
		})
	})
}

func (p *roomPage) join(watch bool) {
	p.ask, p.busy, p.err, p.watch = false, true, "", watch
	me := p.me
	p.ctx.Async(func() {
		c, err := joinRoom(p.code, me, watch)
		p.ctx.Dispatch(func(ctx app.Context) {
			p.busy = false
			if err != nil {
				p.err = err.Error()
				return
			}
			p.attach(c)
		})
	})
}

func (p *roomPage) attach(c *client) {
	p.c = c
	p.play = &playPage{c: c, embed: true}
	p.unsub = c.Subscribe(func() { p.ctx.Dispatch(p.pull) })
	p.pull(p.ctx)
}

func (p *roomPage) OnDismount() {
	if p.unsub != nil {
		p.unsub()
		p.unsub = nil
	}
}

func (p *roomPage) pull(ctx app.Context) {
	s := p.c.snapshot(1 << 30)
	p.lobby, p.conn = s.lobby, s.conn
	if (s.conn == p2p.Ended || s.conn == p2p.Disconnected) && p.ended == "" {
		p.ended = shell.EndReason(s.reason, game.Words.Match)
		if s.view == nil || s.view.Stage != engine.StageOver {
			shell.ForgetCurrent("")
		}
	}
}

func (p *roomPage) Render() app.UI {
	switch {
	case p.err != "":
		return message("Cannot join this game", p.err)
	case p.ask:
		return p.askName()
	case p.c == nil:
		return app.Main().Class("heat-page").DataSet("testid", "room-connecting").Body(
			app.P().Class("heat-status").Text("Finding the room…"))
	case p.ended != "" && !p.lobby.Started:
		return message("This game is over", p.ended)
	case p.lobby.Started:
		// The room's chat goes on under the game (a watcher reads it too).
		return app.Div().Class("hv-room-game").Body(p.play,
			app.Div().Class("heat-page", "hv-room-chat").Body(&shell.Chat{Session: p.c.Session, Compact: true}))
	}
	return p.lobbyView()
}

// message is a page that explains why there is no game to show, and leads home.
func message(title, text string) app.UI {
	return app.Main().Class("heat-page").DataSet("testid", "room-message").Body(
		app.H1().Class("heat-title-small").Text(title),
		app.P().DataSet("testid", "room-error").Text(text),
		app.A().Class("heat-button", "heat-primary").Href("/").Text("Home"),
	)
}

// askName greets a player who opened a room link for the first time.
func (p *roomPage) askName() app.UI {
	return app.Main().Class("heat-page", "heat-setup").DataSet("testid", "join-form").Body(
		app.Header().Class("heat-pagehead").Body(
			app.A().Class("heat-back").Href("/").Text("← Home"),
			app.H1().Text("Havoc Speedway with friends"),
			app.P().Class("heat-lead").Text("You are invited to room "+p.code+"."),
		),
		app.Label().Class("heat-field").Body(
			app.Span().Text("Your name"),
			app.Input().Type("text").MaxLength(24).Value(p.me.Name).DataSet("testid", "join-name").
				OnChange(func(ctx app.Context, e app.Event) { p.me.Name = ctx.JSSrc().Get("value").String() }),
		),
		app.Div().Class("heat-after").Body(
			app.Button().Class("heat-button", "heat-primary").DataSet("testid", "join").Disabled(p.busy).Text("Join the game").
				OnClick(func(ctx app.Context, e app.Event) {
					if strings.TrimSpace(p.me.Name) == "" {
						p.err = "Give yourself a name."
						return
					}
					shell.SaveProfile(p.me)
					p.join(false)
				}),
			app.Button().Class("heat-button").DataSet("testid", "watch").Disabled(p.busy).Text("Just watch").
				OnClick(func(ctx app.Context, e app.Event) { p.join(true) }),
		),
	)
}

// friendsPage is "With friends": the shell's page of rooms, where a host opens a game's room
// (named, public or not) and others find the public ones.
func friendsPage() app.Composer {
	return shell.FriendsPage(game, func(me shell.Profile) (string, error) {
		c, err := hostFriends(me)
		if err != nil {
			return "", err
		}
		return c.Room(), nil
	})()
}
