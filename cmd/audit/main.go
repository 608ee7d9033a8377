// Command audit runs Lighthouse against the game's home page, served by the real server on
// loopback, and prints its four scores with their targets; Lighthouse's whole report goes to
// artifacts/lighthouse.json:
//
//	make audit    # installs the pinned Lighthouse from npm into bin/ first
//
// Lighthouse drives the Chromium the browser tests use ($CHROMIUM, or Debian's), with the
// mobile preset it starts with. It waits for 5 seconds without network instead of 1 before it
// ends the trace: the page's thread is idle while a worker compiles app.wasm, and Lighthouse would
// otherwise often stop before the game starts and score a page that never ran it. The audit
// fails if the trace lacks the loader's "heat-started" mark.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/heatracing/heat/e2e"
)

// lighthouseVersion is the Lighthouse release `make audit` installs (kept in step with the
// Makefile's LIGHTHOUSE_VERSION).
const lighthouseVersion = "12.8.2"

func main() {
	if err := run(os.Args[1:], os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "audit:", err)
		os.Exit(1)
	}
}

// category is one of Lighthouse's scores and the score the game aims for.
type category struct {
	id, name string
	target   float64
}

var categories = []category{
	{"performance", "Performance", 95},
	{"accessibility", "Accessibility", 100},
	{"best-practices", "Best practices", 100},
	{"seo", "SEO", 100},
}

func run(args []string, stdout, stderr io.Writer) error {
	if len(args) > 0 {
		return fmt.Errorf("audit takes no arguments, got %q", args)
	}
	b, err := e2e.BuildAll()
	if err != nil {
		return err
	}
	lighthouse := filepath.Join(b.Root, "bin", "lighthouse-"+lighthouseVersion, "node_modules", ".bin", "lighthouse")
	if _, err := os.Stat(lighthouse); err != nil {
		return fmt.Errorf("the pinned Lighthouse %s is not installed (%w): run `make audit`, which installs it", lighthouseVersion, err)
	}
	chromium := os.Getenv("CHROMIUM")
	if chromium == "" {
		chromium = e2e.DefaultChromium
	}
	srv, err := e2e.StartServer(b)
	if err != nil {
		return err
	}
	defer srv.Stop()

	out := filepath.Join(b.Root, "artifacts", "lighthouse.json")
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	config := filepath.Join(filepath.Dir(out), "lighthouse-config.json")
	if err := os.WriteFile(config, []byte(lighthouseConfig), 0o644); err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, lighthouse, srv.URL+"/", "--quiet", "--output=json", "--output-path="+out,
		"--config-path="+config, "--chrome-flags=--headless=new --no-sandbox --disable-dev-shm-usage --disable-gpu")
	cmd.Env = append(os.Environ(), "CHROME_PATH="+chromium)
	cmd.Stdout, cmd.Stderr = stderr, stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("running Lighthouse: %w", err)
	}
	report, err := os.ReadFile(out)
	if err != nil {
		return err
	}
	if err := printScores(stdout, report); err != nil {
		return err
	}
	return checkStarted(report)
}

// lighthouseConfig is Lighthouse's default (the mobile preset) but for how long the network must
// be quiet before the trace ends (see the package's comment).
const lighthouseConfig = `{"extends": "lighthouse:default", "settings": {"networkQuietThresholdMs": 5000}}`

// startedMark is the performance mark the loader sets once the game has mounted its page.
const startedMark = "heat-started"

// checkStarted fails when the report's trace ended before the game started: its scores would be
// those of a page that never ran app.wasm.
func checkStarted(report []byte) error {
	var r struct {
		Audits struct {
			UserTimings struct {
				Details struct {
					Items []struct {
						Name string `json:"name"`
					} `json:"items"`
				} `json:"details"`
			} `json:"user-timings"`
		} `json:"audits"`
	}
	if err := json.Unmarshal(report, &r); err != nil {
		return fmt.Errorf("reading Lighthouse's report: %w", err)
	}
	for _, t := range r.Audits.UserTimings.Details.Items {
		if t.Name == startedMark {
			return nil
		}
	}
	return fmt.Errorf("the trace of Lighthouse ended before the game started (no %q mark): these scores leave out the start of app.wasm; run the audit again", startedMark)
}

// printScores writes the four scores of a Lighthouse report as a markdown table.
func printScores(w io.Writer, report []byte) error {
	var r struct {
		Categories map[string]struct {
			Score *float64 `json:"score"`
		} `json:"categories"`
	}
	if err := json.Unmarshal(report, &r); err != nil {
		return fmt.Errorf("reading Lighthouse's report: %w", err)
	}
	fmt.Fprintln(w, "| Lighthouse (home page) | score | target |")
	fmt.Fprintln(w, "|---|---:|---|")
	missing := false
	for _, c := range categories {
		got, ok := r.Categories[c.id]
		if !ok || got.Score == nil {
			missing = true
			fmt.Fprintf(w, "| %s | — | ≥ %.0f |\n", c.name, c.target)
			continue
		}
		score := *got.Score * 100
		verdict := "met"
		if score < c.target {
			verdict = "MISSED"
		}
		fmt.Fprintf(w, "| %s | %.0f | ≥ %.0f — %s |\n", c.name, score, c.target, verdict)
	}
	if missing {
		return errors.New("the Lighthouse report lacks a score: see artifacts/lighthouse.json")
	}
	return nil
}
