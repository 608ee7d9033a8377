//go:build ignore

// Writes confusable_table.go: the skeletons of Unicode's confusable characters (UTS #39), as
// github.com/mtibben/confusables maps them, for Key (skeleton.go). Run by `go generate
// ./signal/names`; a test checks the table is current.
package main

import (
	"log"
	"os"

	"github.com/heatracing/heat/signal/names/internal/confusablegen"
)

func main() {
	if err := os.WriteFile("confusable_table.go", confusablegen.Source(), 0o644); err != nil {
		log.Fatal(err)
	}
}
