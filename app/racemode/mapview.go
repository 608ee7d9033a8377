package racemode

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	rules "github.com/heatracing/heat/engine/racemode"
)

// The map: the nodes level by level from the start at the top to the boss at the bottom, the
// paths between them, in a box that scrolls (the camera). Every node is a button: a click, a tap
// or Enter shows its details (the opponents, the circuit, the special rules) and what it offers;
// hovering or focusing it shows a line about it. Open nodes pulse (not under reduced motion).

// margin is the room around the nodes on the map, in pixels.
const margin = 64

// placed is where the map draws a node, in pixels from its top left corner.
type placed struct{ x, y int }

// layout places every node and returns the map's size.
func layout(m *rules.Map) (pos map[int]placed, w, h int) {
	minX, maxX, maxY := 0, 0, 0
	for _, n := range m.Nodes {
		minX, maxX, maxY = min(minX, n.X), max(maxX, n.X), max(maxY, n.Y)
	}
	pos = make(map[int]placed, len(m.Nodes))
	for id, n := range m.Nodes {
		pos[id] = placed{n.X - minX + margin, n.Y + margin}
	}
	return pos, maxX - minX + 2*margin, maxY + 2*margin
}

// runMap is the map of the run: every node in its state, the paths between them, the node whose
// details show; a node clicked asks the page to show it (Choose).
type runMap struct {
	app.Compo

	Map    *rules.Map
	States map[int]rules.State // by node
	Won    bool                // the run is won
	Sel    int                 // the node whose details show, -1 for none
	Choose func(app.Context, int)
}

// mapOf is the map of run r, node sel chosen.
func mapOf(r *rules.Run, sel int, choose func(app.Context, int)) *runMap {
	m := &runMap{Map: r.Map(), States: make(map[int]rules.State, len(r.Map().Nodes)), Won: r.Won(), Sel: sel, Choose: choose}
	for id := range r.Map().Nodes {
		m.States[id] = r.State(id)
	}
	return m
}

func (rm *runMap) Render() app.UI {
	m := rm.Map
	pos, w, h := layout(m)
	var lines []app.UI
	var nodes []app.UI
	for _, level := range m.Levels {
		for _, id := range level {
			n := m.Node(id)
			for _, child := range n.Children {
				a, b := pos[id], pos[child]
				lines = append(lines, svg("line").Attr("class", rm.pathClass(id, child)).
					Attr("x1", a.x).Attr("y1", a.y).Attr("x2", b.x).Attr("y2", b.y))
			}
			nodes = append(nodes, rm.nodeButton(n, pos[id]))
		}
	}
	size := func(v int) string { return itoa(v) + "px" }
	return app.Div().Class("rm-scroll").ID(scrollID).TabIndex(0).DataSet("testid", "map").
		Aria("label", "map of the run: scroll to see all of it").Body(
		app.Div().Class("rm-canvas").Style("width", size(w)).Style("height", size(h)).Body(
			append([]app.UI{svg("svg").Attr("class", "rm-paths").Attr("width", w).Attr("height", h).
				Attr("viewBox", fmt.Sprintf("0 0 %d %d", w, h)).Attr("aria-hidden", "true").Body(lines...)}, nodes...)...,
		),
	)
}

// pathClass draws a path by what it means: travelled (between two completed nodes), open (from
// the last completed node to one it opened), or neither.
func (rm *runMap) pathClass(from, to int) string {
	a, b := rm.States[from], rm.States[to]
	switch {
	case a == rules.Completed && b == rules.Completed:
		return "rm-path rm-path-done"
	case a == rules.Completed && b == rules.Accessible:
		return "rm-path rm-path-open"
	}
	return "rm-path"
}

// nodeButton draws a node: its icon in a disc, its state by its look and in words.
func (rm *runMap) nodeButton(n *rules.Node, at placed) app.UI {
	id := n.ID
	st := rm.States[id]
	tip := nodeTitle(n) + " · " + stateText(st, rm.Won)
	return app.Button().ID(nodeElemID(id)).Class("rm-node", "rm-type-"+typeClass(n.Type), "rm-"+st.String()).
		DataSet("testid", "node-"+itoa(id)).DataSet("state", st.String()).DataSet("type", n.Type.String()).
		Style("left", itoa(at.x)+"px").Style("top", itoa(at.y)+"px").
		Aria("label", "Level "+itoa(n.Level)+": "+tip).
		Aria("expanded", yes(rm.Sel == id)).Aria("controls", "rm-details").
		OnClick(func(ctx app.Context, e app.Event) { rm.Choose(ctx, id) }, app.EventScope(itoa(id))).
		Body(
			nodeIcon(n.Type),
			app.Elem("span").Class("rm-tip").Aria("hidden", "true").Text(tip),
			app.If(st == rules.Completed, func() app.UI { return app.Elem("span").Class("rm-done").Aria("hidden", "true").Text("✓") }),
		)
}

