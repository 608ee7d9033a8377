package p2p

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/heatracing/heat/p2p/wire"
)

// maxPlayers bounds the lobby's entries, spectators included.
const maxPlayers = 32

// lobby is the room before and around a game: its players (with their colours, readiness and
// secret seat tokens), the settings and turn timer the host chose, who was removed, and the seats
// at the start. It is a plain value the host loop drives: no goroutine, no clock, no connection;
// connections reach it as connect and away, and what it wants said goes out as notes.
type lobby struct {
	title     Title
	room      string // the room code, once registered with signaling
	name      string // the room's name, for the public list and the lobby's heading
	public    bool   // listed publicly (RoomConfig.Listing)
	hostToken string // the signaling server's token for the room
	seed      uint64 // the host's secret seed (fair.go); the game's is derived from it
	nonce     string // the host's secret nonce, committed to with the seed
	settings  json.RawMessage
	timer     time.Duration // per decision; 0: none
	started   bool
	round     int    // the seed's draw's round (fair.go), from 1
	draw      *draw  // the draw under way, while the host starts the game
	notice    string // why the last draw ran again, in a player's words
	players   []*player
	me        *player         // the entry of the page's own player: the host, or its successor
	heir      string          // the successor the host picked ("": the default; successor.go)
	next      *player         // the successor now, nil for none
	kicked    map[string]bool // seat tokens, and browsers (browserBan), that may not come back
	changed   bool            // since the last view was taken
	// pick chooses one of n free colours for a newcomer; nil: the first (the state machine's
	// tests). A host picks at random (HostConfig.OrderedColours aside).
	pick func(n int) int
	// grind is HostConfig.GrindSeed: nil but in the audit's tests.
	grind func(seed uint64, nonce string, shares []string, hostSeat int) (string, uint64)
}

// note is a message a state machine wants sent to one player; the host loop sends it to the
// player's connection, if it has one.
type note struct {
	to   *player
	t    wire.Type
	body any
	last bool // then close the player's connection
}

func newLobby(title Title, seed uint64, nonce string) *lobby {
	return &lobby{title: title, seed: seed, nonce: nonce, round: 1, kicked: map[string]bool{}, changed: true}
}

// seatHost puts the host's own entry first in the lobby.
func (l *lobby) seatHost(name string) error {
	name, err := cleanName(name)
	if err != nil {
		return err
	}
	l.me = &player{Player: Player{ID: randomID(8), Name: name, Host: true, Ready: true, Seat: Spectator}, token: randomID(16), self: true}
	l.me.Colour = l.pickColour()
	l.players = []*player{l.me}
	l.changed = true
	return nil
}

// pickColour is a colour nobody playing has, chosen by l.pick, or "".
func (l *lobby) pickColour() string {
	var free []string
	for _, c := range l.title.Colours() {
		if !l.colourTaken(c, nil) {
			free = append(free, c)
		}
	}
	switch {
	case len(free) == 0:
		return ""
	case l.pick == nil:
		return free[0]
	}
	return free[min(max(l.pick(len(free)), 0), len(free)-1)]
}

// freeColour is the first offered colour nobody playing has, or "".
func (l *lobby) freeColour() string {
	for _, c := range l.title.Colours() {
		if !l.colourTaken(c, nil) {
			return c
		}
	}
	return ""
}

func (l *lobby) colourTaken(c string, except *player) bool {
	for _, p := range l.players {
		if p != except && !p.Spectator && p.Colour == c {
			return true
		}
	}
	return false
}

// browserBan is the key of a banned browser ID among the kicked seat tokens (which are hex, so
// the two never meet).
func browserBan(id string) string { return "browser:" + id }

// banned reports whether a hello with this seat token or browser ID comes from a removed player.
func (l *lobby) banned(token, browser string) bool {
	return token != "" && l.kicked[token] || browser != "" && l.kicked[browserBan(browser)]
}

// byToken finds a guest by its seat token.
func (l *lobby) byToken(token string) *player {
	if token == "" {
		return nil
	}
	for _, p := range l.players {
		if p.token == token && !p.self {
			return p
		}
	}
	return nil
}

