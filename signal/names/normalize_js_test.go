//go:build js && wasm

package names

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

func browserChecksEveryCharacter(t testing.TB) {
	t.Skip("in the browser's build, TestBrowserNormalization compares the two normalizations on every character")
}

// The browser's normalization forms KC and D are x/text's on every character Unicode had assigned
// in x/text's version, alone and before two marks that reorder: one call for all of them, each
// after a line break, which nothing composes with.
func TestBrowserNormalization(t *testing.T) {
	var in []string
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if r != '\n' && utf8.ValidRune(r) && !unicode.Is(unicode.Cn, r) {
			in = append(in, string(r), string(r)+"\u0301\u0323")
		}
	}
	for _, f := range []struct {
		name    string
		browser func(string) string
		want    norm.Form
	}{{"NFKC", nfkc, norm.NFKC}, {"NFD", nfd, norm.NFD}} {
		got := strings.Split(f.browser(strings.Join(in, "\n")), "\n")
		if len(got) != len(in) {
			t.Fatalf("%s: %d texts normalized into %d", f.name, len(in), len(got))
		}
		bad := 0
		for i, s := range in {
			if want := f.want.String(s); got[i] != want {
				if bad++; bad <= 10 {
					t.Errorf("%s of %+q: the browser gives %+q, x/text %+q", f.name, s, got[i], want)
				}
			}
		}
		if bad > 10 {
			t.Errorf("%s: %d texts differ in all", f.name, bad)
		}
	}
	if got := nfkc("\ufeff\ufeffＡ"); got != "\ufeff\ufeffA" {
		t.Errorf("a byte order mark at the start: %+q", got)
	}
}
