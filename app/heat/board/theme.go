package board

// theme is the look of one circuit: the ground around the road, the kerbs, the flag colours of
// its signs and stands, and what grows beside the track. It is cosmetic only.
type theme struct {
	Name     string
	Table    color // the page around the board
	Outfield color // the ground outside the circuit loop
	Infield  color // the ground inside it
	Mowing   color // stripes mown into the grass ("" for none)
	Rows     color // rows of the lavender fields
	Asphalt  color
	Verge    color // the strip of concrete or dust along the road
	Gravel   color
	Kerb     [2]color
	Flag     [3]color // the country's colours: sign borders, stand roofs, bunting
	Plant    color    // trees, hedges, cacti
	PlantLit color    // their sunlit side
	Decor    decor
	Tint     color // a wash over everything ("" for none): an overcast sky
}

// decor is what grows or stands beside a circuit.
type decor int

// Decors.
const (
	decorTrees    decor = iota // round trees
	decorCacti                 // desert: cacti and rocks
	decorCypress               // rows of cypress trees
	decorLavender              // round trees, and lavender rows in the infield
	decorHedges                // hedged meadows and trees
)

var themes = map[string]theme{
	"usa": {
		Name: "USA", Table: "#121316",
		Outfield: "#c4a064", Infield: "#d6b67c",
		Asphalt: "#3a3c41", Verge: "#d8d0bd", Gravel: "#a98f66",
		Kerb: [2]color{"#c8372d", "#f3ebd8"}, Flag: [3]color{"#b22234", "#f3ebd8", "#3c3b6e"},
		Plant: "#4d6b35", PlantLit: "#6f8f4a", Decor: decorCacti,
	},
	"italia": {
		Name: "Italia", Table: "#121316",
		Outfield: "#4f8a3b", Infield: "#5b9a44", Mowing: "rgba(255,255,240,0.07)",
		Asphalt: "#3b3d42", Verge: "#e2dccb", Gravel: "#d6c49a",
		Kerb: [2]color{"#d0312d", "#f3ebd8"}, Flag: [3]color{"#009246", "#f3ebd8", "#ce2b37"},
		Plant: "#1d4327", PlantLit: "#2f6338", Decor: decorCypress,
	},
	"france": {
		Name: "France", Table: "#121316",
		Outfield: "#6b9448", Infield: "#789a52", Rows: "#8a72bf",
		Asphalt: "#3c3d44", Verge: "#e0dac8", Gravel: "#cdb98d",
		Kerb: [2]color{"#c8372d", "#f3ebd8"}, Flag: [3]color{"#0055a4", "#f3ebd8", "#ef4135"},
		Plant: "#35582c", PlantLit: "#4f7a3c", Decor: decorLavender,
	},
	"gb": {
		Name: "Great Britain", Table: "#121316",
		Outfield: "#3e7a39", Infield: "#346f32", Mowing: "rgba(255,255,255,0.05)",
		Asphalt: "#383a3f", Verge: "#d5d3c8", Gravel: "#bdb18f",
		Kerb: [2]color{"#c8372d", "#f3ebd8"}, Flag: [3]color{"#0b4d2c", "#f3ebd8", "#0b4d2c"},
		Plant: "#1f4424", PlantLit: "#2f5f33", Decor: decorHedges,
		Tint: "rgba(120,135,160,0.10)",
	},
}

// defaultTheme dresses a circuit without a theme of its own.
var defaultTheme = theme{
	Name: "Circuit", Table: "#121316",
	Outfield: "#4a8540", Infield: "#55924a", Mowing: "rgba(255,255,255,0.05)",
	Asphalt: "#3a3c41", Verge: "#ddd6c4", Gravel: "#cdb98d",
	Kerb: [2]color{"#c8372d", "#f3ebd8"}, Flag: [3]color{"#f5a623", "#f3ebd8", "#16171a"},
	Plant: "#24492a", PlantLit: "#36653a", Decor: decorTrees,
}

// themeFor returns the theme of a circuit by its id.
func themeFor(id string) theme {
	if t, ok := themes[id]; ok {
		return t
	}
	return defaultTheme
}