// join adds a new player: a spectator when the game started, the guest asked to watch, or no
// colour is free. Before the start a newcomer takes the place of a guest away and not ready
// (a ghost) when it needs one.
func (l *lobby) join(name string, watch bool) (*player, error) {
	name, err := cleanName(name)
	if err != nil {
		return nil, err
	}
	if err := l.lookalike(name, nil); err != nil {
		return nil, err
	}
	if len(l.players) >= maxPlayers && !l.evictGhost() {
		return nil, ErrTableFull
	}
	if !watch && l.freeColour() == "" {
		l.evictGhost()
	}
	p := &player{Player: Player{ID: randomID(8), Name: l.uniqueName(name, nil), Seat: Spectator}, token: randomID(16), watch: watch}
	if c := l.pickColour(); c != "" && !watch && !l.started {
		p.Colour = c
	} else {
		p.Spectator = true
	}
	l.players = append(l.players, p)
	l.changed = true
	return p, nil
}

// addBot seats a computer player.
func (l *lobby) addBot(name string) (*player, error) {
	if l.started {
		return nil, ErrStarted
	}
	p, err := l.join(name, false)
	if err != nil {
		return nil, err
	}
	if p.Spectator {
		l.players = l.players[:len(l.players)-1]
		return nil, ErrTableFull
	}
	p.Bot, p.Ready, p.token = true, true, ""
	return p, nil
}

// edit changes p's own entry.
func (l *lobby) edit(p *player, e Edit) error {
	switch {
	case l.started:
		return ErrStarted
	case e.Commitment != nil || e.Share != nil:
		if e.Name != nil || e.Colour != nil || e.Ready != nil {
			return fmt.Errorf("%w: a share of the seed travels alone", ErrMalformed)
		}
		return l.drawEdit(p, e)
	case l.draw != nil:
		return ErrStarting
	}
	name, colour, ready := p.Name, p.Colour, p.Ready
	if e.Name != nil {
		n, err := cleanName(*e.Name)
		if err != nil {
			return err
		}
		if err := l.lookalike(n, p); err != nil {
			return err
		}
		name = l.uniqueName(n, p)
	}
	if e.Colour != nil && *e.Colour != p.Colour {
		if p.Spectator {
			return ErrSpectator
		}
		if !slices.Contains(l.title.Colours(), *e.Colour) {
			return ErrBadColour
		}
		if l.colourTaken(*e.Colour, p) {
			return ErrColourTaken
		}
		colour = *e.Colour
	}
	if e.Ready != nil && !p.Host {
		ready = *e.Ready
	}
	p.Name, p.Colour, p.Ready = name, colour, ready
	l.changed = true
	return nil
}

// configure sets the game's settings and the turn timer (0: none), before the start.
func (l *lobby) configure(settings json.RawMessage, timer time.Duration) error {
	switch {
	case l.started:
		return ErrStarted
	case len(settings) > wire.MaxSettings:
		return ErrTooLarge
	case len(settings) > 0 && !json.Valid(settings):
		return fmt.Errorf("%w: settings are not JSON", ErrMalformed)
	}
	l.settings = append(json.RawMessage(nil), settings...)
	l.timer = max(timer, 0)
	l.changed = true
	return nil
}

// kick removes a player (or a bot). Before the start it leaves the lobby; after it, its seat
// stays in the game, played by the computer. The note tells the player, if it is connected.
func (l *lobby) kick(id string) (note, error) {
	i := slices.IndexFunc(l.players, func(p *player) bool { return p.ID == id })
	if i < 0 {
		return note{}, ErrNoPlayer
	}
	p := l.players[i]
	if p.self {
		return note{}, fmt.Errorf("%w: the host cannot remove itself", ErrHostOnly)
	}
	if p.token != "" {
		l.kicked[p.token] = true
	}
	if p.browser != "" {
		l.kicked[browserBan(p.browser)] = true
	}
	bye := note{to: p, t: wire.TypeKicked, body: wire.Farewell{Reason: ErrKicked.Error()}, last: true}
	l.unseat(p, p.Name+" was removed by the host")
	if l.started && !p.Spectator {
		p.Bot, p.token, p.Connected = true, "", false
	} else {
		l.players = slices.Delete(l.players, i, i+1)
		l.seatWatchers()
	}
	l.changed = true
	return bye, nil
}

// leave handles a guest's goodbye: before the start it gives its place up.
func (l *lobby) leave(p *player) {
	if l.started {
		return
	}
	if i := slices.Index(l.players, p); i >= 0 {
		l.unseat(p, p.Name+" left")
		l.players = slices.Delete(l.players, i, i+1)
		l.changed = true
		l.seatWatchers()
	}
}

