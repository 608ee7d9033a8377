package p2p

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// This file holds the lobby rules. Every function runs in the host loop.

// cleanName trims a player name and checks it.
func cleanName(name string) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" || utf8.RuneCountInString(name) > MaxName || !utf8.ValidString(name) {
		return "", ErrBadName
	}
	for _, r := range name {
		if unicode.IsControl(r) {
			return "", ErrBadName
		}
	}
	return name, nil
}

// freeColour is the first offered colour nobody racing has, or "".
func (h *Host) freeColour() string {
	for _, c := range h.cfg.Title.Colours() {
		if !h.colourTaken(c, nil) {
			return c
		}
	}
	return ""
}

func (h *Host) colourTaken(c string, except *player) bool {
	for _, p := range h.players {
		if p != except && !p.Spectator && p.Colour == c {
			return true
		}
	}
	return false
}

// join adds a new player (a spectator when the race started, the guest
// asked to watch, or no colour is free).
func (h *Host) join(name string, watch bool) (*player, error) {
	if len(h.players) >= maxPlayers {
		return nil, ErrTableFull
	}
	p := &player{Player: Player{ID: randomID(8), Name: name, Seat: Spectator}, token: randomID(16)}
	if c := h.freeColour(); c != "" && !watch && !h.started {
		p.Colour = c
	} else {
		p.Spectator = true
	}
	h.players = append(h.players, p)
	h.lobbyChanged, h.saveNeeded = true, true
	return p, nil
}

// edit changes p's own entry.
func (h *Host) edit(p *player, e LobbyEdit) error {
	if h.started {
		return ErrStarted
	}
	name, colour, ready := p.Name, p.Colour, p.Ready
	if e.Name != nil {
		n, err := cleanName(*e.Name)
		if err != nil {
			return err
		}
		name = n
	}
	if e.Colour != nil && *e.Colour != p.Colour {
		if p.Spectator {
			return ErrSpectator
		}
		if !slices.Contains(h.cfg.Title.Colours(), *e.Colour) {
			return ErrBadColour
		}
		if h.colourTaken(*e.Colour, p) {
			return ErrColourTaken
		}
		colour = *e.Colour
	}
	if e.Ready != nil && !p.Host {
		ready = *e.Ready
	}
	p.Name, p.Colour, p.Ready = name, colour, ready
	h.lobbyChanged, h.saveNeeded = true, true
	return nil
}

// Configure sets the title settings and the turn timer (0: none). Only
// before the start.
func (h *Host) Configure(settings json.RawMessage, turnTimer time.Duration) error {
	if len(settings) > MaxSettings {
		return ErrTooLarge
	}
	if len(settings) > 0 && !json.Valid(settings) {
		return fmt.Errorf("%w: settings are not JSON", ErrMalformed)
	}
	var err error
	if e := h.do(func() {
		if h.started {
			err = ErrStarted
			return
		}
		h.settings = append(json.RawMessage(nil), settings...)
		h.timer = max(turnTimer, 0)
		h.lobbyChanged, h.saveNeeded = true, true
	}); e != nil {
		return e
	}
	return err
}

// AddBot seats a computer driver and returns its player ID.
func (h *Host) AddBot(name string) (string, error) {
	name, err := cleanName(name)
	if err != nil {
		return "", err
	}
	var id string
	if e := h.do(func() {
		if h.started {
			err = ErrStarted
			return
		}
		var p *player
		if p, err = h.join(name, false); err != nil {
			return
		}
		if p.Spectator {
			h.players = h.players[:len(h.players)-1]
			err = ErrTableFull
			return
		}
		p.Bot, p.Ready, p.token = true, true, ""
		id = p.ID
	}); e != nil {
		return "", e
	}
	return id, err
}

// Kick removes a player (or a bot) from the room. After the start its seat
// is driven automatically for the rest of the race.
func (h *Host) Kick(id string) error {
	var err error
	if e := h.do(func() { err = h.kick(id) }); e != nil {
		return e
	}
	return err
}

func (h *Host) kick(id string) error {
	i := slices.IndexFunc(h.players, func(p *player) bool { return p.ID == id })
	if i < 0 {
		return ErrNoPlayer
	}
	p := h.players[i]
	if p.Host {
		return fmt.Errorf("%w: the host cannot remove itself", ErrHostOnly)
	}
	if p.token != "" {
		h.kicked[p.token] = true
	}
	if p.link != nil {
		p.link.finish(TypeKicked, Farewell{Reason: ErrKicked.Error()})
		delete(h.links, p.link)
		p.link = nil
	}
	if h.started && !p.Spectator {
		// the seat stays in the race, driven by the computer.
		p.Bot, p.token, p.Connected = true, "", false
	} else {
		h.players = slices.Delete(h.players, i, i+1)
	}
	h.lobbyChanged, h.saveNeeded = true, true
	return nil
}

// leave handles a guest's bye: before the start it gives its place up.
func (h *Host) leave(p *player) {
	if !h.started {
		if i := slices.Index(h.players, p); i >= 0 {
			h.players = slices.Delete(h.players, i, i+1)
		}
		h.lobbyChanged, h.saveNeeded = true, true
	}
}

// Start begins the race once everyone present is ready and the title
// accepts the settings. Players who are away at that moment watch.
func (h *Host) Start() error {
	var err error
	if e := h.do(func() { err = h.start() }); e != nil {
		return e
	}
	return err
}

func (h *Host) start() error {
	if h.started {
		return ErrStarted
	}
	var seated []*player
	for _, p := range h.players {
		if p.Spectator || !(p.Host || p.Bot || p.link != nil) {
			continue
		}
		if !p.Ready && !p.Host {
			return fmt.Errorf("%w: %s is not ready", ErrNotReady, p.Name)
		}
		seated = append(seated, p)
	}
	seats := make([]Seat, len(seated))
	for i, p := range seated {
		seats[i] = Seat{Name: p.Name, Colour: p.Colour, Bot: p.Bot}
	}
	if err := h.cfg.Title.CheckSettings(h.settings, seats); err != nil {
		return err
	}
	g, err := h.cfg.Title.New(h.settings, seats, h.seed)
	if err != nil {
		return err
	}
	for _, p := range h.players {
		if !slices.Contains(seated, p) {
			p.Spectator = true
		}
	}
	for i, p := range seated {
		p.Seat = i
	}
	h.game, h.seats, h.started = g, seated, true
	for l, p := range h.links {
		if p != nil && p.welcomed {
			h.send(l, TypeStart, Start{Seat: p.Seat})
		}
	}
	h.gameChanged, h.lobbyChanged, h.saveNeeded = true, true, true
	return nil
}

// lobbyView is the lobby as everyone may see it.
func (h *Host) lobbyView() Lobby {
	l := Lobby{
		Room: h.room, Colours: h.cfg.Title.Colours(), Settings: h.settings,
		TurnTimer: h.timer, Started: h.started, Over: h.game != nil && h.game.Over(),
	}
	for _, p := range h.players {
		q := p.Player
		q.Connected = p.Host || p.Bot || p.link != nil
		l.Players = append(l.Players, q)
	}
	return l
}
