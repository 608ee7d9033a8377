package bloodfang

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/bloodfang"
)

// results is the end of the game: the verdict, each lane's powers and who took it, the totals,
// and where to go next.
func (p *playPage) results() app.UI {
	v := p.view
	res := v.Result
	if res == nil {
		return nil
	}
	me, them := mySide(p.view), 1-mySide(p.view)
	names := p.names()
	meName, themName := name(names, me), name(names, them)
	if v.Seat == me {
		meName = "You"
	}
	rows := make([]app.UI, 0, engine.Rows)
	for r := range engine.Rows {
		taken := "nobody (a tie)"
		switch {
		case res.Won[r][me] > 0 || res.Lanes[r][me] > res.Lanes[r][them]:
			taken = meName
		case res.Won[r][them] > 0 || res.Lanes[r][them] > res.Lanes[r][me]:
			taken = themName
		}
		rows = append(rows, app.Elem("tr").DataSet("testid", fmt.Sprintf("result-lane-%d", r)).Body(
			app.Elem("th").Attr("scope", "row").Text(fmt.Sprintf("Lane %d", r+1)),
			app.Elem("td").Text(fmt.Sprint(res.Lanes[r][me])),
			app.Elem("td").Text(fmt.Sprint(res.Lanes[r][them])),
			app.Elem("td").Text(taken),
			app.Elem("td").Text(fmt.Sprintf("%d – %d", res.Won[r][me], res.Won[r][them])),
		))
	}
	rows = append(rows, app.Elem("tr").Class("bf-total").Body(
		app.Elem("th").Attr("scope", "row").Text("Score"), app.Elem("td"), app.Elem("td"), app.Elem("td"),
		app.Elem("td").DataSet("testid", "final-score").Text(fmt.Sprintf("%d – %d", res.Scores[me], res.Scores[them])),
	))
	return app.Elem("section").Class("parlor-results", "bf-results").DataSet("testid", "results").Body(
		app.Elem("h2").DataSet("testid", "verdict").Text(p.verdict()),
		shell.AuditLine(shell.Active()),
		p.after(),
		app.Elem("table").Class("parlor-results-table").DataSet("testid", "lanes-table").Body(
			app.Elem("caption").Text("Each lane scores its power for the player who has more in it; a tie scores nothing."),
			app.Elem("thead").Body(app.Elem("tr").Body(
				app.Elem("th").Attr("scope", "col").Text("Lane"), app.Elem("th").Attr("scope", "col").Text(meName), app.Elem("th").Attr("scope", "col").Text(themName),
				app.Elem("th").Attr("scope", "col").Text("Taken by"), app.Elem("th").Attr("scope", "col").Text("Points"))),
			app.Elem("tbody").Body(rows...),
		),
	)
}

// verdict is the headline: who won, and by how much.
func (p *playPage) verdict() string {
	v := p.view
	res := v.Result
	names := p.names()
	score := fmt.Sprintf("%d to %d", max(res.Scores[0], res.Scores[1]), min(res.Scores[0], res.Scores[1]))
	switch {
	case res.Winner == engine.NoSeat:
		return fmt.Sprintf("A draw, %d all", res.Scores[0])
	case res.Winner == v.Seat:
		return "You win, " + score
	case v.Seat == engine.Spectator:
		return name(names, res.Winner) + " wins, " + score
	}
	return name(names, res.Winner) + " wins, " + score
}

// after offers the next game: again against the AI, or home.
func (p *playPage) after() app.UI {
	return shell.After{
		Game: game, Session: p.live.Session(), Busy: p.live.Busy, AgainID: "bf-again",
		Again: "Play again", OnAgain: p.again, Change: "Change decks", Setup: pathSolo,
	}.Render()
}

// again starts a new game with the same setup.
func (p *playPage) again(ctx app.Context, e app.Event) {
	shell.AgainFrom(ctx, &p.live, keySetup, pathSolo, startSolo, func() {
		p.view, p.log, p.seen, p.picked, p.aiming = nil, nil, 0, 0, false
	})
}
