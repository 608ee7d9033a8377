package main

import (
	"strings"
	"testing"
)

func TestPrintScores(t *testing.T) {
	report := `{"categories": {"performance": {"score": 0.85}, "accessibility": {"score": 1},
		"best-practices": {"score": 0.96}, "seo": {"score": 1}}}`
	var b strings.Builder
	if err := printScores(&b, []byte(report)); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"| Performance | 85 | ≥ 95 — MISSED |", "| Accessibility | 100 | ≥ 100 — met |", "| Best practices | 96 | ≥ 100 — MISSED |"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("the table lacks %q:\n%s", want, b.String())
		}
	}
	if err := printScores(&b, []byte(`{"categories": {"performance": {"score": null}}}`)); err == nil {
		t.Error("a report without every score printed no error")
	}
	if err := printScores(&b, []byte(`not json`)); err == nil {
		t.Error("a report that is not JSON printed no error")
	}
}

func TestCheckStarted(t *testing.T) {
	started := `{"audits": {"user-timings": {"details": {"items": [{"name": "heat-warmup"}, {"name": "heat-started"}]}},
		"diagnostics": {"details": {"items": {"not": "a list"}}}}}`
	if err := checkStarted([]byte(started)); err != nil {
		t.Errorf("a trace with the game's start: %v", err)
	}
	for _, report := range []string{
		`{"audits": {"user-timings": {"details": {"items": [{"name": "heat-warmup"}]}}}}`,
		`{"audits": {}}`,
		`not json`,
	} {
		if err := checkStarted([]byte(report)); err == nil {
			t.Errorf("no error for the report %s", report)
		}
	}
}
