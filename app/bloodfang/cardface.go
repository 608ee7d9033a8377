package bloodfang

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/bloodfang"
)

// rankText is a card's cost in words: "2 pawns", or "replaces your card".
func rankText(r engine.Rank) string {
	switch r {
	case engine.Replacement:
		return "replaces one of your cards"
	case 1:
		return "needs 1 pawn"
	}
	return fmt.Sprintf("needs %d pawns", int(r))
}

// rankBadge is a card's rank on its face: "1", "2", "3" or "R".
func rankBadge(r engine.Rank) string {
	if r == engine.Replacement {
		return "R"
	}
	return fmt.Sprint(int(r))
}

// abilityText puts a card's abilities in words.
func abilityText(c engine.Card) string {
	var out []string
	for _, a := range c.Abilities {
		when := map[engine.Trigger]string{
			engine.WhenPlayed: "When played", engine.WhileInPlay: "While in play", engine.WhenDestroyed: "When destroyed",
		}[a.Trigger]
		whom := map[engine.Target]string{
			engine.TargetAllies: "your cards", engine.TargetEnemies: "enemy cards", engine.TargetAll: "all cards",
		}[a.Target]
		out = append(out, fmt.Sprintf("%s: %+d power to %s in its ability cells.", when, a.Effect.Amount, whom))
	}
	return strings.Join(out, " ")
}

// rangeGrid is a card's range as a small grid: the card's own tile in the middle (a dark
// square), pawn cells, ability cells and cells that are both. flip mirrors it (a card of the
// player drawn on the right).
func rangeGrid(c engine.Card, flip bool) app.UI {
	r0, r1, c0, c1 := -1, 1, -1, 3
	for _, cell := range c.Range {
		r0, r1 = min(r0, cell.Row), max(r1, cell.Row)
		c0, c1 = min(c0, cell.Col), max(c1, cell.Col)
	}
	if flip {
		c0, c1 = -c1, -c0
	}
	kinds := map[[2]int]engine.CellType{}
	for _, cell := range c.Range {
		col := cell.Col
		if flip {
			col = -col
		}
		kinds[[2]int{cell.Row, col}] = cell.Type
	}
	cells := make([]app.UI, 0, (r1-r0+1)*(c1-c0+1))
	for r := r0; r <= r1; r++ {
		for col := c0; col <= c1; col++ {
			cls := "bf-cell"
			switch {
			case r == 0 && col == 0:
				cls += " bf-cell-self"
			case kinds[[2]int{r, col}] != "":
				cls += " bf-cell-" + string(kinds[[2]int{r, col}])
			}
			cells = append(cells, app.Elem("span").Class(cls))
		}
	}
	return app.Elem("span").Class("bf-grid").Aria("hidden", "true").
		Style("grid-template-columns", fmt.Sprintf("repeat(%d, 1fr)", c1-c0+1)).Body(cells...)
}

// rangeText describes a range in words, for screen readers and the card's details.
func rangeText(c engine.Card) string {
	pawn, ability := 0, 0
	for _, cell := range c.Range {
		if cell.Type == engine.CellPawn || cell.Type == engine.CellBoth {
			pawn++
		}
		if cell.Type == engine.CellAbility || cell.Type == engine.CellBoth {
			ability++
		}
	}
	if pawn+ability == 0 {
		return "No range: it claims no tile."
	}
	return fmt.Sprintf("Claims %s; its ability reaches %s.", shell.Count(pawn, "tile"), shell.Count(ability, "tile"))
}

// face is a card's face: rank, name, power and range grid.
func face(c engine.Card, power int, flip bool) []app.UI {
	cls := "bf-power"
	if power > c.Power {
		cls += " bf-up"
	} else if power < c.Power {
		cls += " bf-down"
	}
	return []app.UI{
		app.Elem("span").Class("bf-rank").Title(rankText(c.Rank)).Text(rankBadge(c.Rank)),
		app.Elem("span").Class(cls).Text(fmt.Sprint(power)),
		app.Elem("span").Class("bf-name").Text(c.Name),
		rangeGrid(c, flip),
	}
}

// legend explains the range grid's colours, once, beside the hand.
func legend() app.UI {
	return app.Div().Class("bf-legend").Body(
		app.Elem("span").Class("bf-key", "bf-cell-pawn").Aria("hidden", "true"), app.Text(" pawn "),
		app.Elem("span").Class("bf-key", "bf-cell-ability").Aria("hidden", "true"), app.Text(" ability "),
		app.Elem("span").Class("bf-key", "bf-cell-both").Aria("hidden", "true"), app.Text(" both "),
		shell.Explain("ranks and R", ranksHelp), shell.Explain("a card's range", rangeHelp),
	)
}
