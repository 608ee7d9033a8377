package shell

import (
	"errors"
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/signal/names"
	"github.com/heatracing/heat/signal/proto"
	"github.com/heatracing/heat/titles"
)

// LobbyStatus is what a room page keeps for its lobby between renders: whether an action is
// under way, and the last error to show.
type LobbyStatus struct {
	Busy bool
	Err  string
}

// Lobby is a room before its game starts, as one player sees it: the code and link to share, the
// players, the game's settings, and the player's own name, colour and readiness. The game's room
// page fills it in at each render and renders it; its buttons act through the session and report
// through Status, re-rendering the page through Ctx.
type Lobby struct {
	Game     titles.Entry
	Title    string      // the page's heading: "Race with friends"
	Ctx      app.Context // the room page's own context
	Session  *Session
	State    State // the session as the page renders it
	Code     string
	Watching bool         // the player asked to watch
	Me       *Profile     // the player's profile, kept when they change their name or colour
	Status   *LobbyStatus // the page's
	// Settings is the game's settings panel: the host's controls, a summary for guests. Its event
	// handlers must read the state when they run, through a Lobby that stays at one address (go-app
	// keeps an element's first handler), not from values captured at a render.
	Settings app.UI
	BotSeats int // seats a bot may still take
}

// Hosting reports whether this page is the room's host.
func (l *Lobby) Hosting() bool { return l.Session.Kind == Host }

// Render shows the lobby.
func (l *Lobby) Render() app.UI {
	lb := l.State.Lobby
	me, _ := lb.Me()
	w := l.Game.Words
	link := app.Window().Get("location").Get("origin").String() + l.Game.RoomPath(l.Code)
	body := []app.UI{
		app.Elem("header").Class("parlor-pagehead").Body(
			app.A().Class("parlor-back").Href("/").Text("← Home"),
			app.Elem("h1").Text(l.Title),
			guideAnchor(l.Game),
			l.connLine(),
		),
		app.Elem("section").Class("parlor-panel", "parlor-share").Body(
			l.roomName(),
			app.Elem("span").Class("parlor-meter-label").Text("Room code"),
			app.Elem("strong").Class("parlor-code").DataSet("testid", "room-code").Text(l.Code),
			&shareLink{Link: link, Title: l.Game.Name + ": " + strings.ToLower(l.Title)},
			app.P().Class("parlor-hint").Text("Send the link (or the code) to your friends: opening it joins this "+w.Match+"."),
			roomQR(link),
		),
		l.players(me),
		&Chat{Session: l.Session},
	}
	if me.Spectator {
		text := "You are watching this " + w.Match + "."
		if !l.Watching {
			text = "This " + w.Match + " is full: every " + w.Piece + " is taken. You can watch it."
		}
		body = append(body, app.P().Class("parlor-hint").DataSet("testid", "spectating").Text(text))
	} else {
		body = append(body, l.myEntry(me))
	}
	body = append(body, l.Settings, drawLine(lb), FairHelp(w, lb))
	if l.Status.Err != "" {
		body = append(body, app.P().Class("parlor-error").Role("alert").DataSet("testid", "lobby-error").Text(l.Status.Err))
	}
	if l.Hosting() {
		body = append(body, app.Div().Class("parlor-after").Body(
			app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "start-race").Disabled(l.Status.Busy || !allReady(lb)).
				Text("Start the "+w.Match).OnClick(func(ctx app.Context, e app.Event) { l.HostDo(func(h *p2p.Host) error { return h.Start() }) }),
			app.Elem("span").Class("parlor-hint").Text(readiness(lb)),
		))
	} else if !me.Spectator {
		body = append(body, app.P().Class("parlor-hint").Text("The host starts the "+w.Match+" when everyone is ready."))
	}
	return app.Elem("main").Class("parlor-page", "parlor-setup", "parlor-lobby").DataSet("testid", "lobby").Body(body...)
}

// roomName is the room's name, and whether it is in the public list; the host may list it or
// take it off.
func (l *Lobby) roomName() app.UI {
	lb := l.State.Lobby
	if lb.Name == "" {
		return nil
	}
	state := "Private: only those with the link or the code can join."
	if lb.Public {
		state = "Listed in the public rooms of " + l.Game.Name + "."
		if listed, err := l.Session.Listed(); err != nil && !listed {
			why := err.Error()
			if se, ok := errors.AsType[*proto.Error](err); ok && se.Text != "" {
				why = se.Text // the server's words, without the package's prefix
			}
			state = "Not listed: " + why
		}
	}
	var toggle app.UI
	if l.Hosting() {
		label, public := "List it publicly", true
		if lb.Public {
			label, public = "Make it private", false
		}
		name := lb.Name
		// The scope follows what the click asks: go-app keeps a handler of unchanged code and scope,
		// with the values it captured (the second toggle would ask what the first did).
		toggle = app.Button().Class("parlor-button", "parlor-small").DataSet("testid", "room-public-toggle").Disabled(l.Status.Busy).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { l.HostDo(func(h *p2p.Host) error { return h.Name(name, public) }) }, app.EventScope(name, public))
	}
	return app.Div().Class("parlor-room-name").Body(
		app.Elem("strong").DataSet("testid", "room-name-shown").Text(lb.Name),
		app.Elem("span").Class("parlor-hint").DataSet("testid", "room-listed").Text(" "+state+" "),
		toggle,
	)
}

