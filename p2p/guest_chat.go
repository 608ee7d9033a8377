package p2p

import (
	"context"
	"slices"
	"unicode/utf8"

	"github.com/heatracing/heat/p2p/wire"
)

// Say sends a chat message through the host: to everyone (to == ""), or to the player with that
// ID alone. It waits for the host's answer: nil, or why it refused (ErrBadChat, ErrTooFast,
// ErrNoPlayer).
func (g *Guest) Say(ctx context.Context, to, text string) error {
	if len(text) > wire.MaxChatSay || len(to) > wire.MaxToken {
		return ErrBadChat
	}
	return g.ask(ctx, &request{t: wire.TypeSay, build: func(id uint64) any { return wire.Say{ID: id, To: to, Text: text} }})
}

// Chat returns the chat lines this player may read, oldest first.
func (g *Guest) Chat() []ChatLine {
	g.out.mu.Lock()
	defer g.out.mu.Unlock()
	return slices.Clone(g.out.chat)
}

// onChat keeps the host's chat lines for the page. The host is trusted to relay, not to be
// well-formed: a message out of bounds is dropped whole.
func (g *Guest) onChat(m wire.Chat) {
	if len(m.Lines) > maxChatShown {
		g.log.Warn("too many chat lines from the host", "lines", len(m.Lines))
		return
	}
	for _, l := range m.Lines {
		if !chatLineOK(l) {
			g.log.Warn("a bad chat line from the host", "n", l.N)
			return
		}
	}
	g.out.mu.Lock()
	g.out.chat = keepChat(g.out.chat, m)
	g.out.mu.Unlock()
	g.out.changes.notify()
}

// chatLineOK bounds what a page shows of a line.
func chatLineOK(l ChatLine) bool {
	short := func(s string, n int) bool { return utf8.RuneCountInString(s) <= n && utf8.ValidString(s) }
	return l.N > 0 && l.Text != "" && short(l.Text, wire.MaxChat) && short(l.Name, wire.MaxName) &&
		short(l.ToName, wire.MaxName) && len(l.From) <= wire.MaxToken && len(l.To) <= wire.MaxToken
}
