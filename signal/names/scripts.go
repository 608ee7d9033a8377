package names

import (
	"slices"
	"unicode"
)

// Scripts that may share a name: Unicode's highly restrictive level (UTS #39) lets Japanese,
// Chinese and Korean writing mix Han with their own scripts and with Latin; any other mix is
// refused. Common and Inherited characters (digits, punctuation, spaces, marks) belong to every
// script.
var together = [][]string{
	{"Latin", "Han", "Hiragana", "Katakana"},
	{"Latin", "Han", "Bopomofo"},
	{"Latin", "Han", "Hangul"},
}

// scriptOf is the name of r's script, or "" for Common and Inherited characters.
func scriptOf(r rune) string {
	if !unicode.IsLetter(r) || unicode.In(r, unicode.Common, unicode.Inherited) {
		return ""
	}
	for name, t := range unicode.Scripts {
		if unicode.Is(t, r) {
			return name
		}
	}
	return ""
}

// mixedScripts reports whether s mixes scripts that may not share a name, and two of them.
func mixedScripts(s string) (a, b string, mixed bool) {
	var seen []string
	for _, r := range s {
		if sc := scriptOf(r); sc != "" && !slices.Contains(seen, sc) {
			seen = append(seen, sc)
		}
	}
	if len(seen) < 2 {
		return "", "", false
	}
	for _, ok := range together {
		if !slices.ContainsFunc(seen, func(sc string) bool { return !slices.Contains(ok, sc) }) {
			return "", "", false
		}
	}
	slices.Sort(seen)
	return seen[0], seen[1], true
}