// HostDo runs an action on the host session (this page's: nothing happens on a guest's page) and
// shows its error, if any.
func (l *Lobby) HostDo(f func(h *p2p.Host) error) {
	h, status, ctx := l.Session.Host, l.Status, l.Ctx
	if h == nil {
		return
	}
	status.Busy = true
	ctx.Async(func() {
		err := f(h)
		ctx.Dispatch(func(app.Context) {
			status.Busy, status.Err = false, ""
			if err != nil {
				status.Err = err.Error()
			}
		})
	})
}

// edit changes the player's own entry and shows the host's refusal, if any.
// nameProblem says what is wrong with a name player me wants, by the rules the host applies
// (package names): "" when nothing is.
func (l *Lobby) nameProblem(name, me string) string {
	n, err := names.Player(name)
	if err != nil {
		return err.Error()
	}
	var others []string
	for _, p := range l.State.Lobby.Players {
		if p.ID != me {
			others = append(others, p.Name)
		}
	}
	if other, ok := names.LooksLike(n, others...); ok {
		return names.LooksLikeError(other).Error()
	}
	return ""
}

func (l *Lobby) edit(e p2p.Edit) {
	s, status, ctx := l.Session, l.Status, l.Ctx
	ctx.Async(func() {
		err := s.Edit(e)
		ctx.Dispatch(func(app.Context) {
			status.Err = ""
			if err != nil {
				status.Err = err.Error()
			}
		})
	})
}

func (l *Lobby) connLine() app.UI {
	conn := l.State.Conn
	words := map[p2p.ConnState]string{
		p2p.Connecting: "Connecting to the host…", p2p.Connected: "Connected", p2p.Reconnecting: "The host is reconnecting…",
		p2p.Disconnected: "Disconnected", p2p.Ended: "The room is closed",
	}[conn]
	if l.Hosting() {
		words = "You are the host"
	} else if t := l.State.Trouble; t != nil && (conn == p2p.Connecting || conn == p2p.Reconnecting) {
		return app.Elem("span").Class("parlor-conn", "parlor-conn-trouble").DataSet("testid", "conn").Text(t.Error())
	}
	return app.Elem("span").Class("parlor-conn", "parlor-conn-"+conn.String()).DataSet("testid", "conn").Text(words)
}

// waiting lists the players present whose readiness the start waits for.
func waiting(l p2p.Lobby) []string {
	var names []string
	for _, pl := range l.Players {
		if pl.Connected && !pl.Spectator && !pl.Ready && !pl.Host {
			names = append(names, pl.Name)
		}
	}
	return names
}

func allReady(l p2p.Lobby) bool { return len(waiting(l)) == 0 }

func readiness(l p2p.Lobby) string {
	names := waiting(l)
	if len(names) == 0 {
		return "Everyone is ready."
	}
	return "Waiting for " + JoinNames(names) + " to be ready."
}

