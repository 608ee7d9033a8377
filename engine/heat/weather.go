package heat

import (
	"strings"

	"github.com/heatracing/heat/engine/rng"
)

// The Weather module (rules reference §5): one Weather token per race, with an effect on every
// driver at the start and one in every sector holding a weather road token, and a road-condition
// token on every corner, acting on the corner or on the sector after it.

// Weather is a Weather token, or how a race chooses one.
type Weather string

// Weather tokens, and the choices of a configuration.
const (
	WeatherOff    Weather = ""
	WeatherRandom Weather = "random" // drawn after the draft, with the road conditions
	Cloud         Weather = "cloud"  // 1 Stress fewer; no Cooldown in weather sectors
	Fog           Weather = "fog"    // 1 more Heat in the Engine; no slipstream from weather sectors
	Storm         Weather = "storm"  // 1 more Stress; slipstream +2 from weather sectors
	Snow          Weather = "snow"   // 1 Heat fewer in the Engine; Cooldown +1 in weather sectors
	Rain          Weather = "rain"   // 3 Heat from the Engine into the deck; Cooldown +1 in weather sectors
	Sun           Weather = "sun"    // 3 Heat from the Engine into the discard pile; slipstream +2 in weather sectors
)

// Weathers lists the six Weather tokens.
var Weathers = []Weather{Cloud, Fog, Storm, Snow, Rain, Sun}

// drawConditions draws the race's Weather token and, for every corner, one of the twelve road
// condition tokens (two of each kind), when the race plays the Weather module at random.
func (r *Race) drawConditions() {
	s := &r.s
	s.Weather, s.Roads = s.Config.Weather, s.Config.Roads
	if s.Config.Weather != WeatherRandom {
		return
	}
	s.Weather = Weathers[s.RNG.Intn(len(Weathers))]
	tokens := make([]RoadKind, 0, 2*len(RoadKinds))
	for _, k := range RoadKinds {
		tokens = append(tokens, k, k)
	}
	rng.Shuffle(&s.RNG, tokens)
	s.Roads = make([]RoadToken, min(len(r.track.Corners), len(tokens)))
	for i := range s.Roads {
		s.Roads[i] = RoadToken{Corner: i, Kind: tokens[i]}
	}
	r.emit(&Event{Kind: EvWeather, Seat: -1, Count: weatherIndex(s.Weather)})
}

// weatherIndex numbers a Weather token from 1 for the event log (0: none).
func weatherIndex(w Weather) int {
	for i, x := range Weathers {
		if x == w {
			return i + 1
		}
	}
	return 0
}

// WeatherOf reads the number of a weather event (see EvWeather).
func WeatherOf(e Event) Weather {
	if e.Count >= 1 && e.Count <= len(Weathers) {
		return Weathers[e.Count-1]
	}
	return WeatherOff
}

// weatherDeck applies the weather's effect on a driver's starting deck, before it is shuffled:
// Cloud takes a Stress card out, Storm adds one.
func (r *Race) weatherDeck(c *car) {
	switch r.s.Weather {
	case Cloud:
		for i := len(c.Deck) - 1; i >= 0; i-- {
			if c.Deck[i].Kind == Stress {
				c.Deck = append(c.Deck[:i], c.Deck[i+1:]...)
				break
			}
		}
	case Storm:
		c.Deck = append(c.Deck, Card{ID: r.s.NextID, Kind: Stress})
		r.s.NextID++
	}
}

// weatherEngine applies the weather's effect on a driver's Engine, before the deck is shuffled:
// Fog adds a Heat card, Snow takes one out, Rain moves three into the deck and Sun three into
// the discard pile.
func (r *Race) weatherEngine(c *car) {
	switch r.s.Weather {
	case Fog:
		c.Engine = append(c.Engine, Card{ID: r.s.NextID, Kind: Heat})
		r.s.NextID++
	case Snow:
		if len(c.Engine) > 0 {
			c.Engine = c.Engine[:len(c.Engine)-1]
		}
	case Rain, Sun:
		n := min(3, len(c.Engine))
		moved := c.Engine[len(c.Engine)-n:]
		if r.s.Weather == Rain {
			c.Deck = append(c.Deck, moved...)
		} else {
			c.Discard = append(c.Discard, moved...)
		}
		c.Engine = c.Engine[:len(c.Engine)-n]
	}
}

// sectorRoad is the road condition acting on the sector the car stands in ("" for none).
func (r *Race) sectorRoad(c *car) RoadKind {
	if len(r.s.Roads) == 0 {
		return ""
	}
	k := r.road(r.track.Sector(r.track.Space(c.Pos)))
	if !k.OnSector() {
		return ""
	}
	return k
}

// sectorWeather is the weather acting where the car stands: the race's weather in a sector holding
// a weather token, else none.
func (r *Race) sectorWeather(c *car) Weather {
	if r.sectorRoad(c) == RoadWeather {
		return r.s.Weather
	}
	return WeatherOff
}

// sectorCooldown is what the sector adds to the car's Cooldown in React, and whether Cooldown is
// forbidden there (Cloud).
func (r *Race) sectorCooldown(c *car) (extra int, none bool) {
	if len(r.s.Roads) == 0 { // no sector has a condition (most races: every turn asks)
		return 0, false
	}
	switch r.sectorWeather(c) {
	case Cloud:
		return 0, true
	case Snow, Rain:
		return 1, false
	}
	return 0, false
}

// boostHeat is what a Boost costs the car where it stands: nothing in a free-Boost sector.
func (r *Race) boostHeat(c *car) int {
	if len(r.s.Roads) > 0 && r.sectorRoad(c) == RoadFreeBoost {
		return 0
	}
	return 1
}

// WeatherName is a weather's name as the token shows it.
func WeatherName(w Weather) string {
	if w == WeatherOff {
		return "none"
	}
	return strings.ToUpper(string(w[:1])) + string(w[1:])
}

// WeatherSetup says what a weather does at the start of the race.
func WeatherSetup(w Weather) string {
	switch w {
	case Cloud:
		return "1 Stress card fewer in every deck."
	case Fog:
		return "1 more Heat in every Engine."
	case Storm:
		return "1 more Stress card in every deck."
	case Snow:
		return "1 Heat fewer in every Engine."
	case Rain:
		return "3 Heat from every Engine shuffled into the deck."
	case Sun:
		return "3 Heat from every Engine into the discard pile."
	}
	return "no effect."
}

// WeatherSector says what a weather does in the sectors holding a weather token.
func WeatherSector(w Weather) string {
	switch w {
	case Cloud:
		return "no Cooldown in React"
	case Fog:
		return "no slipstream from here"
	case Storm, Sun:
		return "slipstream 2 spaces further"
	case Snow, Rain:
		return "Cooldown +1 in React"
	}
	return "no effect"
}

// RoadSays says what a road condition does, for the board and the race log.
func RoadSays(k RoadKind, w Weather) string {
	switch k {
	case RoadOverheat:
		return "Overheat: 1 more Heat when over the limit"
	case RoadLimitDown:
		return "speed limit 1 lower"
	case RoadLimitUp:
		return "speed limit 1 higher"
	case RoadWeather:
		return "weather sector: " + WeatherSector(w)
	case RoadFreeBoost:
		return "free Boost in this sector"
	case RoadSlipstream:
		return "slipstream 1 space further from this sector"
	}
	return string(k)
}
