package app

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles/heat"
)

// soloSetup is what the solo and Qualifying setup pages choose.
type soloSetup struct {
	Settings heat.Settings `json:"settings"`
	Bots     int           `json:"bots"`
	Name     string        `json:"name"`
	Colour   string        `json:"colour"`
}

// botNames name the bot drivers, after the great grand-prix drivers of the sixties.
var botNames = []string{"Jim", "Graham", "Jackie", "Jochen", "Denny"}

// startSolo starts a local race: the player, the bots and the Legends on this page, no network.
// The race is saved in the browser after every move, so a reload resumes it.
func startSolo(s soloSetup) (*client, error) {
	if s.Settings.Mode == engine.ModeQualifying {
		s.Bots, s.Settings.Legends = 0, 0
	}
	store := soloStore()
	_ = store.Delete(p2p.KeyHost)
	h, err := p2p.NewHost(p2p.HostConfig{Title: heat.Title{}, Name: s.Name, Store: store})
	if err != nil {
		return nil, err
	}
	fail := func(err error) (*client, error) {
		h.End()
		return nil, err
	}
	colour := s.Colour
	if err := h.Edit(context.Background(), p2p.LobbyEdit{Colour: &colour}); err != nil {
		return fail(fmt.Errorf("car colour: %w", err))
	}
	for i := range s.Bots {
		if _, err := h.AddBot(botNames[i%len(botNames)]); err != nil {
			return fail(err)
		}
	}
	settings, _ := json.Marshal(s.Settings)
	if err := h.Configure(settings, 0); err != nil {
		return fail(err)
	}
	if err := h.Start(); err != nil {
		return fail(err)
	}
	c := newClient(kindSolo, h, h)
	setClient(c)
	saveJSON(keyCurrent, current{Kind: kindSolo})
	return c, nil
}

// resumeSolo picks up the solo race saved in this browser.
func resumeSolo() (*client, error) {
	if c := currentClient(); c != nil && c.kind == kindSolo {
		return c, nil
	}
	h, err := p2p.ResumeHost(p2p.HostConfig{Title: heat.Title{}, Store: soloStore()})
	if errors.Is(err, p2p.ErrNoSave) {
		return nil, errNoRace
	}
	if err != nil {
		return nil, err
	}
	c := newClient(kindSolo, h, h)
	setClient(c)
	return c, nil
}

// endSolo forgets the solo race (it is over, or the player left it).
func endSolo() {
	if c := currentClient(); c != nil && c.kind == kindSolo {
		c.host.End()
		setClient(nil)
	} else {
		_ = soloStore().Delete(p2p.KeyHost)
	}
	var cur current
	if loadJSON(keyCurrent, &cur) && cur.Kind == kindSolo {
		forget(keyCurrent)
	}
}