// JoinNames writes names as a list a person would say: "Ann", "Ann and Bob", "Ann, Bob and Cat".
func JoinNames(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// playerTags are the words after a player's name: its role or absence, "you", and how a guest
// present reaches the host ("direct" or "through the relay").
func playerTags(pl p2p.Player, me string) []string {
	var tags []string
	switch {
	case pl.Host:
		tags = append(tags, "host")
	case pl.Bot:
		tags = append(tags, "bot")
	case pl.Spectator:
		tags = append(tags, "watching")
	case !pl.Connected:
		tags = append(tags, "away")
	}
	if pl.ID == me {
		tags = append(tags, "you")
	}
	if r := p2p.Route(pl.Route).Text(); r != "" && pl.Connected && !pl.Host && !pl.Bot {
		tags = append(tags, r)
	}
	return tags
}

func (l *Lobby) players(me p2p.Player) app.UI {
	host := l.Hosting()
	var rows []app.UI
	for _, pl := range l.State.Lobby.Players {
		tags := playerTags(pl, me.ID)
		if pl.ID == l.State.Lobby.Successor {
			tags = append(tags, "successor")
		}
		state := "not ready"
		if pl.Ready || pl.Host || pl.Bot {
			state = "ready"
		}
		if pl.Spectator {
			state = ""
		}
		cells := []app.UI{
			colourToken(pl.Colour),
			app.Elem("strong").Text(pl.Name),
			app.Elem("span").Class("parlor-tags").Text(strings.Join(tags, " · ")),
			app.Elem("span").Class("parlor-ready-" + fmt.Sprint(state == "ready")).Text(state),
		}
		cells = append(cells, successorButton(l, pl))
		if host && !pl.Host {
			id := pl.ID
			label := "Remove"
			if pl.Bot {
				label = "Remove bot"
			}
			cells = append(cells, app.Button().Class("parlor-button", "parlor-small").DataSet("testid", "kick-"+id).Text(label).
				OnClick(func(ctx app.Context, e app.Event) { l.HostDo(func(h *p2p.Host) error { return h.Kick(id) }) }, app.EventScope(id)))
		}
		row := app.Elem("li").Class("parlor-player").DataSet("testid", "player-"+pl.ID).DataSet("ready", fmt.Sprint(state == "ready")).Body(cells...)
		rows = append(rows, row)
	}
	list := []app.UI{app.Elem("h2").Text(capitalize(l.Game.Words.Player) + "s"), app.Elem("ul").Class("parlor-players").DataSet("testid", "players").Body(rows...),
		successorLine(l.Game.Words, l.State.Lobby)}
	if host {
		names := l.Game.BotNames
		list = append(list, app.Button().Class("parlor-button").DataSet("testid", "add-bot").Disabled(l.Status.Busy || l.BotSeats <= 0).
			Text("Add a bot "+l.Game.Words.Player).OnClick(func(ctx app.Context, e app.Event) {
			name := names[botCount(l.State.Lobby)%len(names)]
			l.HostDo(func(h *p2p.Host) error { _, err := h.AddBot(name); return err })
		}))
	}
	return app.Elem("section").Class("parlor-section").Body(list...)
}

// Seated counts the lobby's players who will take a seat: everyone but the spectators.
func Seated(l p2p.Lobby) int {
	n := 0
	for _, pl := range l.Players {
		if !pl.Spectator {
			n++
		}
	}
	return n
}

func botCount(l p2p.Lobby) int {
	n := 0
	for _, pl := range l.Players {
		if pl.Bot {
			n++
		}
	}
	return n
}

// myEntry is the player's own entry: name, colour (none taken by another), ready.
func (l *Lobby) myEntry(me p2p.Player) app.UI {
	taken := map[string]bool{}
	for _, pl := range l.State.Lobby.Players {
		if pl.ID != me.ID && !pl.Spectator {
			taken[pl.Colour] = true
		}
	}
	profile := l.Me
	body := []app.UI{
		app.Elem("h2").Text("Your " + l.Game.Words.Piece),
		ColourPicker(l.State.Lobby.Colours, me.Colour, taken, l.Game.Words.Piece+" colour", func(c string) {
			profile.Colour = c
			SaveProfile(*profile)
			l.edit(p2p.Edit{Colour: &c})
		}),
		NameField("Name", "lobby-name", me.Name, func(name string) {
			if msg := l.nameProblem(name, me.ID); msg != "" {
				l.Status.Err = msg // said before the host refuses it
				return
			}
			profile.Name = name
			SaveProfile(*profile)
			l.edit(p2p.Edit{Name: &name})
		}),
	}
	if !l.Hosting() {
		ready := !me.Ready
		label := "I'm ready"
		if me.Ready {
			label = "Not ready yet"
		}
		body = append(body, app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "ready").DataSet("ready", fmt.Sprint(me.Ready)).
			Text(label).OnClick(func(ctx app.Context, e app.Event) { l.edit(p2p.Edit{Ready: &ready}) }, app.EventScope(ready)))
	}
	return app.Elem("section").Class("parlor-section").Body(body...)
}

// ColourPicker offers colours, one swatch each (styled by the class parlor-car-<colour>); taken ones
// (by other players) are disabled. label names the group for screen readers: "car colour".
func ColourPicker(colours []string, selected string, taken map[string]bool, label string, set func(string)) app.UI {
	var bs []app.UI
	for _, c := range colours {
		bs = append(bs, app.Button().Class("parlor-swatch", "parlor-car-"+c).DataSet("testid", "colour-"+c).
			Aria("pressed", fmt.Sprint(c == selected)).Aria("label", c).Title(c).Disabled(taken[c]).
			OnClick(func(ctx app.Context, e app.Event) { set(c) }, app.EventScope(c)))
	}
	return app.Div().Class("parlor-swatches").Role("group").Aria("label", label).Body(bs...)
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// colourToken is a player's colour as a dot named by its colour; a spectator, who has none,
// gets an empty dot that screen readers skip.
func colourToken(colour string) app.UI {
	if colour == "" {
		return app.Elem("span").Class("parlor-token").Aria("hidden", "true").Text(" ")
	}
	return app.Elem("span").Class("parlor-token", "parlor-car-"+colour).Role("img").Aria("label", colour).Text(" ")
}
