package havoc

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/havoc"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// speedwayPanel is the game page's race stages' controls: the lane at the pole, the coins to place
// and where, the dice. (The speedway's canvas is the page's: it stays in place from one stage to
// the next.) The page gives it the view, the decision asked of the player and the coin picked,
// which the player's card shows too; the panel tells the page what the player chose, with the
// decision it was drawn for, and the page submits it if that is still the one it asks. The second
// click of a double click does nothing (shell.SecondClick): the first committed the decision, and
// the next one's control may be under the pointer already (a roll of the lane-change die where the
// movement die's was, the form's next free space). The coin form's position and lane are the
// panel's own.
type speedwayPanel struct {
	app.Compo

	View     *havoctitle.View
	Decision engine.Decision // what the game asks of the player now (nothing during a pause)
	Busy     bool            // an action waits for the host's verdict: the controls wait
	Coin     int             // the coin picked to place, 0 for none
	Reveal   string          // the last coin a pawn landed on, face up
	Drawn    int             // the token of the decision the controls are drawn for (shell.Live.Drawn)
	Act      func(drawn int, a engine.Action)
	PickCoin func(id int)         // the player picked a coin
	Place    func(at engine.Spot) // the picked coin goes to at (the page's coin, as on the track)

	pos, lane int              // the coin form's position and lane (0: a free space is offered)
	seen      *havoctitle.View // the view the form last followed
}

// follow offers a free space in the coin form again once the view moves on (go-app hands the
// panel a new view only when it differs): at another decision, or when the space in the form is
// not free. Drawn again for the same view, the form keeps what the player typed.
func (sw *speedwayPanel) follow() {
	v := sw.View
	if v == sw.seen {
		return
	}
	old := sw.seen
	sw.seen = v
	if old == nil || old.Stage != v.Stage || sw.Decision == engine.DecideNothing {
		sw.pos, sw.lane = 0, 0
	}
	if sw.Decision == engine.DecidePlace && !slices.Contains(v.Me.Legal.Spots, engine.Spot{Pos: sw.pos, Lane: sw.lane}) {
		sw.pos, sw.lane = 0, 0
	}
}

// Render is the lane selection, the coin stage and the race: the controls under the board.
func (sw *speedwayPanel) Render() app.UI {
	sw.follow()
	return app.Elem("section").Class("hv-stage", "hv-trackstage").Aria("label", stageTitle(sw.View.Stage)).Body(
		app.Div().Class("hv-controls").DataSet("testid", "controls").Body(sw.controls()...),
	)
}

// act tells the page the action the player chose on the panel as drawn.
func (sw *speedwayPanel) act(a engine.Action) { sw.Act(sw.Drawn, a) }

// updateTrack gives the board the view's pawns and coins, and what the player may pick.
func (p *playPage) updateTrack() {
	v := p.view
	if p.track == nil || v == nil {
		return
	}
	s := scene{active: v.Active, label: trackLabel(v)}
	for _, pl := range v.Players {
		if pl.Placed {
			s.pawns = append(s.pawns, pawnLook{seat: pl.Seat, colour: pl.Colour, at: pl.At})
		}
	}
	for _, c := range v.Coins {
		text := "?"
		if !c.Coin.FaceDown() {
			text = coinText(c.Coin)
		}
		s.coins = append(s.coins, coinLook{at: c.At, text: text, tow: c.Coin.Tow})
	}
	switch p.decision() {
	case engine.DecideLane:
		s.lanes = v.Me.Legal.Lanes
	case engine.DecidePlace:
		s.spots = map[engine.Spot]bool{}
		for _, sp := range v.Me.Legal.Spots {
			s.spots[sp] = true
		}
	}
	tap := trackTap(func() *havoctitle.View { return p.view }, p.pick)
	p.track.setScene(s, func(at engine.Spot) { p.live.Dispatch(func(ctx app.Context) { tap(at) }) })
}

// trackTap is what a tap on the track does for the decision the board is drawn for now (view is
// the page's view as it stands when the tap lands): pick, unless the page asks another decision by
// then (a tap on a lane of the start that lands once the coins are asked for would otherwise place
// a coin there).
func trackTap(view func() *havoctitle.View, pick func(at engine.Spot)) func(at engine.Spot) {
	drawnFor := decisionKey(view())
	return func(at engine.Spot) {
		if decisionKey(view()) == drawnFor {
			pick(at)
		}
	}
}

// pick is a click on a track space, or the coin form's place: a lane at the pole, or where the
// picked coin goes, as the page stands now.
func (p *playPage) pick(at engine.Spot) {
	switch p.decision() {
	case engine.DecideLane:
		p.act(engine.Action{Type: engine.ActLane, Lane: at.Lane})
	case engine.DecidePlace:
		coin := p.coin
		if coin == 0 && len(p.view.Me.Coins) > 0 {
			coin = p.view.Me.Coins[0].ID
		}
		p.act(engine.Action{Type: engine.ActPlace, Coin: coin, Pos: at.Pos, Lane: at.Lane})
	}
}

// trackLabel describes the board for a screen reader.
func trackLabel(v *havoctitle.View) string {
	text := "The speedway."
	for _, pl := range v.Players {
		if pl.Placed {
			text += " " + pl.Name + ": " + spotText(pl.At) + "."
		}
	}
	return text
}

