package racemode

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
	rules "github.com/heatracing/heat/engine/racemode"
	"github.com/heatracing/heat/tracks"
)

// The words the pages say of nodes, decks and cards.

func itoa(n int) string { return strconv.Itoa(n) }

// yes writes a boolean attribute's value: "true" or "false".
func yes(b bool) string { return strconv.FormatBool(b) }

// trackName is a circuit's name: "Great Britain".
func trackName(id string) string {
	if t, err := tracks.Get(id); err == nil {
		return t.Name
	}
	return id
}

// laps says how long a race is: "1 lap", or the circuit's own laps.
func laps(r rules.Race) string {
	n := r.Laps
	if n == 0 {
		if t, err := tracks.Get(r.Circuit); err == nil {
			n = t.Laps
		}
	}
	return shell.Count(n, "lap")
}

// nodeWords are what the page says of each node type: its name, what it does (the info menu),
// the action that takes it (the details), and its CSS name.
var nodeWords = [...]struct{ name, help, take, class string }{
	rules.StartDeckSelection: {"Start", "choose one of three start decks.", "Choose your start deck", "start"},
	rules.Match:              {"Race", "a race against bot drivers with decks of their own; win by finishing ahead of them all. A loss leaves the node open. Some races, once won, offer a card choice too.", "Start the race", "match"},
	rules.CardChoice:         {"Card choice", "take one of three Garage upgrades in place of one of your upgrades.", "Choose a card", "choice"},
	rules.Upgrade:            {"Upgrade", "pick a base card and one of its three versions: keep it, or raise it to version 1 or 2.", "Upgrade a card", "upgrade"},
	rules.Boss:               {"Boss race", "the last race, harder: stronger decks and special rules. Win it to win the run.", "Race the boss", "boss"},
}

// typeName is what a node type is called on the page.
func typeName(t rules.NodeType) string {
	if int(t) < len(nodeWords) && nodeWords[t].name != "" {
		return nodeWords[t].name
	}
	return t.String()
}

// nodeTitle names a node: "Race at Italia", "Card choice", "Boss race at Great Britain".
func nodeTitle(n *rules.Node) string {
	if n.Race != nil {
		return typeName(n.Type) + " at " + trackName(n.Race.Circuit)
	}
	return typeName(n.Type)
}

// stateText says what a node's state means for the player.
func stateText(s rules.State, won bool) string {
	switch s {
	case rules.Accessible:
		return "Open: you can take it now."
	case rules.Completed:
		return "Completed."
	case rules.SameLevelCompleted:
		return "Closed: you took another node of this level."
	}
	if won {
		return "Closed: the run is won."
	}
	return "Not open yet: a node above it that leads here opens it."
}

// cardOf is a campaign card as the race takes it.
func cardOf(c rules.Card) engine.CampaignCard {
	return engine.CampaignCard{ID: c.ID, Version: c.Version}
}

// cardName is a card's name: "Speed 3", "Speed 3++", "Upgrade 5", "Cooling System+ 1", "Heat".
func cardName(c rules.Card) string {
	k, err := engine.CampaignCardOf(cardOf(c))
	switch {
	case err != nil:
		return c.ID
	case rules.IsSpeed(c.ID):
		return "Speed " + k.String()
	case c.ID == "start-0" || c.ID == "start-5":
		return "Upgrade " + k.String()
	}
	return k.String()
}

// versionName is "base", "version 1" or "version 2".
func versionName(v int) string {
	if v == 0 {
		return "base"
	}
	return "version " + itoa(v)
}

// versionText says what a card's version adds to its base card, "" for the base.
func versionText(c rules.Card) string {
	if c.Version == 0 {
		return ""
	}
	k0, err0 := engine.CampaignCardOf(engine.CampaignCard{ID: c.ID})
	kv, errv := engine.CampaignCardOf(cardOf(c))
	if err0 != nil || errv != nil {
		return ""
	}
	defs := engine.CardDefs()
	d0, dv := defs[k0.Def], defs[kv.Def]
	var parts []string
	if k0.Kind == engine.Heat && kv.Kind != engine.Heat {
		parts = append(parts, "no longer a Heat card: an upgrade of speed 0 you can play or discard")
	}
	if n := d0.Heat - dv.Heat; n > 0 {
		parts = append(parts, fmt.Sprintf("costs %s less", shell.Count(n, "Heat")))
	}
	if n := dv.Cooldown - d0.Cooldown; n > 0 {
		parts = append(parts, fmt.Sprintf("Cooldown +%d (in React, %s more back to the Engine)", n, shell.Count(n, "Heat card")))
	}
	if n := dv.Slipstream - d0.Slipstream; n > 0 {
		parts = append(parts, fmt.Sprintf("Slipstream +%d (a slipstream goes %s further)", n, shell.Count(n, "space")))
	}
	return strings.Join(parts, "; ")
}

// deckSummary describes an opponent's deck in a line: its upgrades and how many cards are at
// each version.
func deckSummary(d rules.Deck) string {
	var ups []string
	counts := [rules.MaxVersion + 1]int{}
	for _, c := range d {
		counts[c.Version]++
		if !rules.IsSpeed(c.ID) {
			ups = append(ups, cardName(c))
		}
	}
	s := "Upgrades: " + strings.Join(ups, ", ")
	switch {
	case counts[1] == 0 && counts[2] == 0:
		s += "; every card at its base version."
	default:
		var vs []string
		for v := 1; v <= rules.MaxVersion; v++ {
			if counts[v] > 0 {
				vs = append(vs, fmt.Sprintf("%s at version %d", shell.Count(counts[v], "card"), v))
			}
		}
		s += "; " + strings.Join(vs, ", ") + "."
	}
	return s
}
