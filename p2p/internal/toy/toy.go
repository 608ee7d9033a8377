// Package toy is a small hidden-hand game for testing p2p: every seat holds
// secret cards; each round all seats pick a card at once (hidden until
// everyone has picked), then bid one after another. A seat's hand and its
// unrevealed pick must never reach another seat.
//
// Every card is a unique string "SECRET-<seat>-<hex>", so a test can search
// the bytes a guest received for other seats' secrets.
package toy

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/heatracing/heat/p2p"
)

// Title is the toy game.
type Title struct{}

// Settings of a toy match.
type Settings struct {
	Rounds int `json:"rounds"`
}

// Intent is a toy decision: a pick in the pick phase, a bid in the bid phase.
type Intent struct {
	Pick string `json:"pick,omitempty"`
	Bid  *int   `json:"bid,omitempty"`
}

// Event is what the toy game reports.
type Event struct {
	Type  string         `json:"type"` // chosen, you-picked, revealed, bid, round, over
	Seat  int            `json:"seat"`
	Card  string         `json:"card,omitempty"`
	Cards map[int]string `json:"cards,omitempty"`
	Bid   int            `json:"bid,omitempty"`
	Round int            `json:"round,omitempty"`
}

// View is what one seat sees.
type View struct {
	You       int            `json:"you"`
	Round     int            `json:"round"`
	Phase     string         `json:"phase"`
	Hand      []string       `json:"hand,omitempty"`
	HandSizes []int          `json:"handSizes"`
	Chosen    []bool         `json:"chosen"`
	Picked    string         `json:"picked,omitempty"`
	Revealed  map[int]string `json:"revealed,omitempty"`
	Scores    []int          `json:"scores"`
	Turn      int            `json:"turn"`
	Over      bool           `json:"over"`
}

var colours = []string{"red", "blue", "green", "yellow", "black", "white"}

// Colours implements p2p.Title.
func (Title) Colours() []string { return slices.Clone(colours) }

// CheckSettings implements p2p.Title.
func (Title) CheckSettings(settings json.RawMessage, seats []p2p.Seat) error {
	_, err := parse(settings, seats)
	return err
}

func parse(settings json.RawMessage, seats []p2p.Seat) (Settings, error) {
	s := Settings{Rounds: 3}
	if len(settings) > 0 {
		if err := json.Unmarshal(settings, &s); err != nil {
			return s, errors.New("the settings cannot be read")
		}
	}
	if s.Rounds < 1 || s.Rounds > 50 {
		return s, errors.New("rounds must be between 1 and 50")
	}
	if len(seats) < 1 || len(seats) > len(colours) {
		return s, fmt.Errorf("a match needs 1 to %d players", len(colours))
	}
	return s, nil
}

// New implements p2p.Title.
func (Title) New(settings json.RawMessage, seats []p2p.Seat, seed uint64) (p2p.Game, error) {
	s, err := parse(settings, seats)
	if err != nil {
		return nil, err
	}
	g := &Game{settings: settings, seats: slices.Clone(seats), seed: seed, rounds: s.Rounds, phase: "pick"}
	rng := rand.New(rand.NewPCG(seed, 7))
	n := len(seats)
	g.hands = make([][]string, n)
	for i := range n {
		for range s.Rounds + 2 {
			g.hands[i] = append(g.hands[i], fmt.Sprintf("SECRET-%d-%016x", i, rng.Uint64()))
		}
	}
	g.picks = make([]string, n)
	g.scores = make([]int, n)
	g.round = 1
	return g, nil
}

type saved struct {
	Settings json.RawMessage `json:"settings"`
	Seats    []p2p.Seat      `json:"seats"`
	Seed     uint64          `json:"seed"`
	Log      []logged        `json:"log"`
}

type logged struct {
	Seat   int             `json:"seat"`
	Intent json.RawMessage `json:"intent"`
}

// Load implements p2p.Title.
func (t Title) Load(save []byte) (p2p.Game, error) {
	var s saved
	if err := json.Unmarshal(save, &s); err != nil {
		return nil, err
	}
	g, err := t.New(s.Settings, s.Seats, s.Seed)
	if err != nil {
		return nil, err
	}
	for i, l := range s.Log {
		if err := g.Apply(l.Seat, l.Intent); err != nil {
			return nil, fmt.Errorf("replay step %d: %w", i, err)
		}
	}
	return g, nil
}

// Replay implements p2p.Title.
func (t Title) Replay(save []byte) (p2p.Replay, error) {
	var s saved
	if err := json.Unmarshal(save, &s); err != nil {
		return p2p.Replay{}, errors.New("the game file cannot be read")
	}
	g, err := t.New(s.Settings, s.Seats, s.Seed)
	if err != nil {
		return p2p.Replay{}, err
	}
	r := p2p.Replay{Seed: s.Seed, Game: g}
	for _, l := range s.Log {
		r.Actions = append(r.Actions, p2p.Action{Seat: l.Seat, Intent: l.Intent})
	}
	return r, nil
}

// Game is one toy match.
type Game struct {
	settings json.RawMessage
	seats    []p2p.Seat
	seed     uint64
	rounds   int

	round  int
	phase  string // pick, bid, over
	hands  [][]string
	picks  []string
	turn   int // whose bid
	scores []int
	events []event
	log    []logged
}

