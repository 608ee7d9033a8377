//go:build !js

package kittest

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
)

// Grace is how long a successor waits for a host gone before its page takes the game over, in
// the titles' tests (players get p2p.DefaultTakeOver).
const Grace = 500 * time.Millisecond

// OpenMigration is Open for a match whose pages die and come back (p2ptest.Migration): the host
// and guests members that take the game over after Grace (the last watchers of them watch), bots
// added (by name) and settings set.
func OpenMigration(ctx context.Context, t testing.TB, title p2p.Title, guests, watchers int, bots []string, settings any) *p2ptest.Migration {
	t.Helper()
	opt := Fast
	opt.Logger = p2ptest.Logger(t)
	raw, err := json.Marshal(settings)
	if err != nil {
		t.Fatal(err)
	}
	return p2ptest.OpenMigration(ctx, t, title, guests, watchers, opt, Grace, func(h *p2p.Host) error {
		if err := h.Configure(raw, 0); err != nil {
			return err
		}
		for _, b := range bots {
			if _, err := h.AddBot(b); err != nil {
				return err
			}
		}
		return nil
	})
}

// PlayMigration plays m with decide while steps kill and bring back pages (p2ptest.Step), checks
// the end (Migration.Check: verified audits, the same game file, the same seats) and returns the
// last view of each page alive, by page.
func PlayMigration[V any](ctx context.Context, t testing.TB, m *p2ptest.Migration, decide Decide[V], steps ...p2ptest.Step) map[*p2ptest.Page]V {
	t.Helper()
	m.Play(ctx, func(view json.RawMessage, _ int) ([]byte, bool, error) {
		var v V
		if err := json.Unmarshal(view, &v); err != nil {
			return nil, false, err
		}
		return decide(v)
	}, steps...)
	m.Check()
	out := map[*p2ptest.Page]V{}
	for _, p := range m.Alive() {
		var v V
		if err := json.Unmarshal(p.Last(), &v); err != nil {
			t.Fatal(err)
		}
		out[p] = v
	}
	return out
}

// Index is the page's index in m.Pages (-1: not there).
func Index(m *p2ptest.Migration, p *p2ptest.Page) int {
	for i, q := range m.Pages {
		if q == p {
			return i
		}
	}
	return -1
}

// Agree checks that every page alive ended the match with the same result: result writes a page's
// last view's result in words, or says why it is no result (the match ended without a winner).
func Agree[V any](t testing.TB, views map[*p2ptest.Page]V, result func(V) (string, error)) {
	t.Helper()
	var first, by string
	for p, v := range views {
		r, err := result(v)
		switch {
		case err != nil:
			t.Errorf("%s ends %v", p.Name, err)
		case by == "":
			first, by = r, p.Name
		case r != first:
			t.Errorf("%s ends with %s, %s with %s", p.Name, r, by, first)
		}
	}
}
