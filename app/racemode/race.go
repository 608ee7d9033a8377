package racemode

import (
	"context"
	"errors"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/heat"
	"github.com/heatracing/heat/app/shell"
	rules "github.com/heatracing/heat/engine/racemode"
	heattitle "github.com/heatracing/heat/titles/heat"
)

// A MATCH or the BOSS is raced on Heat's race page: the map notes which node of which run it
// started (keyRace), starts the race and goes there. When the player comes back (the race page's
// "Back to the map", a link, a reload), the map reads the race back: over, its result goes to
// the run (a win completes the node, a loss leaves it open and counts); still on, the map says
// so and offers to go back to it or to give it up.

// raceState is the race started from a node, as the map knows it.
type raceState struct {
	node    int  // the node raced, -1 for none
	reading bool // the map is reading the race back
	running bool // the race is on: the map waits for its end
}

// raceWait bounds the wait for a saved race to start again and show its first view.
const raceWait = 15 * time.Second

// pendingOf reads the record of the race started from a node, if there is one.
func pendingOf() (pendingRace, bool) {
	var pr pendingRace
	ok := shell.LoadJSON(keyRace, &pr)
	return pr, ok
}

// endRaceOf ends the Heat race of a record whose result will not be taken (the run was
// restarted or cannot be read), when it is still the Race Mode race saved in this browser.
func endRaceOf(_ pendingRace, ok bool) {
	shell.Forget(keyRace)
	if !ok {
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), raceWait)
		defer cancel()
		if _, err := heat.FindCampaignRace(ctx); err == nil {
			heat.EndCampaignRace()
		}
	}()
}

// checkRace reads back the race started from a node, if there is one.
func (p *mapPage) checkRace(ctx app.Context) {
	pr, ok := pendingOf()
	if !ok {
		return
	}
	if pr.Run != runID(p.run) {
		endRaceOf(pr, true) // a race of an earlier run
		return
	}
	p.race = raceState{node: pr.Node, reading: true}
	ctx.Async(func() {
		c, cancel := context.WithTimeout(context.Background(), raceWait)
		defer cancel()
		got, err := heat.FindCampaignRace(c)
		p.ctx.Dispatch(func(ctx app.Context) { p.takeRace(ctx, pr, got, err) })
	})
}

// takeRace takes what the saved race says: its result, or that it is still on.
func (p *mapPage) takeRace(ctx app.Context, pr pendingRace, got heat.CampaignRace, err error) {
	where := raceWhere(p.run, pr.Node)
	p.race.reading = false
	switch {
	case err == nil && (got.Node != pr.Node || got.Run != pr.Run):
		err = heat.ErrNoCampaignRace // another node's race, from a record lost on the way
		heat.EndCampaignRace()
	case err == nil && !got.Over:
		p.race = raceState{node: pr.Node, running: true}
		return
	}
	shell.Forget(keyRace)
	p.race = raceState{node: -1}
	switch {
	case errors.Is(err, heat.ErrNoCampaignRace):
		p.notice = "Your race " + where + " was replaced by another race before its end: it does not count. Race it again when you like."
	case err != nil:
		heat.EndCampaignRace()
		p.notice = "Your race " + where + " could not be resumed (" + err.Error() + "): it does not count. Race it again when you like."
	default:
		heat.EndCampaignRace()
		p.raceOver(ctx, pr.Node, got.Won)
	}
}

// raceOver reports a race's result to the run.
func (p *mapPage) raceOver(ctx app.Context, node int, won bool) {
	where := raceWhere(p.run, node)
	if err := p.run.RaceResult(node, won); err != nil {
		p.fail(err)
		return
	}
	p.save()
	if !won {
		p.sel = node
		p.notice = "You lost the race " + where + ": the node stays open. Try again when you are ready."
		return
	}
	p.notice = "You won the race " + where + ": the node is completed."
	if p.run.PendingChoice() == node {
		p.notice += " It offers you a card: choose one, or decline it."
		p.openChoiceAfterWin(ctx, node)
		return
	}
	p.showNext(ctx)
}

// raceWhere names a node in a sentence: "at Italia", "with the boss at Great Britain".
func raceWhere(r *rules.Run, id int) string {
	n := r.Map().Node(id)
	switch {
	case n == nil || n.Race == nil:
		return "at node " + itoa(id)
	case id == rules.BossID:
		return "with the boss at " + trackName(n.Race.Circuit)
	}
	return "at " + trackName(n.Race.Circuit)
}

// startRace races node id: it notes the node, starts the race and goes to the race page.
func (p *mapPage) startRace(ctx app.Context, id int) {
	s, err := p.run.RaceAt(id)
	if err != nil {
		p.fail(err)
		return
	}
	pr := pendingRace{Node: id, Run: runID(p.run)}
	settings := heattitle.CampaignRace(s, pr.Run)
	shell.SaveJSON(keyRace, pr)
	p.camera.flush(p)
	p.busy, p.notice = true, ""
	me := shell.LoadProfile()
	ctx.Async(func() {
		err := heat.StartCampaignRace(settings, me)
		p.ctx.Dispatch(func(ctx app.Context) {
			p.busy = false
			if err != nil {
				shell.Forget(keyRace)
				p.notice = "This race cannot start: " + err.Error()
				return
			}
			ctx.Navigate(heat.RacePath)
		})
	})
}

// giveUp ends the race in progress as a loss.
func (p *mapPage) giveUp(ctx app.Context) {
	node := p.race.node
	heat.EndCampaignRace()
	shell.Forget(keyRace)
	p.race = raceState{node: -1}
	p.raceOver(ctx, node, false)
}

// raceBanner says what the race started from a node is doing.
func (p *mapPage) raceBanner() app.UI {
	if p.race.reading {
		return app.P().Class("rm-notice").DataSet("testid", "race-reading").Text("Looking at your race…")
	}
	return app.Div().Class("rm-notice", "rm-race-on").DataSet("testid", "race-on").Body(
		app.Elem("span").Text("Your race "+raceWhere(p.run, p.race.node)+" is on: finish it to take the node."),
		app.A().Class("parlor-button", "parlor-primary").DataSet("testid", "back-to-race").Href(heat.RacePath).Text("Back to the race"),
		app.Button().Class("parlor-button").DataSet("testid", "give-up").Text("Give up (a loss)").
			OnClick(func(ctx app.Context, e app.Event) { p.giveUp(ctx) }),
	)
}