type event struct {
	to int // -2: everyone
	e  Event
}

const everyone = -2

func (g *Game) emit(to int, e Event) { g.events = append(g.events, event{to, e}) }

// Apply implements p2p.Game.
func (g *Game) Apply(seat int, raw json.RawMessage) error {
	if seat < 0 || seat >= len(g.seats) {
		return errors.New("no such seat")
	}
	var in Intent
	if err := json.Unmarshal(raw, &in); err != nil {
		return errors.New("that move cannot be read")
	}
	switch g.phase {
	case "pick":
		if in.Pick == "" {
			return errors.New("pick a card first")
		}
		if g.picks[seat] != "" {
			return errors.New("you have already picked")
		}
		i := slices.Index(g.hands[seat], in.Pick)
		if i < 0 {
			return errors.New("you do not hold that card")
		}
		g.hands[seat] = slices.Delete(g.hands[seat], i, i+1)
		g.picks[seat] = in.Pick
		g.emit(seat, Event{Type: "you-picked", Seat: seat, Card: in.Pick})
		g.emit(everyone, Event{Type: "chosen", Seat: seat})
		if !slices.Contains(g.picks, "") {
			cards := map[int]string{}
			for s, c := range g.picks {
				cards[s] = c
			}
			g.emit(everyone, Event{Type: "revealed", Cards: cards, Round: g.round})
			g.phase, g.turn = "bid", 0
		}
	case "bid":
		if in.Bid == nil {
			return errors.New("it is time to bid")
		}
		if seat != g.turn {
			return errors.New("wait for your turn to bid")
		}
		if *in.Bid < 0 || *in.Bid > 3 {
			return errors.New("bid 0 to 3")
		}
		g.scores[seat] += *in.Bid
		g.emit(everyone, Event{Type: "bid", Seat: seat, Bid: *in.Bid})
		g.turn++
		if g.turn == len(g.seats) {
			if g.round == g.rounds {
				g.phase = "over"
				g.emit(everyone, Event{Type: "over"})
			} else {
				g.round++
				g.phase = "pick"
				clear(g.picks)
				g.emit(everyone, Event{Type: "round", Round: g.round})
			}
		}
	default:
		return errors.New("the match is over")
	}
	g.log = append(g.log, logged{Seat: seat, Intent: slices.Clone(raw)})
	return nil
}

// View implements p2p.Game.
func (g *Game) View(seat int, since int) (p2p.SeatView, error) {
	if seat < p2p.Spectator || seat >= len(g.seats) {
		return p2p.SeatView{}, errors.New("no such seat")
	}
	v := View{You: seat, Round: g.round, Phase: g.phase, Scores: g.scores, Turn: g.turn, Over: g.phase == "over"}
	for s := range g.seats {
		v.HandSizes = append(v.HandSizes, len(g.hands[s]))
		v.Chosen = append(v.Chosen, g.picks[s] != "")
	}
	if seat >= 0 {
		v.Hand = g.hands[seat]
		v.Picked = g.picks[seat]
	}
	if g.phase == "bid" {
		v.Revealed = map[int]string{}
		for s, c := range g.picks {
			v.Revealed[s] = c
		}
	}
	b, err := json.Marshal(v)
	if err != nil {
		return p2p.SeatView{}, err
	}
	u := p2p.SeatView{View: b, Next: len(g.events)}
	for _, e := range g.events[min(max(since, 0), len(g.events)):] {
		if e.to == everyone || e.to == seat {
			eb, _ := json.Marshal(e.e)
			u.Events = append(u.Events, eb)
		}
	}
	return u, nil
}

// Pending implements p2p.Game.
func (g *Game) Pending() []int {
	switch g.phase {
	case "pick":
		var p []int
		for s, c := range g.picks {
			if c == "" {
				p = append(p, s)
			}
		}
		return p
	case "bid":
		return []int{g.turn}
	}
	return nil
}

// Auto implements p2p.Game: pick the first card, bid the round number mod 4.
func (g *Game) Auto(seat int) (json.RawMessage, error) {
	if !slices.Contains(g.Pending(), seat) {
		return nil, errors.New("nothing to decide")
	}
	if g.phase == "pick" {
		return json.Marshal(Intent{Pick: g.hands[seat][0]})
	}
	b := g.round % 4
	return json.Marshal(Intent{Bid: &b})
}

// Over implements p2p.Game.
func (g *Game) Over() bool { return g.phase == "over" }

// Save implements p2p.Game.
func (g *Game) Save() ([]byte, error) {
	return json.Marshal(saved{Settings: g.settings, Seats: g.seats, Seed: g.seed, Log: g.log})
}

// Secrets returns every card dealt to seat (for tests).
func (g *Game) Secrets(seat int) []string {
	out := append([]string(nil), g.hands[seat]...)
	if g.picks[seat] != "" {
		out = append(out, g.picks[seat])
	}
	return out
}

// IsSecret reports whether s looks like a toy card.
func IsSecret(s string) bool { return strings.HasPrefix(s, "SECRET-") }
