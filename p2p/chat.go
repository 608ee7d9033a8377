package p2p

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/heatracing/heat/p2p/wire"
	"github.com/heatracing/heat/signal/names"
)

// ChatLine is one chat message as the host relayed it (wire.ChatLine): Private when To is set.
type ChatLine = wire.ChatLine

// maxChatShown bounds the lines a session keeps for its page.
const maxChatShown = 100

// chatLog is the host's chat: the lines it keeps for newcomers (wire.MaxChatKept) and the number
// of the last line.
type chatLog struct {
	n     uint64
	lines []ChatLine
}

// add numbers a line and keeps it.
func (c *chatLog) add(line ChatLine) ChatLine {
	c.n++
	line.N = c.n
	c.lines = append(c.lines, line)
	if len(c.lines) > wire.MaxChatKept {
		c.lines = slices.Delete(c.lines, 0, len(c.lines)-wire.MaxChatKept)
	}
	return line
}

// visible are the kept lines player id may read: everyone's, and the private ones it sent or got.
func (c *chatLog) visible(id string) []ChatLine {
	var out []ChatLine
	for _, l := range c.lines {
		if !l.Private() || l.From == id || l.To == id {
			out = append(out, l)
		}
	}
	return out
}

// cleanChat checks a chat message and tidies it: line breaks and tabs become spaces, and the
// text is trimmed. Control and invisible formatting characters are refused, as in names.
func cleanChat(text string) (string, error) {
	if len(text) > wire.MaxChatSay || !utf8.ValidString(text) {
		return "", ErrBadChat
	}
	text = strings.TrimSpace(strings.Map(func(r rune) rune {
		if r == '\n' || r == '\r' || r == '\t' {
			return ' '
		}
		return r
	}, text))
	if text == "" || utf8.RuneCountInString(text) > wire.MaxChat {
		return "", ErrBadChat
	}
	for _, r := range text {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return "", ErrBadChat
		}
	}
	if err := names.Text(text); err != nil {
		return "", &explained{ErrBadChat, err.Error()}
	}
	return text, nil
}

// say relays a chat message from p: to everyone, or to player `to` alone (and back to p).
func (h *Host) say(p *player, to, text string) error {
	text, err := cleanChat(text)
	if err != nil {
		return err
	}
	line := ChatLine{From: p.ID, Name: p.Name, Text: text}
	var q *player
	if to != "" {
		i := slices.IndexFunc(h.lobby.players, func(x *player) bool { return x.ID == to })
		switch {
		case i < 0:
			return fmt.Errorf("%w: that player has left", ErrNoPlayer)
		case h.lobby.players[i] == p:
			return fmt.Errorf("%w: you cannot send a message to yourself", ErrNoPlayer)
		case h.lobby.players[i].Bot:
			return fmt.Errorf("%w: bots do not read messages", ErrNoPlayer)
		}
		q = h.lobby.players[i]
		line.To, line.ToName = q.ID, q.Name
	}
	line = h.chat.add(line)
	msg := wire.Chat{Lines: []ChatLine{line}}
	for _, r := range h.lobby.players {
		if q != nil && r != p && r != q {
			continue
		}
		if r.self {
			h.showChat(msg)
			continue
		}
		h.net.deliver(note{to: r, t: wire.TypeChat, body: msg})
	}
	return nil
}

// showChat gives the host's own page chat lines.
func (h *Host) showChat(m wire.Chat) {
	h.out.mu.Lock()
	h.out.chat = keepChat(h.out.chat, m)
	h.out.mu.Unlock()
	h.out.changes.notify()
}

// keepChat adds m's lines to what a page holds (or replaces it, Reset): lines already held are
// skipped, and only the newest maxChatShown stay.
func keepChat(have []ChatLine, m wire.Chat) []ChatLine {
	if m.Reset {
		have = nil
	}
	var last uint64
	if len(have) > 0 {
		last = have[len(have)-1].N
	}
	out := slices.Clone(have)
	for _, l := range m.Lines {
		if l.N > last {
			out = append(out, l)
			last = l.N
		}
	}
	if len(out) > maxChatShown {
		out = slices.Delete(out, 0, len(out)-maxChatShown)
	}
	return out
}

// Say sends a chat message from the host's own player: to everyone (to == ""), or to the
// player with that ID alone.
func (h *Host) Say(ctx context.Context, to, text string) error {
	var err error
	if e := h.loop.do(func() {
		if _, err = cleanChat(text); err != nil {
			return
		}
		if !h.hostSays.takeAt(h.clock.Now(), chatBurst, chatRate) {
			err = ErrTooFast
			return
		}
		err = h.say(h.lobby.me, to, text)
	}); e != nil {
		return e
	}
	return err
}

// Chat returns the chat lines the host's own player may read, oldest first.
func (h *Host) Chat() []ChatLine {
	h.out.mu.Lock()
	defer h.out.mu.Unlock()
	return slices.Clone(h.out.chat)
}

// onSay handles a guest's chat message: paced, checked, relayed, answered.
func (h *hosting) onSay(l *link, p *player, e *wire.Envelope) {
	if len(e.P) > wire.MaxChatSay+256 {
		h.refuse(l, ErrTooLarge, e.S)
		return
	}
	var m wire.Say
	if err := e.Decode(&m); err != nil || m.ID == 0 || len(m.To) > wire.MaxToken {
		h.refuse(l, errOr(err, ErrMalformed), e.S)
		return
	}
	h.request(l, p, m.ID, func() error {
		// The page never sends an empty or overlong line: one that does is a strike.
		if _, err := cleanChat(m.Text); err != nil {
			l.strikes++
			return err
		}
		if !l.says.takeAt(h.clock.Now(), chatBurst, chatRate) {
			l.strikes++
			return ErrTooFast
		}
		return h.host().say(p, m.To, m.Text)
	})
	if l.strikes >= h.opt.MaxStrikes {
		h.drop(l, "too many chat messages", ErrTooFast)
	}
}

// sendChatHistory gives a guest just welcomed the lines it may read.
func (h *hosting) sendChatHistory(l *link, p *player) {
	h.send(l, wire.TypeChat, wire.Chat{Lines: h.chat.visible(p.ID), Reset: true})
}
