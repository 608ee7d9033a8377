package shell

import (
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
)

// A solo game can be parked: kept aside, as it was saved, while another solo game of the same
// game is played (Heat keeps a race or a championship aside while a Race Mode race is raced), and
// brought back, where it stood, once that one is over.

// parkedStore keeps g's parked solo game, apart from the one in play.
func parkedStore(g titles.Entry) p2p.Store { return sessionStore{"parked." + g.ID + ".p2p."} }

// keyParked is where the parked game's "Rejoin" record waits.
func keyParked(g titles.Entry) string { return "parked." + g.ID + ".current" }

// ParkSolo keeps the solo game of g in progress aside, if there is one (and none is parked
// already): the next StartSolo then leaves it whole. It reports whether a game was parked.
func ParkSolo(g titles.Entry) bool {
	if !SoloInProgress(g) || HasParked(g) {
		return false
	}
	rec, err := soloStore(g).Get(p2p.KeyHost)
	if err != nil {
		return false
	}
	if err := parkedStore(g).Set(p2p.KeyHost, rec); err != nil {
		return false
	}
	if c, ok := loadCurrent(); ok {
		SaveJSON(keyParked(g), c)
	}
	if a := Active(); a != nil && a.Kind == Solo && a.game == g.ID {
		setActive(nil) // closed, its save kept: it saves nothing more
	}
	return true
}

// HasParked reports whether a solo game of g is parked.
func HasParked(g titles.Entry) bool {
	_, err := parkedStore(g).Get(p2p.KeyHost)
	return err == nil
}

// UnparkSolo brings the parked solo game of g back, where it stood, when no other solo game of g
// is in progress; it reports whether it did.
func UnparkSolo(g titles.Entry) bool {
	rec, err := parkedStore(g).Get(p2p.KeyHost)
	if err != nil || SoloInProgress(g) {
		return false
	}
	if err := soloStore(g).Set(p2p.KeyHost, rec); err != nil {
		return false
	}
	var c current
	if LoadJSON(keyParked(g), &c) && c.Kind != "" {
		setCurrent(c)
	}
	_ = parkedStore(g).Delete(p2p.KeyHost)
	Forget(keyParked(g))
	return true
}
