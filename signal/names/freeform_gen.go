//go:build ignore

// Writes freeform_table.go: the characters PRECIS's FreeformClass allows on their own
// (RFC 8264), as golang.org/x/text/secure/precis decides them, for the browser's own nickname
// check (nickname.go), which has no x/text/secure/precis. Run by `go generate ./signal/names`;
// a test checks the table is current.
package main

import (
	"log"
	"os"

	"github.com/heatracing/heat/signal/names/internal/freeformgen"
)

func main() {
	if err := os.WriteFile("freeform_table.go", freeformgen.Source(), 0o644); err != nil {
		log.Fatal(err)
	}
}
