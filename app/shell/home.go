package shell

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/titles"
)

// home is the platform's title screen: the game in progress to rejoin, joining a room by its code,
// and the games. With one game it is that game's title screen; with several, a card for each.
type home struct {
	app.Compo
	games    []titles.Entry // what the home lists: titles.All() unless a test says otherwise
	rejoin   current        // the game in progress in this browser, if any (Kind is empty if none)
	code     string         // the room code typed in
	codeGame int            // the game of the room, an index in games (with several games)
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
func (h *home) titleScreen(g titles.Entry) app.UI {
	menu := []app.UI{}
	for _, m := range g.Modes {
		menu = append(menu, menuItem(m))
	}
	menu = append(menu, guideLink(g), h.joinForm())
	return app.Elem("main").
		Class("parlor-page", "parlor-home").
		DataSet("testid", "home").
		Body(
			app.Div().Class("parlor-flag").Aria("hidden", "true"),
			hero(g, true),
			app.P().Class("parlor-pitch").DataSet("testid", "pitch").Text(g.Pitch),
			h.rejoinLink(),
			app.Elem("nav").Class("parlor-menu").Aria("label", "ways to play "+g.Name).Body(menu...),
			facts(g),
		)
}

// picker is the home of a platform with several games: the platform's name once, with joining
// by code, then a card for each game with its ways to play, side by side on a wide screen so that
// every game and mode is on the first screen, one above the other on a phone.
func (h *home) picker() app.UI {
	common := commonFacts(h.games)
	cards := []app.UI{}
	for _, g := range h.games {
		menu := []app.UI{}
		for _, m := range g.Modes {
			menu = append(menu, menuItem(m))
		}
		menu = append(menu, guideLink(g))
		class := []string{"parlor-game-card"}
		if len(g.Modes) > 3 {
			class = append(class, "parlor-game-card-wide") // its ways to play in two columns
		}
		cards = append(cards, app.Elem("section").Class(class...).DataSet("testid", "game-"+g.ID).Aria("label", g.FullName()).Body(
			hero(g, false),
			app.P().Class("parlor-pitch").Text(g.Pitch),
			app.Elem("nav").Class("parlor-menu").Aria("label", "ways to play "+g.Name).Body(menu...),
			factList(g.Facts, common),
		))
	}
	return app.Elem("main").
		Class("parlor-page", "parlor-home", "parlor-picker").
		DataSet("testid", "home").
		Body(
			app.Div().Class("parlor-flag").Aria("hidden", "true"),
			app.Elem("header").Class("parlor-home-head").Body(
				app.Div().Class("parlor-hero").Body(
					app.Elem("h1").Class("parlor-title").DataSet("testid", "title").Text(ShortName),
					app.P().Class("parlor-subtitle").Text(Motto),
					factList(common, nil),
				),
				h.rejoinLink(),
				// Beside the name: the player's own games above joining by code, so that the
				// header stays one band and every game's ways to play fit the first screen.
				app.Div().Class("parlor-home-side").Body(
					platformLinks(),
					app.Elem("nav").Class("parlor-menu", "parlor-join-menu").Aria("label", "join a room").Body(h.joinForm()),
				),
			),
			app.Div().Class("parlor-games").DataSet("testid", "games").Body(cards...),
		)
}

// commonFacts are the facts every game states ("Opens offline once visited"): the home says
// them once, for the platform.
func commonFacts(games []titles.Entry) []string {
	if len(games) < 2 {
		return nil
	}
	var common []string
	for _, f := range games[0].Facts {
		if !slices.ContainsFunc(games[1:], func(g titles.Entry) bool { return !slices.Contains(g.Facts, f) }) {
			common = append(common, f)
		}
	}
	return common
}

// hero is a game's name, with its kind above and its subtitle below: the page's heading (h1) on
// the title screen of a single game, else a card's (h2).
func hero(g titles.Entry, h1 bool) app.UI {
	var name app.UI = app.Elem("h2").Class("parlor-title").DataSet("testid", "title-"+g.ID).Text(g.Name)
	if h1 {
		name = app.Elem("h1").Class("parlor-title").DataSet("testid", "title").Text(g.Name)
	}
	return app.Elem("header").Class("parlor-hero").Body(
		app.P().Class("parlor-kicker").Text(g.Kicker),
		name,
		app.If(g.Subtitle != "", func() app.UI { return app.P().Class("parlor-subtitle").Text(g.Subtitle) }),
	)
}

func facts(g titles.Entry) app.UI { return factList(g.Facts, nil) }

// factList lists facts as chips, but those in skip; nothing if none is left.
func factList(facts, skip []string) app.UI {
	items := []app.UI{}
	for _, f := range facts {
		if !slices.Contains(skip, f) {
			items = append(items, app.Elem("li").Text(f))
		}
	}
	if len(items) == 0 {
		return nil
	}
	return app.Elem("ul").Class("parlor-facts").Body(items...)
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
		return app.A().Class("parlor-button", "parlor-primary", "parlor-rejoin").DataSet("testid", "rejoin").Href(h.rejoin.path()).
			Text("Rejoin your " + match)
	})
}

// joinForm takes a room code a friend gave.
func (h *home) joinForm() app.UI {
	return form().Class("parlor-menu-item", "parlor-join").DataSet("testid", "join-form").
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
			app.Elem("strong").Text("Join by code"),
			app.Div().Class("parlor-join-row").Body(
				app.Input().Type("text").MaxLength(12).Placeholder("K7RM2Q").Value(h.code).DataSet("testid", "join-code").
					Aria("label", "room code").AutoComplete(false).
					OnInput(func(ctx app.Context, e app.Event) { h.code, h.codeErr = ctx.JSSrc().Get("value").String(), "" }),
				h.codeGames(),
				app.Button().Type("submit").Class("parlor-button", "parlor-primary").DataSet("testid", "join-go").Text("Join"),
			),
			app.If(h.codeErr != "", func() app.UI {
				return app.Elem("span").Class("parlor-error").Role("alert").DataSet("testid", "join-error").Text(h.codeErr)
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
	return app.Select().Class("parlor-join-game").DataSet("testid", "join-game").Aria("label", "game of the room").
		OnChange(func(ctx app.Context, e app.Event) {
			if i, err := strconv.Atoi(ctx.JSSrc().Get("value").String()); err == nil {
				h.codeGame = i
			}
		}).Body(opts...)
}

func menuItem(m titles.Mode) app.UI {
	return app.A().Class("parlor-menu-item").DataSet("testid", "menu-"+m.ID).Href(m.Path).Body(
		app.If(m.Badge != "", func() app.UI { return app.Elem("span").Class("parlor-badge").Text(m.Badge) }),
		app.Elem("strong").Text(m.Label),
		app.Elem("span").Text(m.Detail),
	)
}