func nodeElemID(id int) string { return "rm-node-" + itoa(id) }

// typeClass is a node type's CSS name.
func typeClass(t rules.NodeType) string { return nodeWords[t].class }

// choose shows node id's details and sends the keyboard's focus there. The last notice stays:
// taking it away would move the page under the pointer.
func (p *mapPage) choose(ctx app.Context, id int) {
	p.sel = id
	p.later(func(app.Context) { focus("rm-take", "rm-details") })
}

// showNext shows the node the run opened next, when there is one, scrolled into view.
func (p *mapPage) showNext(ctx app.Context) {
	open := p.run.Accessible()
	if len(open) == 0 {
		p.sel = -1
		return
	}
	p.sel = open[0]
	p.later(func(app.Context) {
		if el := app.Window().GetElementByID(nodeElemID(open[0])); el.Truthy() && el.Get("scrollIntoView").Type() == app.TypeFunction {
			el.Call("scrollIntoView", map[string]any{"block": "nearest", "inline": "nearest"})
			el.Call("focus", map[string]any{"preventScroll": true})
		}
	})
}

// focus puts the keyboard's focus on the first of the elements (by id) that the page shows.
func focus(ids ...string) {
	for _, id := range ids {
		if el := app.Window().GetElementByID(id); el.Truthy() && el.Get("focus").Type() == app.TypeFunction {
			el.Call("focus")
			return
		}
	}
}

// svg makes an SVG element.
func svg(tag string) app.HTMLElem { return app.Elem(tag).XMLNS("http://www.w3.org/2000/svg") }

// nodeIcon draws a node type's icon.
func nodeIcon(t rules.NodeType) app.UI {
	return svg("svg").Attr("class", "rm-icon").Attr("viewBox", "0 0 24 24").Attr("aria-hidden", "true").
		Body(svg("path").Attr("d", iconPath(t)))
}

// iconPath is a node type's icon on a 24×24 grid, in strokes.
func iconPath(t rules.NodeType) string {
	switch t {
	case rules.StartDeckSelection: // a chequered flag
		return "M6 21V3M6 4h12v9H6M6 8.5h12M10 4v9M14 4v9"
	case rules.Match: // a steering wheel
		return "M21 12a9 9 0 1 1-18 0a9 9 0 1 1 18 0zM3.5 11h17M12 12v8.5M9 11l3 1 3-1"
	case rules.CardChoice: // two cards, one drawn
		return "M4 7.5l7-2 3 11-7 2zM13 4h6a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-3M15 9h3"
	case rules.Upgrade: // an arrow up
		return "M12 20V5M6 11l6-6 6 6M4 20h16"
	}
	return "M3 18h18M4 16l-1-9 5 4 4-7 4 7 5-4-1 9z" // the boss: a crown
}

// mapKey is the map's legend, always in view beside it: each node type's icon and name, and what
// an open and a completed node look like.
func mapKey() app.UI {
	items := make([]app.UI, 0, 7)
	for _, t := range []rules.NodeType{rules.StartDeckSelection, rules.Match, rules.CardChoice, rules.Upgrade, rules.Boss} {
		items = append(items, app.Elem("li").Class("rm-key-"+typeClass(t)).Body(nodeIcon(t), app.Elem("span").Text(typeName(t))))
	}
	items = append(items,
		app.Elem("li").Class("rm-key-state").Body(app.Elem("span").Class("rm-key-dot", "rm-key-open").Aria("hidden", "true"), app.Elem("span").Text("Open")),
		app.Elem("li").Class("rm-key-state").Body(app.Elem("span").Class("rm-key-dot").Aria("hidden", "true").Text("✓"), app.Elem("span").Text("Completed")),
	)
	return app.Elem("ul").Class("rm-key").DataSet("testid", "map-key").Aria("label", "what the map's icons mean").Body(items...)
}
