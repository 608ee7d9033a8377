package p2p

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"fmt"

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
// intents the host accepted from it, and the commitment and share of the lobby.
type witness struct {
	commit  string // the host's commitment when this guest sent its share (or first saw one)
	share   string // this guest's share
	updates []witnessed
	intents []json.RawMessage
	full    bool // more updates than maxWitnessed
}

// witnessed is one update a guest took: for whom, its event numbers and a digest of its content.
type witnessed struct {
	seat, since, next int
	digest            [sha256.Size]byte
}

// digestOf is the digest of an update: its view, its events and its event numbers.
func digestOf(seat, since, next int, view json.RawMessage, events []json.RawMessage) [sha256.Size]byte {
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
	var d [sha256.Size]byte
	h.Sum(d[:0])
	return d
}

func (w *witness) update(seat, since, next int, view json.RawMessage, events []json.RawMessage) {
	if len(w.updates) >= maxWitnessed {
		w.full = true
		return
	}
	w.updates = append(w.updates, witnessed{seat: seat, since: since, next: next, digest: digestOf(seat, since, next, view, events)})
}

func (w *witness) clone() witness {
	c := *w
	c.updates = append([]witnessed(nil), w.updates...)
	c.intents = append([]json.RawMessage(nil), w.intents...)
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
	failed := func(format string, args ...any) Audit {
		return Audit{State: AuditFailed, Text: "Not verified: " + fmt.Sprintf(format, args...) + "."}
	}
	switch {
	case rv == nil:
		return unverifiable("the host's reveal could not be read")
	case w.full:
		return unverifiable("the game sent more updates than this page keeps to check")
	case lobby.Commit == "":
		return unverifiable("the host made no commitment to its seed in the lobby")
	case Commitment(rv.Seed, rv.Nonce) != lobby.Commit:
		return failed("the seed the host revealed is not the one it committed to before the start")
	case w.commit != "" && w.commit != lobby.Commit:
		return failed("the host changed its commitment after you sent your share of the seed")
	}
	if p, ok := lobby.Me(me); ok && !p.Spectator && w.share != "" && p.Share != w.share {
		return failed("the host did not use your share of the seed")
	}
	r, err := title.Replay(rv.Game)
	if err != nil {
		return unverifiable("the host's game file cannot be read: " + err.Error())
	}
	if want := DeriveSeed(rv.Seed, rv.Nonce, seatShares(lobby.Players)); r.Seed != want {
		return failed("the game's seed is not the one drawn from the host's seed and every player's share")
	}
	if r.Game == nil {
		return unverifiable("the host's game file holds no game")
	}
	mine := ownSeat(lobby, me)
	if mine >= 0 {
		if missing := missingIntent(w.intents, mine, r.Actions); missing != nil {
			return failed("your move %s, which the host accepted, is not in its game file", missing)
		}
	}
	ups := w.updates
	// match takes the updates that the game as it stands now explains, in order.
	match := func() error {
		for len(ups) > 0 {
			u := ups[0]
			v, err := r.Game.View(u.seat, u.since)
			if err != nil {
				return err
			}
			if digestOf(u.seat, u.since, v.Next, v.View, v.Events) == u.digest {
				ups = ups[1:]
				continue
			}
			if v.Next > u.next {
				return fmt.Errorf("the view and events you received up to event %d are not what the host's game file gives", u.next)
			}
			return nil
		}
		return nil
	}
	for i, act := range r.Actions {
		if ctx.Err() != nil {
			return unverifiable("the page closed during the check")
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
		return failed("the view and events you received up to event %d are not in the host's game file", ups[0].next)
	}
	if p, ok := lobby.Me(me); ok && !p.Spectator && p.Share == "" {
		return Audit{State: AuditVerified, Text: fmt.Sprintf("Verified: all %d moves replay to exactly what you saw, from the seed the host committed to (your share of the seed reached the host too late to count).", len(r.Actions))}
	}
	return Audit{State: AuditVerified, Text: fmt.Sprintf("Verified: the seed came from every player's share, and all %d moves replay to exactly what you saw.", len(r.Actions))}
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
