package heat

// CardDef is what an upgrade or sponsor card does beyond its face value: the symbols of the
// Garage module's upgrade cards (rules reference §4.3) and of the Championship's sponsors (§6.2).
//
// Mandatory symbols resolve by themselves when the card is revealed: its Heat is paid from the
// Engine (a card whose Heat cannot be paid is discarded and replaced by a [+] flip), each [+]
// flips for a Speed card, Scrap discards cards from the top of the deck, and Adjust changes the
// speed limit of every corner crossed this turn. The others are offered in React and each may be
// taken or left: Cooldown, Reduce Stress, Salvage, Refresh, Direct Play and Accelerate; the
// slipstream symbol adds spaces to a slipstream. Brakes offer a choice of speed at the reveal.
type CardDef struct {
	Name       string `json:"name"`
	Number     int    `json:"number,omitempty"`   // the Garage card number, 1–48 (0: a sponsor)
	Advanced   bool   `json:"advanced,omitempty"` // an advanced upgrade (the wrench icon)
	Choices    []int  `json:"choices,omitempty"`  // Brakes: the speeds to choose from
	Boosts     int    `json:"boosts,omitempty"`   // [+] symbols: a flip for a Speed card each
	Heat       int    `json:"heat,omitempty"`
	Scrap      int    `json:"scrap,omitempty"`
	Adjust     int    `json:"adjust,omitempty"`
	Cooldown   int    `json:"cooldown,omitempty"`
	Reduce     int    `json:"reduce,omitempty"` // Reduce Stress
	Slipstream int    `json:"slipstream,omitempty"`
	Salvage    int    `json:"salvage,omitempty"`
	Refresh    bool   `json:"refresh,omitempty"`
	Direct     bool   `json:"direct,omitempty"` // Direct Play
	Accelerate int    `json:"accelerate,omitempty"`
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
