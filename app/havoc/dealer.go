package havoc

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/havoc"
)

// dealerArea is the dealer selection: 18 cards face down in three rows of six; the player turns
// one on their turn, and the lowest card deals (the rules' "Dealer Selection Stage").
func (sp *stormPanel) dealerArea() app.UI {
	v := sp.View
	mine := sp.Decision == engine.DecidePick
	var slots []int
	if mine {
		slots = v.Me.Legal.Slots
	}
	cards := make([]app.UI, 0, len(v.Layout))
	for i, lc := range v.Layout {
		cards = append(cards, sp.layoutCard(lc, mine && slices.Contains(slots, lc.Slot), i))
	}
	text := waitingFor(v)
	switch {
	case sp.Holding && v.Dealer >= 0 && v.Dealer < len(v.Players):
		text = v.Players[v.Dealer].Name + " drew the lowest card and deals the first Storm."
	case mine:
		text = "Turn a card: the lowest card deals the first Storm (7 low, Ace high)."
	}
	return app.Elem("section").Class("hv-stage", "hv-dealerpick").Aria("label", "Dealer selection").Body(
		prompt(text),
		app.Div().Class("hv-layout").DataSet("testid", "layout").Body(cards...),
	)
}

func (sp *stormPanel) layoutCard(lc engine.LayoutCard, legal bool, i int) app.UI {
	if lc.Card != nil {
		cls := "hv-layout-card"
		if sp.Flipped[lc.Slot] {
			cls += " hv-flip"
		}
		owner := ""
		if lc.By >= 0 && lc.By < len(sp.View.Players) {
			owner = sp.View.Players[lc.By].Name
		}
		return app.Div().Class(cls).Style("--i", strconv.Itoa(i)).DataSet("testid", "slot-"+strconv.Itoa(lc.Slot)).
			Aria("label", fmt.Sprintf("card %d: %s, turned by %s", lc.Slot, lc.Card, owner)).Body(
			cardFace(*lc.Card, ""),
			app.Elem("small").Class("hv-owner").Text(owner),
		)
	}
	return app.Button().Class("hv-layout-card", "hv-back").Style("--i", strconv.Itoa(i)).DataSet("testid", "slot-"+strconv.Itoa(lc.Slot)).
		Disabled(!legal || sp.Busy).Aria("label", fmt.Sprintf("Face-down card %d", lc.Slot)).
		OnClick(func(ctx app.Context, e app.Event) {
			if !shell.SecondClick(e) {
				sp.act(engine.Action{Type: engine.ActPick, Slot: lc.Slot})
			}
		}, app.EventScope(lc.Slot))
}

// suitSymbols and suit colours, by suit.
var (
	suitSymbols = map[engine.Suit]string{engine.Hearts: "♥", engine.Diamonds: "♦", engine.Spades: "♠", engine.Clubs: "♣"}
	redSuit     = map[engine.Suit]bool{engine.Hearts: true, engine.Diamonds: true}
)

// cardFace is a card face up.
func cardFace(c engine.Card, class string) app.UI {
	cls := []string{"hv-card"}
	if class != "" {
		cls = append(cls, class)
	}
	if redSuit[c.Suit] {
		cls = append(cls, "hv-red")
	}
	return app.Elem("span").Class(cls...).Body(
		app.Elem("span").Class("hv-corner").Text(c.Rank.String()+suitSymbols[c.Suit]),
		app.Elem("span").Class("hv-pip").Text(suitSymbols[c.Suit]),
	)
}
