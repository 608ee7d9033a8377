package replay

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// Version is the version of the file's layout this code writes and reads.
const Version = 1

// MaxFile bounds a file's size (bytes): a long Heat championship is well under it.
const MaxFile = 4 << 20

// File is one finished game as a player keeps and shares it.
type File struct {
	V int `json:"v"`
	// Game is the game's ID in the registry ("heat").
	Game string `json:"game"`
	// Save is the match as its title saved it (p2p.Match.Save): settings, seed and every move.
	Save json.RawMessage `json:"save"`
	// Players names the seats, in seat order.
	Players []string `json:"players,omitempty"`
	// Seat is the seat of the page that kept the file (-1: it watched).
	Seat int `json:"seat"`
	// When is when the game ended, in Unix seconds (0: unknown).
	When int64 `json:"when,omitempty"`
	// Result is the game's result in a player's words ("Ana wins").
	Result string `json:"result,omitempty"`
	// Daily is the day of the daily challenge the game was ("2026-11-28"), "" for any other.
	Daily string `json:"daily,omitempty"`
	// Fair is the seed's draw of a game with friends, which the file's seed must come from.
	Fair *Fair `json:"fair,omitempty"`
}

// Fair is what the host of a game with friends committed to and revealed (p2p/fair.go): its
// commitment, its secret seed and nonce, the draw's round, and each guest's share of the seed
// with its commitment.
type Fair struct {
	Room   string  `json:"room"`
	Commit string  `json:"commit"`
	Round  int     `json:"round"`
	Seed   uint64  `json:"seed"`
	Nonce  string  `json:"nonce"`
	Shares []Share `json:"shares,omitempty"`
}

// Share is one guest's share of the seed.
type Share struct {
	Seat       int    `json:"seat"`
	Player     string `json:"player"`
	Share      string `json:"share"`
	Commitment string `json:"commitment"`
}

// Encode writes the file as JSON.
func (f *File) Encode() ([]byte, error) {
	g := *f
	g.V = Version
	return json.Marshal(g)
}

// ErrNotFile begins the error for bytes that are no game file.
var ErrNotFile = errors.New("this is not a game file")

// Read reads a file, or says in a player's words why it cannot: too large, not JSON, a field
// it does not know, another version, no game or no save.
func Read(b []byte) (*File, error) {
	if len(b) > MaxFile {
		return nil, fmt.Errorf("%w: it is larger than a game file can be (%d MB)", ErrNotFile, MaxFile>>20)
	}
	if len(bytes.TrimSpace(b)) == 0 {
		return nil, fmt.Errorf("%w: it is empty", ErrNotFile)
	}
	var f File
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("%w: %s", ErrNotFile, plainJSON(err))
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("%w: something follows the game", ErrNotFile)
	}
	switch {
	case f.V != Version:
		return nil, fmt.Errorf("this game file has version %d; this version of the platform reads version %d", f.V, Version)
	case f.Game == "":
		return nil, fmt.Errorf("%w: it names no game", ErrNotFile)
	case len(f.Save) == 0 || string(f.Save) == "null":
		return nil, fmt.Errorf("%w: it holds no game", ErrNotFile)
	case len(f.Players) > maxSeats:
		return nil, fmt.Errorf("%w: it lists %d players", ErrNotFile, len(f.Players))
	case f.Fair != nil && len(f.Fair.Shares) > maxSeats:
		return nil, fmt.Errorf("%w: it lists %d shares of the seed", ErrNotFile, len(f.Fair.Shares))
	}
	return &f, nil
}

// maxSeats bounds the seats a file may name.
const maxSeats = 16

// plainJSON says what the JSON decoder found wrong, without Go's type names.
func plainJSON(err error) string {
	if syn, ok := errors.AsType[*json.SyntaxError](err); ok {
		return fmt.Sprintf("it is damaged at byte %d", syn.Offset)
	}
	if typ, ok := errors.AsType[*json.UnmarshalTypeError](err); ok {
		return fmt.Sprintf("its %q is not what a game file holds there", typ.Field)
	}
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return "it is cut short"
	case strings.HasPrefix(err.Error(), "json: unknown field"):
		return "it holds a field a game file does not have (" + strings.TrimPrefix(err.Error(), "json: ") + ")"
	}
	return err.Error()
}
