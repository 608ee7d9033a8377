package qr

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// A known vector: "HELLO WORLD" in alphanumeric mode, version 1-M, from the standard's worked
// example as retold in most QR tutorials: its data codewords and their 10 error correction
// codewords.
func TestErrorCorrectionOfAKnownMessage(t *testing.T) {
	data := []byte{32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17}
	want := []byte{196, 35, 39, 119, 235, 215, 231, 226, 93, 23}
	if got := ecc(data, 10); string(got) != string(want) {
		t.Errorf("ecc = %v, want %v", got, want)
	}
}

// The format bits of level M with each mask, from the standard's table C.1.
func TestFormatBits(t *testing.T) {
	want := []string{
		"101010000010010", "101000100100101", "101111001111100", "101101101001011",
		"100010111111001", "100000011001110", "100111110010111", "100101010100000",
	}
	for mask, w := range want {
		if got := fmt.Sprintf("%015b", formatBits(mask)); got != w {
			t.Errorf("mask %d: format bits %s, want %s", mask, got, w)
		}
	}
}

func TestEncodeRoundTrip(t *testing.T) {
	tests := []struct {
		text    string
		version int
	}{
		{"", 1},
		{"K7RM2Q", 1},
		{"http://localhost:8000/room/K7", 3},
		{"http://192.168.1.20:8000/room/K7RM2Q", 3},
		{"https://heat.example.org/room/K7RM2Q", 3},
		{"https://a-rather-long-domain-name.example.org/room/K7RM2Q", 4},
		{strings.Repeat("x", 84), 5},
		{strings.Repeat("y", 85), 6},
		{strings.Repeat("é", 53), 6}, // 106 bytes of UTF-8
	}
	for _, tt := range tests {
		c, err := Encode(tt.text)
		if err != nil {
			t.Fatalf("Encode(%q): %v", tt.text, err)
		}
		if c.Version != tt.version || c.Size != 17+4*tt.version {
			t.Errorf("Encode(%q): version %d (%d modules), want version %d", tt.text, c.Version, c.Size, tt.version)
		}
		got, err := decode(c)
		if err != nil {
			t.Fatalf("decoding the code of %q: %v", tt.text, err)
		}
		if got != tt.text {
			t.Errorf("the code of %q decodes to %q", tt.text, got)
		}
	}
}

func TestEncodeRefusesLongTexts(t *testing.T) {
	if _, err := Encode(strings.Repeat("z", MaxBytes+1)); !errors.Is(err, ErrTooLong) {
		t.Errorf("a text of %d bytes: error %v, want ErrTooLong", MaxBytes+1, err)
	}
}

// Every mask gives a code that decodes: the penalty only chooses among them.
func TestEveryMaskDecodes(t *testing.T) {
	text := "https://heat.example.org/room/K7RM2Q"
	v := versions[2]
	codewords := interleave(v, dataCodewords(text, v.blocks*v.dataBlock))
	for mask := range 8 {
		g := newGrid(3)
		g.placeData(codewords)
		g.applyMask(mask)
		g.placeFormat(mask)
		got, err := decode(g.Code)
		if err != nil || got != text {
			t.Errorf("mask %d: decodes to %q, %v", mask, got, err)
		}
	}
}

func TestSVG(t *testing.T) {
	c, err := Encode("K7RM2Q")
	if err != nil {
		t.Fatal(err)
	}
	svg := c.SVG(`room "K7RM2Q"`)
	for _, want := range []string{`viewBox="0 0 29 29"`, `aria-label="room &quot;K7RM2Q&quot;"`, `<path fill="#000" d="M4 4h7v1h-7z`} {
		if !strings.Contains(svg, want) {
			t.Errorf("the SVG lacks %s:\n%s", want, svg)
		}
	}
	// Drawing the path's rectangles back gives the modules.
	dark := map[[2]int]bool{}
	for _, rect := range strings.Split(strings.TrimSuffix(c.Path(), "z"), "z") {
		var x, y, w, w2 int
		if _, err := fmt.Sscanf(rect, "M%d %dh%dv1h-%d", &x, &y, &w, &w2); err != nil || w != w2 {
			t.Fatalf("path element %q: %v", rect, err)
		}
		for i := range w {
			dark[[2]int{y - quietZone, x - quietZone + i}] = true
		}
	}
	for row := range c.Size {
		for col := range c.Size {
			if dark[[2]int{row, col}] != c.Dark(row, col) {
				t.Fatalf("the path and the module at %d,%d disagree", row, col)
			}
		}
	}
}
