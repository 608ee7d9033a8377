package havoc

import (
	"testing"

	engine "github.com/heatracing/heat/engine/havoc"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// The dealer's pause (the rules' "Dealer Selection Animations": the stage moves on after a 1.0
// second delay): the batch that chooses the dealer holds the dealer selection on screen, the
// cards turned face up and the button on the dealer, unless animations are skipped; its end
// shows the newest view.
func TestDealerPause(t *testing.T) {
	g, err := engine.New(engine.Config{Seats: []engine.SeatConfig{{Name: "Ann", Colour: "red"}, {Name: "Skid", Colour: "blue"}}}, 7)
	if err != nil {
		t.Fatal(err)
	}
	before := &havoctitle.View{View: g.View(0)}
	since := g.EventCount()
	for slot := 1; g.View(engine.Spectator).Stage == engine.StageDealer && slot <= 18; slot++ {
		seat := g.Pending()[0]
		if err := g.Apply(seat, engine.Action{Type: engine.ActPick, Slot: slot}); err != nil {
			t.Fatal(err)
		}
	}
	evs := g.Events(0, since)
	now := &havoctitle.View{View: g.View(0), Pause: &havoctitle.Pause{Ended: engine.StageDealer, Next: engine.StageStorm}}
	if now.Stage != engine.StageStorm || now.Dealer < 0 {
		t.Fatalf("the dealer selection did not end: %s, dealer %d", now.Stage, now.Dealer)
	}

	var fx effects
	fx.take(evs, true)
	if fx.holding() {
		t.Error("a page's first batch (a reload) holds the dealer selection")
	}
	fx.take(evs, false)
	if !fx.holding() || fx.dealerHold != fx.batch {
		t.Fatal("the batch that chose the dealer does not hold the dealer selection")
	}
	fx.fast = true
	if fx.holding() {
		t.Error("skipped animations still hold the dealer selection")
	}

	held := dealerChosen(before, now, evs)
	if held.Stage != engine.StageDealer || held.Dealer != now.Dealer || held.Pause != nil || held.Me.Legal.Decision != "" {
		t.Fatalf("held view: stage %s, dealer %d, pause %v, decision %q", held.Stage, held.Dealer, held.Pause, held.Me.Legal.Decision)
	}
	turned := 0
	for _, lc := range held.Layout {
		if lc.Card != nil {
			turned++
		}
	}
	if turned < 2 {
		t.Errorf("the held layout shows %d cards face up, want every one turned", turned)
	}

	p := &playPage{view: held, later: now}
	p.fx.dealerHold = 3
	p.endHold(2) // an older pause's end changes nothing
	if p.view != held {
		t.Fatal("an older pause's end showed the newest view")
	}
	p.endHold(3)
	if p.view != now || p.later != nil || p.fx.dealerHold != 0 {
		t.Errorf("the pause's end: view %p (want %p), later %v", p.view, now, p.later)
	}
}
