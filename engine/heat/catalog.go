package heat

// CardDef is what an upgrade or sponsor card does beyond its face value: the symbols of the
// Garage module's upgrade cards (rules reference §4.3) and of the Championship's sponsors (§6.2).
//
// When the card is revealed each [+] flips for a Speed card, and Adjust changes the speed limit
// of every corner crossed this turn. Its Heat (paid from the Engine; a card whose Heat cannot be
// paid is discarded and replaced by a flip) and its Scrap (cards discarded from the top of the
// deck) are mandatory steps of React, taken when the driver likes. The others are offered in
// React and each may be taken or left: Cooldown, Reduce Stress, Salvage, Refresh, Direct Play and
// Accelerate; the slipstream symbol adds its spaces to a slipstream, whole or not at all. Brakes
// offer a choice of speed once the reveal's flips are shown.
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
	OneUse     bool   `json:"oneUse,omitempty"`  // leaves the race after the turn it is played
	Version    int    `json:"version,omitempty"` // a campaign card's version, 1 or 2 (see versions.go)
}

// baseDefs is the start of the catalog a Card's Def indexes: 0 a plain card, then the five
// sponsors, then the 48 upgrade cards in number order (rules reference §6.2, §4.2). It is one
// constant table, which the linker lays out as data: built at start-up, it would be code in every
// player's download. The event log packs a Def in a byte.
var baseDefs = [...]CardDef{
	{},
	{Name: "Dramdo Brakes", Choices: []int{1, 2, 3, 4}, OneUse: true},
	{Name: "Fredo & F. cooling", Cooldown: 2, OneUse: true},
	{Name: "Aperault RPM", Slipstream: 2, OneUse: true},
	{Name: "Lord & Co. turbo", OneUse: true},
	{Name: "De Angeli Wings", Adjust: 1, OneUse: true},
	{Number: 1, Name: "4 Wheel Drive", Boosts: 1},
	{Number: 2, Name: "4 Wheel Drive", Boosts: 3},
	{Number: 3, Name: "4 Wheel Drive", Boosts: 1, Cooldown: 3},
	{Number: 4, Name: "Body", Reduce: 2},
	{Number: 5, Name: "Body", Reduce: 1},
	{Number: 6, Name: "Body", Reduce: 3},
	{Number: 7, Name: "Brakes", Choices: []int{1, 2, 3, 4}, Heat: 1},
	{Number: 8, Name: "Brakes", Choices: []int{1, 3}},
	{Number: 9, Name: "Brakes", Choices: []int{2, 4}},
	{Number: 10, Name: "Brakes", Choices: []int{1, 5}},
	{Number: 11, Name: "Cooling System", Heat: 1, Cooldown: 1},
	{Number: 12, Name: "Cooling System", Cooldown: 2},
	{Number: 13, Name: "Cooling System", Cooldown: 1},
	{Number: 14, Name: "R.P.M.", Slipstream: 2},
	{Number: 15, Name: "R.P.M.", Slipstream: 2},
	{Number: 16, Name: "R.P.M.", Slipstream: 2},
	{Number: 17, Name: "Heat"},
	{Number: 18, Advanced: true, Name: "Body", Reduce: 3, Heat: 1},
	{Number: 19, Advanced: true, Name: "Body", Reduce: 1, Cooldown: 1, Scrap: 2},
	{Number: 20, Advanced: true, Name: "Body", Reduce: 1, Slipstream: 1},
	{Number: 21, Advanced: true, Name: "Cooling System", Scrap: 2, Cooldown: 1},
	{Number: 22, Advanced: true, Name: "Fuel", Salvage: 2},
	{Number: 23, Advanced: true, Name: "Fuel", Boosts: 1, Salvage: 2, Cooldown: 1},
	{Number: 24, Advanced: true, Name: "Gas Pedal", Direct: true, Scrap: 1},
	{Number: 25, Advanced: true, Name: "Gas Pedal", Direct: true, Scrap: 2},
	{Number: 26, Advanced: true, Name: "Gas Pedal", Direct: true, Scrap: 3},
	{Number: 27, Advanced: true, Name: "Gas Pedal", Direct: true, Heat: 1, Cooldown: 1},
	{Number: 28, Advanced: true, Name: "Gas Pedal", Direct: true, Accelerate: 1, Scrap: 5},
	{Number: 29, Advanced: true, Name: "R.P.M.", Boosts: 1, Slipstream: 3},
	{Number: 30, Advanced: true, Name: "R.P.M.", Heat: 1, Slipstream: 3},
	{Number: 31, Advanced: true, Name: "R.P.M.", Choices: []int{1, 2}, Slipstream: 1},
	{Number: 32, Advanced: true, Name: "Suspension", Refresh: true, Reduce: 1},
	{Number: 33, Advanced: true, Name: "Suspension", Refresh: true, Cooldown: 1},
	{Number: 34, Advanced: true, Name: "Suspension", Refresh: true},
	{Number: 35, Advanced: true, Name: "Suspension", Refresh: true, Slipstream: 1},
	{Number: 36, Advanced: true, Name: "Tires", Adjust: -1, Cooldown: 3},
	{Number: 37, Advanced: true, Name: "Tires", Scrap: 2, Adjust: 1},
	{Number: 38, Advanced: true, Name: "Tires", Scrap: 2, Adjust: 1},
	{Number: 39, Advanced: true, Name: "Tires", Adjust: -1, Cooldown: 2},
	{Number: 40, Advanced: true, Name: "Tires", Boosts: 1, Adjust: 1, Slipstream: 1, Cooldown: 1},
	{Number: 41, Advanced: true, Name: "Tires", Boosts: 2, Adjust: 2},
	{Number: 42, Advanced: true, Name: "Turbocharger", Heat: 2, Cooldown: 3},
	{Number: 43, Advanced: true, Name: "Turbocharger", Heat: 1, Scrap: 6},
	{Number: 44, Advanced: true, Name: "Wings", Heat: 1, Scrap: 2, Adjust: 2},
	{Number: 45, Advanced: true, Name: "Wings", Heat: 1, Scrap: 2, Adjust: 2},
	{Number: 46, Advanced: true, Name: "Wings", Heat: 2, Adjust: 3},
	{Number: 47, Advanced: true, Name: "4 Wheel Drive", Boosts: 1, Accelerate: 1},
	{Number: 48, Name: "Heat", Advanced: true},
}

// Where each part of the catalog starts.
const (
	firstSponsor = 1
	firstUpgrade = firstSponsor + 5
)

// cardDefs is the whole catalog: the base cards, then the campaign cards' 110 versions, which
// versions.go derives at start-up from its small table (a loop, not 110 literals).
var cardDefs = append(baseDefs[:len(baseDefs):len(baseDefs)], versionDefs()...)

// CardDefs returns the catalog of card definitions, indexed by Card.Def.
func CardDefs() []CardDef { return cardDefs[:] }

// sponsor is one of the five Championship sponsor cards: its face value and definition.
type sponsor struct {
	value int
	def   uint16
}

// The sponsor cards, seven of each (rules reference §6.2), all one-time use.
var sponsors = [...]sponsor{{0, firstSponsor}, {4, firstSponsor + 1}, {1, firstSponsor + 2}, {6, firstSponsor + 3}, {3, firstSponsor + 4}}

// SponsorsPerKind is how many cards of each sponsor the supply holds.
const SponsorsPerKind = 7
