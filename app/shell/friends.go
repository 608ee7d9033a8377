package shell

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/signal/names"
	"github.com/heatracing/heat/titles"
)

// FriendsPage is a game's "with friends" page: host a room (its name, and whether it is listed
// publicly), the public rooms of the game to join, live, and joining a friend's room by its code.
// open hosts a room for the game (the game's own session, with its Reader) and returns its code;
// the page then moves to the room. A game routes its friends path to it:
//
//	{Path: "/bloodfang/friends", New: shell.FriendsPage(game, func(me shell.Profile) (string, error) { … })}
func FriendsPage(g titles.Entry, open func(me Profile) (room string, err error)) func() app.Composer {
	return func() app.Composer { return &friendsPage{game: g, open: open} }
}

type friendsPage struct {
	app.Compo
	game titles.Entry
	open func(me Profile) (string, error)

	me     Profile
	name   string // the room's name
	public bool
	busy   bool
	err    string
	code   string // typed in the join form
	list   roomList
}

func (p *friendsPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("%s with friends · %s", p.game.Name, Name)
}

func (p *friendsPage) OnMount(ctx app.Context) {
	p.me = LoadProfile()
	p.public = true
	if canConnect() { // without WebRTC there is no room to join: the page says so
		p.list.start(ctx, p.game.ID)
	}
}

func (p *friendsPage) OnDismount() { p.list.stop() }

func (p *friendsPage) Render() app.UI {
	w := p.game.Words
	head := app.Elem("header").Class("parlor-pagehead").Body(
		app.A().Class("parlor-back").Href("/").Text("← Home"),
		app.Elem("h1").Text(p.game.Name+" with friends"),
		app.P().Class("parlor-lead").Text("Host a room and share its link, or join one. The "+w.Match+" runs on the host's page: no account, no game server."),
	)
	if !canConnect() {
		return app.Elem("main").Class("parlor-page", "parlor-setup", "parlor-friends").DataSet("testid", "friends").Body(
			head, noWebRTC(p.game, ""))
	}
	return app.Elem("main").Class("parlor-page", "parlor-setup", "parlor-friends").DataSet("testid", "friends").Body(
		head,
		p.hostForm(),
		p.list.render(p.game),
		p.joinForm(),
	)
}

// hostForm opens a room: its name (required), public or not, and the host's own name.
func (p *friendsPage) hostForm() app.UI {
	var errLine app.UI
	if p.err != "" {
		errLine = app.P().Class("parlor-error").Role("alert").DataSet("testid", "host-error").Text(p.err)
	}
	return form().Class("parlor-section", "parlor-host-form").DataSet("testid", "host-form").OnSubmit(p.host).Body(
		app.Elem("h2").Text("Host a room"),
		app.Elem("label").Class("parlor-field").Body(
			app.Elem("span").Text("Room name"),
			app.Input().Type("text").Aria("required", "true").MaxLength(maxRoomName).Placeholder("Friday night").Value(p.name).
				DataSet("testid", "room-name").AutoComplete(false).
				OnInput(func(ctx app.Context, e app.Event) { p.name, p.err = ctx.JSSrc().Get("value").String(), "" }),
		),
		app.Elem("label").Class("parlor-field").Body(
			app.Elem("span").Text("Your name"),
			NameInput("host-name", p.me.Name, nil).Aria("required", "true").
				OnInput(func(ctx app.Context, e app.Event) { p.me.Name = ctx.JSSrc().Get("value").String() }),
		),
		app.Elem("label").Class("parlor-check").Body(
			app.Input().Type("checkbox").Checked(p.public).DataSet("testid", "room-public").
				OnChange(func(ctx app.Context, e app.Event) { p.public = ctx.JSSrc().Get("checked").Bool() }),
			app.Elem("span").Text(" List it in the public rooms below (anyone may join; otherwise only those with the link)"),
		),
		app.Button().Type("submit").Class("parlor-button", "parlor-primary").DataSet("testid", "host").Disabled(p.busy).Text("Host"),
		errLine,
	)
}

func (p *friendsPage) host(ctx app.Context, e app.Event) {
	e.PreventDefault()
	name := strings.TrimSpace(p.name)
	switch {
	case p.busy:
		return
	case name == "":
		p.err = "Give the room a name."
		return
	case strings.TrimSpace(p.me.Name) == "":
		p.err = "Give yourself a name."
		return
	}
	if _, err := names.Room(name); err != nil {
		p.err = err.Error()
		return
	}
	if _, err := names.Player(p.me.Name); err != nil {
		p.err = err.Error()
		return
	}
	p.busy, p.err = true, ""
	SaveProfile(p.me)
	me, o := p.me, RoomOptions{Name: name, Public: p.public}
	ctx.Async(func() {
		setRoomOptions(o)
		code, err := p.open(me)
		ctx.Dispatch(func(ctx app.Context) {
			p.busy = false
			if err != nil {
				p.err = "The room could not be opened: " + err.Error() + "."
				return
			}
			ctx.Navigate(p.game.RoomPath(code))
		})
	})
}

// joinForm takes the code of a friend's room.
func (p *friendsPage) joinForm() app.UI {
	return form().Class("parlor-section", "parlor-join").DataSet("testid", "code-form").
		OnSubmit(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			code, ok := NormalizeCode(p.code)
			if !ok {
				p.err = "A room code is 6 letters and digits, like K7RM2Q."
				return
			}
			ctx.Navigate(p.game.RoomPath(code))
		}).
		Body(
			app.Elem("h2").Text("Join by code"),
			app.Div().Class("parlor-join-row").Body(
				app.Input().Type("text").MaxLength(12).Placeholder("K7RM2Q").Value(p.code).DataSet("testid", "friends-code").
					Aria("label", "room code").AutoComplete(false).
					OnInput(func(ctx app.Context, e app.Event) { p.code = ctx.JSSrc().Get("value").String() }),
				app.Button().Type("submit").Class("parlor-button").Text("Join"),
			),
		)
}
