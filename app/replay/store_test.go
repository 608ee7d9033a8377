package replay

import (
	"fmt"
	"testing"

	"github.com/heatracing/heat/titles/replay"
)

func TestMyGamesKeepsTheLastFifty(t *testing.T) {
	removeAll()
	t.Cleanup(removeAll)
	for i := range Keep + 3 {
		f := &replay.File{V: replay.Version, Game: "heat", Save: []byte(`{"title":"heat"}`), Players: []string{"Ana", fmt.Sprint(i)}, When: int64(1000 + i)}
		if _, err := keep(f, false); err != nil {
			t.Fatal(err)
		}
	}
	rs := Records()
	if len(rs) != Keep || rs[0].Players[1] != fmt.Sprint(Keep+2) || rs[Keep-1].Players[1] != "3" {
		t.Fatalf("%d records, newest %v, oldest %v", len(rs), rs[0].Players, rs[len(rs)-1].Players)
	}
	f, err := load(rs[0].ID)
	if err != nil || f.Players[1] != fmt.Sprint(Keep+2) {
		t.Fatalf("the newest game reads %v: %v", f, err)
	}
	remove(rs[0].ID)
	if _, err := load(rs[0].ID); err == nil || len(Records()) != Keep-1 {
		t.Fatalf("a deleted game still reads, or %d records are left", len(Records()))
	}
	removeAll()
	if len(Records()) != 0 {
		t.Fatal("Delete all left games")
	}
	if _, err := load(rs[1].ID); err == nil {
		t.Fatal("a game reads after Delete all")
	}
}

func TestStreaksAndBest(t *testing.T) {
	p := played{Days: map[string]dayResult{
		"2026-11-20": {Won: true}, "2026-11-21": {}, "2026-11-22": {Won: true},
		"2026-11-26": {}, "2026-11-27": {Won: true},
	}}
	tests := []struct {
		day  string
		want int
	}{
		{"2026-11-27", 2}, // played today
		{"2026-11-28", 2}, // today still to play: yesterday's run counts
		{"2026-11-29", 0},
		{"2026-11-22", 3},
		{"not a day", 0},
	}
	for _, tt := range tests {
		if got := p.streak(tt.day); got != tt.want {
			t.Errorf("streak on %s = %d, want %d", tt.day, got, tt.want)
		}
	}
	if run, won := p.best(); run != 3 || won != 3 {
		t.Errorf("best run %d, days won %d; want 3, 3", run, won)
	}
}
