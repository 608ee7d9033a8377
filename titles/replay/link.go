package replay

import (
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"strings"
)

// A link carries the file itself in the URL's fragment, which browsers never send to a server:
// "#" then linkPrefix then the file's JSON compressed with zlib (its checksum tells a damaged
// link from a good one) in unpadded base64url.

// linkPrefix marks the fragment's layout.
const linkPrefix = "g1."

// MaxLink bounds a fragment a reader takes (characters).
const MaxLink = 2 << 20

// Path is the page that opens a link.
const Path = "/replay"

// Fragment is the file as a URL's fragment, without its "#".
func (f *File) Fragment() (string, error) {
	return f.FragmentWith(bestZlib)
}

// FragmentWith is Fragment with the zlib stream made by deflate: a page that has its own
// compressor (a browser's) need not carry Go's. Whatever deflate writes must read back as zlib.
func (f *File) FragmentWith(deflate func([]byte) ([]byte, error)) (string, error) {
	b, err := f.Encode()
	if err != nil {
		return "", err
	}
	z, err := deflate(b)
	if err != nil {
		return "", err
	}
	return linkPrefix + base64.RawURLEncoding.EncodeToString(z), nil
}

// bestZlib compresses b as zlib, as small as Go's compressor makes it.
func bestZlib(b []byte) ([]byte, error) {
	var buf bytes.Buffer
	w, err := zlib.NewWriterLevel(&buf, zlib.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(b); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Link is the file's link on the site at origin ("https://parlor.example").
func (f *File) Link(origin string) (string, error) {
	frag, err := f.Fragment()
	if err != nil {
		return "", err
	}
	return LinkTo(origin, frag), nil
}

// LinkTo is the link on the site at origin that opens the game a fragment carries.
func LinkTo(origin, frag string) string {
	return strings.TrimSuffix(origin, "/") + Path + "#" + frag
}

// ErrBadLink begins the error for a fragment that carries no game.
var ErrBadLink = errors.New("this link does not carry a whole game")

// ParseFragment reads the file a link's fragment carries (with or without its "#"), or says in
// a player's words what is wrong with it: cut short, changed, or no game link at all.
func ParseFragment(frag string) (*File, error) {
	frag = strings.TrimPrefix(strings.TrimSpace(frag), "#")
	if len(frag) > MaxLink {
		return nil, fmt.Errorf("%w: it is longer than a game link can be", ErrBadLink)
	}
	data, ok := strings.CutPrefix(frag, linkPrefix)
	if !ok {
		if frag == "" {
			return nil, fmt.Errorf("%w: it has nothing after its #", ErrBadLink)
		}
		return nil, fmt.Errorf("%w: what follows its # is not a game (it should begin %q)", ErrBadLink, linkPrefix)
	}
	z, err := base64.RawURLEncoding.DecodeString(data)
	if err != nil {
		return nil, fmt.Errorf("%w: it was changed or cut short (a character that a game link never holds, or a broken last character)", ErrBadLink)
	}
	r, err := zlib.NewReader(bytes.NewReader(z))
	if err != nil {
		return nil, fmt.Errorf("%w: it was changed or cut short (its data does not begin like a game's)", ErrBadLink)
	}
	b, err := io.ReadAll(io.LimitReader(r, MaxFile+1))
	if err == nil {
		err = r.Close()
	}
	switch {
	case len(b) > MaxFile:
		return nil, fmt.Errorf("%w: the game it holds is larger than a game file can be (%d MB)", ErrBadLink, MaxFile>>20)
	case errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF):
		return nil, fmt.Errorf("%w: it is cut short (copy the whole link)", ErrBadLink)
	case errors.Is(err, zlib.ErrChecksum):
		return nil, fmt.Errorf("%w: it was changed (its checksum does not match)", ErrBadLink)
	case err != nil:
		return nil, fmt.Errorf("%w: it was changed or cut short (its data is damaged)", ErrBadLink)
	}
	return Read(b)
}
