package replay

import (
	"bytes"
	"compress/zlib"
	"io"
	"strings"
	"testing"
)

func TestStoredZlibReadsBack(t *testing.T) {
	for _, n := range []int{0, 1, 100, 65535, 65536, 200_000} {
		b := []byte(strings.Repeat("heat ", n/5+1))[:n]
		z := storedZlib(b)
		r, err := zlib.NewReader(bytes.NewReader(z))
		if err != nil {
			t.Fatalf("%d bytes: %v", n, err)
		}
		got, err := io.ReadAll(r)
		if err == nil {
			err = r.Close()
		}
		if err != nil || !bytes.Equal(got, b) {
			t.Fatalf("%d bytes: read back %d bytes, err %v", n, len(got), err)
		}
	}
}

func TestStoredZlibChecksumCatchesAChange(t *testing.T) {
	z := storedZlib([]byte("a game file"))
	z[len(z)-6] ^= 1 // a byte of the data, before the checksum
	r, err := zlib.NewReader(bytes.NewReader(z))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.ReadAll(r); err != zlib.ErrChecksum {
		t.Fatalf("changed data read with %v, want the checksum error", err)
	}
}
