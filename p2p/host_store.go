package p2p

import (
	"encoding/json"
	"fmt"
	"time"
)

// hostRecord is what a host keeps in its Store (under KeyHost) after every
// change, so that a reloaded page can resume the race.
type hostRecord struct {
	V         int             `json:"v"`
	Room      string          `json:"room,omitempty"`
	HostToken string          `json:"hostToken,omitempty"`
	Seed      uint64          `json:"seed"`
	Settings  json.RawMessage `json:"settings,omitempty"`
	TurnTimer time.Duration   `json:"turnTimer"`
	Started   bool            `json:"started"`
	Players   []savedPlayer   `json:"players"`
	Kicked    []string        `json:"kicked,omitempty"`
	Game      []byte          `json:"game,omitempty"` // Game.Save()
}

type savedPlayer struct {
	Player
	Token   string `json:"token,omitempty"`
	Nonce   string `json:"nonce,omitempty"`
	LastReq uint64 `json:"lastReq,omitempty"` // so a request retried across the restart is not applied twice
	LastRes Result `json:"lastRes"`
}

func (h *Host) persist() {
	if h.cfg.Store == nil {
		return
	}
	r := hostRecord{
		V: Version, Room: h.room, HostToken: h.hostToken, Seed: h.seed,
		Settings: h.settings, TurnTimer: h.timer, Started: h.started,
	}
	for _, p := range h.players {
		r.Players = append(r.Players, savedPlayer{Player: p.Player, Token: p.token, Nonce: p.nonce, LastReq: p.lastReq, LastRes: p.lastRes})
	}
	for t := range h.kicked {
		r.Kicked = append(r.Kicked, t)
	}
	if h.game != nil {
		b, err := h.game.Save()
		if err != nil {
			h.log.Error("cannot save the game", "err", err)
			return
		}
		r.Game = b
	}
	b, err := json.Marshal(r)
	if err == nil {
		err = h.cfg.Store.Set(KeyHost, b)
	}
	if err != nil {
		h.log.Error("cannot store the host", "err", err)
	}
}

// ResumeHost rebuilds the host saved in cfg.Store: the lobby, the seat
// tokens, the room code and the race (through Title.Load). Every guest is
// away until it reconnects; hand the host to a RoomHost to re-register the
// same room. It returns ErrNoSave when there is nothing to resume.
func ResumeHost(cfg HostConfig) (*Host, error) {
	if cfg.Title == nil || cfg.Store == nil {
		return nil, fmt.Errorf("p2p: ResumeHost needs a Title and a Store")
	}
	b, err := cfg.Store.Get(KeyHost)
	if err != nil {
		return nil, ErrNoSave
	}
	var r hostRecord
	if err := json.Unmarshal(b, &r); err != nil || r.V != Version {
		return nil, fmt.Errorf("%w: the saved game cannot be read", ErrNoSave)
	}
	h := newHost(cfg)
	now := h.clock.Now()
	h.room, h.hostToken, h.seed, h.settings, h.timer, h.started = r.Room, r.HostToken, r.Seed, r.Settings, r.TurnTimer, r.Started
	for _, t := range r.Kicked {
		h.kicked[t] = true
	}
	for _, sp := range r.Players {
		p := &player{Player: sp.Player, token: sp.Token, awaySince: now, nonce: sp.Nonce, lastReq: sp.LastReq, lastRes: sp.LastRes}
		p.Connected = false
		if p.Host {
			h.me = p
		}
		h.players = append(h.players, p)
	}
	if h.me == nil {
		return nil, fmt.Errorf("%w: the saved game has no host", ErrNoSave)
	}
	if r.Started {
		g, err := cfg.Title.Load(r.Game)
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrNoSave, err)
		}
		h.game = g
		for _, p := range h.players {
			if !p.Spectator && p.Seat >= 0 {
				for len(h.seats) <= p.Seat {
					h.seats = append(h.seats, nil)
				}
				h.seats[p.Seat] = p
			}
		}
		for i, p := range h.seats {
			if p == nil {
				return nil, fmt.Errorf("%w: seat %d has no player", ErrNoSave, i)
			}
		}
		h.gameChanged = true
	}
	h.lobbyChanged = true
	h.begin()
	return h, nil
}
