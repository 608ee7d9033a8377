package havoc

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/havoc"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// stormPanel is the game page's card stages: the dealer selection's cards, and the Storm's piles,
// hand and calls. The page gives it the view, the decision asked of the player and what the
// newest events animate; the panel tells the page the action the player chose, with the decision
// it was drawn for, and the page submits it if that is still the one it asks. The second click of
// a double click does nothing (shell.SecondClick): the first committed the decision, and the next
// one's control may be under the pointer already (the next card of the hand where the one played
// was, the stock again on the player's next turn). The Queen picked to call a suit with is the
// panel's own: it goes with the call submitted, and with the decision.
type stormPanel struct {
	app.Compo

	View     *havoctitle.View
	Decision engine.Decision // what the game asks of the player now (nothing during a pause)
	Busy     bool            // an action waits for the host's verdict: the controls wait
	Holding  bool            // the dealer selection stays on screen, its dealer chosen
	Flipped  map[int]bool    // the layout's slots just turned
	Dealt    bool            // the Storm's hands were just dealt
	Played   int             // the card just played on the discard pile
	Drawn    int             // the token of the decision the controls are drawn for (shell.Live.Drawn)
	Act      func(drawn int, a engine.Action)

	queen int // the Queen whose suit the player is calling, 0 for none
}

// Render is the stage's cards: the dealer selection's, or the Storm's.
func (sp *stormPanel) Render() app.UI {
	if sp.Decision != engine.DecideStorm {
		sp.queen = 0
	}
	if sp.View.Stage == engine.StageDealer {
		return sp.dealerArea()
	}
	return sp.stormArea()
}

// act tells the page the action the player chose on the panel as drawn.
func (sp *stormPanel) act(a engine.Action) { sp.Act(sp.Drawn, a) }

// stormArea is the Storm (the rules' "Storm Stage Layout"): the discard pile and the stock side by
// side, the Queen's speech bubble when the player calls a suit, and the player's hand below.
func (sp *stormPanel) stormArea() app.UI {
	v := sp.View
	st := v.Storm
	if st == nil {
		return app.Elem("section").Class("hv-stage")
	}
	mine := sp.Decision == engine.DecideStorm
	text := waitingFor(v)
	switch {
	case sp.queen != 0:
		text = "Call a suit for your Queen."
	case mine && st.Toxic > 0:
		text = fmt.Sprintf("Toxic 7s! Stack a 7 or draw %d.", st.Draw)
	case mine:
		text = "Your turn: play a card of the same suit or rank, or draw."
	}
	return app.Elem("section").Class("hv-stage", "hv-storm").Aria("label", "Storm").Body(
		app.Div().Class("hv-prompt-row").Body(prompt(text), shell.Explain("the special cards", stormHelp)),
		app.Div().Class("hv-piles").Body(
			app.If(sp.queen != 0, func() app.UI { return sp.queenBubble() }),
			sp.discardPile(st),
			sp.stockPile(st, mine),
		),
		sp.hand(mine),
	)
}

func (sp *stormPanel) discardPile(st *engine.StormView) app.UI {
	top := st.Top
	called := top.Rank == engine.Queen && st.Suit != engine.NoSuit
	cls := []string{"hv-pile", "hv-discard"}
	if sp.Played == top.ID {
		cls = append(cls, "hv-landed")
	}
	label := fmt.Sprintf("Discard pile: %s, %d cards", top, st.Discard)
	face := cardFace(top, "hv-card-big")
	if called {
		label = fmt.Sprintf("Discard pile: %s calling %s", top, st.Suit)
		c := []string{"hv-card", "hv-card-big", "hv-called"}
		if redSuit[st.Suit] {
			c = append(c, "hv-red")
		}
		face = app.Elem("span").Class(c...).Body(
			app.Elem("span").Class("hv-corner").Text("Q"+suitSymbols[top.Suit]),
			app.Elem("span").Class("hv-pip").Text(suitSymbols[st.Suit]),
		)
	}
	return app.Div().Class(cls...).DataSet("testid", "discard").Aria("label", label).Body(face)
}

