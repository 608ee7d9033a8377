// Command icons draws the game's icon, with no network and no image editor:
//
//	go run ./cmd/icons -out web
//
// writes web/icon.svg, web/icon-192.png and web/icon-512.png from one
// description of the icon (scene.go), and the maskable icons
// web/icon-maskable-192.png and web/icon-maskable-512.png, the same roundel
// with a margin inside the safe zone. The outputs are committed; run it again
// after changing the scene.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "icons:", err)
		os.Exit(1)
	}
}

// run reads the command line and writes the icons.
func run(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("icons", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "web", "directory to write the icons to")
	if err := fs.Parse(args); err != nil {
		return err
	}
	return write(*out)
}

func write(dir string) error {
	files := map[string][]byte{"icon.svg": []byte(vector(roundel))}
	for _, size := range []int{192, 512} {
		for name, scene := range map[string][]layer{"icon-%d.png": roundel, "icon-maskable-%d.png": maskable} {
			var buf bytes.Buffer
			if err := png.Encode(&buf, raster(scene, size)); err != nil {
				return err
			}
			files[fmt.Sprintf(name, size)] = buf.Bytes()
		}
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(dir, name), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}
