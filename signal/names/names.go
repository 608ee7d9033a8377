// Package names holds the rules for the text people choose and others read: player names, room
// names, chat lines and listings. Every place a name enters applies them (p2p's lobby, the
// signaling server's public list, the pages' forms before they submit), so a page can say what is
// wrong before the host or the server refuses it.
//
//   - A name is put in the PRECIS nickname form (RFC 8266, as golang.org/x/text/secure/precis
//     puts it: nickname.go):
//     compatibility characters become their plain form (full-width letters, ligatures), runs of
//     spaces become one, and invisible or unassigned characters are refused.
//   - A name is written in one script: Latin and Cyrillic letters mixed are refused, as a name
//     that passes for another would be ("Неат Admin" with Cyrillic letters). Japanese, Chinese and
//     Korean writing may mix Han with their own scripts and Latin, as Unicode's highly restrictive
//     level allows (UTS #39).
//   - No letter carries more than MaxMarks combining marks, in names and in any text: stacked
//     marks spill over the lines around them.
//   - A name that looks like another one in the same room or list (the same Unicode confusable
//     skeleton, as github.com/mtibben/confusables computes it: skeleton.go) is refused.
package names

//go:generate go run confusable_gen.go

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Bounds, in runes.
const (
	MaxPlayer = 24 // a player's name
	MaxRoom   = 40 // a room's name
	// MaxMarks bounds the combining marks after one letter: Vietnamese needs two, some Indic
	// clusters three or four.
	MaxMarks = 4
)

// Player checks a player's name and returns it in its PRECIS nickname form, or says in plain
// words what is wrong with it.
func Player(s string) (string, error) { return clean(s, MaxPlayer, "A name") }

// Room checks a room's name like a player's, up to MaxRoom runes.
func Room(s string) (string, error) { return clean(s, MaxRoom, "A room's name") }

// Problem is what is wrong with a text, in words a player reads as they are.
type Problem string

func (p Problem) Error() string { return string(p) }

func problem(format string, args ...any) Problem { return Problem(fmt.Sprintf(format, args...)) }

// readable checks what every name needs first: text, not blank, few stacked marks.
func readable(s, what string) error {
	if !utf8.ValidString(s) {
		return problem("%s must be text.", what)
	}
	if strings.TrimSpace(s) == "" {
		return problem("%s cannot be blank.", what)
	}
	return Text(s)
}

func clean(s string, max int, what string) (string, error) {
	if err := readable(s, what); err != nil {
		return "", err
	}
	n, err := nickname(s)
	if err != nil || n == "" {
		for _, r := range s {
			if _, err := nickname(string(r)); err != nil && !unicode.IsSpace(r) {
				if unicode.IsPrint(r) {
					return "", problem("%s cannot hold the character %q.", what, r)
				}
				break
			}
		}
		return "", problem("%s cannot hold invisible or control characters.", what)
	}
	if utf8.RuneCountInString(n) > max {
		return "", problem("%s has at most %d characters.", what, max)
	}
	if a, b, mixed := mixedScripts(n); mixed {
		return "", problem("%s must be written in one alphabet: this one mixes %s and %s letters.", what, a, b)
	}
	return n, nil
}

// ErrMarks: a letter carries more than MaxMarks combining marks.
const ErrMarks = Problem("That text stacks too many accents on one letter.")

// Text checks free text (a chat line, a settings summary): no letter carries more than MaxMarks
// combining marks. The marks are the nonspacing and enclosing ones, and the few other characters
// that combine with the one before (freeform_table.go): normalization counts those too, and
// puts an invisible joiner in a run of more than 30, which a browser's own normalization does not.
func Text(s string) error {
	run := 0
	for _, r := range s {
		if unicode.In(r, unicode.Mn, unicode.Me) || unicode.Is(combining, r) {
			if run++; run > MaxMarks {
				return ErrMarks
			}
			continue
		}
		run = 0
	}
	return nil
}

// Key is what two names that look alike share: their confusable skeleton, in lower case. Keep it
// beside a name that is compared often. It reads a name Player or Room has checked (valid UTF-8:
// the browser's build reads a broken sequence as one replacement character, Go as one a byte).
func Key(s string) string {
	return strings.ToLower(skeleton(s))
}

// Alike reports whether a name with key ka looks like b (key kb) without being the same name (the
// same letters, whatever their case, is the same name: the lobby numbers those).
func Alike(a, ka, b, kb string) bool {
	return ka == kb && !strings.EqualFold(a, b)
}

// LooksLike returns the first of others that name looks like without being the same name.
func LooksLike(name string, others ...string) (string, bool) {
	k := Key(name)
	for _, o := range others {
		if Alike(name, k, o, Key(o)) {
			return o, true
		}
	}
	return "", false
}

// LooksLikeError says in plain words that a name looks like another's.
func LooksLikeError(other string) error {
	return problem("That name looks like another player's name, '%s'. Choose another.", other)
}

// Plain checks a name as Player and Room do, with only what needs no table beyond the standard
// library's: text, not blank, few stacked marks, no control or invisible formatting characters,
// one script, at most max characters; runs of spaces become one. It does not put the name in its
// PRECIS form, so two names that read alike may differ: for a name no one else reads (a game
// alone against bots).
func Plain(s string, max int, what string) (string, error) {
	if err := readable(s, what); err != nil {
		return "", err
	}
	for _, r := range s {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return "", problem("%s cannot hold invisible or control characters.", what)
		}
	}
	n := nickMapping(s)
	if utf8.RuneCountInString(n) > max {
		return "", problem("%s has at most %d characters.", what, max)
	}
	if a, b, mixed := mixedScripts(n); mixed {
		return "", problem("%s must be written in one alphabet: this one mixes %s and %s letters.", what, a, b)
	}
	return n, nil
}
