package names

//go:generate go run freeform_gen.go

import (
	"errors"
	"strings"
	"unicode"
)

// nickname puts s in the PRECIS nickname form (RFC 8266) as golang.org/x/text/secure/precis's
// Nickname profile does, from the characters that profile allows (freeform_table.go, generated
// from it, with the viramas), Unicode's normalization form KC (normalize.go: the browser's own in
// its build) and the standard library's scripts: the browser's build then carries neither precis
// nor the normalization, case, width and language tables it brings. Its verdicts are precis's (a
// test compares the two on every character and on fuzzed text) but for one: a zero-width
// non-joiner is refused unless it follows a virama, where precis also lets one stand between two
// Arabic-like letters that join.
func nickname(s string) (string, error) {
	// A character Unicode had not assigned in the version of the tables here (unicode.Version, the
	// same as x/text's) is refused before normalizing: a browser that knows a newer Unicode would
	// otherwise normalize it where these tables cannot.
	for _, r := range s {
		if unicode.Is(unicode.Cn, r) {
			return "", errDisallowed
		}
	}
	// The profile applies its rules until they change nothing, four rounds at most.
	for range 4 {
		s = nfkc(nickMapping(s))
		if err := freeformContext(s); err != nil {
			return "", err
		}
		if s == "" {
			return "", errEmpty
		}
	}
	return s, nil
}

var (
	errEmpty      = errors.New("nothing is left of the name")
	errDisallowed = errors.New("a character that names may not hold")
	errContext    = errors.New("a character out of its place")
)

// nickMapping is RFC 8266's additional mapping rule: every space (Unicode's Zs) becomes SPACE,
// those at either end go, and a run of them inside becomes one.
func nickMapping(s string) string {
	var b strings.Builder
	space := false
	for _, r := range s {
		if unicode.Is(unicode.Zs, r) {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

// Characters with contextual rules (RFC 5892, appendix A).
const (
	zwnj          = '\u200c' // ZERO WIDTH NON-JOINER
	zwj           = '\u200d' // ZERO WIDTH JOINER
	middleDot     = '\u00b7' // only between two l (Catalan's l·l)
	keraia        = '\u0375' // GREEK LOWER NUMERAL SIGN: only before a Greek letter
	geresh        = '\u05f3' // HEBREW PUNCTUATION GERESH: only after a Hebrew letter
	gershayim     = '\u05f4'
	katakanaDot   = '\u30fb' // KATAKANA MIDDLE DOT: only in Japanese writing
	arabicIndic   = '\u0660' // ARABIC-INDIC DIGIT ZERO, to nine: not beside the extended ones
	extendedIndic = '\u06f0' // EXTENDED ARABIC-INDIC DIGIT ZERO, to nine
)

// freeformContext checks that every character of s is one the FreeformClass allows (freeform),
// or one with a contextual rule in a place the rule allows.
func freeformContext(s string) error {
	var (
		prev              rune // the character before, -1 at the start
		next              func(rune) bool
		japanese, needJpn bool
		digits, extended  bool
	)
	prev = -1
	for _, r := range s {
		if next != nil {
			if !next(r) {
				return errContext
			}
			next = nil
		}
		switch {
		case r == zwnj || r == zwj:
			if prev < 0 || !unicode.Is(viramas, prev) {
				return errContext
			}
		case r == middleDot:
			if prev != 'l' {
				return errContext
			}
			next = func(r rune) bool { return r == 'l' }
		case r == keraia:
			next = func(r rune) bool { return unicode.Is(unicode.Greek, r) }
		case r == geresh || r == gershayim:
			if prev < 0 || !unicode.Is(unicode.Hebrew, prev) {
				return errContext
			}
		case r == katakanaDot:
			needJpn = true
		case r >= arabicIndic && r <= arabicIndic+9:
			if extended {
				return errContext
			}
			digits = true
		case r >= extendedIndic && r <= extendedIndic+9:
			if digits {
				return errContext
			}
			extended = true
		case !unicode.Is(freeform, r):
			return errDisallowed
		}
		if unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Han) {
			japanese = true
		}
		prev = r
	}
	if next != nil || needJpn && !japanese {
		return errContext
	}
	return nil
}
