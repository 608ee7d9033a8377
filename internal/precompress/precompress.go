// Package precompress compresses build outputs (app.wasm) once, at build time,
// so the server never compresses on the fly. It writes brotli and gzip
// siblings of a file (app.wasm.br, app.wasm.gz) and reads them back.
package precompress

import (
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/andybalholm/brotli"
)

// Encoding is one content coding of HTTP.
type Encoding struct {
	// Name is the token of the coding in Accept-Encoding and Content-Encoding.
	Name string
	// Ext is the file name suffix of a file compressed with it.
	Ext string

	encode func(w io.Writer) io.WriteCloser
	decode func(r io.Reader) (io.Reader, error)
}

var (
	// Brotli compresses best; browsers accept it over HTTPS and on localhost.
	Brotli = Encoding{
		Name: "br",
		Ext:  ".br",
		encode: func(w io.Writer) io.WriteCloser {
			return brotli.NewWriterOptions(w, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
		},
		decode: func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
	}
	// Gzip is understood by every client.
	Gzip = Encoding{
		Name: "gzip",
		Ext:  ".gz",
		encode: func(w io.Writer) io.WriteCloser {
			zw, _ := gzip.NewWriterLevel(w, gzip.BestCompression) // the level is valid
			return zw
		},
		decode: func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
	}
)

// Encodings lists the encodings in the order of preference of the server.
var Encodings = []Encoding{Brotli, Gzip}

// Encode compresses data.
func (e Encoding) Encode(data []byte) ([]byte, error) {
	var buf bytes.Buffer
	w := e.encode(&buf)
	if _, err := w.Write(data); err != nil {
		return nil, fmt.Errorf("%s compression failed: %w", e.Name, err)
	}
	if err := w.Close(); err != nil {
		return nil, fmt.Errorf("%s compression failed: %w", e.Name, err)
	}
	return buf.Bytes(), nil
}

// Decode decompresses data.
func (e Encoding) Decode(data []byte) ([]byte, error) {
	r, err := e.decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("reading %s data failed: %w", e.Name, err)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("reading %s data failed: %w", e.Name, err)
	}
	return out, nil
}

// ErrStale means a compressed sibling does not decode to the file beside it:
// it was made from an earlier build, or it is damaged.
var ErrStale = errors.New("the compressed file does not match the file beside it")

// ReadSibling reads the e-compressed sibling of the file at path (path+e.Ext)
// and checks that it decodes to raw, the file's current content. The error
// is ErrStale when it does not, and wraps fs.ErrNotExist when it is missing.
// Decoding costs a few tens of milliseconds, and is always right where
// modification times are not: go build rewrites an unchanged binary.
func ReadSibling(path string, e Encoding, raw []byte) ([]byte, error) {
	packed, err := os.ReadFile(path + e.Ext)
	if err != nil {
		return nil, err
	}
	unpacked, err := e.Decode(packed)
	if err != nil || !bytes.Equal(unpacked, raw) {
		return nil, fmt.Errorf("%s: %w", path+e.Ext, ErrStale)
	}
	return packed, nil
}

// Refresh writes the compressed siblings of the file at path unless they all
// match it already. It reports whether it wrote them.
func Refresh(path string) (bool, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return false, err
	}
	for _, e := range Encodings {
		if _, err := ReadSibling(path, e, raw); err != nil {
			return true, WriteFiles(path)
		}
	}
	return false, nil
}

// WriteFiles writes one compressed sibling of the file at path for each
// encoding (path+".br", path+".gz"). Each is written to a temporary file and
// renamed, so a reader never sees half a file.
func WriteFiles(path string) error {
	data, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	for _, e := range Encodings {
		out, err := e.Encode(data)
		if err != nil {
			return fmt.Errorf("compressing %s: %w", path, err)
		}
		if err := writeAtomic(path+e.Ext, out); err != nil {
			return err
		}
	}
	return nil
}

func writeAtomic(path string, data []byte) error {
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}
