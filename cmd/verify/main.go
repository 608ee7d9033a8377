// Command verify checks a game's audit file outside the browser, with the same code a guest's
// page runs at the end of a game with friends (p2p/fair.go):
//
//	go run ./cmd/verify FILE
//
// FILE is what a guest's page saves from its results ("Save the audit file"): the lobby as the
// host left it (the host's commitment, each guest's commitment and share of the seed, the draw's
// round), the host's reveal (its secret seed and nonce, and the game file), and what the page kept
// (a digest of every update it was shown, its accepted moves, the commitments listed before any
// share was revealed). It works for every game of the platform (Heat and its modes, Havoc
// Speedway, Blood Fang): the file names its game, whose rules come from the registry. It prints
// the numbers to check by hand and the verdict, and exits 1 unless the game is verified.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/heatracing/heat/games"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "verify:", err)
		os.Exit(1)
	}
}

func run(args []string, stderr io.Writer) error {
	games.Register() // the games this version knows, each through its registration
	if len(args) != 1 {
		return errors.New("give one audit file: go run ./cmd/verify FILE")
	}
	f, err := os.Open(args[0])
	if err != nil {
		return err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, p2p.MaxAuditFile+1))
	if err != nil {
		return err
	}
	file, err := p2p.ReadAuditFile(b)
	if err != nil {
		return fmt.Errorf("%s: %w", args[0], err)
	}
	game, ok := titles.Find(file.Game)
	if !ok || game.Title == nil {
		return fmt.Errorf("%s: the file is of a game this version does not know (%q)", args[0], file.Game)
	}
	describe(stderr, game, file)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	a := file.Verify(ctx, game.Title)
	if a.State != p2p.AuditVerified {
		return errors.New(a.Text)
	}
	fmt.Fprintln(stderr, a.Text)
	return nil
}

// describe prints what a player can check by hand, with the formulas of p2p/fair.go.
func describe(w io.Writer, game titles.Entry, f *p2p.AuditFile) {
	l, rv := f.Lobby, f.Reveal
	fmt.Fprintf(w, "%s, room %q, draw round %d\n", game.Name, l.Room, l.Round)
	fmt.Fprintf(w, "host's commitment C = %s\n", l.Commit)
	fmt.Fprintf(w, "  revealed: seed s = %d, nonce n = %s\n", rv.Seed, rv.Nonce)
	fmt.Fprintf(w, "  C = SHA-256(\"p2p/commit/v2|\" s \"|\" n) = %s\n", p2p.Commitment(rv.Seed, rv.Nonce))
	for _, p := range l.Players {
		if p.Spectator || p.Seat < 0 {
			continue
		}
		who := p.Name
		switch {
		case p.Host:
			who += " (host)"
		case p.Bot:
			who += " (bot)"
		}
		if p.Share == "" && p.Commitment == "" {
			fmt.Fprintf(w, "seat %d, %s: no share\n", p.Seat, who)
			continue
		}
		fmt.Fprintf(w, "seat %d, %s (player %s): share %s, commitment %s\n", p.Seat, who, p.ID, p.Share, p.Commitment)
		fmt.Fprintf(w, "  SHA-256(\"p2p/share/v2|\" room \"|\" C \"|\" round \"|\" player \"|\" share) = %s\n",
			p2p.ShareCommitment(l.Room, l.Commit, l.Round, p.ID, p.Share))
	}
	seed := f.DrawnSeed()
	fmt.Fprintf(w, "game's seed = first 8 bytes, big-endian, of SHA-256(\"p2p/seed/v2|\" s \"|\" n \"|\" share of seat 0 \"|\" share of seat 1 ...), or s without any share = %d (%#016x)\n", seed, seed)
}
