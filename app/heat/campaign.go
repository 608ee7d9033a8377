package heat

import (
	"context"
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/racemode"
	heattitle "github.com/heatracing/heat/titles/heat"
)

// Race Mode's races. Its map (app/racemode) starts a MATCH or the BOSS as a solo race like any
// other, saved in the browser after every move, on this race page: the node's special modes are
// in the strip over the board, and at the end the way back to the map, which reads the result
// (FindCampaignRace) and reports it to the campaign.

// RacePath is the race page, where a Race Mode race is raced.
const RacePath = "/race"

// raceModeID is Race Mode's way to play in the registry: its path is the map's.
const raceModeID = "race-mode"

// raceModePath is the map of Race Mode, "/" if the registry has none.
func raceModePath() string {
	for _, m := range game.Modes {
		if m.ID == raceModeID {
			return m.Path
		}
	}
	return "/"
}

// ErrNoCampaignRace: the solo race saved in this browser, if there is one, is no Race Mode race.
var ErrNoCampaignRace = errors.New("there is no Race Mode race in progress in this browser")

// keyCampaignResult keeps the result of the Race Mode race that ended last, until the map takes
// it: a race that was finished counts, whatever the player opens after it.
const keyCampaignResult = "heat.racemode.result"

// StartCampaignRace starts the Race Mode race of settings (heattitle.CampaignRace) for the
// player. A solo race or championship in progress in this browser is kept aside (parked) and
// comes back where it stood once the Race Mode race is over (EndCampaignRace). The race page
// (/race) shows it.
func StartCampaignRace(s heattitle.Settings, me shell.Profile) error {
	if s.Campaign == nil {
		return errors.New("these settings are not a Race Mode race")
	}
	shell.Forget(keyCampaignResult)
	shell.ParkSolo(game)
	_, err := startSolo(soloSetup{Settings: s, Bots: len(s.Campaign.Opponents), Name: me.Name, Colour: me.Colour})
	if err != nil {
		shell.UnparkSolo(game)
	}
	return err
}

// SoloRaceInProgress reports whether a solo race or championship of Heat is in progress in this
// browser: StartCampaignRace would keep it aside while its race is on.
func SoloRaceInProgress() bool { return shell.SoloInProgress(game) }

// noteCampaignResult keeps the result of a Race Mode race the moment it is over.
func noteCampaignResult(info heattitle.CampaignInfo) {
	shell.SaveJSON(keyCampaignResult, CampaignRace{CampaignInfo: info, Over: true})
}

// finishedCampaignRace is the Race Mode race that ended last and whose result the map has not
// taken yet, ErrNoCampaignRace when there is none.
func finishedCampaignRace() (CampaignRace, error) {
	var r CampaignRace
	if !shell.LoadJSON(keyCampaignResult, &r) || !r.Over {
		return CampaignRace{}, ErrNoCampaignRace
	}
	return r, nil
}

// CampaignRace is the Race Mode race saved in this browser: its node and run, whether it is over
// and, if so, whether the player won.
type CampaignRace struct {
	heattitle.CampaignInfo
	Over bool
}

// FindCampaignRace resumes the solo race saved in this browser and reads the Race Mode race it
// is. When that is no Race Mode race (it is left as it is) or there is none, it gives the Race
// Mode race that ended last if its result was not taken yet, else ErrNoCampaignRace; and the
// reason when a saved race cannot be resumed.
func FindCampaignRace(ctx context.Context) (CampaignRace, error) {
	c, err := resumeSolo()
	switch {
	case errors.Is(err, errNoRace):
		return finishedCampaignRace()
	case err != nil:
		return CampaignRace{}, err
	}
	changed := make(chan struct{}, 1)
	defer c.Subscribe(func() {
		select {
		case changed <- struct{}{}:
		default:
		}
	})()
	for {
		c.mu.Lock()
		v, info := c.view, c.campaign
		c.mu.Unlock()
		switch {
		case v != nil && info == nil:
			return finishedCampaignRace()
		case v != nil:
			return CampaignRace{CampaignInfo: *info, Over: v.Phase == engine.PhaseOver}, nil
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return CampaignRace{}, errors.New("the saved race did not start again in time")
		}
	}
}

// EndCampaignRace forgets the Race Mode race saved in this browser, its result included (a solo
// race of another kind stays), and brings back the race or championship it kept aside: the map
// calls it once it has taken the result of its Race Mode race, or gives the race up.
func EndCampaignRace() {
	shell.Forget(keyCampaignResult)
	c, err := resumeSolo()
	switch {
	case errors.Is(err, errNoRace):
	case err != nil:
		endSolo() // a save that cannot be resumed: forgotten
	default:
		c.mu.Lock()
		campaign := c.campaign != nil
		c.mu.Unlock()
		if campaign {
			endSolo()
		}
	}
	shell.UnparkSolo(game)
}

// CampaignCard draws a campaign card as the race draws cards (its value, name, symbols, and its
// rules text on hover or focus): a button, which the caller gives its test id, state and click.
// tipID names the hidden text that describes it to screen readers.
func CampaignCard(cc engine.CampaignCard, tipID string) app.HTMLButton {
	k, err := engine.CampaignCardOf(cc)
	b := app.Button().Class("heat-card", "heat-card-"+k.Kind.String()).Aria("describedby", tipID)
	if err != nil {
		return b.Body(app.Elem("strong").Class("heat-card-face").Text("?"), app.Elem("span").Class("parlor-sr").ID(tipID).Text(err.Error()))
	}
	return b.Body(cardFace(k, tipID)...)
}

// CampaignCardLabel is what a screen reader says of a campaign card: its face and rules text.
func CampaignCardLabel(cc engine.CampaignCard) string {
	k, err := engine.CampaignCardOf(cc)
	if err != nil {
		return err.Error()
	}
	return cardLabel(k)
}

// specialItems are the strip's pills for the race's special modes: the name, and its rule on
// hover, focus and for screen readers.
func specialItems(v *engine.View) []app.UI {
	out := make([]app.UI, 0, len(v.Special))
	for _, s := range v.Special {
		m := racemode.Mode(s)
		out = append(out, app.Elem("li").Class("heat-special").DataSet("testid", "special-mode").TabIndex(0).Body(
			app.Elem("strong").Text(m.Name()),
			app.Elem("span").Class("parlor-sr").Text(". "),
			app.Elem("span").Class("parlor-sr", "heat-cond-tip").Text(m.Description()),
		))
	}
	return out
}

// campaignAfter is what follows a Race Mode race: its result for the node, and the way back to
// the map, which reports it.
func campaignAfter(c heattitle.CampaignInfo) app.UI {
	say := "Lost: the node stays open. Race it again from the map when you are ready."
	if c.Won {
		say = "Won: the node is completed, and the map opens the way on."
	}
	return app.Div().Class("parlor-after").Body(
		app.P().DataSet("testid", "campaign-result").DataSet("won", boolText(c.Won)).Text(say),
		app.A().Class("parlor-button", "parlor-primary").DataSet("testid", "back-to-map").Href(raceModePath()).Text("Back to the map"),
	)
}

func boolText(b bool) string {
	if b {
		return "true"
	}
	return "false"
}
