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
	n    int    // its number (0: none shown)
	text string // what it does, in a player's words
}

// symbols lists a card's symbols, mandatory ones first, in the order the rules resolve them.
func symbols(d engine.CardDef) []symbol {
	var out []symbol
	add := func(ok bool, id string, n int, text string) {
		if ok {
			out = append(out, symbol{id, n, text})
		}
	}
	add(d.Heat > 0, "heat", d.Heat, fmt.Sprintf("Heat %d: pay %s from your Engine when revealed; if you cannot, the card is discarded and a flip replaces it.", d.Heat, engine.Quantity(d.Heat, "Heat")))
	add(d.Boosts > 0, "boost", d.Boosts, fmt.Sprintf("[+] ×%d: flip cards until a Speed card shows and add it, %s.", d.Boosts, engine.Quantity(d.Boosts, "time")))
	add(d.Scrap > 0, "scrap", d.Scrap, fmt.Sprintf("Scrap %d: discard the top %s of your deck.", d.Scrap, engine.Quantity(d.Scrap, "card")))
	add(d.Adjust != 0, "adjust", d.Adjust, fmt.Sprintf("Adjust %+d: every corner you cross this turn has its speed limit changed by %+d for you.", d.Adjust, d.Adjust))
	add(d.Cooldown > 0, "cooldown", d.Cooldown, fmt.Sprintf("Cooldown %d: in React, move up to %s from your hand back to the Engine.", d.Cooldown, engine.Quantity(d.Cooldown, "Heat card")))
	add(d.Reduce > 0, "reduce", d.Reduce, fmt.Sprintf("Reduce Stress %d: in React, discard up to %s from your hand.", d.Reduce, engine.Quantity(d.Reduce, "Stress card")))
	add(d.Slipstream > 0, "slipstream", d.Slipstream, fmt.Sprintf("Slipstream +%d: when you slipstream, you may go %s further.", d.Slipstream, engine.Quantity(d.Slipstream, "space")))
	add(d.Salvage > 0, "salvage", d.Salvage, fmt.Sprintf("Salvage %d: in React, shuffle up to %s from your discard pile into your deck.", d.Salvage, engine.Quantity(d.Salvage, "card")))
	add(d.Refresh, "refresh", 0, "Refresh: in React, choose to put this card back on top of your deck instead of the discard pile: you draw it again at once.")
	add(d.Direct, "direct", 0, "Direct Play: in React you may play this card straight from your hand; it moves you, counts as Speed and pays its Heat.")
	add(d.Accelerate > 0, "accelerate", d.Accelerate, fmt.Sprintf("Accelerate %d: in React, +%d Speed for every [+] you resolved this turn (Stress, Boost, cards).", d.Accelerate, d.Accelerate))
	add(d.OneUse, "oneuse", 0, "One use: after it is played it goes back to the sponsors.")
	return out
}

// iconShape is one shape of a symbol's icon: an SVG element and its attributes, drawn on a 16×16
// grid; outlined shapes are stroked, the others filled.
type iconShape struct {
	tag     string
	attrs   [][2]string
	outline bool
}

func shape(tag string, outline bool, attrs ...string) iconShape {
	s := iconShape{tag: tag, outline: outline}
	for i := 0; i+1 < len(attrs); i += 2 {
		s.attrs = append(s.attrs, [2]string{attrs[i], attrs[i+1]})
	}
	return s
}

