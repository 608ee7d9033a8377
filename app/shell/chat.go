package shell

import (
	"strings"
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/wire"
)

// Chat is the room's chat, for any game with friends: the lines this player may read as
// "name: message" (private ones marked), and a line to write to everyone or to one player. The
// host relays every line (p2p's chat) and checks its length and pace. A game's page drops it in
// where it fits: &shell.Chat{Session: s}. It follows the session by itself.
type Chat struct {
	app.Compo
	Session *Session
	Compact bool // a narrower panel, for a game's screen

	ctx   app.Context
	sess  *Session
	unsub func()
	lines []p2p.ChatLine
	lobby p2p.Lobby
	draft string
	to    string // the addressee's player ID; "": everyone
	err   string
	busy  bool
}

// roomChat draws a room's chat for a game page that shows it beside its play: set by the
// registration of a game's pages with friends (RoomGame.FriendsPages), so that a wasm whose pages
// only play alone carries no chat.
var roomChat func(*Session) app.UI

// RoomChat is the compact chat of the room s plays in, for a game page that shows it beside its
// play; nil for a session that is no room's (solo, a replay) and on a page with no rooms.
func RoomChat(s *Session) app.UI {
	if roomChat == nil || s == nil || s.Kind == Solo || s.Kind == Watching {
		return nil
	}
	return roomChat(s)
}

// OnMount follows the session's changes.
func (c *Chat) OnMount(ctx app.Context) {
	c.ctx = ctx
	c.follow()
}

// OnUpdate follows another session when the page gives one.
func (c *Chat) OnUpdate(ctx app.Context) {
	if c.Session != c.sess {
		c.follow()
	}
}

func (c *Chat) follow() {
	if c.unsub != nil {
		c.unsub()
		c.unsub = nil
	}
	c.sess = c.Session
	if c.sess == nil {
		return
	}
	s, ctx := c.sess, c.ctx
	c.unsub = s.Subscribe(func() {
		ctx.Dispatch(func(ctx app.Context) {
			n := len(c.lines)
			c.pull(s)
			if len(c.lines) != n {
				ctx.Defer(scrollChat) // the newest line in sight
			}
		})
	})
	c.pull(s)
}

func (c *Chat) pull(s *Session) {
	if s != c.sess {
		return
	}
	c.lines, c.lobby = s.Chat(), s.State().Lobby
}

// The ids of the chat's lines and input: a page shows one chat.
const (
	chatLinesID = "parlor-chat-lines"
	chatInputID = "parlor-chat-input"
)

// scrollChat scrolls the chat's lines to the newest.
func scrollChat(app.Context) {
	if el := app.Window().GetElementByID(chatLinesID); el.Truthy() {
		el.Set("scrollTop", el.Get("scrollHeight"))
	}
}

// OnDismount stops following the session.
func (c *Chat) OnDismount() {
	if c.unsub != nil {
		c.unsub()
		c.unsub = nil
	}
}

// Render shows the chat.
func (c *Chat) Render() app.UI {
	var items []app.UI
	for _, l := range c.lines {
		items = append(items, c.line(l))
	}
	if len(items) == 0 {
		items = append(items, app.Elem("li").Class("parlor-chat-empty").Text("No messages yet. Say hello!"))
	}
	classes := []string{"parlor-section", "parlor-chat"}
	if c.Compact {
		classes = append(classes, "parlor-chat-compact")
	}
	return app.Elem("section").Class(classes...).DataSet("testid", "chat").Aria("label", "Chat").Body(
		app.Elem("h2").Text("Chat"),
		app.Elem("ol").ID(chatLinesID).Class("parlor-chat-lines").TabIndex(0).Aria("live", "polite").Aria("label", "messages").DataSet("testid", "chat-lines").Body(items...),
		c.form(),
	)
}

// line is one message: "name: message", a private one marked with who it was between.
func (c *Chat) line(l p2p.ChatLine) app.UI {
	li := app.Elem("li").Class("parlor-chat-line").DataSet("testid", "chat-line").DataSet("n", l.N)
	name := app.Elem("strong").Text(l.Name + ": ")
	text := app.Elem("span").Class("parlor-chat-text").Text(l.Text)
	if !l.Private() {
		return li.Body(name, text)
	}
	mark := "private to " + l.ToName
	if l.To == c.lobby.You {
		mark = "private to you"
	}
	return li.Class("parlor-chat-private").DataSet("private", "true").Body(
		app.Elem("span").Class("parlor-chat-mark").Text(mark), app.Text(" "), name, text)
}

// form writes a line, to everyone or to one player.
func (c *Chat) form() app.UI {
	opts := []app.UI{app.Option().Value("").Selected(c.to == "").Text("Everyone")}
	found := c.to == ""
	for _, p := range c.lobby.Players {
		if p.ID == c.lobby.You || p.Bot {
			continue
		}
		found = found || p.ID == c.to
		opts = append(opts, app.Option().Value(p.ID).Selected(p.ID == c.to).Text(p.Name+" (private)"))
	}
	if !found {
		c.to = "" // the addressee left
	}
	var errLine app.UI
	if c.err != "" {
		errLine = app.P().Class("parlor-error").Role("alert").DataSet("testid", "chat-error").Text(c.err)
	}
	return form().Class("parlor-chat-form").OnSubmit(c.send).Body(
		app.Select().Class("parlor-chat-to").DataSet("testid", "chat-to").Aria("label", "send to").
			OnChange(func(ctx app.Context, e app.Event) { c.to = ctx.JSSrc().Get("value").String() }).Body(opts...),
		app.Input().Type("text").ID(chatInputID).Class("parlor-chat-input").DataSet("testid", "chat-input").Aria("label", "message").
			MaxLength(wire.MaxChat).Placeholder("Write a message").Value(c.draft).AutoComplete(false).
			OnInput(func(ctx app.Context, e app.Event) { c.draft = ctx.JSSrc().Get("value").String() }),
		app.Button().Type("submit").Class("parlor-button", "parlor-small").DataSet("testid", "chat-send").Disabled(c.busy).Text("Send"),
		errLine,
	)
}

// send sends the draft and clears it once the host took it.
func (c *Chat) send(ctx app.Context, e app.Event) {
	e.PreventDefault()
	text := strings.TrimSpace(c.draft)
	switch {
	case c.sess == nil || c.busy:
		return
	case text == "":
		c.err = "Write something first."
		return
	case utf8.RuneCountInString(text) > wire.MaxChat:
		c.err = "A message is at most 200 characters."
		return
	}
	s, to := c.sess, c.to
	c.busy, c.err = true, ""
	ctx.Async(func() {
		err := s.Say(to, text)
		ctx.Dispatch(func(app.Context) {
			c.busy = false
			if err != nil {
				c.err = err.Error()
				return
			}
			c.draft = ""
			// the input's value is the browser's once typed in: clear it there
			if el := app.Window().GetElementByID(chatInputID); el.Truthy() {
				el.Set("value", "")
			}
		})
	})
}

// form is a form the page handles itself. The browser's own submission is cancelled at once, in
// the page: go-app's handler cancels it too, but only once the game's code is free to run it;
// while that code waits on the browser, the browser would send the form as a new request and
// reload the page, losing what was typed (a chat line sent with Enter, a room code).
func form() app.HTMLForm {
	return app.Form().Attr("onsubmit", "event.preventDefault()")
}
