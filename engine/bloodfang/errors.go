package bloodfang

import (
	"errors"
	"fmt"
)

// Errors Apply returns wrap one of these, so callers can tell them apart with errors.Is; their
// text speaks to the player.
var (
	// ErrNotYourTurn: the seat has nothing to decide now.
	ErrNotYourTurn = errors.New("it is not your turn")
	// ErrIllegal: the action breaks a rule.
	ErrIllegal = errors.New("that move is not allowed")
	// ErrBadAction: the action is malformed (unknown type, bad seat, unreadable).
	ErrBadAction = errors.New("that action makes no sense")
	// ErrOver: the game has ended.
	ErrOver = errors.New("the game is over")
	// ErrConfig wraps every problem with a game's configuration.
	ErrConfig = errors.New("this game cannot start")
)

// ruleError carries a sentence for the player and the sentinel it belongs to.
type ruleError struct {
	kind error
	msg  string
}

func (e *ruleError) Error() string { return e.msg }
func (e *ruleError) Unwrap() error { return e.kind }

func illegal(format string, args ...any) error {
	return &ruleError{ErrIllegal, fmt.Sprintf(format, args...)}
}

func badAction(format string, args ...any) error {
	return &ruleError{ErrBadAction, fmt.Sprintf(format, args...)}
}

func notYourTurn(format string, args ...any) error {
	return &ruleError{ErrNotYourTurn, fmt.Sprintf(format, args...)}
}
