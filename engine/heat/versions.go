package heat

import (
	"fmt"
	"strconv"
	"strings"
)

// Card versions (Race Mode, engine/racemode): every card a campaign deck can hold, a Speed card,
// a starting upgrade or a Garage card, has two stronger versions, 1 and 2. A version is the card
// with more symbols, so the engine resolves it like any Garage card: it has a definition of its
// own in the catalog (Card.Def), named after the card with a "+" per version. The rule, which
// engine/racemode/RULES.md lists card by card: version 1 removes one Heat of the card's cost, or,
// when it costs none, adds Cooldown 1; version 2 removes one more Heat, or adds Slipstream +1.
// The Heat cards (the starting one, Garage 17 and 48) become a playable 0, then a 0 that cools 1.

// versionDelta is what a version adds to its base card.
type versionDelta struct {
	heat       int // Heat cost removed (negative)
	cooldown   int
	slipstream int
	playable   bool // a Heat card becomes an upgrade of speed 0
}

// versionTable lists every card id a campaign deck can hold, in catalog order, with what its
// versions 1 and 2 add to version 0.
var versionTable = [...]struct {
	id     string
	v1, v2 versionDelta
}{
	{"speed-1", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"speed-2", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"speed-3", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"speed-4", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"start-0", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"start-5", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"start-heat", versionDelta{playable: true}, versionDelta{playable: true, cooldown: 1}},
	{"garage-1", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-2", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-3", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-4", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-5", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-6", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-7", versionDelta{heat: -1}, versionDelta{heat: -1, slipstream: 1}},
	{"garage-8", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-9", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-10", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-11", versionDelta{heat: -1}, versionDelta{heat: -1, slipstream: 1}},
	{"garage-12", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-13", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-14", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-15", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-16", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-17", versionDelta{playable: true}, versionDelta{playable: true, cooldown: 1}},
	{"garage-18", versionDelta{heat: -1}, versionDelta{heat: -1, slipstream: 1}},
	{"garage-19", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-20", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-21", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-22", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-23", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-24", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-25", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-26", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-27", versionDelta{heat: -1}, versionDelta{heat: -1, slipstream: 1}},
	{"garage-28", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-29", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-30", versionDelta{heat: -1}, versionDelta{heat: -1, slipstream: 1}},
	{"garage-31", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-32", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-33", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-34", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-35", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-36", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-37", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-38", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-39", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-40", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-41", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-42", versionDelta{heat: -1}, versionDelta{heat: -2}},
	{"garage-43", versionDelta{heat: -1}, versionDelta{heat: -1, slipstream: 1}},
	{"garage-44", versionDelta{heat: -1}, versionDelta{heat: -1, slipstream: 1}},
	{"garage-45", versionDelta{heat: -1}, versionDelta{heat: -1, slipstream: 1}},
	{"garage-46", versionDelta{heat: -1}, versionDelta{heat: -2}},
	{"garage-47", versionDelta{cooldown: 1}, versionDelta{cooldown: 1, slipstream: 1}},
	{"garage-48", versionDelta{playable: true}, versionDelta{playable: true, cooldown: 1}},
}

// MaxVersion is the highest card version.
const MaxVersion = 2

// firstVersion is where the versions start in the catalog: card i of versionTable at version v
// is cardDefs[firstVersion+2*i+v-1].
const firstVersion = len(baseDefs)

// versionDefs builds the catalog entries of the versions, in versionTable order.
func versionDefs() []CardDef {
	out := make([]CardDef, 0, 2*len(versionTable))
	for _, row := range versionTable {
		base := CardDef{Name: plainName(row.id)}
		if n, ok := garageNumber(row.id); ok {
			base = baseDefs[upgrade(n).def()]
		}
		for v, d := range [2]versionDelta{row.v1, row.v2} {
			def := base
			def.Name += strings.Repeat("+", v+1)
			def.Version = v + 1
			def.Heat += d.heat
			def.Cooldown += d.cooldown
			def.Slipstream += d.slipstream
			out = append(out, def)
		}
	}
	return out
}

// plainName names the versions of the cards without a definition of their own.
func plainName(id string) string {
	switch {
	case strings.HasPrefix(id, "speed-"):
		return "Speed"
	case id == "start-heat":
		return "Heat"
	}
	return "Upgrade"
}

// garageNumber reads "garage-n", n from 1 to UpgradeCount.
func garageNumber(id string) (int, bool) {
	rest, ok := strings.CutPrefix(id, "garage-")
	if !ok || rest == "" || rest[0] == '0' {
		return 0, false
	}
	n, err := strconv.Atoi(rest)
	if err != nil || n < 1 || n > UpgradeCount {
		return 0, false
	}
	return n, true
}

// versionRow returns the index in versionTable of a campaign card id, or -1.
func versionRow(id string) int {
	for i, row := range versionTable {
		if row.id == id {
			return i
		}
	}
	return -1
}

// campaignCard makes a card of a campaign deck with the given id, or says why it cannot.
func campaignCard(cc CampaignCard, id int) (Card, error) {
	row := versionRow(cc.ID)
	switch {
	case row < 0:
		return Card{}, fmt.Errorf("%q is not a card a campaign deck can hold", cc.ID)
	case cc.Version < 0 || cc.Version > MaxVersion:
		return Card{}, fmt.Errorf("card %s has version %d; versions are 0, 1 and 2", cc.ID, cc.Version)
	}
	var k Card
	switch {
	case strings.HasPrefix(cc.ID, "speed-"):
		k = Card{Kind: Speed, Value: int(cc.ID[len(cc.ID)-1] - '0')}
	case cc.ID == "start-0":
		k = Card{Kind: Upgrade}
	case cc.ID == "start-5":
		k = Card{Kind: Upgrade, Value: 5}
	case cc.ID == "start-heat":
		k = Card{Kind: Heat}
	default:
		n, _ := garageNumber(cc.ID)
		k = upgrade(n).card(0)
	}
	k.ID = id
	if cc.Version > 0 {
		k.Def = uint16(firstVersion + 2*row + cc.Version - 1)
		if k.Kind == Heat && versionTable[row].v1.playable {
			k.Kind, k.Value = Upgrade, 0
		}
	}
	return k, nil
}
