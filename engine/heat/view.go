package heat

import "slices"

// Spectator is the seat number of a spectator: it sees what every player sees and no hand.
const Spectator = -1

// View is what one seat may see of the race, and nothing more: other hands only as counts, no
// deck order, no choice before it is revealed.
type View struct {
	Seat      int         `json:"seat"`
	Track     string      `json:"track"`
	Laps      int         `json:"laps"`
	Mode      Mode        `json:"mode"`
	End       EndRule     `json:"end"`
	Round     int         `json:"round"`
	Phase     Phase       `json:"phase"`
	Active    int         `json:"active"` // the car whose turn it is in steps 3–9, -1 otherwise
	Step      Step        `json:"step,omitempty"`
	Order     []int       `json:"order"`     // this round's turn order
	Standings []int       `json:"standings"` // every car, leader first
	Waiting   []int       `json:"waiting"`   // seats the race waits for
	Legend    *LegendCard `json:"legendCard,omitempty"`
	// The Legends' rules, which every player knows: what their level adds to every helmet
	// speed, and whether they are aggressive (Config).
	LegendLevel       int         `json:"legendLevel,omitempty"`
	AggressiveLegends bool        `json:"aggressiveLegends,omitempty"`
	Weather           Weather     `json:"weather,omitempty"`
	Roads             []RoadToken `json:"roads,omitempty"` // road conditions on corners
	Garage            Garage      `json:"garage,omitempty"`
	Draft             *DraftView  `json:"draft,omitempty"`
	Press             []int       `json:"press,omitempty"`    // press corners
	Event             int         `json:"event,omitempty"`    // a championship race's event card, 1–10
	HandSize          int         `json:"handSize,omitempty"` // a championship race's hand size (0: 7)
	Special           []Special   `json:"special,omitempty"`  // Race Mode's special modes played
	Cars              []CarView   `json:"cars"`
	Events            int         `json:"events"` // number of events so far
	Me                *Private    `json:"me,omitempty"`
}

// CarView is what everybody sees of a car.
type CarView struct {
	Seat        int    `json:"seat"`
	Name        string `json:"name"`
	Colour      string `json:"colour"`
	Legend      bool   `json:"legend,omitempty"`
	Pos         Pos    `json:"pos"`
	OnTrack     bool   `json:"onTrack"`
	RaceLine    bool   `json:"raceLine"`
	Lap         int    `json:"lap"` // the lap it is on, 1-based (0 on the grid); Laps+1 once finished
	Gear        int    `json:"gear"`
	Engine      int    `json:"engine"`
	Hand        int    `json:"hand"`
	Deck        int    `json:"deck"`
	Discard     int    `json:"discard"`
	DiscardTop  *Card  `json:"discardTop,omitempty"`
	Played      []Card `json:"played,omitempty"` // this round, once revealed
	Speed       int    `json:"speed"`
	TurnStart   int    `json:"turnStart"`       // where its move started this round, once revealed
	Ready       bool   `json:"ready,omitempty"` // has chosen gear and cards this round
	Adrenaline  bool   `json:"adrenaline,omitempty"`
	Finished    bool   `json:"finished,omitempty"`
	Retired     bool   `json:"retired,omitempty"`    // its driver took it out of the race: ranked last
	Eliminated  bool   `json:"eliminated,omitempty"` // an event's rule took it out (also Retired)
	FinishRound int    `json:"finishRound,omitempty"`
	Place       int    `json:"place,omitempty"`
	LapRounds   []int  `json:"lapRounds,omitempty"`
	SpinOuts    int    `json:"spinOuts,omitempty"`
	Upgrades    []Card `json:"upgrades,omitempty"` // the Garage upgrades it drafted or was dealt
}

// DraftView is the Garage draft, which everybody sees.
type DraftView struct {
	Round  int    `json:"round"`          // 1 to DraftRounds
	Market []Card `json:"market"`         // face up
	Order  []int  `json:"order"`          // this round's drafting order
	Picker int    `json:"picker"`         // the seat whose pick it is
	Pool   int    `json:"pool"`           // cards not dealt yet
	Swap   bool   `json:"swap,omitempty"` // a championship's draft: the first drafter may swap
}

