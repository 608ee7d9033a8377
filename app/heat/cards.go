package heat

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
)

// Card faces: the value big, the name below, and for upgrade and sponsor cards each symbol as a
// small drawn icon with its number. The rules text shows on hover or focus (a long press on a
// phone), and screen readers get it in the label.

// symbol is one symbol a card carries.
type symbol struct {
	id   string // the icon and CSS name
	name string // what screen readers call it
	n    int    // its number (0: none shown)
	text string // what it does, in a player's words
}

// symbols lists a card's symbols, mandatory ones first, in the order the rules resolve them.
func symbols(d engine.CardDef) []symbol {
	var out []symbol
	add := func(id, name string, n int, text string) { out = append(out, symbol{id, name, n, text}) }
	q := engine.Quantity
	if d.Heat > 0 {
		add("heat", "Heat", d.Heat, fmt.Sprintf("Heat %d: pay %s from your Engine in React, before you end it (a Cooldown first may pay it); if you cannot, the card is discarded, a flip replaces it and your car moves again from where it started.", d.Heat, q(d.Heat, "Heat")))
	}
	if d.Boosts > 0 {
		add("boost", "[+]", d.Boosts, fmt.Sprintf("[+] ×%d: when revealed, flip cards until a Speed card shows and add it, %s.", d.Boosts, q(d.Boosts, "time")))
	}
	if d.Scrap > 0 {
		add("scrap", "Scrap", d.Scrap, fmt.Sprintf("Scrap %d: in React, before you end it, discard the top %s of your deck (a Boost may come first).", d.Scrap, q(d.Scrap, "card")))
	}
	if d.Adjust != 0 {
		add("adjust", "Adjust", d.Adjust, fmt.Sprintf("Adjust %+d: every corner you cross this turn has its speed limit changed by %+d for you.", d.Adjust, d.Adjust))
	}
	if d.Cooldown > 0 {
		add("cooldown", "Cooldown", d.Cooldown, fmt.Sprintf("Cooldown %d: in React, move up to %s from your hand back to the Engine.", d.Cooldown, q(d.Cooldown, "Heat card")))
	}
	if d.Reduce > 0 {
		add("reduce", "Reduce Stress", d.Reduce, fmt.Sprintf("Reduce Stress %d: in React, discard up to %s from your hand.", d.Reduce, q(d.Reduce, "Stress card")))
	}
	if d.Slipstream > 0 {
		add("slipstream", "Slipstream", d.Slipstream, fmt.Sprintf("Slipstream +%d: when you slipstream, you may go %s further (all of them or none).", d.Slipstream, q(d.Slipstream, "space")))
	}
	if d.Salvage > 0 {
		add("salvage", "Salvage", d.Salvage, fmt.Sprintf("Salvage %d: in React, shuffle up to %s from your discard pile into your deck.", d.Salvage, q(d.Salvage, "card")))
	}
	if d.Refresh {
		add("refresh", "Refresh", 0, "Refresh: in React, choose to put this card back on top of your deck instead of the discard pile: you draw it again at once.")
	}
	if d.Direct {
		add("direct", "Direct Play", 0, "Direct Play: in React you may play this card straight from your hand; it moves you and counts as Speed. Its Heat comes from your Engine, or its own Cooldown brings a Heat back from your hand to pay it.")
	}
	if d.Accelerate > 0 {
		add("accelerate", "Accelerate", d.Accelerate, fmt.Sprintf("Accelerate %d: in React, +%d Speed for every [+] you resolved this turn (Stress, Boost, cards).", d.Accelerate, d.Accelerate))
	}
	if d.OneUse {
		add("oneuse", "One use", 0, "One use: after it is played it goes back to the sponsors.")
	}
	return out
}

// symbolIcon draws a symbol's icon on a 16×16 grid: a stroked outline or a filled shape. The
// shapes are in a switch, not a table: go-app mounts a node in one place only, so they are built
// fresh for every card, and a table of them would be start-up code in every download.
func symbolIcon(id string) app.UI {
	var line, fill string
	switch id {
	case "heat":
		fill = "M8 1.5c1 3 4.5 4.5 4.5 8.2a4.5 4.5 0 0 1-9 0c0-2 1-3.2 2-4 .2 1.6 1 2.6 2 2.8-.8-2.6.2-5 .5-7z"
	case "boost":
		line = "M4.5 2h7A2.5 2.5 0 0 1 14 4.5v7a2.5 2.5 0 0 1-2.5 2.5h-7A2.5 2.5 0 0 1 2 11.5v-7A2.5 2.5 0 0 1 4.5 2zM8 5v6M5 8h6"
	case "scrap":
		line = cardOutline + "M5.5 5.5l5 5M10.5 5.5l-5 5"
	case "adjust":
		line = "M8 1.5L14.5 8 8 14.5 1.5 8zM5.5 8h5M8 5.5v5"
	case "cooldown":
		line = "M8 1.5v13M2.4 4.8l11.2 6.4M2.4 11.2l11.2-6.4M6.5 2.6L8 4l1.5-1.4M6.5 13.4L8 12l1.5 1.4"
	case "reduce":
		line = cardOutline + "M5 8h6"
	case "slipstream":
		line = "M2.5 3.5L7 8l-4.5 4.5M8.5 3.5L13 8l-4.5 4.5"
	case "salvage":
		line = "M12.5 6A5 5 0 1 0 13 9.5M12.8 2.5v3.7H9.1"
	case "refresh":
		line = "M4.5 5h1.5M10 5h1.5A1.5 1.5 0 0 1 13 6.5v6a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 12.5v-6A1.5 1.5 0 0 1 4.5 5M8 11V1.8M5.2 4.4L8 1.6l2.8 2.8"
	case "direct":
		fill = "M9.5 1.5L3.5 9h4l-1 5.5 6-7.5h-4z"
	case "accelerate":
		line = "M2.5 13.5l8-8M5.5 4.5h5.5v5.5"
	case "oneuse":
		line = "M13.5 8a5.5 5.5 0 1 1-11 0a5.5 5.5 0 1 1 11 0zM7 6l1.5-1v6"
	}
	icon := svg("svg").Attr("viewBox", "0 0 16 16").Attr("aria-hidden", "true")
	if fill != "" {
		return icon.Body(svg("path").Attr("d", fill))
	}
	return icon.Body(svg("path").Attr("d", line).Attr("class", "o"))
}

