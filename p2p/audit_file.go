package p2p

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"github.com/heatracing/heat/p2p/wire"
)

// A guest's audit of its game (audit.go) reads the lobby as the host left it, the host's reveal
// and what the guest kept: an AuditFile holds all of it, so that a player can save it from the
// page and check it again outside the browser (`go run ./cmd/verify FILE`), with the same code.

// auditFileVersion is the version of the audit file's layout.
const auditFileVersion = 1

// MaxAuditFile bounds an audit file a reader takes (bytes).
const MaxAuditFile = 64 << 20

// AuditFile is everything a guest's audit of a game read.
type AuditFile struct {
	V int `json:"v"`
	// Game is the game's ID in the platform's registry; the page that saves the file sets it.
	Game string `json:"game,omitempty"`
	// Player is the player ID of the page that kept it.
	Player string `json:"player,omitempty"`
	// Seed is the game's seed as the lobby's shares and the host's secret give it (DeriveSeed),
	// for a reader who checks it by hand; the check computes it again.
	Seed    uint64      `json:"seed"`
	Lobby   Lobby       `json:"lobby"`
	Reveal  wire.Reveal `json:"reveal"`
	Witness witness     `json:"witness"`
}

// Verify runs the audit of the file with the game's title: what the page that kept it ran.
func (f *AuditFile) Verify(ctx context.Context, title Title) Audit {
	return f.check(ctx, title)
}

func (f *AuditFile) check(ctx context.Context, title Title) Audit {
	rv := f.Reveal
	return auditGame(ctx, title, f.Player, f.Lobby, f.Witness, &rv)
}

// DrawnSeed is the game's seed the file's reveal and lobby give (DeriveSeed over the shares by
// seat, the host's seat counting none).
func (f *AuditFile) DrawnSeed() uint64 {
	return DeriveSeed(f.Reveal.Seed, f.Reveal.Nonce, seatShares(f.Lobby.Players))
}

// ReadAuditFile reads an audit file, or says in plain words why it cannot.
func ReadAuditFile(b []byte) (*AuditFile, error) {
	if len(b) > MaxAuditFile {
		return nil, fmt.Errorf("the file is larger than an audit file can be (%d MB)", MaxAuditFile>>20)
	}
	var f AuditFile
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("the file is not a game's audit file: %v", err)
	}
	switch {
	case f.V != auditFileVersion:
		return nil, fmt.Errorf("the file is an audit file of version %d; this check reads version %d", f.V, auditFileVersion)
	case len(f.Witness.Updates) > maxWitnessed:
		return nil, fmt.Errorf("the file holds more updates than a page keeps (%d)", maxWitnessed)
	}
	return &f, nil
}

// checkDraw says what is wrong with the seed's draw as the lobby at the end of the game shows it
// to the guest me, who kept w (fair.go), or "" when nothing is.
func checkDraw(me string, lobby Lobby, w witness) string {
	sealed := w.Sealed
	if w.SealedRound != lobby.Round {
		sealed = nil // this page did not see this round's list (it joined or reloaded since)
	}
	seated := map[string]Player{}
	for _, p := range lobby.Players {
		if p.Spectator || p.Seat < 0 {
			continue
		}
		seated[p.ID] = p
		switch {
		case p.Host && (p.Share != "" || p.Commitment != ""):
			return "the host listed a share of the seed for its own seat. The host's only part in the seed is the secret it locked in before anyone joined: a share of its own would let it choose the seed after seeing the guests'"
		case p.Bot && p.Share != "" && p.Commitment == "":
			return fmt.Sprintf("the host listed a share of the seed for the bot %s. Bots add no share: the host could have chosen it after seeing the guests'", p.Name)
		case p.Host || p.Bot && p.Share == "":
		case p.Share == "":
			return fmt.Sprintf("%s plays without a share of the seed", p.Name)
		case ShareCommitment(lobby.Room, lobby.Commit, lobby.Round, p.ID, p.Share) != p.Commitment:
			return fmt.Sprintf("%s's share of the seed does not match the commitment it was listed with", p.Name)
		case sealed != nil && sealed[p.ID] != p.Commitment:
			return fmt.Sprintf("%s's commitment is not the one the host listed before any share was revealed", p.Name)
		}
	}
	for id := range sealed {
		if _, ok := seated[id]; !ok {
			return "a player whose commitment the host listed before the shares were revealed is not in the game, and the seed was not drawn again"
		}
	}
	if p, ok := seated[me]; ok && !p.Host && w.ShareRound == lobby.Round && w.Share != "" && p.Share != w.Share {
		return "the host did not use your share of the seed"
	}
	return ""
}
