// Command trackgen builds the track files that package tracks embeds (tracks/circuits/*.json)
// from the circuit facts in tracks/source/heat-base-tracks.json (corners, grid, and the spots'
// coordinates for drawing, as the published boards have them). From the module root:
//
//	go generate ./tracks/      # or: go run ./cmd/trackgen -src … -out …
//
// A test checks that the committed files are what it writes.
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/heatracing/heat/tracks"
)

type source struct {
	Tracks []struct {
		ID           string `json:"id"`
		Name         string `json:"name"`
		Length       int    `json:"length"`
		Laps         int    `json:"laps"`
		HeatInEngine int    `json:"heatInEngine"`
		StressInDeck int    `json:"stressInDeck"`
		Board        tracks.Board
		Corners      []struct {
			Space      int     `json:"space"`
			Limit      int     `json:"limit"`
			LegendLine int     `json:"legendLine"`
			RaceLane   int     `json:"raceLane"`
			X          float64 `json:"x"`
			Y          float64 `json:"y"`
			Chevron    int     `json:"aggressiveLegendChevron"`
		} `json:"corners"`
		Grid  [][2]int      `json:"grid"`
		Spots []tracks.Spot `json:"spots"`
	} `json:"tracks"`
}

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "trackgen:", err)
		os.Exit(1)
	}
}

// run reads the command line and writes the track files.
func run(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("trackgen", flag.ContinueOnError)
	fs.SetOutput(stderr)
	src := fs.String("src", "tracks/source/heat-base-tracks.json", "the circuit facts")
	out := fs.String("out", "tracks/circuits", "directory for the track files")
	if err := fs.Parse(args); err != nil {
		return err
	}
	return generate(*src, *out)
}

// generate writes one track file in out for each circuit of src. Every circuit is checked, and
// read back from its encoding, before any file is written: a bad source writes nothing.
func generate(src, out string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	var s source
	if err := json.Unmarshal(data, &s); err != nil {
		return fmt.Errorf("%s: %w", src, err)
	}
	files := map[string][]byte{}
	for _, st := range s.Tracks {
		t := tracks.Track{
			Format: tracks.FormatVersion, ID: st.ID, Name: st.Name, Length: st.Length, Laps: st.Laps,
			Heat: st.HeatInEngine, Stress: st.StressInDeck, Board: st.Board, Spots: st.Spots,
		}
		for _, c := range st.Corners {
			t.Corners = append(t.Corners, tracks.Corner{
				Space: c.Space, Limit: c.Limit, LegendLine: c.LegendLine, RaceLane: c.RaceLane,
				Chevron: c.Chevron, Sign: tracks.Point{X: c.X, Y: c.Y},
			})
		}
		for _, g := range st.Grid {
			t.Grid = append(t.Grid, tracks.Place{Space: g[0], Lane: g[1]})
		}
		if err := t.Validate(); err != nil {
			return fmt.Errorf("%s: %w", st.ID, err)
		}
		b := encode(&t)
		if _, err := tracks.Parse(b); err != nil {
			return fmt.Errorf("%s: the written file does not read back: %w", st.ID, err)
		}
		files[st.ID+".json"] = b
	}
	if len(files) == 0 {
		return fmt.Errorf("%s holds no track", src)
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(out, name), b, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// encode writes a track with one corner, grid place or spot per line, so the files read well and
// diff well.
func encode(t *tracks.Track) []byte {
	var b bytes.Buffer
	line := func(v any) string {
		j, _ := json.Marshal(v)
		return string(j)
	}
	fmt.Fprintf(&b, "{\n  \"format\": %d,\n  \"id\": %s,\n  \"name\": %s,\n", t.Format, line(t.ID), line(t.Name))
	fmt.Fprintf(&b, "  \"length\": %d,\n  \"laps\": %d,\n  \"heat\": %d,\n  \"stress\": %d,\n", t.Length, t.Laps, t.Heat, t.Stress)
	fmt.Fprintf(&b, "  \"board\": %s,\n", line(t.Board))
	list := func(name string, n int, item func(i int) any, last bool) {
		fmt.Fprintf(&b, "  %q: [\n", name)
		for i := 0; i < n; i++ {
			sep := ","
			if i == n-1 {
				sep = ""
			}
			fmt.Fprintf(&b, "    %s%s\n", line(item(i)), sep)
		}
		if last {
			b.WriteString("  ]\n")
		} else {
			b.WriteString("  ],\n")
		}
	}
	list("corners", len(t.Corners), func(i int) any { return t.Corners[i] }, false)
	list("grid", len(t.Grid), func(i int) any { return t.Grid[i] }, false)
	list("spots", len(t.Spots), func(i int) any { return t.Spots[i] }, true)
	b.WriteString("}\n")
	return b.Bytes()
}
