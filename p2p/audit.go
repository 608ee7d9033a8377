package p2p

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"github.com/heatracing/heat/p2p/wire"
)

// The audit at the end of a game (the protocol is in fair.go): what a guest keeps while it plays,
// and the check it runs when the host reveals its seed and game file.

// AuditState is where a guest's audit of its game stands.
type AuditState int

// Audit states.
const (
	AuditNone         AuditState = iota // no game yet, or nothing to audit with
	AuditWaiting                        // the game is over; waiting for the host's reveal
	AuditChecking                       // replaying the host's game file
	AuditVerified                       // everything matched
	AuditFailed                         // something did not match: Audit.Text says what
	AuditUnverifiable                   // the host revealed nothing, or nothing readable
)

// Audit is a guest's audit of its game, for its page: Text speaks to a player.
type Audit struct {
	State AuditState
	Text  string
}

// maxWitnessed bounds the updates a guest keeps a digest of; past it the audit cannot be done.
const maxWitnessed = 1 << 16

// witness is what a guest keeps of its game for the audit: a digest of every update it took, the
// intents the host accepted from it, the host's commitment, its own share of the seed and the
// commitments the host listed before any share was revealed. It travels in an AuditFile.
type witness struct {
	Commit      string            `json:"commit,omitempty"`      // the host's commitment as first seen
	Share       string            `json:"share,omitempty"`       // this guest's share of the seed
	ShareRound  int               `json:"shareRound,omitempty"`  // the draw's round of that share
	Sealed      map[string]string `json:"sealed,omitempty"`      // the listed commitments, by player ID
	SealedRound int               `json:"sealedRound,omitempty"` // the round they were listed in
	Updates     []witnessed       `json:"updates,omitempty"`
	Intents     []json.RawMessage `json:"intents,omitempty"`
	Full        bool              `json:"full,omitempty"` // more updates than maxWitnessed
}

// witnessed is one update a guest took: for whom, its event numbers and a digest of its content
// (hex).
type witnessed struct {
	Seat   int    `json:"seat"`
	Since  int    `json:"since"`
	Next   int    `json:"next"`
	Digest string `json:"digest"`
}

// digestOf is the digest of an update, as hex: its view, its events and its event numbers.
func digestOf(seat, since, next int, view json.RawMessage, events []json.RawMessage) string {
	h := sha256.New()
	var n [8]byte
	for _, v := range []int{seat, since, next, len(events)} {
		binary.BigEndian.PutUint64(n[:], uint64(v))
		h.Write(n[:])
	}
	for _, b := range append([]json.RawMessage{view}, events...) {
		binary.BigEndian.PutUint64(n[:], uint64(len(b)))
		h.Write(n[:])
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))
}

func (w *witness) update(seat, since, next int, view json.RawMessage, events []json.RawMessage) {
	if len(w.Updates) >= maxWitnessed {
		w.Full = true
		return
	}
	w.Updates = append(w.Updates, witnessed{Seat: seat, Since: since, Next: next, Digest: digestOf(seat, since, next, view, events)})
}

func (w *witness) clone() witness {
	c := *w
	c.Updates = slices.Clone(w.Updates)
	c.Intents = slices.Clone(w.Intents)
	c.Sealed = maps.Clone(w.Sealed)
	return c
}

