package heat

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/tracks"
)

const svgNS = "http://www.w3.org/2000/svg"

func svg(tag string) app.HTMLElem { return app.Elem(tag).XMLNS(svgNS) }

// minimap draws a circuit's shape small: the road through the middle of its spots, the finish
// line and a dot on each corner.
func minimap(t *tracks.Track) app.UI {
	var d strings.Builder
	for s := 0; s <= t.Length; s++ {
		a, b := t.SpotAt(s%t.Length, 1), t.SpotAt(s%t.Length, 2)
		cmd := "L"
		if s == 0 {
			cmd = "M"
		}
		fmt.Fprintf(&d, "%s%.0f %.0f ", cmd, (a.X+b.X)/2, (a.Y+b.Y)/2)
	}
	start1, start2 := t.SpotAt(0, 1), t.SpotAt(0, 2)
	nodes := []app.UI{
		svg("path").Class("heat-minimap-road").Attr("d", d.String()),
		svg("line").Class("heat-minimap-finish").
			Attr("x1", fmt.Sprintf("%.0f", start1.X)).Attr("y1", fmt.Sprintf("%.0f", start1.Y)).
			Attr("x2", fmt.Sprintf("%.0f", start2.X)).Attr("y2", fmt.Sprintf("%.0f", start2.Y)),
	}
	for _, k := range t.Corners {
		a, b := t.SpotAt(k.Space, 1), t.SpotAt(k.Space, 2)
		nodes = append(nodes, svg("circle").Class("heat-minimap-corner").
			Attr("cx", fmt.Sprintf("%.0f", (a.X+b.X)/2)).Attr("cy", fmt.Sprintf("%.0f", (a.Y+b.Y)/2)).Attr("r", "28"))
	}
	return svg("svg").Class("heat-minimap").
		Attr("viewBox", fmt.Sprintf("0 0 %.0f %.0f", t.Board.Width, t.Board.Height)).
		Attr("role", "img").Attr("aria-label", t.Name+" circuit").
		Body(nodes...)
}

// trackFacts is the one-line summary of a circuit: "2 laps · 69 spaces · 4 corners".
func trackFacts(t *tracks.Track, laps int) string {
	if laps == 0 {
		laps = t.Laps
	}
	return fmt.Sprintf("%s · %s · %s", engine.Quantity(laps, "lap"), engine.Quantity(t.Length, "space"), engine.Quantity(len(t.Corners), "corner"))
}
