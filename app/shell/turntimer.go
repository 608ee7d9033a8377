package shell

import (
	"fmt"
	"time"
)

// TurnTimers are the turn timers a host may choose in a game's room: none, or the time a turn
// may take.
var TurnTimers = []time.Duration{0, 30 * time.Second, 60 * time.Second, 90 * time.Second}

// TimerHint says what a room's turn timer does: who decides for a player whose time runs out
// ("the AI", "a bot").
func TimerHint(timer time.Duration, who string) string {
	if timer <= 0 {
		return "No turn timer."
	}
	return fmt.Sprintf("%d s a turn; then %s decides for the player.", int(timer.Seconds()), who)
}
