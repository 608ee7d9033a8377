package main

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// Row is one line of the table.
type Row struct {
	Group   string // what part of the product: "wasm size", "load", "engine", …
	Measure string
	Value   string
	Target  string // the goal, when there is one, and whether it is met
	Note    string
}

// markdown renders rows as a GitHub table.
func markdown(rows []Row) string {
	var b strings.Builder
	b.WriteString("| group | measure | value | target | note |\n")
	b.WriteString("|---|---|---:|---|---|\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", cell(r.Group), cell(r.Measure), cell(r.Value), cell(r.Target), cell(r.Note))
	}
	return b.String()
}

func cell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

// megabytes formats a byte count in MB (10^6 bytes).
func megabytes(n int) string { return fmt.Sprintf("%.2f MB", float64(n)/1e6) }

// median of durations; the input is left unsorted.
func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// spread describes the samples: "min 410 ms, max 520 ms, n=5".
func spread(ds []time.Duration) string {
	return fmt.Sprintf("min %s, max %s, n=%d", millis(slices.Min(ds)), millis(slices.Max(ds)), len(ds))
}

func millis(d time.Duration) string {
	return fmt.Sprintf("%d ms", d.Round(time.Millisecond).Milliseconds())
}

// verdict says whether a target is met: "≤ 1.3× — met".
func verdict(target string, met bool) string {
	if met {
		return target + " — met"
	}
	return target + " — MISSED"
}
