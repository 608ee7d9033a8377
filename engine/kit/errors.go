package kit

import (
	"errors"
	"fmt"
)

// The kinds of error Apply returns: every rule error wraps one of them, so callers can tell them
// apart with errors.Is; their text speaks to the player. An engine names its own "over" error
// (a race is over, a game is over) and refers to these.
var (
	// ErrNotYourTurn: the seat has nothing to decide now.
	ErrNotYourTurn = errors.New("it is not your turn")
	// ErrIllegal: the action breaks a rule.
	ErrIllegal = errors.New("that move is not allowed")
	// ErrBadAction: the action is malformed (unknown type, bad seat, unreadable).
	ErrBadAction = errors.New("that action makes no sense")
	// ErrConfig wraps every problem with a game's configuration.
	ErrConfig = errors.New("this game cannot start")
)

// RuleError carries a sentence for the player and the kind of error it is.
type RuleError struct {
	Kind error
	Msg  string
}

func (e *RuleError) Error() string { return e.Msg }
func (e *RuleError) Unwrap() error { return e.Kind }

// Errorf is an error of kind with a sentence for the player.
func Errorf(kind error, format string, args ...any) error {
	return &RuleError{kind, fmt.Sprintf(format, args...)}
}

// Illegal is an action that breaks a rule.
func Illegal(format string, args ...any) error { return Errorf(ErrIllegal, format, args...) }

// BadAction is an action that makes no sense.
func BadAction(format string, args ...any) error { return Errorf(ErrBadAction, format, args...) }

// NotYourTurn is an action from a seat that has nothing to decide now.
func NotYourTurn(format string, args ...any) error {
	return Errorf(ErrNotYourTurn, format, args...)
}
