package proto

import "strings"

// CodeAlphabet holds the characters of room codes: digits and capital
// letters without the look-alikes 0/O, 1/I/L and U (read as V). 30 symbols.
const CodeAlphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ"

// CodeLength is the number of characters in a room code: 30^6 = 729,000,000
// codes (see Config for what that means for guessing).
const CodeLength = 6

// NormalizeCode turns what a person typed into the canonical form of a room
// code: upper case, without spaces or dashes. It reports false when the
// result cannot be a room code. The app may use it to check input early.
func NormalizeCode(s string) (string, bool) {
	if len(s) > maxRoomField {
		return "", false
	}
	var b strings.Builder
	b.Grow(CodeLength)
	for _, r := range s {
		switch {
		case r == ' ' || r == '-':
			continue
		case r >= 'a' && r <= 'z':
			r -= 'a' - 'A'
		}
		if r > 0x7f || strings.IndexByte(CodeAlphabet, byte(r)) < 0 {
			return "", false
		}
		b.WriteRune(r)
	}
	if b.Len() != CodeLength {
		return "", false
	}
	return b.String(), true
}
