package heat

// CardDef is what an upgrade or sponsor card does beyond its face value. The symbols the engine
// plays: a Heat cost paid from the Engine when the card is revealed (a card whose Heat cannot be
// paid is discarded and replaced by a [+] flip), extra Cooldown in React, extra slipstream spaces,
// and an adjustment of every corner's speed limit for the turn. Brakes offer a choice of values.
type CardDef struct {
	Name       string `json:"name"`
	Choices    []int  `json:"choices,omitempty"`
	Heat       int    `json:"heat,omitempty"`
	Cooldown   int    `json:"cooldown,omitempty"`
	Slipstream int    `json:"slipstream,omitempty"`
	Adjust     int    `json:"adjust,omitempty"`
	OneUse     bool   `json:"oneUse,omitempty"` // leaves the race after the turn it is played
}

// cardDefs is the catalog; a Card's Def indexes it, 0 being a plain card.
var cardDefs = []CardDef{{}}

// CardDefs returns the catalog of card definitions, indexed by Card.Def.
func CardDefs() []CardDef { return cardDefs }

func defineCard(d CardDef) uint16 {
	if len(cardDefs) > 255 {
		panic("engine: more card definitions than the event log packs") // see packedCard
	}
	cardDefs = append(cardDefs, d)
	return uint16(len(cardDefs) - 1)
}

// sponsor is one of the five Championship sponsor cards: its face value and definition.
type sponsor struct {
	value int
	def   uint16
}

// The sponsor cards, seven of each (rules reference §6.2), all one-time use.
var sponsors = []sponsor{
	{0, defineCard(CardDef{Name: "Dramdo Brakes", Choices: []int{1, 2, 3, 4}, OneUse: true})},
	{4, defineCard(CardDef{Name: "Fredo & F. cooling", Cooldown: 2, OneUse: true})},
	{1, defineCard(CardDef{Name: "Aperault RPM", Slipstream: 2, OneUse: true})},
	{6, defineCard(CardDef{Name: "Lord & Co. turbo", OneUse: true})},
	{3, defineCard(CardDef{Name: "De Angeli Wings", Adjust: 1, OneUse: true})},
}

// SponsorsPerKind is how many cards of each sponsor the supply holds.
const SponsorsPerKind = 7
