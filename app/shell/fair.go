package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
)

// Every game with friends is checked at its end (the protocol is in p2p/fair.go): the host's page
// committed to a secret seed before anyone joined, every guest's page added a random share, and
// at the end the host reveals its seed and the game's file; each guest's page replays it. This
// file shows the players what that proves, in the lobby, and how the check went, at the end.

// Audit is how this page's check of its game stands (a guest's; a host or solo page checks
// nothing).
func (c *Session) Audit() p2p.Audit {
	if g, ok := c.sess.(*p2p.Guest); ok {
		return g.Audit()
	}
	return p2p.Audit{}
}

var auditStates = map[p2p.AuditState]string{
	p2p.AuditWaiting: "waiting", p2p.AuditChecking: "checking", p2p.AuditVerified: "verified",
	p2p.AuditFailed: "failed", p2p.AuditUnverifiable: "unverifiable",
}

// AuditLine is the result of this page's check of the game, for its last page; nothing on the
// host's page.
func AuditLine(s *Session) app.UI {
	if s == nil {
		return app.Text("")
	}
	a := s.Audit()
	if a.State == p2p.AuditNone {
		return app.Text("")
	}
	role := "status"
	if a.State == p2p.AuditFailed || a.State == p2p.AuditUnverifiable {
		role = "alert"
	}
	return app.P().Class("parlor-audit", "parlor-audit-"+auditStates[a.State]).Role(role).
		DataSet("testid", "audit").DataSet("state", auditStates[a.State]).Text(a.Text)
}

// FairHelp says plainly, in the lobby, what a game with friends guarantees and what it cannot.
func FairHelp(w titles.Words) app.UI {
	return app.Details().Class("parlor-panel", "parlor-fair").DataSet("testid", "fair-help").Body(
		app.Summary().Text("Is this "+w.Match+" fair?"),
		app.P().Text("The host's page runs the "+w.Match+". Before anyone joined, it locked in a secret seed (it published only a fingerprint of it); "+
			"every other page added a random number of its own. The shuffles come from all of them together, so no one, the host included, could choose them."),
		app.P().Text("At the end the host reveals its seed and the "+w.Match+"'s file, and every other page replays it with the rules: "+
			"it says \"Verified\" when the shuffles, every move and everything it was shown match, or exactly what did not."),
		app.P().Text("What the check cannot prove: the host's page sees every "+w.Player+"'s hand during the "+w.Match+" (it runs the game), "+
			"so a host could tell a friend what you hold. Play with people you trust. A host who removes players or reopens the room gets a new seed, "+
			"which everyone sees; a host who never reveals leaves the "+w.Match+" unverified. Moves a bot made for an absent "+w.Player+" count as theirs."),
	)
}
