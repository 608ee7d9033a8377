package e2e_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
)

// The race page as players meet it on a laptop, a large screen and a phone, mid-race with a play
// picked: photographed for people to look at (each photograph is checked by axe-core too).
func TestRacePageScreens(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	startSolo(t, p, "usa", "2")
	d := newDriver(t, p)
	playRounds(t, d, 3)
	// Wait for the player's cards to be picked: the forecast shows.
	for deadline := time.Now().Add(time.Minute); d.step() != "play-select"; time.Sleep(25 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the player never had cards to pick")
		}
	}
	p.WaitVisible(e2e.TestID("forecast"))
	for _, s := range [][2]int64{{1366, 768}, {1920, 1080}, {390, 844}} {
		p.Viewport(s[0], s[1])
		p.Eval(`window.scrollTo(0, 0)`)
		p.Screenshot(fmt.Sprintf("race-%dx%d", s[0], s[1]))
	}
}
