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
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/heatracing/heat/internal/precompress"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "precompress:", err)
		os.Exit(1)
	}
}

// run compresses each file named on the command line.
func run(args []string, stderr io.Writer) error {
	if len(args) == 0 {
		return errors.New("name the files to compress, as in: precompress web/app.wasm")
	}
	for _, path := range args {
		wrote, err := precompress.Refresh(path)
		if err != nil {
			return err
		}
		if wrote {
			fmt.Fprintf(stderr, "precompress: wrote %s.br and %s.gz\n", path, path)
		}
	}
	return nil
}
