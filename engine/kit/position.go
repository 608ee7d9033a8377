package kit

import (
	"fmt"
	"strconv"
	"strings"
)

// MaxPositionLines is how many lines a position's text may have.
const MaxPositionLines = 400

// A PositionLine is one line of a position (a game in the middle, written as text a person reads
// and edits) that says something: its first word, the key, and the rest.
type PositionLine struct {
	N         int    // the line's number, from 1
	Text      string // the line without its comment
	Key, Rest string
	kind      error
}

// PositionLines are the lines of a position's text that say something: blank lines and comments
// ("#" at a line's start or after a space, to the line's end) are skipped, so that a name may
// hold a "#". kind is what the errors about its lines wrap (the engine's ErrConfig).
func PositionLines(text string, kind error) ([]PositionLine, error) {
	raw := strings.Split(text, "\n")
	if len(raw) > MaxPositionLines {
		return nil, fmt.Errorf("%w: a position has at most %d lines", kind, MaxPositionLines)
	}
	var out []PositionLine
	for n, line := range raw {
		line = uncomment(line)
		if line == "" {
			continue
		}
		key, rest, _ := strings.Cut(line, " ")
		out = append(out, PositionLine{N: n + 1, Text: line, Key: key, Rest: strings.TrimSpace(rest), kind: kind})
	}
	return out, nil
}

// uncomment strips a line's comment and the spaces around what is left.
func uncomment(line string) string {
	if strings.HasPrefix(line, "#") {
		return ""
	}
	if i := strings.Index(line, " #"); i >= 0 {
		line = line[:i]
	}
	if i := strings.Index(line, "\t#"); i >= 0 {
		line = line[:i]
	}
	return strings.TrimSpace(line)
}

// Errorf is an error about the line: it names the line, and wraps the position's kind of error.
func (l PositionLine) Errorf(format string, args ...any) error {
	return fmt.Errorf("%w: line %d (%q): %s", l.kind, l.N, l.Text, fmt.Sprintf(format, args...))
}

// Number reads the line's rest as a whole number from lo to hi.
func (l PositionLine) Number(lo, hi int) (int, error) {
	v, err := strconv.Atoi(l.Rest)
	if err != nil || v < lo || v > hi {
		return 0, fmt.Errorf("%s is a number from %d to %d", l.Key, lo, hi)
	}
	return v, nil
}
