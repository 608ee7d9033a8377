package racemode

// The start decks: Heat's base deck with three sets of upgrades.
func startDecks() []Deck {
	return []Deck{
		BaseDeck("start-0", "start-5", "start-heat"),   // the base game's own
		BaseDeck("garage-12", "garage-5", "garage-14"), // cooling, body, R.P.M.: a cool head
		BaseDeck("garage-1", "garage-11", "garage-7"),  // 4WD, a hot 6, hot brakes: full throttle
	}
}

var startNames = []string{"Classic", "Cool head", "Full throttle"}

// upgraded returns d with its cards at the indexes raised to version v.
func upgraded(d Deck, v int, idx ...int) Deck {
	d = d.Clone()
	for _, i := range idx {
		d[i].Version = v
	}
	return d
}

// Opponents' decks, weakest first. The last three cards of a deck are its upgrades.
func rookie() Deck { return BaseDeck("start-0", "start-5", "start-heat") }
func racer() Deck  { return BaseDeck("garage-13", "garage-4", "garage-15") }
func veteran() Deck {
	return upgraded(BaseDeck("garage-1", "garage-12", "garage-16"), 1, 9, 10, 11, 12, 13)
}
func champion() Deck {
	return upgraded(upgraded(BaseDeck("garage-1", "garage-11", "garage-14"), 1, 3, 4, 5, 6, 7, 8), 2, 9, 10, 11, 12, 13, 14)
}

// Default is the campaign of Race Mode: five levels between the start and the boss, on the
// four base circuits, with opponents who grow stronger level by level. The first races are a
// newcomer's: one lap against a rookie who drives gently, and a card choice once won, so the
// first race is short, can be won, and reaches a reward at once. The race against two veterans
// at Great Britain offers a card choice when it is won too.
func Default() *Definition {
	first := func(circuit string) Race {
		return Race{Circuit: circuit, Opponents: []Deck{rookie()}, Laps: 1, Gentle: true, CardChoice: true}
	}
	return &Definition{
		StartDecks: startDecks(),
		Names:      startNames,
		Levels: []LevelDef{
			{Nodes: 3, Races: map[int]Race{0: first("usa"), 1: first("italia"), 2: first("france")}},
			{Nodes: 4, CardChoice: []int{1}, Upgrade: []int{2}, Races: map[int]Race{
				0: {Circuit: "gb", Opponents: []Deck{racer()}},
				3: {Circuit: "usa", Opponents: []Deck{rookie(), racer()}},
			}},
			{Nodes: 3, Upgrade: []int{0}, CardChoice: []int{2}, Races: map[int]Race{
				1: {Circuit: "italia", Opponents: []Deck{racer(), racer()}, Rules: []Mode{ModeHotEngine}},
			}},
			{Nodes: 4, CardChoice: []int{0}, Upgrade: []int{3}, Races: map[int]Race{
				1: {Circuit: "france", Opponents: []Deck{racer(), veteran()}, Rules: []Mode{ModeFreshHand}},
				2: {Circuit: "gb", Opponents: []Deck{veteran(), veteran()}, CardChoice: true},
			}},
			{Nodes: 3, Upgrade: []int{1}, Races: map[int]Race{
				0: {Circuit: "usa", Opponents: []Deck{veteran(), veteran()}, Rules: []Mode{ModeDiscard}},
				2: {Circuit: "italia", Opponents: []Deck{veteran(), champion()}, Rules: []Mode{ModeScrapReturns}},
			}},
		},
		Boss: Race{Circuit: "gb", Opponents: []Deck{champion(), champion()}, Rules: []Mode{ModeHotEngine, ModeGrowingSpeed}},
	}
}

// Short is a small campaign for tests: one MATCH, one CARD_CHOICE and one UPGRADE, one on each
// level, then the boss; every race is one lap of the USA against one opponent.
func Short() *Definition {
	return &Definition{
		StartDecks: startDecks(),
		Names:      startNames,
		Levels: []LevelDef{
			{Nodes: 1, Races: map[int]Race{0: {Circuit: "usa", Opponents: []Deck{rookie()}, Laps: 1}}},
			{Nodes: 1, CardChoice: []int{0}},
			{Nodes: 1, Upgrade: []int{0}},
		},
		Boss: Race{Circuit: "usa", Opponents: []Deck{veteran()}, Rules: []Mode{ModeHotEngine}, Laps: 1},
	}
}
