package bloodfang

import (
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/p2p"
	fangtitle "github.com/heatracing/heat/titles/bloodfang"
)

// readSettings reads a lobby's settings; anything unreadable leaves the defaults.
func readSettings(raw json.RawMessage) fangtitle.Settings {
	s := shell.ReadSettings(raw, fangtitle.DefaultSettings())
	for len(s.Decks) < engine.Players {
		s.Decks = append(s.Decks, engine.DefaultDeck)
	}
	return s
}

// configure changes the settings (host only); timer < 0 keeps the turn timer. It reads the
// lobby when it runs: a handler keeps what it captured at its first render.
func configure(l *shell.Lobby, change func(*fangtitle.Settings), timer time.Duration) {
	shell.Configure(l, readSettings, change, timer)
}

// seatNames are the names of the lobby's seated players, in seat order.
func seatNames(l p2p.Lobby) []string {
	var names []string
	for _, pl := range l.Players {
		if !pl.Spectator {
			names = append(names, pl.Name)
		}
	}
	for len(names) < engine.Players {
		names = append(names, fmt.Sprintf("Seat %d", len(names)+1))
	}
	return names
}

// settingsPanel lets the host set the game up: each seat's deck, who starts, the AI's level for
// a player who drops or runs out of time, and the turn timer. The guest sees it read-only.
func settingsPanel(l *shell.Lobby) app.UI {
	host := l.Hosting()
	s := readSettings(l.State.Lobby.Settings)
	timer := l.State.Lobby.TurnTimer
	names := seatNames(l.State.Lobby)
	busy := l.Status.Busy || !host
	var decks []app.UI
	for i := range engine.Players {
		decks = append(decks, app.Elem("h3").Text(names[i]+"'s deck"),
			deckPicker(fmt.Sprintf("deck%d", i), s.Decks[i], busy, func(id string) {
				configure(l, func(s *fangtitle.Settings) { s.Decks[i] = id }, -1)
			}))
	}
	var timers []string
	selected := 0
	for i, d := range shell.TurnTimers {
		timers = append(timers, either(d == 0, "Off", fmt.Sprintf("%d s", int(d.Seconds()))))
		if d == timer {
			selected = i
		}
	}
	firsts := []string{"Chance decides", names[0], names[1]}
	return app.Elem("section").Class("parlor-section", "bf-settings").DataSet("testid", "game-settings").Body(
		app.Elem("h2").Text("The game"),
		app.If(!host, func() app.UI {
			return app.P().Class("parlor-hint").Text("The host chooses the settings.")
		}),
		app.Div().Body(decks...),
		section("Who starts", options("first", firsts, s.First, busy, func(i int) {
			configure(l, func(s *fangtitle.Settings) { s.First = i }, -1)
		})),
		section("Turn timer", options("timer", timers, selected, busy, func(i int) {
			configure(l, func(*fangtitle.Settings) {}, shell.TurnTimers[i])
		}), app.P().Class("parlor-hint").Text(shell.TimerHint(timer, "the AI"))),
		section("The AI stands in", levelPicker("level", s.Level, busy, func(id string) {
			configure(l, func(s *fangtitle.Settings) { s.Level = id }, -1)
		}), app.P().Class("parlor-hint").Text("When a player drops or their time runs out, the AI plays for them until they are back. "+levelText(s.Level))),
	)
}

// summary is a duel's room in the public list: two places, the decks and the hand.
func summary(l p2p.Lobby) (int, string) {
	s := readSettings(l.Settings)
	hand := s.Hand
	if hand == 0 {
		hand = engine.DefaultHandSize
	}
	return engine.Players, s.Decks[0] + " vs " + s.Decks[1] + " · " + strconv.Itoa(hand) + " cards in hand"
}
