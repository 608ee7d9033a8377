package bloodfang

import (
	"slices"
	"testing"
)

func TestEffectivePower(t *testing.T) {
	for _, tt := range []struct {
		name  string
		cards []struct {
			p     Pos
			id    string
			owner int
		}
		at   Pos
		want int
	}{
		{"printed power", cards(Pos{0, 0}, "giant", 0), Pos{0, 0}, 7},
		{"an allied banner raises", cards(Pos{1, 1}, "golem", 0, Pos{0, 1}, "banner", 0), Pos{1, 1}, 6},
		{"a banner leaves enemies alone", cards(Pos{1, 1}, "golem", 1, Pos{0, 1}, "banner", 0), Pos{1, 1}, 5},
		{"a warden lowers enemies ahead", cards(Pos{1, 2}, "golem", 1, Pos{1, 1}, "warden", 0), Pos{1, 2}, 4},
		{"a mirrored warden", cards(Pos{1, 2}, "golem", 0, Pos{1, 3}, "warden", 1), Pos{1, 2}, 4},
		{"two auras add", cards(Pos{1, 1}, "golem", 0, Pos{0, 1}, "banner", 0, Pos{2, 1}, "monarch", 0), Pos{1, 1}, 8},
		{"no card", cards(Pos{1, 1}, "golem", 0), Pos{0, 0}, 0},
	} {
		g := started(t, duel("bastion", "plague"), 13)
		for _, c := range tt.cards {
			put(g, c.p, c.id, c.owner)
		}
		if got := g.power(tt.at); got != tt.want {
			t.Errorf("%s: power %d, want %d", tt.name, got, tt.want)
		}
	}
}

func cards(args ...any) []struct {
	p     Pos
	id    string
	owner int
} {
	var out []struct {
		p     Pos
		id    string
		owner int
	}
	for i := 0; i+2 < len(args); i += 3 {
		out = append(out, struct {
			p     Pos
			id    string
			owner int
		}{args[i].(Pos), args[i+1].(string), args[i+2].(int)})
	}
	return out
}

// When played: the Healer raises the allies in its ability cells, for good.
func TestPlayedAbilityRaisesAllies(t *testing.T) {
	g := started(t, duel("vanguard", "plague"), 14)
	put(g, Pos{0, 0}, "knight", 0)
	put(g, Pos{2, 0}, "sentry", 1) // an enemy in range is left alone
	a := arrange(t, g, 0, "healer")
	must(t, g.Apply(0, Play(a[0], Pos{1, 0})))
	if p := g.power(Pos{0, 0}); p != 6 {
		t.Errorf("the Knight's power %d, want 4+2", p)
	}
	if p := g.power(Pos{2, 0}); p != 1 {
		t.Errorf("the enemy Sentry's power %d, want 1", p)
	}
}

// When played, lowering to 0 destroys; the tile keeps its pawns and owner; a destroyed ability
// then fires and can bring others down in turn (the cascade).
func TestDestructionCascade(t *testing.T) {
	g := started(t, duel("plague", "vanguard"), 15)
	// Seat 1's Sentry (power 1) in front of the Hexer, with a Plague Rat of seat 1 beside it,
	// whose death lowers seat 0's cards around it by 2.
	put(g, Pos{1, 1}, "plague-rat", 1) // seat 1's rat at (1,1): its mirrored (0,1) cell is (1,0)
	put(g, Pos{1, 2}, "sentry", 1)
	g.s.Board.at(Pos{1, 1}).Pawns = 2
	g.s.Board.at(Pos{0, 0}).Pawns = 2
	put(g, Pos{0, 1}, "scout", 0) // power 2: the rat's (-1,0) cell
	a := arrange(t, g, 0, "hexer")
	// The Hexer at (1,0) hits (1,1) and (1,2) by -2: the rat (1) and the Sentry (1) die; the rat's
	// death hits seat 0's Scout at (0,1) and Hexer at (1,0) (2 → 0): both die too, lane by lane.
	must(t, g.Apply(0, Play(a[0], Pos{1, 0})))
	for _, p := range []Pos{{1, 0}, {1, 1}, {1, 2}, {0, 1}} {
		if u := g.s.Board.at(p).Unit; u.ID != 0 {
			t.Errorf("%v still holds %s", p, g.def(u.Def).ID)
		}
	}
	if tl := g.s.Board.at(Pos{1, 1}); tl.Owner != 1 || tl.Pawns != 2 {
		t.Errorf("the rat's tile %+v, want seat 1's with its 2 pawns", *tl)
	}
	v := g.View(Spectator)
	if !slices.Equal(v.Players[0].Gone, []string{"scout", "hexer"}) || !slices.Equal(v.Players[1].Gone, []string{"plague-rat", "sentry"}) {
		t.Errorf("gone: %v and %v", v.Players[0].Gone, v.Players[1].Gone)
	}
	n := 0
	for _, e := range g.s.Events {
		if e.Kind == EvDestroy {
			n++
		}
	}
	if n != 4 {
		t.Errorf("%d destroy events, want 4", n)
	}
}

// A continuous modifier ends with its source: a card kept alive by an aura dies with it.
func TestAuraEndsWithItsSource(t *testing.T) {
	g := started(t, duel("bastion", "vanguard"), 16)
	put(g, Pos{1, 1}, "banner", 0)
	put(g, Pos{0, 1}, "sentry", 0)
	g.s.Board.at(Pos{0, 1}).Unit.Bonus = -1 // 1 - 1 + 1 (banner) = 1
	if p := g.power(Pos{0, 1}); p != 1 {
		t.Fatalf("power %d, want 1", p)
	}
	g.destroy(Pos{1, 1}, CausePower)
	g.cascade()
	if g.s.Board.at(Pos{0, 1}).Unit.ID != 0 {
		t.Error("the Sentry outlived the Banner that held it up")
	}
}

// When destroyed: the Martyr raises the allies beside it.
func TestDestroyedAbilityRaisesAllies(t *testing.T) {
	g := started(t, duel("bastion", "vanguard"), 17)
	put(g, Pos{1, 2}, "martyr", 0)
	put(g, Pos{0, 2}, "knight", 0)
	put(g, Pos{2, 2}, "knight", 1)
	g.destroy(Pos{1, 2}, CausePower)
	if p := g.power(Pos{0, 2}); p != 7 {
		t.Errorf("allied Knight %d, want 4+3", p)
	}
	if p := g.power(Pos{2, 2}); p != 4 {
		t.Errorf("enemy Knight %d, want 4", p)
	}
}
