package replay

import (
	"context"
	"fmt"
	"strings"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
)

// MaxMoves bounds the moves a file may hold: far more than any game takes, few enough that a
// hostile file cannot hold a page for long.
const MaxMoves = 20000

// Game is a file opened: its game's entry, its moves, and the check's verdict.
type Game struct {
	File  *File
	Entry titles.Entry
	// Seats counts the game's seats.
	Seats int
	// Moves are the file's moves that replay, in order: every move, unless the check failed on
	// one.
	Moves []p2p.Action
	// Verdict is the check's.
	Verdict Verdict
	// snaps are copies of the game every SnapEvery moves (snap.go), the first at the start.
	snaps []p2p.Match
}

// Verdict is how the check of a file went.
type Verdict struct {
	OK   bool
	Text string // "Verified: …", or what failed, in a player's words
}

// Open checks a file and takes it apart for the viewer: it finds its game in the registry,
// replays every move by the game's rules and checks that the game ends, that its seed is the
// one its host committed to (a game with friends) or the day's (a daily challenge). A file that
// cannot be read at all is an error; a file that replays only in part, or whose seed does not
// check, opens with a verdict that says what failed, showing the moves that replay.
func Open(ctx context.Context, f *File) (g *Game, err error) {
	defer func() {
		if r := recover(); r != nil {
			g, err = nil, fmt.Errorf("the game in this file could not be replayed: %v", r)
		}
	}()
	e, ok := titles.Find(f.Game)
	if !ok || e.Title == nil {
		return nil, fmt.Errorf("this file is of a game this version of the platform does not know (%q)", f.Game)
	}
	r, err := e.Title.Replay(f.Save)
	if err != nil {
		return nil, fmt.Errorf("the %s in this file cannot be read: %w", e.Name, err)
	}
	if len(r.Actions) > MaxMoves {
		return nil, fmt.Errorf("this file holds %d moves, more than any game takes (%d)", len(r.Actions), MaxMoves)
	}
	g = &Game{File: f, Entry: e, Seats: seats(r.Game)}
	if g.Seats == 0 {
		return nil, fmt.Errorf("the %s in this file has no seats", e.Name)
	}
	g.Verdict = Verdict{OK: true}
	g.snap(r.Game)
	for i, a := range r.Actions {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("the check of this file was stopped: %w", err)
		}
		if err := r.Game.Apply(a.Seat, a.Intent); err != nil {
			g.Verdict = Verdict{Text: fmt.Sprintf("Not verified: move %d (seat %d) breaks the rules: %v", i+1, a.Seat+1, err)}
			return g, nil
		}
		g.Moves = append(g.Moves, a)
		if len(g.Moves)%SnapEvery == 0 {
			g.snap(r.Game)
		}
	}
	words := e.Words.Match
	if words == "" {
		words = "game"
	}
	if !r.Game.Over() {
		g.Verdict = Verdict{Text: fmt.Sprintf("Not verified: the file ends after %d moves, before the %s does (it was cut short)", len(g.Moves), words)}
		return g, nil
	}
	var proofs []string
	if f.Fair != nil {
		if why := f.Fair.check(r.Seed); why != "" {
			g.Verdict = Verdict{Text: "Not verified: " + why}
			return g, nil
		}
		drawn := "the seed is the one the host committed to before the game"
		if len(f.Fair.Shares) > 0 {
			drawn += ", drawn with every guest's share"
		}
		proofs = append(proofs, drawn)
	}
	if f.Daily != "" {
		if DailySeed(f.Game, f.Daily) != r.Seed {
			g.Verdict = Verdict{Text: fmt.Sprintf("Not verified: the seed is not the daily challenge's of %s", f.Daily)}
			return g, nil
		}
		proofs = append(proofs, "the daily challenge's of "+f.Daily)
	}
	proof := fmt.Sprintf("every move replays by the rules to the end of the %s", words)
	if len(proofs) > 0 {
		proof = strings.Join(proofs, ", ") + ", and " + proof
	}
	if f.Daily != "" && f.Fair == nil {
		proof = "the seed is " + proof
	}
	g.Verdict.Text = "Verified: " + proof + "."
	return g, nil
}

// seats counts a match's seats: the seats it has a view for.
func seats(m p2p.Match) int {
	n := 0
	for n < maxSeats {
		if _, err := m.View(n, 0); err != nil {
			break
		}
		n++
	}
	return n
}

// check says what is wrong with the draw of a game whose seed is seed, or "".
func (fr *Fair) check(seed uint64) string {
	if p2p.Commitment(fr.Seed, fr.Nonce) != fr.Commit {
		return "the host's revealed seed does not match the commitment it published before the game"
	}
	shares := []string{}
	for _, s := range fr.Shares {
		if s.Seat < 0 || s.Seat >= maxSeats {
			return fmt.Sprintf("a share of the seed is listed for seat %d, which no game has", s.Seat+1)
		}
		if p2p.ShareCommitment(fr.Room, fr.Commit, fr.Round, s.Player, s.Share) != s.Commitment {
			return fmt.Sprintf("seat %d's share of the seed does not match the commitment it was listed with", s.Seat+1)
		}
		for len(shares) <= s.Seat {
			shares = append(shares, "")
		}
		if shares[s.Seat] != "" {
			return fmt.Sprintf("seat %d has two shares of the seed", s.Seat+1)
		}
		shares[s.Seat] = s.Share
	}
	if p2p.DeriveSeed(fr.Seed, fr.Nonce, shares) != seed {
		return "the game's seed is not the one the host's secret and the guests' shares give"
	}
	return ""
}

// FairOf is the draw of a game with friends as a guest's audit file holds it.
func FairOf(a *p2p.AuditFile) *Fair { return FairOfLobby(a.Lobby, a.Reveal.Seed, a.Reveal.Nonce) }

// FairOfLobby is the draw of a game as its lobby at the end lists it (the host's commitment, the
// guests' shares and their commitments) with the host's secret seed and nonce, revealed then: a
// guest's from the host's reveal, the host's own (p2p.Host.Reveal), a solo game's too.
func FairOfLobby(l p2p.Lobby, seed uint64, nonce string) *Fair {
	fr := &Fair{Room: l.Room, Commit: l.Commit, Round: l.Round, Seed: seed, Nonce: nonce}
	for _, p := range l.Players {
		if p.Spectator || p.Seat < 0 || p.Host || p.Share == "" {
			continue
		}
		fr.Shares = append(fr.Shares, Share{Seat: p.Seat, Player: p.ID, Share: p.Share, Commitment: p.Commitment})
	}
	return fr
}
