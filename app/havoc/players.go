package havoc

import (
	"fmt"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/havoc"
)

// ordinals are the winning-order badges.
var ordinals = []string{"", "1st", "2nd", "3rd", "4th"}

// playerCards are the players across the top (the rules' "Player Card Components"): name, pawn,
// lap, dealer button, badge, the cards held, the coins drawn and the dice rolled; the active
// player's card stands out.
func (p *playPage) playerCards() app.UI {
	v := p.view
	cards := make([]app.UI, 0, len(v.Players))
	for _, pl := range v.Players {
		cards = append(cards, p.playerCard(pl))
	}
	return app.Elem("section").Class("hv-players").Aria("label", "Players").DataSet("testid", "player-cards").Body(cards...)
}

func (p *playPage) playerCard(pl engine.PlayerView) app.UI {
	v := p.view
	active := v.Active == pl.Seat && v.Pause == nil && v.Stage != engine.StageOver
	cls := []string{"hv-player"}
	if active {
		cls = append(cls, "hv-active")
	}
	if pl.Seat == v.Seat {
		cls = append(cls, "hv-me")
	}
	label := pl.Name
	if pl.Seat == v.Seat {
		label += " (you)"
	}
	body := []app.UI{}
	if pl.Badge > 0 && pl.Badge < len(ordinals) {
		body = append(body, app.Elem("span").Class("hv-badge", fmt.Sprintf("hv-badge-%d", pl.Badge)).DataSet("testid", "badge").Text(ordinals[pl.Badge]))
	}
	if pl.Placed {
		lap := min(pl.Lap, v.Config.Laps)
		text := fmt.Sprintf("Lap %d/%d", lap, v.Config.Laps)
		if pl.Finished {
			text = "Finished"
		}
		body = append(body, app.Elem("span").Class("hv-lap").DataSet("testid", "lap").Text(text))
	}
	body = append(body, p.dealerSpot(pl.Seat))
	body = append(body,
		app.Elem("strong").Class("hv-name").Text(pl.Name),
		pawnIcon(pl.Colour, "hv-pawn"),
	)
	if v.Stage == engine.StageStorm {
		body = append(body, cardFan(pl.Hand))
	}
	if coins := p.coinsOf(pl); coins != nil {
		body = append(body, coins)
	}
	if len(pl.Dice) > 0 && v.Stage == engine.StageRace {
		var dice []app.UI
		for _, d := range pl.Dice {
			dice = append(dice, dieFace(d))
		}
		body = append(body, app.Elem("span").Class("hv-dice").DataSet("testid", "dice").Aria("label", fmt.Sprintf("rolled %v", pl.Dice)).Body(dice...))
	}
	if at, ok := p.live.Timers[pl.Seat]; ok {
		if left := time.Until(at); left > 0 {
			body = append(body, app.Elem("span").Class("hv-timer").DataSet("testid", "timer").Text(fmt.Sprintf("%d s", int(left.Seconds()+0.999))))
		}
	}
	return app.Div().Role("group").Class(cls...).DataSet("testid", "seat-"+strconv.Itoa(pl.Seat)).
		Aria("label", label).Aria("current", fmt.Sprint(active)).Body(body...)
}

// dealerSpot is the top of a card: the card picked in the dealer selection, then the dealer button.
func (p *playPage) dealerSpot(seat int) app.UI {
	v := p.view
	var picked *engine.Card
	fresh := false
	for _, lc := range v.Layout {
		if lc.By == seat && lc.Card != nil {
			picked, fresh = lc.Card, p.fx.flipped[lc.Slot]
		}
	}
	var body []app.UI
	if picked != nil && v.Stage == engine.StageDealer {
		cls := "hv-card-mini"
		if fresh { // flipped on the table, it flies to the player's card after 0.5 s
			cls += " hv-fly"
		}
		body = append(body, cardFace(*picked, cls))
	}
	if v.Dealer == seat {
		cls := []string{"hv-dealer"}
		if p.fx.dropped {
			cls = append(cls, "hv-drop")
		}
		body = append(body, app.Elem("span").Class(cls...).DataSet("testid", "dealer-button").Title("Dealer").Text("D"))
	}
	return app.Div().Class("hv-dealerspot").Body(body...)
}

// coinsOf are the coins a player drew and has not placed: faces for their owner, backs for others.
func (p *playPage) coinsOf(pl engine.PlayerView) app.UI {
	v := p.view
	if pl.Coins == 0 {
		return nil
	}
	var cs []app.UI
	if pl.Seat == v.Seat && v.Me != nil {
		for _, c := range v.Me.Coins {
			cls := []string{"hv-coin"}
			if c.ID == p.coin {
				cls = append(cls, "hv-picked")
			}
			cs = append(cs, app.Elem("span").Class(cls...).Text(coinText(c)))
		}
	} else {
		for range pl.Coins {
			cs = append(cs, app.Elem("span").Class("hv-coin", "hv-coin-back").Text("?"))
		}
	}
	return app.Div().Class("hv-coins").DataSet("testid", "coins").Aria("label", fmt.Sprintf("%d coins to place", pl.Coins)).Body(cs...)
}

// coinText is a coin's face as a coin shows it.
func coinText(c engine.Coin) string {
	switch {
	case c.Tow:
		return "Pit"
	case c.Value > 0:
		return fmt.Sprintf("+%d", c.Value)
	case c.Value < 0:
		return fmt.Sprintf("−%d", -c.Value)
	}
	return "?"
}

// pawnIcon is a pawn in a colour, as SVG; a dark pawn is outlined light, as on the board, so that
// it shows on the dark cards.
func pawnIcon(colour, class string) app.UI {
	stroke := "#111"
	if darkPawns[colour] {
		stroke = "#f4efe4"
	}
	return app.Raw(`<svg class="` + class + `" viewBox="0 0 24 32" aria-hidden="true"><path d="M12 2a6 6 0 0 0-3.5 10.9L6 24h12l-2.5-11.1A6 6 0 0 0 12 2zM3 26h18v4H3z" fill="` +
		pawnColour(colour) + `" stroke="` + stroke + `" stroke-width="1.2"/></svg>`)
}

// cardFan is the cards a player holds, face down and fanned (up to 8), with their count.
func cardFan(n int) app.UI {
	shown := min(n, 8)
	var sb []byte
	sb = append(sb, `<svg class="hv-fan" viewBox="0 0 60 40" aria-hidden="true">`...)
	for i := range shown {
		a := (float64(i) - float64(shown-1)/2) * 9
		sb = append(sb, fmt.Sprintf(`<rect x="24" y="8" width="14" height="22" rx="2" transform="rotate(%.1f 31 36)" fill="#7a1f2b" stroke="#f3ebd8" stroke-width="1"/>`, a)...)
	}
	sb = append(sb, `</svg>`...)
	return app.Div().Class("hv-hand-count").DataSet("testid", "hand-count").Aria("label", fmt.Sprintf("%d cards", n)).Body(
		app.Raw(string(sb)),
		app.Elem("span").Class("hv-count").Text(strconv.Itoa(n)),
	)
}

// dieFace is a die showing n.
func dieFace(n int) app.UI {
	return app.Elem("span").Class("hv-die").Text(strconv.Itoa(n))
}
