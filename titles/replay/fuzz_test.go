package replay_test

import (
	"context"
	"testing"
	"time"

	"github.com/heatracing/heat/games"
	"github.com/heatracing/heat/titles/replay"
)

// The decoders take anything a stranger can put in a link or a file: they return a file or an
// error, and opening what they return ends, with a verdict or an error, never a panic or a hang.
// go test runs the seeds; `go test -fuzz FuzzParseFragment ./titles/replay` searches further.

func FuzzParseFragment(f *testing.F) {
	games.Register()
	for _, k := range []string{"bloodfang"} {
		g, err := replay.Play(k, nil, 2, 7, 5000)
		if err != nil {
			f.Fatal(err)
		}
		frag, err := g.Fragment()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(frag)
		f.Add(frag[:len(frag)/2])
	}
	f.Add("")
	f.Add("g1.")
	f.Add("g1.eJwDAAAAAAE")
	f.Add("#K7RM2Q")
	f.Fuzz(func(t *testing.T, frag string) {
		file, err := replay.ParseFragment(frag)
		if err != nil {
			return
		}
		open(t, file)
	})
}

func FuzzRead(f *testing.F) {
	games.Register()
	g, err := replay.Play("bloodfang", nil, 2, 9, 5000)
	if err != nil {
		f.Fatal(err)
	}
	b, err := g.Encode()
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	f.Add(b[:len(b)-40])
	f.Add([]byte(`{"v":1,"game":"heat","save":{"title":"heat","settings":{},"game":{"version":1,"game":"heat","config":{},"seed":1,"actions":[]}}}`))
	f.Add([]byte(`{"v":1,"game":"havoc","save":{"title":"havoc"}}`))
	f.Add([]byte(`{"v":1,"game":"bloodfang","save":null,"fair":{"shares":[{"seat":-5}]}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		file, err := replay.Read(b)
		if err != nil {
			return
		}
		open(t, file)
	})
}

// open opens a file that read, which must end within a bound, whatever it holds.
func open(t *testing.T, file *replay.File) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	g, err := replay.Open(ctx, file)
	if err != nil {
		return
	}
	if g.Verdict.Text == "" {
		t.Fatal("an opened file has no verdict")
	}
	c, err := g.Cursor(0)
	if err != nil {
		t.Fatalf("an opened file has no cursor: %v", err)
	}
	if _, err := c.Seek(ctx, c.Len()-1); err != nil && ctx.Err() == nil {
		t.Fatalf("the moves that replayed in the check do not replay again: %v", err)
	}
}