// auditGame checks a revealed game against what the guest me saw in lobby and w. It never
// panics on what the host sent: a title that panics on a forged file counts as unreadable.
func auditGame(ctx context.Context, title Title, me string, lobby Lobby, w witness, rv *wire.Reveal) (a Audit) {
	defer func() {
		if r := recover(); r != nil {
			a = unverifiable(fmt.Sprintf("replaying the host's game file failed (%v)", r))
		}
	}()
	switch {
	case rv == nil:
		return unverifiable("the host's reveal could not be read")
	case w.Full || len(w.Updates) > maxWitnessed:
		return unverifiable("the game sent more updates than this page keeps to check")
	case lobby.Commit == "":
		return unverifiable("the host made no commitment to its seed in the lobby")
	case Commitment(rv.Seed, rv.Nonce) != lobby.Commit:
		return failed("the seed the host revealed is not the one it committed to before the start")
	case w.Commit != "" && w.Commit != lobby.Commit:
		return failed("the host changed its commitment after you joined")
	}
	if why := checkDraw(me, lobby, w); why != "" {
		return failed("%s", why)
	}
	r, err := title.Replay(rv.Game)
	if err != nil {
		return unverifiable("the host's game file cannot be read: " + err.Error())
	}
	if want := DeriveSeed(rv.Seed, rv.Nonce, seatShares(lobby.Players)); r.Seed != want {
		return failed("the game's seed is not the one drawn from the host's secret and the guests' shares")
	}
	if r.Game == nil {
		return unverifiable("the host's game file holds no game")
	}
	mine := ownSeat(lobby, me)
	if mine >= 0 {
		if missing := missingIntent(w.Intents, mine, r.Actions); missing != nil {
			return failed("your move %s, which the host accepted, is not in its game file", missing)
		}
	}
	ups := w.Updates
	// match takes the updates that the game as it stands now explains, in order.
	match := func() error {
		for len(ups) > 0 {
			u := ups[0]
			v, err := r.Game.View(u.Seat, u.Since)
			if err != nil {
				return err
			}
			if digestOf(u.Seat, u.Since, v.Next, v.View, v.Events) == u.Digest {
				ups = ups[1:]
				continue
			}
			if v.Next > u.Next {
				return fmt.Errorf("the view and events you received up to event %d are not what the host's game file gives", u.Next)
			}
			return nil
		}
		return nil
	}
	for i, act := range r.Actions {
		if ctx.Err() != nil {
			return unverifiable("the check was stopped")
		}
		if err := match(); err != nil {
			return failed("%v", err)
		}
		if err := r.Game.Apply(act.Seat, act.Intent); err != nil {
			return failed("move %d of the host's game file (%s: %s) breaks the rules: %v", i+1, seatName(lobby, act.Seat), act.Intent, err)
		}
	}
	if err := match(); err != nil {
		return failed("%v", err)
	}
	if len(ups) > 0 {
		return failed("the view and events you received up to event %d are not in the host's game file", ups[0].Next)
	}
	moves := fmt.Sprintf("all %d moves follow the rules", len(r.Actions))
	if len(w.Updates) > 0 {
		moves = fmt.Sprintf("all %d moves replay to exactly what you saw", len(r.Actions))
	}
	return Audit{State: AuditVerified, Text: "Verified: " + drawn(lobby) + "; " + moves + "."}
}

// drawn says where the seed came from.
func drawn(lobby Lobby) string {
	n := 0
	for _, p := range lobby.Players {
		if !p.Spectator && p.Seat >= 0 && p.Share != "" {
			n++
		}
	}
	const secret = "the seed came from the host's secret, locked in before anyone joined"
	switch n {
	case 0:
		return secret + " (no guest played)"
	case 1:
		return secret + ", and the guest's share, committed before it was shown"
	}
	return fmt.Sprintf("%s, and the %d guests' shares, each committed before any was shown", secret, n)
}

func failed(format string, args ...any) Audit {
	return Audit{State: AuditFailed, Text: "Not verified: " + fmt.Sprintf(format, args...) + "."}
}

func unverifiable(why string) Audit {
	return Audit{State: AuditUnverifiable, Text: "Could not verify: " + why + "."}
}

// seatName names a seat by its player, as the lobby lists them.
func seatName(lobby Lobby, seat int) string {
	for _, p := range lobby.Players {
		if !p.Spectator && p.Seat == seat {
			return p.Name
		}
	}
	return fmt.Sprintf("seat %d", seat+1)
}

// ownSeat is me's seat in a started lobby, or Spectator.
func ownSeat(lobby Lobby, me string) int {
	if p, ok := lobby.Me(me); ok && !p.Spectator {
		return p.Seat
	}
	return Spectator
}

// missingIntent is the first of a seat's accepted intents that the log does not hold, in order
// among the seat's actions (the computer's moves for the seat may come between), or nil.
func missingIntent(intents []json.RawMessage, seat int, log []Action) json.RawMessage {
	for _, act := range log {
		if len(intents) == 0 {
			return nil
		}
		if act.Seat == seat && sameJSON(intents[0], act.Intent) {
			intents = intents[1:]
		}
	}
	if len(intents) > 0 {
		return intents[0]
	}
	return nil
}

// sameJSON reports whether two JSON texts hold the same value, whatever their spacing and key
// order.
func sameJSON(a, b json.RawMessage) bool {
	if bytes.Equal(a, b) {
		return true
	}
	var x, y any
	da, db := json.NewDecoder(bytes.NewReader(a)), json.NewDecoder(bytes.NewReader(b))
	da.UseNumber()
	db.UseNumber()
	if da.Decode(&x) != nil || db.Decode(&y) != nil {
		return false
	}
	ja, _ := json.Marshal(x)
	jb, _ := json.Marshal(y)
	return bytes.Equal(ja, jb)
}
