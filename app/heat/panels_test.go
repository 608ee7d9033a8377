package heat

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell/shelltest"
	engine "github.com/heatracing/heat/engine/heat"
)

// The panels are components: go-app draws one again only when what its page gives it differs
// from the last time. Each shows what changed on the page: a longer log, a car that moved up,
// Heat paid in the recap (the page's recap changes in place: the results get a copy).
func TestPanelsFollowThePage(t *testing.T) {
	cars := []engine.CarView{{Seat: 0, Name: "Ada", Colour: "red", Lap: 1}, {Seat: 1, Name: "Bo", Colour: "blue", Lap: 1}}
	v := &engine.View{Seat: 0, Laps: 1, Phase: engine.PhaseOver, Cars: cars, Standings: []int{1, 0}}
	log := []string{"Ada moves 4 spaces."}
	var recap raceRecap
	recap.add([]engine.Event{{N: 0, Round: 1, Kind: engine.EvRound, Seat: -1, Order: []int{1, 0}}})
	race := func() raceSheet { return raceSheet{View: v, Circuit: "USA", Tags: []string{"", " · bot"}} }
	html := shelltest.Hosted(t, func() app.UI {
		return app.Div().Body(&standingsPanel{Race: race(), Left: []string{"", ""}}, &raceLog{Lines: log},
			&resultsPanel{Race: race(), Recap: recap.clone()})
	})
	before := html(nil)
	for _, want := range []string{"Ada moves 4 spaces.", "Bo · bot", "Heat paid at corners: 0"} {
		if !strings.Contains(before, want) {
			t.Fatalf("the panels lack %q:\n%s", want, before)
		}
	}
	if strings.Index(before, `data-testid="standing-1"`) > strings.Index(before, `data-testid="standing-0"`) {
		t.Fatalf("Bo leads, yet shows second:\n%s", before)
	}
	after := html(func() {
		log = append(log, "Bo spins out at corner 1.")
		next := *v
		next.Standings = []int{0, 1}
		v = &next
		recap.add([]engine.Event{{N: 1, Round: 1, Kind: engine.EvCorner, Seat: 0, Corner: 1, Heat: 3}})
	})
	for _, want := range []string{"Bo spins out at corner 1.", "Heat paid at corners: 3"} {
		if !strings.Contains(after, want) {
			t.Errorf("after the update the panels lack %q:\n%s", want, after)
		}
	}
	if strings.Index(after, `data-testid="standing-0"`) > strings.Index(after, `data-testid="standing-1"`) {
		t.Errorf("Ada leads now, yet shows second:\n%s", after)
	}
	// The recap alone changes: the results follow it too.
	again := html(func() {
		recap.add([]engine.Event{{N: 2, Round: 1, Kind: engine.EvCorner, Seat: 0, Corner: 2, Heat: 2}})
	})
	if !strings.Contains(again, "Heat paid at corners: 5") {
		t.Errorf("the results do not follow the recap:\n%s", again)
	}
}
