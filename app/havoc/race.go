package havoc

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/havoc"
)

// updateTrack gives the board the view's pawns and coins, and what the player may pick.
func (sw speedwayPanel) updateTrack() {
	p := sw.p
	v := p.view
	if p.track == nil || v == nil {
		return
	}
	s := scene{active: v.Active, label: speedwayPanel{p}.trackLabel()}
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
	p.track.setScene(s, func(at engine.Spot) { p.live.Dispatch(func(ctx app.Context) { speedwayPanel{p}.pick(at) }) })
}

// pick is a click on a track space: a lane at the pole, or where the picked coin goes.
func (sw speedwayPanel) pick(at engine.Spot) {
	p := sw.p
	switch p.decision() {
	case engine.DecideLane:
		p.act(engine.Action{Type: engine.ActLane, Lane: at.Lane})
	case engine.DecidePlace:
		coin := p.ui.coin
		if coin == 0 && len(p.view.Me.Coins) > 0 {
			coin = p.view.Me.Coins[0].ID
		}
		p.act(engine.Action{Type: engine.ActPlace, Coin: coin, Pos: at.Pos, Lane: at.Lane})
	}
}

// trackLabel describes the board for a screen reader.
func (sw speedwayPanel) trackLabel() string {
	p := sw.p
	v := p.view
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

// trackArea is the lane selection, the coin stage and the race: the board and the controls.
func (sw speedwayPanel) trackArea() app.UI {
	p := sw.p
	return app.Section().Class("hv-stage", "hv-trackstage").Aria("label", stageTitle(p.view.Stage)).Body(
		app.Div().Class("hv-controls").DataSet("testid", "controls").Body(speedwayPanel{p}.controls()...),
	)
}

func (sw speedwayPanel) controls() []app.UI {
	p := sw.p
	v := p.view
	switch p.decision() {
	case engine.DecideLane:
		var bs []app.UI
		for _, l := range v.Me.Legal.Lanes {
			bs = append(bs, app.Button().Class("parlor-button").DataSet("testid", "lane-"+strconv.Itoa(l)).Disabled(p.live.Busy).
				Text(laneName(l)).OnClick(func(ctx app.Context, e app.Event) { p.act(engine.Action{Type: engine.ActLane, Lane: l}) }, app.EventScope(l)))
		}
		return []app.UI{
			p.prompt("Choose your starting lane at position 96: click a dashed circle."),
			app.Div().Class("parlor-options").Role("group").Aria("label", "Starting lane").Body(bs...),
		}
	case engine.DecidePlace:
		return speedwayPanel{p}.coinControls()
	case engine.DecideRoll:
		var bs []app.UI
		for _, d := range v.Me.Legal.Dice {
			bs = append(bs, app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "roll-"+string(d)).Disabled(p.live.Busy).
				Text(dieName(d, v.Config.Dice)).OnClick(func(ctx app.Context, e app.Event) { p.act(engine.Action{Type: engine.ActRoll, Die: d}) }, app.EventScope(d)))
		}
		return []app.UI{app.Div().Class("hv-prompt-row").Body(p.prompt("Your roll."), shell.Explain("the dice", diceHelp)),
			app.Div().Class("parlor-after").Body(bs...), speedwayPanel{p}.revealNote()}
	}
	return []app.UI{p.prompt(p.waitingFor()), speedwayPanel{p}.revealNote()}
}

// revealNote tells the last coin a pawn landed on.
func (sw speedwayPanel) revealNote() app.UI {
	p := sw.p
	if p.fx.reveal == "" {
		return nil
	}
	return app.P().Class("hv-reveal").DataSet("testid", "reveal").Text("Last coin revealed: " + p.fx.reveal)
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
func (sw speedwayPanel) coinControls() []app.UI {
	p := sw.p
	v := p.view
	var coins []app.UI
	for _, c := range v.Me.Coins {
		cls := []string{"hv-coin", "hv-coin-pick"}
		if c.ID == p.ui.coin {
			cls = append(cls, "hv-picked")
		}
		coins = append(coins, app.Button().Class(cls...).DataSet("testid", "coin-"+strconv.Itoa(c.ID)).
			Aria("pressed", fmt.Sprint(c.ID == p.ui.coin)).Aria("label", "Coin "+c.String()).Text(coinText(c)).
			OnClick(func(ctx app.Context, e app.Event) { p.ui.coin = c.ID }, app.EventScope(c.ID)))
	}
	if p.ui.pos == 0 {
		p.ui.pos, p.ui.lane = 50, 1
		if len(v.Me.Legal.Spots) > 0 {
			s := v.Me.Legal.Spots[len(v.Me.Legal.Spots)/2]
			p.ui.pos, p.ui.lane = s.Pos, s.Lane
		}
	}
	var lanes []app.UI
	for l := 1; l <= 4; l++ {
		lanes = append(lanes, app.Option().Value(strconv.Itoa(l)).Selected(l == p.ui.lane).Text(laneName(l)))
	}
	return []app.UI{
		app.Div().Class("hv-prompt-row").Body(
			p.prompt("Place your coins face down: pick a coin, then click or tap a free space on the track (greyed spaces are forbidden)."),
			shell.Explain("coins", coinsHelp)),
		app.Div().Class("hv-coins", "hv-coin-row").Role("group").Aria("label", "Your coins").Body(coins...),
		app.Div().Class("hv-place-form").Body(
			app.Label().Body(app.Span().Text("Position"),
				app.Input().Type("number").Min(1).Max(96).Value(strconv.Itoa(p.ui.pos)).DataSet("testid", "place-pos").
					OnChange(func(ctx app.Context, e app.Event) { p.ui.pos, _ = strconv.Atoi(ctx.JSSrc().Get("value").String()) })),
			app.Label().Body(app.Span().Text("Lane"),
				app.Select().DataSet("testid", "place-lane").Body(lanes...).
					OnChange(func(ctx app.Context, e app.Event) { p.ui.lane, _ = strconv.Atoi(ctx.JSSrc().Get("value").String()) })),
			app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "place").Disabled(p.live.Busy).Text("Place the coin").
				OnClick(func(ctx app.Context, e app.Event) { speedwayPanel{p}.pick(engine.Spot{Pos: p.ui.pos, Lane: p.ui.lane}) }),
		),
	}
}

// speedwayPanel is the game page's race: the speedway's canvas and the decision in hand (the lane
// at the pole, the dice, where the picked coin goes).
type speedwayPanel struct{ p *playPage }
