package bloodfang

import (
	"errors"

	"github.com/heatracing/heat/engine/kit"
)

// Errors Apply returns wrap one of these (engine/kit's kinds), so callers can tell them apart
// with errors.Is; their text speaks to the player.
var (
	ErrNotYourTurn = kit.ErrNotYourTurn
	ErrIllegal     = kit.ErrIllegal
	ErrBadAction   = kit.ErrBadAction
	// ErrOver: the game has ended.
	ErrOver   = errors.New("the game is over")
	ErrConfig = kit.ErrConfig
)

var (
	illegal     = kit.Illegal
	badAction   = kit.BadAction
	notYourTurn = kit.NotYourTurn
)
