package main

import (
	"strings"
	"testing"
	"time"
)

func TestMedian(t *testing.T) {
	ms := func(v ...int) []time.Duration {
		var ds []time.Duration
		for _, x := range v {
			ds = append(ds, time.Duration(x)*time.Millisecond)
		}
		return ds
	}
	tests := []struct {
		in   []time.Duration
		want time.Duration
	}{
		{ms(5), 5 * time.Millisecond},
		{ms(9, 1, 5), 5 * time.Millisecond},
		{ms(4, 1, 3, 2), 2500 * time.Microsecond},
		{ms(700, 100, 300, 200, 900), 300 * time.Millisecond},
	}
	for _, tt := range tests {
		orig := append([]time.Duration(nil), tt.in...)
		if got := median(tt.in); got != tt.want {
			t.Errorf("median(%v) = %v, want %v", orig, got, tt.want)
		}
		for i := range orig {
			if tt.in[i] != orig[i] {
				t.Fatalf("median reordered its input: %v", tt.in)
			}
		}
	}
}

func TestMarkdown(t *testing.T) {
	got := markdown([]Row{{Group: "size", Measure: "a|b", Value: "1.00 MB", Target: verdict("≤ 2 MB", true)}})
	want := "| group | measure | value | target | note |\n|---|---|---:|---|---|\n| size | a\\|b | 1.00 MB | ≤ 2 MB — met |  |\n"
	if got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if !strings.Contains(verdict("x", false), "MISSED") {
		t.Error("a missed target must say so")
	}
}