func (sp *stormPanel) stockPile(st *engine.StormView, mine bool) app.UI {
	cls := []string{"hv-pile", "hv-stock"}
	if st.Toxic > 0 {
		cls = append(cls, "hv-toxic")
	}
	return app.Button().Class(cls...).DataSet("testid", "stock").Disabled(!mine || sp.Busy || sp.queen != 0).
		OnClick(func(ctx app.Context, e app.Event) {
			if !shell.SecondClick(e) {
				sp.act(engine.Action{Type: engine.ActDraw})
			}
		}).Body(
		app.Elem("strong").DataSet("testid", "draw-n").Text(fmt.Sprintf("Draw %d", st.Draw)),
		app.Elem("small").DataSet("testid", "stock-count").Text(fmt.Sprintf("%d cards", st.Stock)),
	)
}

// queenBubble is the Queen speaking: four suits to call, no words (the rules' "Queen Play Interface").
func (sp *stormPanel) queenBubble() app.UI {
	var bs []app.UI
	for _, s := range engine.Suits {
		cls := []string{"hv-suit"}
		if redSuit[s] {
			cls = append(cls, "hv-red")
		}
		bs = append(bs, app.Button().Class(cls...).DataSet("testid", "call-"+s.String()).Aria("label", "Call "+s.String()).
			Disabled(sp.Busy).Text(suitSymbols[s]).OnClick(func(ctx app.Context, e app.Event) {
			if shell.SecondClick(e) {
				return
			}
			id := sp.queen
			sp.queen = 0
			sp.act(engine.Action{Type: engine.ActPlay, Card: id, Suit: s})
		}))
	}
	bs = append(bs, app.Button().Class("hv-suit", "hv-cancel").Aria("label", "Keep the Queen").Text("×").
		OnClick(func(ctx app.Context, e app.Event) { sp.queen = 0 }))
	return app.Div().Class("hv-bubble").Role("group").Aria("label", "The Queen calls a suit").DataSet("testid", "queen-bubble").Body(bs...)
}

// hand is the player's cards; the legal ones play on a click, Enter or Space, and the arrow keys
// move between cards.
func (sp *stormPanel) hand(mine bool) app.UI {
	v := sp.View
	if v.Me == nil {
		return app.P().Class("hv-prompt").Text("You are watching.")
	}
	legal := map[int]engine.Play{}
	if mine {
		for _, pl := range v.Me.Legal.Plays {
			legal[pl.Card] = pl
		}
	}
	cards := make([]app.UI, 0, len(v.Me.Hand))
	for i, c := range v.Me.Hand {
		play, ok := legal[c.ID]
		cls := []string{"hv-handcard"}
		if ok {
			cls = append(cls, "hv-legal")
		}
		if sp.Dealt {
			cls = append(cls, "hv-deal")
		}
		cards = append(cards, app.Button().ID("hv-hand-"+strconv.Itoa(i)).Class(cls...).
			Style("--i", strconv.Itoa(i)).DataSet("testid", "hand-"+strconv.Itoa(c.ID)).DataSet("legal", fmt.Sprint(ok)).
			Aria("label", fmt.Sprintf("%s%s", c, map[bool]string{true: ", playable", false: ""}[ok])).
			Aria("disabled", fmt.Sprint(!ok || sp.Busy)).
			OnClick(func(ctx app.Context, e app.Event) {
				if !ok || sp.Busy || shell.SecondClick(e) {
					return
				}
				if play.Call {
					sp.queen = c.ID
					return
				}
				sp.act(engine.Action{Type: engine.ActPlay, Card: c.ID})
			}, app.EventScope(c.ID, ok, play.Call)).
			OnKeyDown(func(ctx app.Context, e app.Event) { handKey(e, i, len(v.Me.Hand)) }, app.EventScope(i, len(v.Me.Hand))).
			Body(cardFace(c, "")))
	}
	cls := []string{"hv-hand"}
	if mine {
		cls = append(cls, "hv-myturn")
	}
	return app.Div().Class(cls...).Role("group").Aria("label", fmt.Sprintf("Your hand: %d cards", len(v.Me.Hand))).
		DataSet("testid", "hand").Body(cards...)
}

// handKey moves the focus along the hand with the arrow keys.
func handKey(e app.Event, i, n int) {
	next := i
	switch e.Get("key").String() {
	case "ArrowRight", "ArrowDown":
		next = (i + 1) % n
	case "ArrowLeft", "ArrowUp":
		next = (i + n - 1) % n
	default:
		return
	}
	e.PreventDefault()
	if el := app.Window().GetElementByID("hv-hand-" + strconv.Itoa(next)); el.Truthy() {
		el.Call("focus")
	}
}