// Private is what only the seat's own player sees.
type Private struct {
	Hand    []Card `json:"hand"`
	Discard []Card `json:"discard"` // its discard pile, newest last
	Deck    int    `json:"deck"`
	Engine  int    `json:"engine"`
	Plan    *Plan  `json:"plan,omitempty"`
	Legal   Legal  `json:"legal"`
	// Campaign is the seat's campaign deck as the race dealt it (card ids 0), when it brought one.
	Campaign []Card `json:"campaign,omitempty"`
}

// Plan is the seat's own hidden choice this round.
type Plan struct {
	Gear      int   `json:"gear"`
	Cards     []int `json:"cards,omitempty"`
	Committed bool  `json:"committed,omitempty"`
}

// View returns what seat (or Spectator) may see now.
func (r *Race) View(seat int) View {
	s := &r.s
	v := View{
		Seat: seat, Track: r.track.ID, Laps: s.Config.Laps, Mode: s.Config.Mode, End: s.Config.End,
		Round: s.Round, Phase: s.Phase, Active: -1,
		Order: slices.Clone(s.Order), Standings: r.appendStandings(nil), Waiting: r.Pending(),
		Special: slices.Clone(s.Config.Special),
		Events:  s.Events.Len,
		Weather: s.Weather, Roads: slices.Clone(s.Roads), Press: slices.Clone(s.Config.Press),
		Garage: s.Config.Garage, LegendLevel: s.Config.LegendLevel, AggressiveLegends: s.Config.AggressiveLegends,
	}
	if s.Config.Champ != nil {
		v.Event, v.HandSize = s.Config.Champ.Event, r.handSize()
	}
	if d := s.Draft; d != nil {
		v.Draft = &DraftView{Round: d.Round, Market: slices.Clone(d.Market), Order: slices.Clone(d.Order),
			Picker: d.Order[d.Turn], Pool: len(d.Pool), Swap: d.Swap}
	}
	if s.Phase == PhaseTurns && s.Turn < len(s.Order) {
		v.Active = s.Order[s.Turn]
		v.Step = s.Step
	}
	if s.Legends.Current > 0 {
		card := legendCards[s.Legends.Current-1]
		v.Legend = &card
	}
	place := map[int]int{}
	for i, seat := range s.Finished {
		place[seat] = i + 1
	}
	L := r.track.Length
	for i := range s.Cars {
		c := &s.Cars[i]
		cv := CarView{
			Seat: c.Seat, Name: c.Name, Colour: c.Colour, Legend: c.Legend,
			Pos: Pos{c.Pos, c.Lane}, OnTrack: r.onTrack(c), RaceLine: r.raceLine(c),
			Lap: min(c.lapsDone(L)+1, s.Config.Laps+1), Gear: c.Gear,
			Engine: len(c.Engine), Hand: len(c.Hand), Deck: len(c.Deck), Discard: len(c.Discard),
			Speed: c.T.Speed, Ready: c.Committed && s.Phase == PhasePlan, Adrenaline: c.Adrenaline,
			Finished: c.FinishRound > 0, Retired: c.Retired, Eliminated: c.Eliminated, FinishRound: c.FinishRound, Place: place[c.Seat],
			LapRounds: slices.Clone(c.LapRounds), SpinOuts: c.SpinOuts, Upgrades: slices.Clone(c.Upgrades),
		}
		if c.Pos < 0 {
			cv.Lap = 0
		}
		if len(c.Discard) > 0 {
			top := c.Discard[len(c.Discard)-1]
			cv.DiscardTop = &top
		}
		if c.Revealed {
			cv.Played = slices.Clone(c.Shown)
			cv.TurnStart = c.T.Start
		}
		v.Cars = append(v.Cars, cv)
	}
	if seat >= 0 && seat < len(s.Cars) && !s.Cars[seat].Legend {
		c := &s.Cars[seat]
		me := &Private{
			Hand: append([]Card{}, c.Hand...), Discard: append([]Card{}, c.Discard...), Deck: len(c.Deck),
			Engine: len(c.Engine), Legal: r.Legal(seat), Campaign: r.campaignCards(seat),
		}
		if s.Phase == PhasePlan && (c.PlanGear != 0 || c.Committed) {
			me.Plan = &Plan{Gear: c.plannedGear(), Cards: slices.Clone(c.PlanCards), Committed: c.Committed}
		}
		v.Me = me
	}
	return v
}
