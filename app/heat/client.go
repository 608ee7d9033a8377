package heat

import (
	"encoding/json"
	"errors"
	"log"
	"sync"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/p2p"
	heattitle "github.com/heatracing/heat/titles/heat"
	"github.com/heatracing/heat/tracks"
)

// client is Heat's side of the page's session (its shell.Reader): the newest view and every event
// received, which the race page reads through snapshots.
type client struct {
	*shell.Session

	mu       sync.Mutex
	view     *engine.View
	champ    *heattitle.ChampInfo    // the championship around the race, if it is one
	campaign *heattitle.CampaignInfo // the Race Mode node around the race, if it is one
	track    *tracks.Track
	events   []engine.Event
	over     bool // the race was over at the last update
}

// Take reads one update from the host.
func (c *client) Take(u p2p.Update) {
	var cv heattitle.ChampView // a race's view, and a championship's around it if there is one
	if err := json.Unmarshal(u.View, &cv); err != nil {
		log.Printf("unreadable view from the host: %v", err)
		return
	}
	v := cv.View
	var evs []engine.Event
	for _, raw := range u.Events {
		var e engine.Event
		if err := json.Unmarshal(raw, &e); err == nil {
			evs = append(evs, e)
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.track == nil || c.track.ID != v.Track {
		c.track, _ = tracks.Get(v.Track)
	}
	c.view = &v
	c.champ, c.campaign = nil, cv.Campaign
	if cv.Campaign != nil && v.Phase == engine.PhaseOver && !c.over {
		noteCampaignResult(*cv.Campaign) // it counts, whatever the player opens next
	}
	c.over = v.Phase == engine.PhaseOver
	if cv.Champ.Legs != nil {
		c.champ = &cv.Champ
	}
	for _, e := range evs {
		// A resent stretch of events (after a resync) must not be logged twice.
		if n := len(c.events); n > 0 && e.N <= c.events[n-1].N {
			continue
		}
		c.events = append(c.events, e)
	}
}

// current is the newest view, nil before the first.
func (c *client) current() *engine.View {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.view
}

// snapshot is what a page renders: the newest view and the events from since on.
type snapshot struct {
	view     *engine.View
	champ    *heattitle.ChampInfo
	campaign *heattitle.CampaignInfo
	track    *tracks.Track
	events   []engine.Event // from since
	next     int            // the since to ask for next time
	shell.State
}

func (c *client) snapshot(since int) snapshot {
	st := c.State()
	c.mu.Lock()
	defer c.mu.Unlock()
	s := snapshot{view: c.view, champ: c.champ, campaign: c.campaign, track: c.track, next: len(c.events), State: st}
	if since < len(c.events) {
		s.events = append([]engine.Event(nil), c.events[max(since, 0):]...)
	}
	return s
}

// submit sends one action for the player's seat and waits for the verdict.
func (c *client) submit(a engine.Action) error {
	b, err := json.Marshal(a)
	if err != nil {
		return err
	}
	return c.Play(b)
}

// carNames lists the cars' names by seat, for the race log.
func carNames(v *engine.View) []string {
	if v == nil {
		return nil
	}
	out := make([]string, len(v.Cars))
	for i, c := range v.Cars {
		out[i] = c.Name
	}
	return out
}

// The page's sessions, made by the shell and read by a client.

// soloSetup is what the solo and Qualifying setup pages choose.
type soloSetup struct {
	Settings heattitle.Settings `json:"settings"`
	Bots     int                `json:"bots"`
	Name     string             `json:"name"`
	Colour   string             `json:"colour"`
}

// startSolo starts a local race: the player, the bots and the Legends on this page, no network.
// The race is saved in the browser after every move, so a reload resumes it.
func startSolo(s soloSetup) (*client, error) {
	if s.Settings.Mode == engine.ModeQualifying {
		s.Bots, s.Settings.Legends = 0, 0
	}
	settings, err := json.Marshal(s.Settings)
	if err != nil {
		return nil, err
	}
	c := &client{}
	c.Session, err = shell.StartSolo(game, shell.SoloSetup{
		Me: shell.Profile{Name: s.Name, Colour: s.Colour}, Bots: s.Bots, Settings: settings, Path: "/race",
	}, c)
	if err != nil {
		return nil, err
	}
	return c, nil
}

// errNoRace: no solo race is saved in this browser.
var errNoRace = errors.New("there is no race in progress in this browser")

// resumeSolo picks up the solo race saved in this browser.
func resumeSolo() (*client, error) {
	c := &client{}
	s, err := shell.ResumeSolo(game, c)
	switch {
	case errors.Is(err, shell.ErrNoGame):
		return nil, errNoRace
	case err != nil:
		return nil, err
	}
	if own, ok := s.Reader().(*client); ok && own != c {
		return own, nil // the page's session already
	}
	c.Session = s
	return c, nil
}

// endSolo forgets the solo race (it is over, or the player left it).
func endSolo() { shell.EndSolo(game) }
