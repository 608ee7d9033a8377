package names

import (
	"strings"
	"testing"
)

func TestPlayer(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		problem  string // a part of the refusal; "" when accepted
	}{
		{"Ann", "Ann", ""},
		{"  Ann   Lee ", "Ann Lee", ""},
		{"Ｈｏｓｔ", "Host", ""},             // full-width letters become plain ones
		{"Zoë", "Zoë", ""},               // a letter and its accent
		{"Nguyễn", "Nguyễn", ""},         // Vietnamese: two marks on a letter
		{"Алёна", "Алёна", ""},           // Cyrillic alone
		{"山田 Taro", "山田 Taro", ""},       // Japanese may mix Han and Latin
		{"たろう タロウ 太郎", "たろう タロウ 太郎", ""}, // and its kana
		{"김민수 Kim", "김민수 Kim", ""},
		{"Racer 42", "Racer 42", ""},
		{"Ноst", "", "one alphabet"}, // Cyrillic Н and о with Latin s and t
		{"Неат Admin", "", "mixes Cyrillic and Latin"},
		{"Ann\u200bLee", "", "invisible"},
		{"Ann\x07", "", "invisible"},
		{"   ", "", "blank"},
		{"", "", "blank"},
		{strings.Repeat("a", 25), "", "at most 24"},
		{"Z" + strings.Repeat("\u0301", 6), "", "accents"},
		{"Ann · Lee", "", "character '·'"},
		{"Zalgo" + strings.Repeat("\u0336\u0337", 75), "", "accents"},
		{"\xff", "", "text"},
	} {
		got, err := Player(tc.in)
		switch {
		case tc.problem == "" && (err != nil || got != tc.want):
			t.Errorf("Player(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		case tc.problem != "" && (err == nil || !strings.Contains(err.Error(), tc.problem)):
			t.Errorf("Player(%q) = %q, %v; want a refusal saying %q", tc.in, got, err, tc.problem)
		}
	}
}

func TestRoom(t *testing.T) {
	if _, err := Room("Оfficial Heat tournament (admin)"); err == nil { // a Cyrillic О
		t.Error("a room's name mixing Cyrillic and Latin was accepted")
	}
	if n, err := Room("Friday night - Monza, 2 laps!"); err != nil || n != "Friday night - Monza, 2 laps!" {
		t.Errorf("a plain room name: %q, %v", n, err)
	}
	if _, err := Room(strings.Repeat("r", 41)); err == nil {
		t.Error("a room name of 41 characters was accepted")
	}
}

func TestText(t *testing.T) {
	if err := Text("gg " + strings.Repeat("\u0300", 150)); err == nil {
		t.Error("150 stacked marks were accepted")
	}
	if err := Text("Tiếng Việt, हिन्दी, ไทย, ｶﾞﾝﾊﾞﾚ, well played"); err != nil {
		t.Errorf("ordinary accents refused: %v", err)
	}
}

// Runs of the characters normalization counts as marks are refused alike in both builds: a run
// of more than 30 gets an invisible joiner from x/text, and none from a browser.
func TestMarksNormalizationCounts(t *testing.T) {
	for _, r := range []rune{'\u0301', '\u20dd', '\U0001d165', '\u1b44', '\uff9e', '\u302e'} {
		for _, n := range []int{MaxMarks + 1, 31, 40} {
			s := "a" + strings.Repeat(string(r), n)
			if err := Text(s); err != ErrMarks {
				t.Errorf("Text(a + %d × %+q) = %v, want %v", n, r, err, ErrMarks)
			}
			if _, err := Room(s); err == nil {
				t.Errorf("a room named a + %d × %+q was accepted", n, r)
			}
		}
		if err := Text("a" + strings.Repeat(string(r), MaxMarks)); err != nil {
			t.Errorf("Text(a + %d × %+q) = %v, want it accepted", MaxMarks, r, err)
		}
	}
}

func TestLooksLike(t *testing.T) {
	for _, tc := range []struct {
		name   string
		others []string
		want   string
	}{
		{"НОЅТ", []string{"Ann", "Host"}, "Host"}, // Cyrillic letters only
		{"H0st", []string{"Host"}, "Host"},
		{"Ann", []string{"Anne", "Bob"}, ""},
		{"host", []string{"Host"}, ""}, // the same name: the lobby numbers it
		{"Bob", nil, ""},
	} {
		got, ok := LooksLike(tc.name, tc.others...)
		if got != tc.want || ok != (tc.want != "") {
			t.Errorf("LooksLike(%q, %q) = %q, %v; want %q", tc.name, tc.others, got, ok, tc.want)
		}
	}
	if err := LooksLikeError("Host"); err.Error() != "That name looks like another player's name, 'Host'. Choose another." {
		t.Errorf("the refusal reads %q", err)
	}
}

// Plain checks what Player does without PRECIS: the name stays as written, spaces joined.
func TestPlain(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"Ann", "Ann"},
		{"  Ann   Lee ", "Ann Lee"},
		{"Ｆｕｌｌ", "Ｆｕｌｌ"},
		{"Zoë", "Zoë"},
		{"", ""},
		{"\u200b", ""},
		{"Ann\u202e", ""},
		{"Неат Admin", ""},
		{"a\u0301\u0301\u0301\u0301\u0301", ""},
		{"abcdefghijklmnopqrstuvwxy", ""}, // 25 letters
		{"\xff", ""},
	} {
		got, err := Plain(tt.in, MaxPlayer, "A name")
		if (err == nil) != (tt.want != "") || got != tt.want {
			t.Errorf("Plain(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}
