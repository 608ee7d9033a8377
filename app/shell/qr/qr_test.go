package qr

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

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

// Every mask the encoder may choose gives a code that decodes, with that mask's format: the
// penalty only chooses among them.
func TestEveryMaskDecodes(t *testing.T) {
	masks := map[int]bool{}
	for i := range 200 {
		text := fmt.Sprintf("https://parlor.example.org/room/K%05d", i)
		c, err := Encode(text)
		if err != nil {
			t.Fatal(err)
		}
		masks[c.Mask] = true
		if got, err := decode(c); err != nil || got != text {
			t.Errorf("mask %d: %q decodes to %q, %v", c.Mask, text, got, err)
		}
	}
	if len(masks) < 4 {
		t.Errorf("200 links chose only masks %v: the penalty does not choose", masks)
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
