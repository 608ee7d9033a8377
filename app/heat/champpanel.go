package heat

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
	heattitle "github.com/heatracing/heat/titles/heat"
	"github.com/heatracing/heat/tracks"
)

// A championship on the race page: before each race the event card, the standings, the grid and
// the player's sponsors; during it the event's rule; between races and at the end the standings
// with every race's points and where to go next.

// takeChamp follows the championship around the race: a new race starts a new race log.
func (p *racePage) takeChamp(s snapshot) {
	p.board.SetPress(s.view.Press)
	if s.champ == nil {
		p.champ = nil
		return
	}
	if p.champ != nil && p.champ.Index != s.champ.Index {
		p.log, p.spins, p.recap, p.draft = nil, nil, raceRecap{}, draftShow{}
	}
	p.champ = s.champ
}

// champStatus is the top bar's "Race 2 of 3".
func champStatus(ch *heattitle.ChampInfo) string {
	return fmt.Sprintf("Race %d of %d", ch.Index+1, len(ch.Legs))
}

// champTitle names the championship: its season, or "Custom championship".
func champTitle(ch *heattitle.ChampInfo) string {
	if ch.Season != "" {
		return ch.Season + " season"
	}
	return "Custom championship"
}

// champSlot holds the championship's swap after the draft above the board, or nothing: one
// element always, so that the board after it keeps its place among its parent's children (go-app
// matches children by position, and must never mount the board twice).
func (p *racePage) champSlot() app.UI {
	var swap app.UI
	if !p.draft.playing() && swapOn(p.view) {
		swap = &swapPanel{View: p.view, Busy: p.live.Busy, Act: p.act}
	}
	return app.Div().Class("heat-champ-slot").Body(swap)
}

// champPanel holds the championship's race panel at the top of the side column, beside the board:
// the whole pre-race screen before the first round is revealed, then the event's rule. There it
// never pushes the board and the hand down. It is one element always, like champSlot, empty
// outside a championship and once the race is over.
type champPanel struct {
	app.Compo

	Race  raceSheet
	Champ *heattitle.ChampInfo // nil outside a championship
}

func (cp *champPanel) Render() app.UI {
	return app.Div().Class("heat-champ-side").Body(cp.panel())
}

func (cp *champPanel) panel() app.UI {
	ch, v := cp.Champ, cp.Race.View
	if ch == nil || v.Phase == engine.PhaseOver {
		return nil
	}
	e := ch.Event
	rule := app.P().Class("heat-champ-event").DataSet("testid", "champ-event").Body(
		app.Elem("strong").Text(eventLabel(e)), app.Text(" — "+e.Rule))
	if v.Round > 1 {
		return app.Elem("section").Class("heat-champ", "heat-champ-strip").Body(rule)
	}
	body := []app.UI{
		app.Elem("h2").Text(fmt.Sprintf("%s · %s: %s", champTitle(ch), champStatus(ch), trackName(v.Track))),
		rule,
		app.P().Text(pressText(v)),
		mySponsors(v),
		app.Elem("h3").Text("Starting grid"),
		app.P().DataSet("testid", "champ-grid").Text(gridText(ch, v)),
	}
	if ch.Index > 0 {
		body = append(body, app.Elem("h3").Text("Standings"), champTable(ch, cp.Race))
	}
	return app.Elem("section").Class("heat-champ", "heat-champ-prerace").DataSet("testid", "champ-prerace").
		TabIndex(0).Aria("label", "before the race").Body(body...) // it may scroll: reachable by keyboard
}

// eventLabel is "Event 3: Drivers' strike", or "No event".
func eventLabel(e engine.EventCard) string {
	if e.Number == 0 {
		return "No event"
	}
	return fmt.Sprintf("Event %d: %s", e.Number, e.Title)
}

func trackName(id string) string {
	if t, err := tracks.Get(id); err == nil {
		return t.Name
	}
	return id
}

// pressText says where the press corners are and what they give.
func pressText(v *engine.View) string {
	var names []string
	for _, k := range v.Press {
		names = append(names, strconv.Itoa(k+1))
	}
	if len(names) == 0 {
		return "No press corner in this race."
	}
	word := "Press corner"
	if len(names) > 1 {
		word = "Press corners"
	}
	return word + " " + strings.Join(names, " and ") + " (marked P on the board): take it at 2 over its limit, or slipstream across it, to win a sponsor card."
}

// mySponsors lists the sponsor cards in the player's hand.
func mySponsors(v *engine.View) app.UI {
	if v.Me == nil {
		return nil
	}
	var names []string
	for _, k := range v.Me.Hand {
		if k.Kind == engine.Sponsor {
			names = append(names, engine.CardDefs()[k.Def].Name)
		}
	}
	text := "No sponsor card in your hand."
	if len(names) > 0 {
		text = "Your sponsors (one use each): " + strings.Join(names, ", ") + "."
	}
	return app.P().DataSet("testid", "champ-sponsors").Text(text)
}

// gridText lists the grid, pole first: by the standings after the first race.
func gridText(ch *heattitle.ChampInfo, v *engine.View) string {
	if len(ch.Grid) == 0 {
		return "A random grid for the first race."
	}
	var names []string
	for i, seat := range ch.Grid {
		if seat >= 0 && seat < len(v.Cars) {
			names = append(names, fmt.Sprintf("%d. %s", i+1, v.Cars[seat].Name))
		}
	}
	return strings.Join(names, " · ") + " (by the standings, the leader on pole)"
}

