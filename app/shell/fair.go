package shell

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
)

// Every game with friends is checked at its end (the protocol is in p2p/fair.go): the host's page
// committed to a secret seed before anyone joined, every guest's page added a random share,
// locked in before any was shown, and at the end the host reveals its seed and the game's file;
// each guest's page replays it. This file shows the players what that proves and the numbers, in
// the lobby, and how the check went, at the end, with the file to check it again
// (`go run ./cmd/verify FILE`).

// Audit is how this page's check of its game stands (a guest's; a host or solo page checks
// nothing).
func (c *Session) Audit() p2p.Audit {
	switch s := c.sess.(type) {
	case *p2p.Guest:
		return s.Audit()
	case *p2p.Member:
		return s.Audit() // once its page took the game over, its check of the game it took
	}
	return p2p.Audit{}
}

// AuditFile is what this page's check read, and it as JSON, once the host revealed its game; nil
// before and on a host's or solo page. It is encoded once.
func (c *Session) AuditFile() (*p2p.AuditFile, []byte) {
	g, ok := c.sess.(interface{ AuditFile() *p2p.AuditFile })
	if !ok {
		return nil, nil
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.audit.file != nil {
		return c.audit.file, c.audit.json
	}
	f := g.AuditFile()
	if f == nil {
		return nil, nil
	}
	cp := *f
	cp.Game = c.game
	b, err := json.Marshal(cp)
	if err != nil {
		return nil, nil
	}
	c.audit.file, c.audit.json = &cp, b
	return &cp, b
}

// savedAudit is a guest's audit file, encoded once.
type savedAudit struct {
	file *p2p.AuditFile
	json []byte
}

var auditStates = map[p2p.AuditState]string{
	p2p.AuditWaiting: "waiting", p2p.AuditChecking: "checking", p2p.AuditVerified: "verified",
	p2p.AuditFailed: "failed", p2p.AuditUnverifiable: "unverifiable",
}

// auditLine draws AuditLine: set by the registration of a game's pages with friends
// (RoomGame.FriendsPages), so that a wasm whose pages only play alone, where no page checks a
// game, carries none of it.
var auditLine func(*Session) app.UI

// AuditLine is the result of this page's check of the game, for its last page, with the numbers
// and the file to check it again; nothing on the host's page, a solo one or a replay's.
func AuditLine(s *Session) app.UI {
	if auditLine == nil || s == nil {
		return app.Text("")
	}
	return auditLine(s)
}

// checkedLine is AuditLine on a page with rooms.
func checkedLine(s *Session) app.UI {
	a := s.Audit()
	if a.State == p2p.AuditNone {
		return app.Text("")
	}
	role := "status"
	if a.State == p2p.AuditFailed || a.State == p2p.AuditUnverifiable {
		role = "alert"
	}
	line := app.P().Class("parlor-audit", "parlor-audit-"+auditStates[a.State]).Role(role).
		DataSet("testid", "audit").DataSet("state", auditStates[a.State]).Text(a.Text)
	f, file := s.AuditFile()
	if f == nil || a.State < p2p.AuditVerified {
		return line
	}
	w := titles.Words{Match: "game"}
	if g, ok := titles.Find(s.game); ok {
		w = g.Words
	}
	return app.Div().Body(
		line,
		app.Elem("details").Class("parlor-panel", "parlor-fair").DataSet("testid", "fair-numbers").Body(
			app.Elem("summary").Text("Is this "+w.Match+" fair? The numbers"),
			fairNumbers(f.Lobby, f),
			app.P().Class("parlor-hint").Text("Save the file and check it again on a computer, with the game's source: go run ./cmd/verify FILE"),
			app.A().Class("parlor-button", "parlor-small").DataSet("testid", "audit-file").
				Href("data:application/json;base64,"+base64.StdEncoding.EncodeToString(file)).
				Attr("download", s.game+"-"+f.Lobby.Room+"-audit.json").Text("Save the audit file"),
		),
	)
}

// fairNumbers lists the seed's draw as the lobby shows it, and once revealed (f), the host's
// secret and the seed: what a player can check by hand with any SHA-256 tool.
func fairNumbers(l p2p.Lobby, f *p2p.AuditFile) app.UI {
	code := func(s string) app.UI { return app.Code().Class("parlor-hash").Text(s) }
	rows := []app.UI{app.Elem("li").Body(app.Text("Host's lock C: "), code(l.Commit))}
	if l.Round > 0 {
		rows = append(rows, app.Elem("li").Text("Draw "+strconv.Itoa(l.Round)+" in room "+l.Room))
	}
	for _, p := range l.Players {
		if p.Spectator && l.Started {
			continue
		}
		var what []app.UI
		switch {
		case p.Host:
			what = []app.UI{app.Text(": the host, no share")}
		case p.Bot:
			what = []app.UI{app.Text(": a bot, no share")}
		case p.Commitment == "":
			what = []app.UI{app.Text(": no lock yet")}
		default:
			what = []app.UI{app.Text(" (player " + p.ID + "): lock "), code(p.Commitment)}
			if p.Share != "" {
				what = append(what, app.Text(", share "), code(p.Share))
			}
		}
		rows = append(rows, app.Elem("li").Body(append([]app.UI{app.Elem("strong").Text(p.Name)}, what...)...))
	}
	if f != nil {
		seed := f.DrawnSeed()
		rows = append(rows,
			app.Elem("li").Body(app.Text("Host's secret: s = "), code(strconv.FormatUint(f.Reveal.Seed, 10)), app.Text(", n = "), code(f.Reveal.Nonce)),
			app.Elem("li").Body(app.Text("Seed: "), code(fmt.Sprintf("%d (%#016x)", seed, seed))),
		)
	}
	return app.Div().Body(
		app.Elem("ul").Class("parlor-fair-numbers").Body(rows...),
		app.P().Class("parlor-hint").Text(`How to check: C = SHA-256("p2p/commit/v2|" s "|" n); `+
			`each guest's lock = SHA-256("p2p/share/v2|" room "|" C "|" draw "|" player "|" share); `+
			`seed = the first 16 hex digits of SHA-256("p2p/seed/v2|" s "|" n "|" then every seat's share in seat order, `+
			`separated by "|", empty for the host and bots), as a number (s itself when no guest plays). Numbers are written in decimal.`),
	)
}

// drawLine says, in the lobby, where the seed's draw stands and why it ran again, if it did.
func drawLine(lb p2p.Lobby) app.UI {
	text := lb.Notice
	switch lb.Drawing {
	case "commit":
		text += " Drawing the seed: every guest's page locks in a random share…"
	case "reveal":
		text += " Drawing the seed: every lock is listed, the shares are being revealed…"
	}
	if text == "" {
		return nil
	}
	return app.P().Class("parlor-hint").Role("status").DataSet("testid", "draw-notice").Text(text)
}

// FairHelp says plainly, in the lobby, what a game with friends guarantees and what it cannot,
// with the draw's numbers so far.
func FairHelp(w titles.Words, lb p2p.Lobby) app.UI {
	return app.Elem("details").Class("parlor-panel", "parlor-fair").DataSet("testid", "fair-help").Body(
		app.Elem("summary").Text("Is this "+w.Match+" fair?"),
		app.P().Text("The host's page runs the "+w.Match+". Before anyone joined, it locked in a secret seed (it published only a fingerprint of it, its lock). "+
			"When the "+w.Match+" starts, every other page locks in a random number of its own, the host lists every lock, and only then are the numbers shown. "+
			"The shuffles come from all of them together, so no one, the host included, could choose them; the host's own seat and bots add no number."),
		app.P().Text("At the end the host reveals its seed and the "+w.Match+"'s file, and every other page replays it with the rules: "+
			"it says \"Verified\" when the shuffles, every move and everything it was shown match, or exactly what did not."),
		app.P().DataSet("testid", "fair-successor").Text("If the host leaves for good, the "+w.Match+" goes on: one other "+w.Player+"'s page, the successor the lobby names, "+
			"receives during the "+w.Match+" everything the host's page holds (every "+w.Player+"'s hand, the secret seed, the moves), so that after 20 seconds without the host it can take the "+w.Match+" over. "+
			"The successor's page can therefore see what the host's page sees; no other page receives it. The check at the end still covers every move, whichever page ran it."),
		app.P().Text("What the check cannot prove: the host's page sees every "+w.Player+"'s hand during the "+w.Match+" (it runs the game), "+
			"so a host could tell a friend what you hold. Play with people you trust. A host who removes a "+w.Player+", reopens the room, or seats a page of its own "+
			"that keeps its number back gets another draw: the lobby says who was removed, the draw's number counts the draws, and a reopened room has a new code. "+
			"A host who never reveals leaves the "+w.Match+" unverified. Moves a bot made for an absent "+w.Player+" count as theirs."),
		fairNumbers(lb, nil),
	)
}