// connect marks a player connected (a guest that said hello); a guest watching for want of a
// colour takes one that is free.
func (l *lobby) connect(p *player) {
	p.Connected = true
	l.changed = true
	l.seatWatchers()
}

// away marks a player's connection lost at now.
func (l *lobby) away(p *player, now time.Time) {
	p.Connected, p.awaySince = false, now
	l.changed = true
}

// seatable is the players present, in seat order, once every one of them is ready and the title
// accepts the settings. Players away at that moment will watch.
func (l *lobby) seatable() ([]*player, error) {
	if l.started {
		return nil, ErrStarted
	}
	var seated []*player
	for _, p := range l.players {
		if p.Spectator || !p.present() {
			continue
		}
		if !p.Ready && !p.Host {
			return nil, fmt.Errorf("%w: %s is not ready", ErrNotReady, p.Name)
		}
		seated = append(seated, p)
	}
	if err := l.title.CheckSettings(l.settings, seatsOf(seated)); err != nil {
		return nil, err
	}
	return seated, nil
}

func seatsOf(seated []*player) []Seat {
	seats := make([]Seat, len(seated))
	for i, p := range seated {
		seats[i] = Seat{Name: p.Name, Colour: p.Colour, Bot: p.Bot}
	}
	return seats
}

// start seats the players the draw fixed and makes the game, from the seed the host's secret and
// the guests' revealed shares give (fair.go). The notes tell every seated or watching player its
// seat.
func (l *lobby) start(seated []*player) (Game, []*player, []note, error) {
	if l.started {
		return nil, nil, nil, ErrStarted
	}
	seats := seatsOf(seated)
	if err := l.title.CheckSettings(l.settings, seats); err != nil {
		return nil, nil, nil, err
	}
	shares := make([]string, len(seated))
	for i, p := range seated {
		if !p.Host && !p.Bot {
			shares[i] = p.Share
		}
	}
	seed := DeriveSeed(l.seed, l.nonce, shares)
	if i := slices.Index(seated, l.me); l.grind != nil && i >= 0 {
		l.me.Share, seed = l.grind(l.seed, l.nonce, shares, i)
	}
	g, err := l.title.New(l.settings, seats, seed)
	if err != nil {
		return nil, nil, nil, err
	}
	for _, p := range l.players {
		if !slices.Contains(seated, p) {
			p.Spectator = true
			p.Commitment, p.Share = "", ""
		}
	}
	for i, p := range seated {
		p.Seat = i
	}
	var notes []note
	for _, p := range l.players {
		if !p.Host && !p.Bot {
			notes = append(notes, note{to: p, t: wire.TypeStart, body: wire.Start{Seat: p.Seat}})
		}
	}
	l.started, l.changed, l.draw = true, true, nil
	return g, seated, notes, nil
}

// view is the lobby as everyone may see it: no seat token ever appears.
func (l *lobby) view(over bool) Lobby {
	v := Lobby{
		Room: l.room, Colours: l.title.Colours(), Settings: l.settings, Commit: Commitment(l.seed, l.nonce),
		TurnTimer: l.timer, Started: l.started, Over: over, Name: l.name, Public: l.public,
		Round: l.round, Drawing: l.draw.phase(), Notice: l.notice,
	}
	if s := l.next; s != nil {
		v.Successor = s.ID
	}
	if !l.me.Host {
		v.Runner = l.me.ID
	}
	for _, p := range l.players {
		q := p.Player
		q.Connected = p.present()
		v.Players = append(v.Players, q)
	}
	return v
}

// uniqueName is name, or name with a number after it when another player (not self) has it
// already: "Ann 2". Players are told apart on every screen, whatever names they chose.
func (l *lobby) uniqueName(name string, self *player) string {
	taken := func(n string) bool {
		for _, p := range l.players {
			if p != self && strings.EqualFold(p.Name, n) {
				return true
			}
		}
		return false
	}
	if !taken(name) {
		return name
	}
	for i := 2; ; i++ {
		suffix := fmt.Sprintf(" %d", i)
		base := []rune(name)
		if len(base)+len(suffix) > wire.MaxName {
			base = base[:wire.MaxName-len(suffix)]
		}
		if n := strings.TrimSpace(string(base)) + suffix; !taken(n) {
			return n
		}
	}
}
