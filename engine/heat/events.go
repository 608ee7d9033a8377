package heat

// The Championship's ten event cards (rules reference §6.3) and its three published seasons. An
// event changes one race: its laps, the sponsors drawn before it, its press corners, the hand
// size, the Heat and Stress cards, what gains a sponsor, and the points it gives.

// EventCard is one event card of the Championship.
type EventCard struct {
	Number   int    `json:"number"` // 1–10
	Title    string `json:"title"`
	Rule     string `json:"rule"`     // the rule in a player's words
	Sponsors int    `json:"sponsors"` // sponsor cards each driver draws before the race
	// Press are the press corners' letters as indexes: 0 = A, the first corner after the line;
	// on a circuit with fewer corners they wrap around (E on a 3-corner circuit is B).
	Press []int `json:"press"`

	Laps       int  `json:"laps,omitempty"`       // added to the circuit's laps
	Hand       int  `json:"hand,omitempty"`       // the hand size, 0: the usual 7
	Heat       int  `json:"heat,omitempty"`       // added to the Heat cards in each Engine
	Stress     int  `json:"stress,omitempty"`     // added to the Stress cards in each deck
	Eliminate  bool `json:"eliminate,omitempty"`  // a spin-out takes the car out of the race, 0 points
	Record     int  `json:"record,omitempty"`     // a sponsor each turn at this Speed or more
	Pass       int  `json:"pass,omitempty"`       // a sponsor for passing this many cars in one turn
	FirstLap   int  `json:"firstLap,omitempty"`   // a sponsor for the first this many across the line after lap 1
	WinnerPlus int  `json:"winnerPlus,omitempty"` // championship points added for the winner
	PodiumPlus int  `json:"podiumPlus,omitempty"` // championship points added for each of the top 3
}

// EventCards is the number of event cards.
const EventCards = 10

// eventCards are the ten event cards, card n at index n; index 0 is "no event".
var eventCards = [EventCards + 1]EventCard{
	{Title: "No event", Rule: "No special rules."},
	{Number: 1, Title: "New grandstand inauguration", Sponsors: 2, Press: []int{0}, FirstLap: 3,
		Rule: "The first 3 drivers to cross the finish line at the end of lap 1 gain a sponsor card."},
	{Number: 2, Title: "New speed record!", Sponsors: 1, Press: []int{1}, Record: 15,
		Rule: "Each time you reach Speed 15 or more, gain a sponsor card."},
	{Number: 3, Title: "Drivers' strike", Sponsors: 1, Press: []int{2}, Laps: -1, WinnerPlus: 2,
		Rule: "The race is 1 lap shorter; the winner scores 2 more championship points."},
	{Number: 4, Title: "Engine restrictions lifted", Sponsors: 2, Press: []int{4}, Heat: 1,
		Rule: "+1 Heat card in every Engine."},
	{Number: 5, Title: "Record crowds", Sponsors: 1, Press: []int{2, 4}, Laps: 1, Hand: 8,
		Rule: "The race is 1 lap longer; the hand size is 8."},
	{Number: 6, Title: "Corruption in rules committee", Sponsors: 1, Press: []int{2}, PodiumPlus: 1,
		Rule: "The top 3 finishers score 1 more championship point each."},
	{Number: 7, Title: "New title sponsor", Sponsors: 3, Press: []int{0},
		Rule: "No special rules."},
	{Number: 8, Title: "First live televised race", Sponsors: 1, Press: []int{1, 3}, Pass: 3,
		Rule: "Pass 3 cars in one turn to gain a sponsor card."},
	{Number: 9, Title: "New safety regulations", Sponsors: 1, Press: []int{3}, Heat: -2, Stress: -1, Hand: 6,
		Rule: "2 fewer Heat cards in every Engine, 1 fewer Stress card; the hand size is 6."},
	{Number: 10, Title: "Title sponsor withdraws, future unknown", Press: []int{3}, Stress: 1, Eliminate: true,
		Rule: "+1 Stress card in every deck; a car that spins out is eliminated and scores 0 points."},
}

// EventCardOf returns event card n (1–10); 0 is "no event". ok is false for any other number.
func EventCardOf(n int) (e EventCard, ok bool) {
	if n < 0 || n > EventCards {
		return EventCard{}, false
	}
	e = eventCards[n]
	e.Press = append([]int(nil), e.Press...)
	return e, true
}

// PressCorners are the corner indexes the event's press letters name on a circuit of the given
// number of corners, each once, in letter order.
func (e EventCard) PressCorners(corners int) []int {
	var out []int
	for _, p := range e.Press {
		k := p % corners
		dup := false
		for _, q := range out {
			dup = dup || q == k
		}
		if !dup {
			out = append(out, k)
		}
	}
	return out
}

// HandSize is the event's hand size.
func (e EventCard) HandSize() int {
	if e.Hand == 0 {
		return HandSize
	}
	return e.Hand
}

// Season is one of the published championship seasons.
type Season struct {
	Year  string `json:"year"`
	Races []Leg  `json:"races"`
}

// Leg is one race of a championship: its circuit and its event card (0: none).
type Leg struct {
	Track string `json:"track"`
	Event int    `json:"event,omitempty"`
}

// Seasons are the three published seasons (rules reference §6.3).
var Seasons = []Season{
	{Year: "1961", Races: []Leg{{"gb", 1}, {"usa", 2}, {"italia", 3}}},
	{Year: "1962", Races: []Leg{{"italia", 4}, {"gb", 5}, {"france", 6}}},
	{Year: "1963", Races: []Leg{{"usa", 7}, {"gb", 8}, {"france", 9}, {"italia", 10}}},
}

// SeasonOf returns the published season of that year.
func SeasonOf(year string) (Season, bool) {
	for _, s := range Seasons {
		if s.Year == year {
			return Season{Year: s.Year, Races: append([]Leg(nil), s.Races...)}, true
		}
	}
	return Season{}, false
}
