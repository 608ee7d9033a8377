// Command precompress writes brotli and gzip siblings of build outputs:
//
//	go run ./cmd/precompress web/app.wasm
//
// writes web/app.wasm.br and web/app.wasm.gz, which the server serves to
// browsers that accept them. It leaves siblings that still match alone, so
// running it after every build costs a compression only when the file
// changed.
package main

import (
	"fmt"
	"os"

	"github.com/heatracing/heat/internal/precompress"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: precompress FILE...")
		os.Exit(2)
	}
	for _, path := range os.Args[1:] {
		wrote, err := precompress.Refresh(path)
		if err != nil {
			fmt.Fprintln(os.Stderr, "precompress:", err)
			os.Exit(1)
		}
		if wrote {
			fmt.Fprintf(os.Stderr, "precompress: wrote %s.br and %s.gz\n", path, path)
		}
	}
}
