package replay

import (
	"slices"
	"strconv"
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/titles"
)

var hook, links sync.Once

// Listen makes My games keep every game a session of this page sees end: every build calls it,
// a game's own wasm too, whose pages are where games end.
func Listen() { hook.Do(func() { shell.OnFinished(finished) }) }

// Pages are the replay viewer, My games, the daily challenges and the puzzles, and the home
// page's links to them; they listen for finished games too.
func Pages() []shell.Page {
	Listen()
	HomeLinks()
	return append(Lists(),
		shell.Page{Path: PathViewer, New: func() app.Composer { return newViewer() }},
		shell.Page{Pattern: dailyPattern, New: func() app.Composer { return &dailyPage{} }},
		shell.Page{Pattern: puzzlePattern, New: func() app.Composer { return &puzzlePage{} }},
	)
}

// Lists are the pages of this package that list games without playing or showing one: My
// games, today's challenges and the puzzles. The home page's own wasm runs them too (HomeLists).
// Today's challenges are those of the games with a room to play them on.
func Lists() []shell.Page {
	return lists(func(id string) bool {
		_, ok := shell.RoomOf(id)
		return ok
	})
}

// HomeLists are Lists for the home page's own wasm, which runs no game and has no room: daily
// are the games with a challenge of the day (those with a room). Each game's page in them opens
// as a new document, in that game's own wasm (GamePages).
func HomeLists(daily []string) []shell.Page {
	return lists(func(id string) bool { return slices.Contains(daily, id) })
}

func lists(hasDaily func(id string) bool) []shell.Page {
	return []shell.Page{
		{Path: PathMine, New: func() app.Composer { return &myGames{} }},
		{Path: PathDaily, New: func() app.Composer { return &dailyList{hasDaily: hasDaily} }},
		{Path: PathPuzzles, New: func() app.Composer { return &puzzleList{} }},
	}
}

// GamePages are the pages of this package that play one game, g: its challenge of the day and
// its puzzles, at the paths the pages of Pages take for them, for a game with a room (they are
// played on it). A game's own wasm runs them (registry.RegisterOwn), so that a player who opens
// one of them, from a shared link or a bookmark, downloads that game alone.
func GamePages(g titles.Entry, hasRoom bool) []shell.Page {
	if !hasRoom {
		return nil
	}
	pages := []shell.Page{{Path: PathDaily + "/" + g.ID, New: func() app.Composer { return &dailyPage{} }}}
	for _, p := range g.Puzzles {
		pages = append(pages, shell.Page{Path: PathPuzzles + "/" + p.ID, New: func() app.Composer { return &puzzlePage{} }})
	}
	return pages
}

// HomeLinks adds the home page's links to these pages (the home page's own wasm has the links
// without the pages).
func HomeLinks() {
	links.Do(func() {
		shell.AddHomeLinks(
			shell.HomeLink{Path: PathDaily, Label: "Today's challenge", TestID: "home-daily"},
			shell.HomeLink{Path: PathPuzzles, Label: "Puzzles", TestID: "home-puzzles"},
			shell.HomeLink{Path: PathMine, Label: "My games", TestID: "home-mygames"},
		)
	})
}

func itoa(n int) string { return strconv.Itoa(n) }
