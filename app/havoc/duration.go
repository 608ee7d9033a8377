package havoc

import (
	"fmt"
	"math"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/havoc"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// A game's length, estimated before it starts: the rounds it takes, times how long a round
// lasts. The rounds come from games the bots played (TestDurationTables plays some again and
// checks them); a round's length from a game played in the browser: about 24 s for a round of
// four players with five cards a hand, decided at once, with the animations on.

// roundsPerLap are the rounds a lap takes, by dice (1, 2) and players (2, 3, 4).
var roundsPerLap = [2][3]float64{{48, 44, 37}, {15.5, 15.5, 14}}

// stormActions are the cards played and drawn in a round's Storm, by players (2, 3, 4) and cards
// a hand (3, 4, 5).
var stormActions = [3][3]float64{{13.7, 15.7, 18.6}, {26.5, 31.5, 35.7}, {41, 47.4, 53.5}}

// A round lasts perPlayer for each player (coins, a roll and a move each) and perStormAction for
// each card of its Storm; a game has setUp more for the dealer selection and the lanes.
const (
	perPlayer      = 2 * time.Second
	perStormAction = 300 * time.Millisecond
	setUp          = 30 * time.Second
)

// estimate is how long a game of players with settings s takes.
func estimate(s havoctitle.Settings, players int) time.Duration {
	d := engine.Defaults
	laps, dice, cards := orDefault(s.Laps, d.Laps), orDefault(s.Dice, d.Dice), orDefault(s.Cards, d.Cards)
	p := min(max(players, engine.MinPlayers), engine.MaxPlayers) - engine.MinPlayers
	dice = min(max(dice, 1), 2) - 1
	c := min(max(cards, 3), 5) - 3
	rounds := float64(laps) * roundsPerLap[dice][p]
	round := time.Duration(p+engine.MinPlayers)*perPlayer + time.Duration(stormActions[p][c]*float64(perStormAction))
	return setUp + time.Duration(rounds*float64(round))
}

func orDefault(n, def int) int {
	if n <= 0 {
		return def
	}
	return n
}

// durationText says an estimate in a player's words: "About 10 minutes".
func durationText(d time.Duration) string {
	m := int(math.Round(d.Minutes()))
	switch {
	case m < 2:
		return "About a minute"
	case m >= 90:
		return fmt.Sprintf("About %.1f hours", d.Hours())
	}
	return fmt.Sprintf("About %d minutes", m)
}

// durationLine is the estimate under a game's settings.
func durationLine(s havoctitle.Settings, players int) app.UI {
	return app.P().Class("parlor-hint", "hv-duration").DataSet("testid", "duration").Aria("live", "polite").Body(
		app.Elem("strong").Text(durationText(estimate(s, players))+" "),
		app.Text(fmt.Sprintf("for %d players with these settings. Skip animations, in the game, makes it quicker.", players)),
	)
}
