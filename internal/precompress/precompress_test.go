package precompress

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

func TestEncodingsRoundTrip(t *testing.T) {
	inputs := map[string][]byte{
		"empty":      {},
		"text":       []byte("Heat: Pedal to the Metal"),
		"repetitive": bytes.Repeat([]byte("\x00asm\x01\x00\x00\x00"), 10000),
	}
	for _, e := range Encodings {
		for name, in := range inputs {
			t.Run(e.Name+"/"+name, func(t *testing.T) {
				packed, err := e.Encode(in)
				if err != nil {
					t.Fatal(err)
				}
				if len(in) > 1000 && len(packed) >= len(in)/10 {
					t.Errorf("%s kept %d of %d bytes of repetitive data", e.Name, len(packed), len(in))
				}
				out, err := e.Decode(packed)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(out, in) {
					t.Errorf("round trip changed the data: got %d bytes, want %d", len(out), len(in))
				}
			})
		}
	}
}

func TestDecodeRejectsOtherEncoding(t *testing.T) {
	packed, err := Brotli.Encode(bytes.Repeat([]byte("heat"), 100))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Gzip.Decode(packed); err == nil {
		t.Error("gzip decoded brotli data without an error")
	}
}

func TestWriteFiles(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "app.wasm")
	want := bytes.Repeat([]byte("wasm"), 5000)
	if err := os.WriteFile(path, want, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := WriteFiles(path); err != nil {
		t.Fatal(err)
	}
	for _, e := range Encodings {
		packed, err := os.ReadFile(path + e.Ext)
		if err != nil {
			t.Fatalf("%s sibling missing: %v", e.Name, err)
		}
		got, err := e.Decode(packed)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s sibling does not decode to the original", e.Name)
		}
	}
	if leftovers, _ := filepath.Glob(filepath.Join(dir, "*.tmp")); len(leftovers) > 0 {
		t.Errorf("temporary files left behind: %v", leftovers)
	}
}

func TestWriteFilesMissingInput(t *testing.T) {
	if err := WriteFiles(filepath.Join(t.TempDir(), "absent.wasm")); err == nil {
		t.Error("no error for a missing file")
	}
}

func TestReadSiblingAndRefresh(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "app.wasm")
	v1 := bytes.Repeat([]byte("v1 wasm "), 3000)
	if err := os.WriteFile(path, v1, 0o644); err != nil {
		t.Fatal(err)
	}

	if _, err := ReadSibling(path, Brotli, v1); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("missing sibling: error %v, want fs.ErrNotExist", err)
	}
	steps := []struct {
		name      string
		change    func()
		wantWrote bool
	}{
		{"no siblings yet", func() {}, true},
		{"all fresh", func() {}, false},
		{"the file was rebuilt", func() { os.WriteFile(path, append([]byte("v2"), v1...), 0o644) }, true},
		{"gzip sibling damaged", func() { os.WriteFile(path+Gzip.Ext, []byte("garbage"), 0o644) }, true},
		{"brotli sibling removed", func() { os.Remove(path + Brotli.Ext) }, true},
		{"fresh again", func() {}, false},
	}
	for _, s := range steps {
		s.change()
		wrote, err := Refresh(path)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		if wrote != s.wantWrote {
			t.Errorf("%s: wrote %v, want %v", s.name, wrote, s.wantWrote)
		}
		raw, _ := os.ReadFile(path)
		for _, e := range Encodings {
			if _, err := ReadSibling(path, e, raw); err != nil {
				t.Errorf("%s: after Refresh, %s sibling: %v", s.name, e.Name, err)
			}
		}
	}

	os.WriteFile(path+Gzip.Ext, []byte("garbage"), 0o644)
	if _, err := ReadSibling(path, Gzip, v1); !errors.Is(err, ErrStale) {
		t.Errorf("damaged sibling: error %v, want ErrStale", err)
	}
}
