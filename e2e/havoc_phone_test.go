package e2e_test

import (
	"testing"

	"github.com/heatracing/heat/e2e"
)

// hvOffScreen names the first thing of a Havoc page that a 390-pixel-wide phone would cut off:
// the page scrolling sideways, the player cards filling the screen (one under the other, they
// once pushed the stage and the speedway below two screens), or the Queen's bubble, a card or a
// button outside the screen.
const hvOffScreen = `(() => {
  if (document.documentElement.scrollWidth > innerWidth + 1) return 'the page scrolls sideways: ' + document.documentElement.scrollWidth + ' px wide';
  const players = document.querySelector('[data-testid=player-cards]');
  if (players && players.getBoundingClientRect().height > 0.4 * innerHeight) return 'the player cards take ' + Math.round(players.getBoundingClientRect().height) + ' px of a ' + innerHeight + ' px screen';
  for (const el of document.querySelectorAll('[data-testid=queen-bubble], .hv-layout-card, .hv-handcard, .hv-pile, .hv-player, main button')) {
    const r = el.getBoundingClientRect();
    if (r.width > 0 && (r.left < -1 || r.right > innerWidth + 1)) return (el.dataset.testid || el.className) + ' spans ' + Math.round(r.left) + '..' + Math.round(r.right) + ' px';
  }
  return '';
})()`

// A 1-lap Havoc game against three bots on a 390×844 phone: no stage is wider than the screen,
// and every stage is screenshotted (the Queen's bubble too, when the player calls a suit).
func TestHavocOnAPhone(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Phone(390, 844)
	p.Open("/havoc/solo")
	p.WaitVisible(e2e.TestID("setup"))
	p.Click(e2e.TestID("bots-3"))
	p.Click(e2e.TestID("laps-1"))
	p.Click(e2e.TestID("dice-2"))
	p.Click(e2e.TestID("coins-3"))
	p.Screenshot("setup")
	p.Click(e2e.TestID("start"))
	p.WaitVisible(e2e.TestID("layout"))
	shots := hvShots{}
	seen := map[string]bool{}
	// A coin placed by a tap on the track.
	hvPlaceOnTheBoard(t, p, shots, true)
	hvPlay(t, p, shots, func() bool {
		for state := range shots {
			if seen[state] {
				continue
			}
			seen[state] = true
			if off := e2e.EvalAs[string](p, hvOffScreen); off != "" {
				p.Screenshot("off-screen")
				t.Fatalf("on a phone, at %s: %s", state, off)
			}
		}
		return false
	})
	p.WaitVisible(e2e.TestID("results"))
	p.Screenshot("results")
}