// champTable is the standings: every race's points (with the event's bonus) and the total.
func champTable(ch *heattitle.ChampInfo, race raceSheet) app.UI {
	v := race.View
	head := []app.UI{app.Elem("th").Text("Place"), app.Elem("th").Text("Driver")}
	for i, r := range ch.Results {
		head = append(head, app.Elem("th").Text(fmt.Sprintf("%d. %s", i+1, trackName(r.Track))))
	}
	head = append(head, app.Elem("th").Text("Points"))
	var rows []app.UI
	for i, st := range ch.Standings {
		if st.Seat < 0 || st.Seat >= len(v.Cars) {
			continue
		}
		cells := []app.UI{app.Elem("td").Text(engine.Ordinal(i + 1)), app.Elem("td").Text(v.Cars[st.Seat].Name + race.tag(st.Seat))}
		for _, r := range ch.Results {
			cells = append(cells, app.Elem("td").Text(raceCell(r, st.Seat)))
		}
		cells = append(cells, app.Elem("td").Body(app.Elem("strong").Text(strconv.Itoa(st.Points))))
		rows = append(rows, app.Elem("tr").Class(map[bool]string{true: "heat-result-me"}[st.Seat == v.Seat]).Body(cells...))
	}
	return app.Elem("table").Class("parlor-results-table", "heat-champ-table").DataSet("testid", "champ-standings").Body(
		app.Elem("thead").Body(app.Elem("tr").Body(head...)),
		app.Elem("tbody").Body(rows...),
	)
}

// raceCell is one race's result for a seat: "9 (1st)", "11 (1st, +2 event)", "0 (out)".
func raceCell(r engine.RaceResult, seat int) string {
	if seat >= len(r.Points) {
		return ""
	}
	if r.Out[seat] {
		return "0 (out)"
	}
	place := 0
	for i, s := range r.Places {
		if s == seat {
			place = i + 1
		}
	}
	cell := fmt.Sprintf("%d (%s", r.Points[seat], engine.Ordinal(place))
	if b := r.Bonus[seat]; b > 0 {
		cell += fmt.Sprintf(", +%d event", b)
	}
	return cell + ")"
}

// champResults heads the results of a championship race: the standings so far, or the champion.
type champResults struct {
	app.Compo

	Race  raceSheet
	Champ *heattitle.ChampInfo
}

func (cr *champResults) Render() app.UI {
	ch, v := cr.Champ, cr.Race.View
	head := fmt.Sprintf("%s · standings after race %d of %d", champTitle(ch), len(ch.Results), len(ch.Legs))
	if ch.Over && ch.Champion >= 0 && ch.Champion < len(v.Cars) {
		head = fmt.Sprintf("%s champion: %s", champTitle(ch), v.Cars[ch.Champion].Name)
		if ch.Champion == v.Seat {
			head = fmt.Sprintf("You are the %s champion!", champTitle(ch))
		}
	}
	return app.Elem("section").Class("heat-champ", "heat-champ-results").DataSet("testid", "champ-results").
		DataSet("over", fmt.Sprint(ch.Over)).Body(
		app.Elem("h2").DataSet("testid", "champ-headline").Text(head),
		champTable(ch, cr.Race),
		app.P().Class("parlor-hint").Text("Points 9, 6, 4, 3, 2, 1 from 1st to 6th, plus the events' bonuses; a tie goes to the better place in the latest race."),
	)
}

// champAfter is what to do after a championship race: start the next one (the host, or the solo
// player), wait for it, or, at the end, start a new championship.
func (n nextStep) champAfter(v *engine.View) app.UI {
	ch := n.Champ
	solo := n.Session != nil && n.Session.Kind == shell.Solo
	var body []app.UI
	switch {
	case ch.Over && solo:
		body = append(body, app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "new-championship").Text("New championship").
			OnClick(func(ctx app.Context, e app.Event) {
				endSolo()
				ctx.Navigate(champPath)
			}))
	case ch.Over:
	case ch.Starter == v.Seat:
		next := ch.Legs[min(ch.Index+1, len(ch.Legs)-1)]
		body = append(body, app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "next-race").Disabled(n.Busy).
			Text("Next race: "+trackName(next.Track)).OnClick(n.on(stepNextRace)))
	default:
		body = append(body, app.P().DataSet("testid", "waiting-next").Text("Waiting for the host to start the next race."))
	}
	body = append(body, app.Button().Class("parlor-button").DataSet("testid", "home").Text("Home").
		OnClick(func(ctx app.Context, e app.Event) {
			if n.Session != nil && !solo {
				shell.LeaveRoom(n.Session)
			}
			ctx.Navigate("/")
		}))
	return app.Div().Class("parlor-after").Body(body...)
}

// nextRace asks the host to start the next race.
func (p *racePage) nextRace(ctx app.Context) {
	if p.live.Busy || !p.live.Has() {
		return
	}
	p.live.Busy, p.live.Notice = true, ""
	c := p.live.C
	ctx.Async(func() {
		err := c.Play(heattitle.NextRaceIntent)
		p.live.Ctx().Dispatch(func(ctx app.Context) {
			p.live.Busy = false
			if err != nil {
				p.live.Notice = err.Error()
			}
		})
	})
}

// startOver forgets a solo race or championship whose save cannot be resumed, so the next one
// starts clean; forget clears the page's notice of it.
func startOver(notice string, forget func()) app.UI {
	if notice == "" {
		return nil
	}
	return app.Button().Class("parlor-button").DataSet("testid", "start-over").Text("Start over").
		OnClick(func(ctx app.Context, e app.Event) {
			endSolo()
			forget()
			ctx.Navigate("/")
		})
}
