package heat

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	"github.com/heatracing/heat/engine/racemode"
	heattitle "github.com/heatracing/heat/titles/heat"
)

// shortRace is the settings of the short campaign's first race (USA, one lap, one rookie).
func shortRace(t *testing.T, run string) heattitle.Settings {
	t.Helper()
	m, err := racemode.Generate(racemode.Short())
	if err != nil {
		t.Fatal(err)
	}
	r := *m.Node(1).Race
	return heattitle.CampaignRace(racemode.Setup{Node: 1, Player: m.Def.StartDecks[0], Race: r}, run)
}

// solo is the page's solo race once its first view has come.
func solo(t *testing.T) *client {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		c, err := resumeSolo()
		if err != nil {
			t.Fatal(err)
		}
		if c.current() != nil {
			return c
		}
		if time.Now().After(deadline) {
			t.Fatal("the solo race shows no view")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// driveToTheEnd plays the page's solo race to its end with the normal bot in the player's seat.
func driveToTheEnd(t *testing.T, c *client) *engine.View {
	t.Helper()
	for range 2000 {
		v := c.current()
		switch {
		case v.Phase == engine.PhaseOver:
			return v
		case v.Me != nil && v.Me.Legal.Decision != "":
			a, err := bot.Decide(*v, bot.Normal)
			if err != nil {
				t.Fatal(err)
			}
			if err := c.submit(a); err != nil {
				t.Fatalf("round %d: %v", v.Round, err)
			}
		default:
			time.Sleep(time.Millisecond)
		}
	}
	t.Fatal("the race did not end")
	return nil
}

func cleanSolo(t *testing.T) {
	t.Cleanup(func() {
		endSolo()
		shell.UnparkSolo(game)
		endSolo()
		shell.Forget(keyCampaignResult)
	})
}

// A Race Mode race that was finished counts even when the player starts another race before
// going back to the map; taking its result leaves that other race alone.
func TestAFinishedCampaignRaceCounts(t *testing.T) {
	cleanSolo(t)
	me := shell.Profile{Name: "Ada", Colour: "red"}
	if err := StartCampaignRace(shortRace(t, "9"), me); err != nil {
		t.Fatal(err)
	}
	c := solo(t)
	driveToTheEnd(t, c)
	c.mu.Lock()
	won := c.campaign != nil && c.campaign.Won
	c.mu.Unlock()
	// The player opens a solo race before "Back to the map".
	if _, err := startSolo(soloSetup{Settings: heattitle.Settings{Track: "gb", Laps: 1, BotLevel: "easy"}, Bots: 1, Name: me.Name, Colour: me.Colour}); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	got, err := FindCampaignRace(ctx)
	if err != nil || !got.Over || got.Node != 1 || got.Run != "9" || got.Won != won {
		t.Fatalf("the map reads %+v, %v; want node 1 of run 9 over, won %v", got, err, won)
	}
	EndCampaignRace()
	if !SoloRaceInProgress() || solo(t).current().Track != "gb" {
		t.Error("taking the Race Mode result ended the solo race started after it")
	}
	if _, err := FindCampaignRace(ctx); !errors.Is(err, ErrNoCampaignRace) {
		t.Errorf("the result is read twice: %v", err)
	}
}

// A Race Mode race started during a championship (or any solo race) keeps it aside, and it
// comes back where it stood once the Race Mode race is over.
func TestACampaignRaceKeepsTheRaceInProgress(t *testing.T) {
	cleanSolo(t)
	me := shell.Profile{Name: "Ada", Colour: "red"}
	settings := heattitle.Settings{Track: "gb", BotLevel: "easy", Championship: &heattitle.ChampSettings{Season: "1961"}}
	if _, err := startSolo(soloSetup{Settings: settings, Bots: 1, Name: me.Name, Colour: me.Colour}); err != nil {
		t.Fatal(err)
	}
	before := solo(t)
	if before.champ == nil {
		t.Fatal("the championship has no championship view")
	}
	a, _ := bot.Decide(*before.current(), bot.Normal)
	if err := before.submit(a); err != nil {
		t.Fatal(err)
	}
	was := before.current()

	if err := StartCampaignRace(shortRace(t, "9"), me); err != nil {
		t.Fatal(err)
	}
	if c := solo(t); c.campaign == nil {
		t.Fatal("the Race Mode race did not start")
	}
	EndCampaignRace() // given up, or its result taken
	if !SoloRaceInProgress() {
		t.Fatal("after the Race Mode race there is no race to rejoin")
	}
	after := solo(t)
	if after.campaign != nil || after.champ == nil || after.current().Track != was.Track || after.current().Round != was.Round ||
		after.current().Me.Legal.Decision != was.Me.Legal.Decision {
		t.Errorf("the championship came back as %+v (champ %v), it was at round %d, %s", after.current(), after.champ, was.Round, was.Me.Legal.Decision)
	}
}
