package names

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/secure/precis"

	"github.com/heatracing/heat/signal/names/internal/freeformgen"
)

// sameAsPrecis fails t unless nickname's verdict on s is precis's: the same form, or a refusal.
// The one difference nickname.go states: it refuses a zero-width non-joiner that follows no virama.
func sameAsPrecis(t testing.TB, s string) {
	t.Helper()
	want, wantErr := precis.Nickname.String(s)
	got, err := nickname(s)
	switch {
	case err == nil && (wantErr != nil || got != want):
		t.Fatalf("nickname(%+q) = %+q; precis says %+q, %v", s, got, want, wantErr)
	case err != nil && wantErr == nil && !strings.ContainsRune(s, zwnj):
		t.Fatalf("nickname(%+q) refused it (%v); precis gives %+q", s, err, want)
	}
}

func TestNicknameAsPrecis(t *testing.T) {
	for _, s := range []string{
		"Ann", "  Ann   Lee ", "Ｈｏｓｔ", "ﬁre", "Zoë", "Zoe\u0308", "Nguyễn", "Алёна", "山田 Taro",
		"たろう タロウ 太郎", "김민수 Kim", "\u1100\u1161\u11a8", "Ann\u200bLee", "Ann\x07", "", "   ",
		"\u00a0Ann\u3000Lee\u2003", "l·l", "col·legi", "l·", "·l", "a·l", "l··l",
		"\u0375α", "\u0375", "α\u0375", "\u0375\u0375α", "\u0375a",
		"א\u05f3", "\u05f3", "a\u05f3", "א\u05f3\u05f4",
		"\u30fbカ", "\u30fb", "a\u30fbb", "漢\u30fb", "ㇰ\u30fb",
		"٠١٢", "۰۱۲", "٠۱", "۱٠", "a٣b",
		"क्\u200dष", "क्\u200cष", "\u200d", "a\u200db", "ب\u200cب", "\u200c",
		"\u2163", "㍻", "ｶﾞ", "\ufb01", "\u2126", "Å", "\u212b", "e\u0301\u0301", "\U0001f600 gg",
		"\u00ad", "\ufeffAnn", "\U000e0041", "\U0010ffff", "\ud7a4",
	} {
		sameAsPrecis(t, s)
	}
}

// Every character alone, and between letters, as precis decides it.
func TestNicknameEveryCharacter(t *testing.T) {
	browserChecksEveryCharacter(t)
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if utf8.ValidRune(r) {
			sameAsPrecis(t, string(r))
			sameAsPrecis(t, "a"+string(r)+"b")
		}
	}
}

// mixes calls check with n texts of one to six characters drawn from pool, by a fixed seed.
func mixes(pool string, seed uint64, n int, check func(string)) {
	runes := []rune(pool)
	rng := rand.New(rand.NewPCG(seed, 8266))
	for range n {
		var b strings.Builder
		for range 1 + rng.IntN(6) {
			b.WriteRune(runes[rng.IntN(len(runes))])
		}
		check(b.String())
	}
}

// Text drawn from the characters the rules treat apart, many times, with a fixed seed.
func TestNicknameMixes(t *testing.T) {
	pool := "alL lα·ωא\u05f3\u05f4ב\u0375\u30fbカか漢a٠١۰۱\u200c\u200dक्\u094dب ا\u0640\u064b \u00a0\u3000\u2003ＨｆﬁⅣ\u0301\u0308\u0345ᄀ\u1161\u11a8\u00adé\x07Ω\u2126"
	mixes(pool, 35, 20000, func(s string) { sameAsPrecis(t, s) })
}

func FuzzNickname(f *testing.F) {
	for _, s := range []string{"Ann Lee", "l·l", "\u0375α", "א\u05f3", "\u30fbカ", "٠۱", "क्\u200dष", "Ｈｏｓｔ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if utf8.ValidString(s) {
			sameAsPrecis(t, s)
		}
	})
}

// The tables of allowed characters, viramas and marks are the ones their generator writes from
// x/text today.
func TestFreeformTableIsCurrent(t *testing.T) {
	tableIsCurrent(t, "freeform_table.go", freeformgen.Source())
}

// tableIsCurrent fails t unless file holds source, what its generator writes today.
func tableIsCurrent(t *testing.T, file string, source []byte) {
	t.Helper()
	have, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if string(have) != string(source) {
		t.Errorf("%s is out of date: run go generate ./signal/names", file)
	}
}
