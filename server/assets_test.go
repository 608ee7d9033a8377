package server

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// The committed icons have the sizes the manifest and go-app announce.
func TestCommittedIcons(t *testing.T) {
	for path, size := range map[string]int{icon.Default: 192, icon.Large: 512, icon.Maskable: 512} {
		f, err := os.Open(filepath.Join("..", "web", filepath.Base(path)))
		if err != nil {
			t.Fatalf("%v (regenerate with `make icons`)", err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if cfg.Width != size || cfg.Height != size {
			t.Errorf("%s is %d×%d, want %d×%d", path, cfg.Width, cfg.Height, size, size)
		}
	}
}
