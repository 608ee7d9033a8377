package shell

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/titles"
)

// home is the platform's title screen: the game in progress to rejoin, joining a room by its code,
// and the games. With one game it is that game's title screen; with several, a card for each.
type home struct {
	app.Compo
	games    []titles.Game // what the home lists: titles.All() unless a test says otherwise
	rejoin   current       // the game in progress in this browser, if any (Kind is empty if none)
	code     string        // the room code typed in
	codeGame int           // the game of the room, an index in games (with several games)
	codeErr  string
}

func newHome() *home { return &home{games: titles.All()} }

func (h *home) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("%s", Name)
}

// OnInit reads the game in progress from the browser's storage (empty in the server's pre-render).
func (h *home) OnInit() {
	if cur, ok := loadCurrent(); ok {
		h.rejoin = cur
	}
}

func (h *home) Render() app.UI {
	if len(h.games) == 1 {
		return h.titleScreen(h.games[0])
	}
	return h.picker()
}

// titleScreen is the home of a platform with one game: its hero, its ways to play and the shared
// entries.
func (h *home) titleScreen(g titles.Game) app.UI {
	menu := []app.UI{}
	for _, m := range g.Modes {
		menu = append(menu, menuItem(m))
	}
	menu = append(menu, guideLink(g), h.joinForm())
	return app.Main().
		Class("heat-page", "heat-home").
		DataSet("testid", "home").
		Body(
			app.Div().Class("heat-flag").Aria("hidden", "true"),
			hero(g, true),
			app.P().Class("heat-pitch").DataSet("testid", "pitch").Text(g.Pitch),
			h.rejoinLink(),
			app.Nav().Class("heat-menu").Aria("label", "ways to play "+g.Name).Body(menu...),
			facts(g),
		)
}

// picker is the home of a platform with several games: a card for each, then the shared entries.
func (h *home) picker() app.UI {
	cards := []app.UI{}
	for _, g := range h.games {
		menu := []app.UI{}
		for _, m := range g.Modes {
			menu = append(menu, menuItem(m))
		}
		menu = append(menu, guideLink(g))
		cards = append(cards, app.Section().Class("heat-game-card").DataSet("testid", "game-"+g.ID).Aria("label", g.FullName()).Body(
			hero(g, false),
			app.P().Class("heat-pitch").Text(g.Pitch),
			app.Nav().Class("heat-menu").Aria("label", "ways to play "+g.Name).Body(menu...),
			facts(g),
		))
	}
	return app.Main().
		Class("heat-page", "heat-home").
		DataSet("testid", "home").
		Body(
			app.Div().Class("heat-flag").Aria("hidden", "true"),
			app.Header().Class("heat-hero").Body(
				app.H1().Class("heat-title").DataSet("testid", "title").Text(ShortName),
				app.P().Class("heat-subtitle").Text("Games to play in your browser, alone or with friends"),
			),
			h.rejoinLink(),
			app.Div().Class("heat-games").DataSet("testid", "games").Body(cards...),
			app.Nav().Class("heat-menu").Aria("label", "join a room").Body(h.joinForm()),
		)
}

// hero is a game's name, with its kind above and its subtitle below: the page's heading (h1) on
// the title screen of a single game, else a card's (h2).
func hero(g titles.Game, h1 bool) app.UI {
	var name app.UI = app.H2().Class("heat-title").DataSet("testid", "title-"+g.ID).Text(g.Name)
	if h1 {
		name = app.H1().Class("heat-title").DataSet("testid", "title").Text(g.Name)
	}
	return app.Header().Class("heat-hero").Body(
		app.P().Class("heat-kicker").Text(g.Kicker),
		name,
		app.If(g.Subtitle != "", func() app.UI { return app.P().Class("heat-subtitle").Text(g.Subtitle) }),
	)
}

func facts(g titles.Game) app.UI {
	items := []app.UI{}
	for _, f := range g.Facts {
		items = append(items, app.Li().Text(f))
	}
	return app.Ul().Class("heat-facts").Body(items...)
}

// rejoinLink leads back to the game in progress: "Rejoin your race".
func (h *home) rejoinLink() app.UI {
	return app.If(h.rejoin.Kind != "", func() app.UI {
		match := "game"
		if g, ok := titles.Find(h.rejoin.Game); ok {
			match = g.Words.Match
		} else if len(h.games) > 0 && h.rejoin.Game == "" {
			match = h.games[0].Words.Match // saved before records named their game: the first game's
		}
		return app.A().Class("heat-button", "heat-primary", "heat-rejoin").DataSet("testid", "rejoin").Href(h.rejoin.path()).
			Text("Rejoin your " + match)
	})
}

// joinForm takes a room code a friend gave.
func (h *home) joinForm() app.UI {
	return app.Form().Class("heat-menu-item", "heat-join").DataSet("testid", "join-form").
		OnSubmit(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			code, ok := NormalizeCode(h.code)
			if !ok {
				h.codeErr = "A room code is 6 letters and digits, like K7RM2Q."
				return
			}
			path := RoomPath(code)
			if h.codeGame > 0 && h.codeGame < len(h.games) {
				path = h.games[h.codeGame].RoomPath(code)
			}
			ctx.Navigate(path)
		}).
		Body(
			app.Strong().Text("Join by code"),
			app.Div().Class("heat-join-row").Body(
				app.Input().Type("text").MaxLength(12).Placeholder("K7RM2Q").Value(h.code).DataSet("testid", "join-code").
					Aria("label", "room code").AutoComplete(false).
					OnInput(func(ctx app.Context, e app.Event) { h.code, h.codeErr = ctx.JSSrc().Get("value").String(), "" }),
				h.codeGames(),
				app.Button().Type("submit").Class("heat-button", "heat-primary").DataSet("testid", "join-go").Text("Join"),
			),
			app.If(h.codeErr != "", func() app.UI {
				return app.Span().Class("heat-error").Role("alert").DataSet("testid", "join-error").Text(h.codeErr)
			}),
		)
}

// codeGames asks which game a room code is for, when the home lists several: each game has
// rooms of its own.
func (h *home) codeGames() app.UI {
	if len(h.games) < 2 {
		return nil
	}
	opts := make([]app.UI, 0, len(h.games))
	for i, g := range h.games {
		opts = append(opts, app.Option().Value(fmt.Sprint(i)).Selected(i == h.codeGame).Text(g.Name))
	}
	return app.Select().Class("heat-join-game").DataSet("testid", "join-game").Aria("label", "game of the room").
		OnChange(func(ctx app.Context, e app.Event) {
			if i, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
				h.codeGame = i
			}
		}).Body(opts...)
}

func menuItem(m titles.Mode) app.UI {
	return app.A().Class("heat-menu-item").DataSet("testid", "menu-"+m.ID).Href(m.Path).Body(
		app.If(m.Badge != "", func() app.UI { return app.Span().Class("heat-badge").Text(m.Badge) }),
		app.Strong().Text(m.Label),
		app.Span().Text(m.Detail),
	)
}
