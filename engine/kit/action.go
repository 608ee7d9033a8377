package kit

import (
	"bytes"
	"encoding/json"
)

// ParseAction reads an action A that a player sent, of at most max bytes: one JSON object with
// no field A does not have and nothing after it. Anything else is an ErrBadAction.
func ParseAction[A any](b []byte, max int) (A, error) {
	var a, zero A
	if len(b) > max {
		return zero, BadAction("that action is too long (%d bytes)", len(b))
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&a); err != nil {
		return zero, BadAction("that action could not be read: %v", err)
	}
	if dec.More() {
		return zero, BadAction("that action has extra data after it")
	}
	return a, nil
}

// Logged is an action in a game's log: the seat that took it and the action.
type Logged[A any] struct {
	Seat   int `json:"seat"`
	Action A   `json:"action"`
}