// symbolIcons are the icons' shapes. Elements are built fresh for every card: go-app mounts a
// node in one place only.
var symbolIcons = map[string][]iconShape{
	"heat":       {shape("path", false, "d", "M8 1.5c1 3 4.5 4.5 4.5 8.2a4.5 4.5 0 0 1-9 0c0-2 1-3.2 2-4 .2 1.6 1 2.6 2 2.8-.8-2.6.2-5 .5-7z")},
	"boost":      {shape("rect", true, "x", "2", "y", "2", "width", "12", "height", "12", "rx", "2.5"), shape("path", true, "d", "M8 5v6M5 8h6")},
	"scrap":      {shape("rect", true, "x", "3", "y", "2", "width", "10", "height", "12", "rx", "1.5"), shape("path", true, "d", "M5.5 5.5l5 5M10.5 5.5l-5 5")},
	"adjust":     {shape("path", true, "d", "M8 1.5L14.5 8 8 14.5 1.5 8z"), shape("path", true, "d", "M5.5 8h5M8 5.5v5")},
	"cooldown":   {shape("path", true, "d", "M8 1.5v13M2.4 4.8l11.2 6.4M2.4 11.2l11.2-6.4M6.5 2.6L8 4l1.5-1.4M6.5 13.4L8 12l1.5 1.4")},
	"reduce":     {shape("rect", true, "x", "3", "y", "2", "width", "10", "height", "12", "rx", "1.5"), shape("path", true, "d", "M5 8h6")},
	"slipstream": {shape("path", true, "d", "M2.5 3.5L7 8l-4.5 4.5M8.5 3.5L13 8l-4.5 4.5")},
	"salvage":    {shape("path", true, "d", "M12.5 6A5 5 0 1 0 13 9.5M12.8 2.5v3.7H9.1")},
	"refresh":    {shape("rect", true, "x", "3", "y", "5", "width", "10", "height", "9", "rx", "1.5"), shape("path", true, "d", "M8 11V1.8M5.2 4.4L8 1.6l2.8 2.8")},
	"direct":     {shape("path", false, "d", "M9.5 1.5L3.5 9h4l-1 5.5 6-7.5h-4z")},
	"accelerate": {shape("path", true, "d", "M2.5 13.5l8-8M5.5 4.5h5.5v5.5")},
	"oneuse":     {shape("circle", true, "cx", "8", "cy", "8", "r", "5.5"), shape("path", true, "d", "M7 6l1.5-1v6")},
}

// symbolIcon draws a symbol's icon.
func symbolIcon(id string) app.UI {
	var nodes []app.UI
	for _, sh := range symbolIcons[id] {
		e := svg(sh.tag)
		for _, a := range sh.attrs {
			e = e.Attr(a[0], a[1])
		}
		if sh.outline {
			e = e.Attr("class", "o")
		}
		nodes = append(nodes, e)
	}
	return svg("svg").Attr("viewBox", "0 0 16 16").Attr("aria-hidden", "true").Body(nodes...)
}

// symbolNames are the symbols' names, for screen readers.
var symbolNames = map[string]string{
	"heat": "Heat", "boost": "[+]", "scrap": "Scrap", "adjust": "Adjust", "cooldown": "Cooldown",
	"reduce": "Reduce Stress", "slipstream": "Slipstream", "salvage": "Salvage", "refresh": "Refresh",
	"direct": "Direct Play", "accelerate": "Accelerate", "oneuse": "One use",
}

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
	return app.Span().Class("heat-sym", "heat-sym-"+s.id).Title(s.text).Body(
		symbolIcon(s.id),
		app.Span().Class("heat-sr").Text(" "+symbolNames[s.id]+" "),
		app.If(num != "", func() app.UI { return app.Span().Text(num) }),
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
		app.Span().Class("heat-card-corner").Aria("hidden", "true").Text(face),
		app.Strong().Class("heat-card-face").Text(face),
	}
	if len(syms) > 0 {
		badges := make([]app.UI, len(syms))
		for i, s := range syms {
			badges[i] = symbolBadge(s)
		}
		out = append(out, app.Span().Class("heat-card-syms").Body(badges...))
	}
	out = append(out, app.Span().Class("heat-card-kind").Text(" "+kind))
	help := cardHelp(c)
	if help != "" {
		out = append(out, app.Span().Class("heat-card-tip").Aria("hidden", "true").Text(help))
	}
	return append(out, app.Span().Class("heat-sr").ID(tipID).Text(cardLabel(c)))
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