// spotText is a spot in words.
func spotText(s engine.Spot) string {
	switch s.Lane {
	case engine.LanePit:
		return "in the pit"
	case engine.LanePitLane:
		return "pit lane, space " + strconv.Itoa(s.Pos)
	}
	return fmt.Sprintf("position %d, lane %d", s.Pos, s.Lane)
}

func (sw *speedwayPanel) controls() []app.UI {
	v := sw.View
	switch sw.Decision {
	case engine.DecideLane:
		var bs []app.UI
		for _, l := range v.Me.Legal.Lanes {
			choose := func(ctx app.Context, e app.Event) {
				if !shell.SecondClick(e) {
					sw.act(engine.Action{Type: engine.ActLane, Lane: l})
				}
			}
			bs = append(bs, app.Button().Class("parlor-button").DataSet("testid", "lane-"+strconv.Itoa(l)).Disabled(sw.Busy).
				Text(laneName(l)).OnClick(choose, app.EventScope(l)))
		}
		return []app.UI{
			prompt("Choose your starting lane at position 96: click a dashed circle."),
			app.Div().Class("parlor-options").Role("group").Aria("label", "Starting lane").Body(bs...),
		}
	case engine.DecidePlace:
		return sw.coinControls()
	case engine.DecideRoll:
		var bs []app.UI
		for _, d := range v.Me.Legal.Dice {
			roll := func(ctx app.Context, e app.Event) {
				if !shell.SecondClick(e) {
					sw.act(engine.Action{Type: engine.ActRoll, Die: d})
				}
			}
			bs = append(bs, app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "roll-"+string(d)).Disabled(sw.Busy).
				Text(dieName(d, v.Config.Dice)).OnClick(roll, app.EventScope(d)))
		}
		return []app.UI{app.Div().Class("hv-prompt-row").Body(prompt("Your roll."), shell.Explain("the dice", diceHelp)),
			app.Div().Class("parlor-after").Body(bs...), sw.revealNote()}
	}
	return []app.UI{prompt(waitingFor(v)), sw.revealNote()}
}

// revealNote tells the last coin a pawn landed on.
func (sw *speedwayPanel) revealNote() app.UI {
	if sw.Reveal == "" {
		return nil
	}
	return app.P().Class("hv-reveal").DataSet("testid", "reveal").Text("Last coin revealed: " + sw.Reveal)
}

func laneName(l int) string {
	switch l {
	case 1:
		return "Lane 1 (inside)"
	case 4:
		return "Lane 4 (outside)"
	}
	return "Lane " + strconv.Itoa(l)
}

func dieName(d engine.Die, dice int) string {
	if d == engine.DieLane {
		return "Roll the lane-change die"
	}
	if dice == 2 {
		return "Roll the movement dice"
	}
	return "Roll the movement die"
}

// coinControls pick a coin and place it: on the board, or by position and lane.
func (sw *speedwayPanel) coinControls() []app.UI {
	v := sw.View
	var coins []app.UI
	for _, c := range v.Me.Coins {
		cls := []string{"hv-coin", "hv-coin-pick"}
		if c.ID == sw.Coin {
			cls = append(cls, "hv-picked")
		}
		coins = append(coins, app.Button().Class(cls...).DataSet("testid", "coin-"+strconv.Itoa(c.ID)).
			Aria("pressed", fmt.Sprint(c.ID == sw.Coin)).Aria("label", "Coin "+c.String()).Text(coinText(c)).
			OnClick(func(ctx app.Context, e app.Event) { sw.PickCoin(c.ID) }, app.EventScope(c.ID)))
	}
	if sw.pos == 0 {
		sw.pos, sw.lane = 50, 1
		if len(v.Me.Legal.Spots) > 0 {
			s := v.Me.Legal.Spots[len(v.Me.Legal.Spots)/2]
			sw.pos, sw.lane = s.Pos, s.Lane
		}
	}
	var lanes []app.UI
	for l := 1; l <= 4; l++ {
		lanes = append(lanes, app.Option().Value(strconv.Itoa(l)).Selected(l == sw.lane).Text(laneName(l)))
	}
	return []app.UI{
		app.Div().Class("hv-prompt-row").Body(
			prompt("Place your coins face down: pick a coin, then click or tap a free space on the track (greyed spaces are forbidden)."),
			shell.Explain("coins", coinsHelp)),
		app.Div().Class("hv-coins", "hv-coin-row").Role("group").Aria("label", "Your coins").Body(coins...),
		app.Div().Class("hv-place-form").Body(
			app.Elem("label").Body(app.Elem("span").Text("Position"),
				app.Input().Type("number").Min(1).Max(96).Value(strconv.Itoa(sw.pos)).DataSet("testid", "place-pos").
					OnChange(func(ctx app.Context, e app.Event) { sw.pos, _ = strconv.Atoi(ctx.JSSrc().Get("value").String()) })),
			app.Elem("label").Body(app.Elem("span").Text("Lane"),
				app.Select().DataSet("testid", "place-lane").Body(lanes...).
					OnChange(func(ctx app.Context, e app.Event) { sw.lane, _ = strconv.Atoi(ctx.JSSrc().Get("value").String()) })),
			app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "place").Disabled(sw.Busy).Text("Place the coin").
				OnClick(func(ctx app.Context, e app.Event) {
					if !shell.SecondClick(e) {
						sw.Place(engine.Spot{Pos: sw.pos, Lane: sw.lane})
					}
				}),
		),
	}
}
