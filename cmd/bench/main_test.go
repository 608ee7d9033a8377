package main

import (
	"strings"
	"testing"
)

func TestChoose(t *testing.T) {
	all, err := choose("")
	if err != nil || len(all) != len(groups) {
		t.Fatalf("choose(\"\") = %d groups, %v; want all %d", len(all), err, len(groups))
	}
	// The table's order, whatever the order asked.
	got, err := choose("board, size")
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].name != "size" || got[1].name != "board" {
		t.Errorf("choose(\"board, size\") = %v, want size then board", names(got))
	}
	// The rows say "wasm size"; the group is "size". A wrong name is an error, not an empty table.
	if _, err := choose("size,wasm"); err == nil || !strings.Contains(err.Error(), `"wasm"`) {
		t.Errorf("choose(\"size,wasm\") = %v, want an error naming \"wasm\"", err)
	}
}

func names(gs []group) []string {
	var out []string
	for _, g := range gs {
		out = append(out, g.name)
	}
	return out
}