// cardOutline is a card's outline in an icon.
const cardOutline = "M4.5 2h7A1.5 1.5 0 0 1 13 3.5v9a1.5 1.5 0 0 1-1.5 1.5h-7A1.5 1.5 0 0 1 3 12.5v-9A1.5 1.5 0 0 1 4.5 2z"

// symbolBadge draws one symbol: its icon and number.
func symbolBadge(s symbol) app.UI {
	num := ""
	switch {
	case s.id == "adjust":
		num = fmt.Sprintf("%+d", s.n)
	case s.id == "slipstream":
		num = fmt.Sprintf("+%d", s.n)
	case s.n > 0:
		num = fmt.Sprint(s.n)
	}
	return app.Elem("span").Class("heat-sym", "heat-sym-"+s.id).Title(s.text).Body(
		symbolIcon(s.id),
		app.Elem("span").Class("parlor-sr").Text(" "+s.name+" "),
		app.If(num != "", func() app.UI { return app.Elem("span").Text(num) }),
	)
}

// cardFace is the inside of a card: what players read on it. Screen readers hear the face, each
// symbol by name and the card's name; tipID names the hidden rules text that describes it.
func cardFace(c engine.Card, tipID string) []app.UI {
	face, kind := c.String(), c.Kind.String()
	var syms []symbol
	if c.Def != 0 && c.Kind != engine.Heat {
		def := engine.CardDefs()[c.Def]
		face, kind = fmt.Sprint(c.Value), def.Name
		if len(def.Choices) > 0 && c.Value == 0 {
			face = choices(def.Choices)
		}
		syms = symbols(def)
	}
	out := []app.UI{
		app.Elem("span").Class("heat-card-corner").Aria("hidden", "true").Text(face),
		app.Elem("strong").Class("heat-card-face").Text(face),
	}
	if len(syms) > 0 {
		badges := make([]app.UI, len(syms))
		for i, s := range syms {
			badges[i] = symbolBadge(s)
		}
		out = append(out, app.Elem("span").Class("heat-card-syms").Body(badges...))
	}
	out = append(out, app.Elem("span").Class("heat-card-kind").Text(" "+kind))
	help := cardHelp(c)
	if help != "" {
		out = append(out, app.Elem("span").Class("heat-card-tip").Aria("hidden", "true").Text(help))
	}
	return append(out, app.Elem("span").Class("parlor-sr").ID(tipID).Text(cardLabel(c)))
}

// choices writes the speeds a Brakes card offers: "1/3".
func choices(vs []int) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = fmt.Sprint(v)
	}
	return strings.Join(parts, "/")
}

// cardHelp is the rules text of an upgrade or sponsor card, "" for plain cards.
func cardHelp(c engine.Card) string {
	if c.Def == 0 || c.Kind == engine.Heat {
		return ""
	}
	def := engine.CardDefs()[c.Def]
	var b strings.Builder
	if len(def.Choices) > 0 {
		fmt.Fprintf(&b, "Brakes: choose its speed, %s, when it is revealed. ", choices(def.Choices))
	}
	for _, s := range symbols(def) {
		b.WriteString(s.text)
		b.WriteByte(' ')
	}
	return strings.TrimSpace(b.String())
}

// cardLabel is what a screen reader says of a card.
func cardLabel(c engine.Card) string {
	switch c.Kind {
	case engine.Heat:
		return "Heat card (cannot be played or discarded)"
	case engine.Stress:
		return "Stress card (flips for a Speed card when played)"
	case engine.Upgrade, engine.Sponsor:
		if c.Def != 0 {
			def := engine.CardDefs()[c.Def]
			speed := fmt.Sprintf("speed %d", c.Value)
			if len(def.Choices) > 0 && c.Value == 0 {
				speed = "speed " + strings.ReplaceAll(choices(def.Choices), "/", " or ")
			}
			label := fmt.Sprintf("%s %s, %s", c.Kind, def.Name, speed)
			if help := cardHelp(c); help != "" {
				label += ". " + help
			}
			return label
		}
		return fmt.Sprintf("starting upgrade, speed %d", c.Value)
	}
	return fmt.Sprintf("speed %d", c.Value)
}
