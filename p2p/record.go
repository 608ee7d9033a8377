package p2p

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/heatracing/heat/p2p/wire"
)

// recordVersion is the version of the record a host keeps; a record of another one is not
// resumed.
const recordVersion = 1

// hostRecord is what a host keeps in its Store (under KeyHost) after every change, so that a
// reloaded page can resume the game.
type hostRecord struct {
	V         int             `json:"v"`
	Room      string          `json:"room,omitempty"`
	Name      string          `json:"name,omitempty"`
	Public    bool            `json:"public,omitempty"`
	HostToken string          `json:"hostToken,omitempty"`
	Seed      uint64          `json:"seed"`
	Nonce     string          `json:"nonce,omitempty"`
	Settings  json.RawMessage `json:"settings,omitempty"`
	TurnTimer time.Duration   `json:"turnTimer"`
	Started   bool            `json:"started"`
	Round     int             `json:"round,omitempty"`  // the seed's draw's round (fair.go)
	Notice    string          `json:"notice,omitempty"` // why draws ran again
	Players   []savedPlayer   `json:"players"`
	Kicked    []string        `json:"kicked,omitempty"`
	Game      []byte          `json:"game,omitempty"` // Game.Save()
	// Me is the player whose page keeps this record: the host, or the successor that took the
	// game over ("": the host).
	Me string `json:"me,omitempty"`
	// Heir is the successor the host picked ("": the default).
	Heir string `json:"heir,omitempty"`
}

type savedPlayer struct {
	Player
	Token   string      `json:"token,omitempty"`
	Nonce   string      `json:"nonce,omitempty"`
	LastReq uint64      `json:"lastReq,omitempty"` // so a request retried across the restart is not applied twice
	LastRes wire.Result `json:"lastRes"`
	Watch   bool        `json:"watch,omitempty"` // asked to watch
}

// record is what the lobby and the game would need to be rebuilt.
func (l *lobby) record(game Game) (hostRecord, error) {
	r := hostRecord{
		V: recordVersion, Room: l.room, Name: l.name, Public: l.public, HostToken: l.hostToken, Seed: l.seed, Nonce: l.nonce,
		Settings: l.settings, TurnTimer: l.timer, Started: l.started, Round: l.round, Notice: l.notice,
		Me: l.me.ID, Heir: l.heir,
	}
	for _, p := range l.players {
		r.Players = append(r.Players, savedPlayer{Player: p.Player, Token: p.token, Nonce: p.nonce, LastReq: p.lastReq, LastRes: p.lastRes, Watch: p.watch})
	}
	for t := range l.kicked {
		r.Kicked = append(r.Kicked, t)
	}
	if game != nil {
		b, err := game.Save()
		if err != nil {
			return r, fmt.Errorf("cannot save the game: %w", err)
		}
		r.Game = b
	}
	return r, nil
}

// restore rebuilds a lobby from its record; every guest is away since now. It returns the seats
// of a started game in order.
func restore(title Title, r hostRecord, now time.Time) (*lobby, []*player, error) {
	l := newLobby(title, r.Seed, r.Nonce)
	l.room, l.hostToken, l.settings, l.timer, l.started = r.Room, r.HostToken, r.Settings, r.TurnTimer, r.Started
	l.name, l.public, l.notice = r.Name, r.Public, r.Notice
	l.round, l.heir = max(r.Round, 1), r.Heir
	for _, t := range r.Kicked {
		l.kicked[t] = true
	}
	for _, sp := range r.Players {
		p := &player{Player: sp.Player, token: sp.Token, awaySince: now, nonce: sp.Nonce, lastReq: sp.LastReq, lastRes: sp.LastRes, watch: sp.Watch}
		p.Connected = false
		if r.Me == p.ID || r.Me == "" && p.Host {
			l.me, p.self = p, true
		}
		l.players = append(l.players, p)
	}
	if l.me == nil {
		return nil, nil, fmt.Errorf("%w: the saved game has no host", ErrNoSave)
	}
	if !l.started {
		// A draw the reload cut short may have shown shares to the host: the next one takes fresh
		// shares, in a round of its own.
		l.round++
		for _, p := range l.players {
			p.Commitment, p.Share = "", ""
		}
		return l, nil, nil
	}
	var seats []*player
	for _, p := range l.players {
		if !p.Spectator && p.Seat >= 0 {
			for len(seats) <= p.Seat {
				seats = append(seats, nil)
			}
			seats[p.Seat] = p
		}
	}
	for i, p := range seats {
		if p == nil {
			return nil, nil, fmt.Errorf("%w: seat %d has no player", ErrNoSave, i)
		}
	}
	return l, seats, nil
}

// persist saves the host's record in its Store.
func (h *Host) persist() {
	if h.cfg.Store == nil {
		return
	}
	var g Game
	if h.match != nil {
		g = h.match.game
	}
	r, err := h.lobby.record(g)
	if err != nil {
		h.log.Error("cannot save the host", "err", err)
		return
	}
	b, err := json.Marshal(r)
	if err == nil {
		err = h.cfg.Store.Set(KeyHost, b)
	}
	if err != nil {
		h.log.Error("cannot store the host", "err", err)
	}
}

// ResumeHost rebuilds the host saved in cfg.Store: the lobby, the seat tokens, the room code and
// the game (through Title.Load). Every guest is away until it reconnects; hand the host to
// ServeRoom to register the same room again. It returns ErrNoSave when there is nothing to
// resume.
func ResumeHost(cfg HostConfig) (*Host, error) {
	if cfg.Title == nil || cfg.Store == nil {
		return nil, fmt.Errorf("p2p: ResumeHost needs a Title and a Store")
	}
	b, err := cfg.Store.Get(KeyHost)
	if err != nil {
		return nil, ErrNoSave
	}
	var r hostRecord
	if err := json.Unmarshal(b, &r); err != nil || r.V != recordVersion {
		return nil, fmt.Errorf("%w: the saved game cannot be read", ErrNoSave)
	}
	opt := cfg.Options.withDefaults()
	l, seats, err := restore(cfg.Title, r, opt.Clock.Now())
	if err != nil {
		return nil, err
	}
	l.pick, l.grind = colourPicker(cfg), cfg.GrindSeed
	h := newHost(cfg, l)
	if r.Started {
		g, err := cfg.Title.Load(r.Game)
		if err != nil {
			return nil, fmt.Errorf("%w: %v", ErrNoSave, err)
		}
		h.match = newMatch(g, seats, l.timer, h.cfg.AwayGrace, h.log)
	}
	h.begin()
	return h, nil
}
