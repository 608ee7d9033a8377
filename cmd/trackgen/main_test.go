package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// The committed track files are exactly what the generator writes from the committed source: a
// change to either without the other fails here (run `go generate ./tracks/`).
func TestCommittedTracksAreGenerated(t *testing.T) {
	out := t.TempDir()
	if err := run([]string{"-src", "../../tracks/source/heat-base-tracks.json", "-out", out}, os.Stderr); err != nil {
		t.Fatal(err)
	}
	written, err := filepath.Glob(filepath.Join(out, "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	committed, err := filepath.Glob("../../tracks/circuits/*.json")
	if err != nil {
		t.Fatal(err)
	}
	if len(written) == 0 || len(written) != len(committed) {
		t.Fatalf("the generator wrote %d track files, %d are committed", len(written), len(committed))
	}
	for _, w := range written {
		got, _ := os.ReadFile(w)
		want, err := os.ReadFile(filepath.Join("../../tracks/circuits", filepath.Base(w)))
		if err != nil {
			t.Fatalf("%s is generated but not committed: %v", filepath.Base(w), err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("tracks/circuits/%s differs from what the generator writes: run `go generate ./tracks/`", filepath.Base(w))
		}
	}
}

func TestBadSourceChangesNothing(t *testing.T) {
	out := t.TempDir()
	// the real circuits, then one that cannot be: nothing may be written.
	real, err := os.ReadFile("../../tracks/source/heat-base-tracks.json")
	if err != nil {
		t.Fatal(err)
	}
	var s map[string]json.RawMessage
	var list []json.RawMessage
	if err := json.Unmarshal(real, &s); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(s["tracks"], &list); err != nil {
		t.Fatal(err)
	}
	list = append(list, json.RawMessage(`{"id": "nowhere", "length": -1}`))
	s["tracks"], _ = json.Marshal(list)
	bad, _ := json.Marshal(s)
	src := filepath.Join(t.TempDir(), "bad.json")
	if err := os.WriteFile(src, bad, 0o644); err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	if err := run([]string{"-src", src, "-out", out}, &stderr); err == nil {
		t.Fatal("an impossible track was accepted")
	}
	if files, _ := os.ReadDir(out); len(files) != 0 {
		t.Errorf("a refused source still wrote %d files", len(files))
	}
}
