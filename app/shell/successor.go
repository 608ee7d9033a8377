package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
)

// A game with friends outlives its host's page (p2p's successor.go): the lobby names the player
// whose page takes the game over if the host leaves for good, the host may pick another, and once
// a successor took over a banner names the player whose page runs the game.

// successorLine says, in the lobby, whose page takes the game over if the host leaves.
func successorLine(w titles.Words, lb p2p.Lobby) app.UI {
	p, ok := lb.Me(lb.Successor)
	if lb.Successor == "" || !ok {
		return app.P().Class("parlor-hint").DataSet("testid", "successor").
			Text("If the host leaves for good during the " + w.Match + ", it ends: no other " + w.Player + " can take it over yet.")
	}
	who := p.Name + "'s page"
	if p.ID == lb.You {
		who = "your page"
	}
	return app.P().Class("parlor-hint").DataSet("testid", "successor").
		Text("If the host leaves for good during the " + w.Match + ", " + who + " takes it over after 20 seconds; from the start it receives what the host's page holds.")
}

// successorButton lets the host pick pl as its successor: a human player of the table.
func successorButton(l *Lobby, pl p2p.Player) app.UI {
	if !l.Hosting() || pl.Host || pl.Bot || pl.Spectator || pl.ID == l.State.Lobby.Successor {
		return nil
	}
	id := pl.ID
	return app.Button().Class("parlor-button", "parlor-small").DataSet("testid", "successor-"+id).Text("Make successor").
		OnClick(func(ctx app.Context, e app.Event) { l.HostDo(func(h *p2p.Host) error { return h.SetSuccessor(id) }) }, app.EventScope("successor-"+id))
}

// RunnerBanner names the player whose page runs the game, once the host's page left and a
// successor took the game over; nil before.
func RunnerBanner(w titles.Words, lb p2p.Lobby) app.UI {
	if lb.Runner == "" {
		return nil
	}
	text := "The host left: your page now runs the " + w.Match + "."
	if p, ok := lb.Me(lb.Runner); ok && p.ID != lb.You {
		text = "The host left: " + p.Name + "'s page now runs the " + w.Match + "."
	}
	return app.P().Class("parlor-runner").Role("status").DataSet("testid", "runner-banner").Text(text)
}
