package kit

import (
	"fmt"
	"strconv"
)

// Enum is the words of an enumeration, one a value: game files, saves and the wire carry the
// word ("speed", "MATCH") rather than a number that moves when a value is added. A type's String,
// MarshalText and UnmarshalText call it.
type Enum[T ~uint8 | ~uint16 | ~int] struct {
	Of    string   // what a value is: "kind(9)" for a value without a word, and the unknown word's error
	Words []string // by value; "" for a value without a word
}

// String is v's word, or Of(v) for a value without one.
func (e Enum[T]) String(v T) string {
	if i := int(v); i >= 0 && i < len(e.Words) && e.Words[i] != "" {
		return e.Words[i]
	}
	return e.Of + "(" + strconv.Itoa(int(v)) + ")"
}

// Read sets *v to the value whose word b is; an unknown word is an error and leaves *v as it was.
func (e Enum[T]) Read(v *T, b []byte) error {
	for i, w := range e.Words {
		if w != "" && w == string(b) {
			*v = T(i)
			return nil
		}
	}
	return fmt.Errorf("unknown %s %q", e.Of, b)
}
