package bloodfang

import (
	"errors"

	"github.com/heatracing/heat/engine/kit"
)

// The errors Apply returns are engine/kit's kinds (kit.ErrIllegal, …), so callers tell them
// apart with errors.Is; their text speaks to the player. ErrOver is this game's: the game has ended.
var (
	ErrOver                         = errors.New("the game is over")
	illegal, badAction, notYourTurn = kit.Illegal, kit.BadAction, kit.NotYourTurn
)
