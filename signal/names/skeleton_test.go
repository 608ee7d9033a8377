package names

import (
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/mtibben/confusables"
	"golang.org/x/text/unicode/norm"

	"github.com/heatracing/heat/signal/names/internal/confusablegen"
)

// sameSkeleton fails t unless skeleton(s) is confusables.Skeleton(s).
func sameSkeleton(t testing.TB, s string) {
	t.Helper()
	if got, want := skeleton(s), confusables.Skeleton(s); got != want {
		t.Fatalf("skeleton(%+q) = %+q; confusables says %+q", s, got, want)
	}
}

// Every character alone, and with marks around it that normalization reorders or composes; not
// those Unicode had not assigned in the version of the tables here, which no name holds and a
// browser of a newer Unicode normalizes otherwise.
func TestSkeletonEveryCharacter(t *testing.T) {
	browserChecksEveryCharacter(t)
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if utf8.ValidRune(r) && !unicode.Is(unicode.Cn, r) {
			sameSkeleton(t, string(r))
			sameSkeleton(t, "a"+string(r)+"\u0323\u0301")
		}
	}
}

// Text drawn from characters that decompose, compose, reorder or look alike, many times, with
// a fixed seed.
func TestSkeletonMixes(t *testing.T) {
	pool := "aAlI1|0OoОоΟοmrnṃǅǄﬁＨ\u0301\u0323\u0308\u0345\u031b\u0338ÅåǺ\u212bḝéᾇ가각\u1100\u1161\u11a8ｶﾞ\u2126Ω·'\"`"
	mixes(pool, 39, 20000, func(s string) { sameSkeleton(t, s) })
}

func FuzzSkeleton(f *testing.F) {
	for _, s := range []string{"Heat Admin", "Неат Admin", "rn", "ṃ", "Ǆ\u0323", "ﬁre"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if utf8.ValidString(s) {
			sameSkeleton(t, s)
		}
	})
}

// The table of skeletons is the one its generator writes from confusables today.
func TestConfusableTableIsCurrent(t *testing.T) {
	tableIsCurrent(t, "confusable_table.go", confusablegen.Source())
}

// The standard library's Unicode, whose unassigned characters names refuse, is the version of
// x/text's normalization tables.
func TestUnicodeVersionsAgree(t *testing.T) {
	if unicode.Version != norm.Version {
		t.Errorf("the standard library has Unicode %s and x/text %s: names refuse the characters the first does not know, and normalize with the second", unicode.Version, norm.Version)
	}
}
