package wasmdata

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"
)

// goTables is the memory of a small Go program as the linker lays out its table of functions:
// two functions, each with a frame-size table, one pcdata table, and file and line tables. The
// second function's line table is the first's frame-size table (the linker shares tables with
// the same bytes), so DropLines must keep it. Its fields are where a case breaks it.
type goTables struct {
	mem                                                          []byte // from address base
	hdr, md, pctab, pclntab, funcA, funcB, names, cutab, filetab uint32
}

const base = 0x1000

func newGoTables() *goTables {
	g := &goTables{mem: make([]byte, 0x600)}
	le := binary.LittleEndian
	g.hdr, g.names, g.cutab, g.filetab, g.pctab, g.pclntab, g.md = base, base+0x50, base+0x70, base+0x80, base+0x90, base+0xc0, base+0x500
	at := func(a uint32) []byte { return g.mem[a-base:] }
	copy(at(g.hdr), pcHeaderStart)
	le.PutUint64(at(g.hdr+8), 2)  // nfunc
	le.PutUint64(at(g.hdr+16), 1) // nfiles
	for i, t := range []uint32{g.names, g.cutab, g.filetab, g.pctab, g.pclntab} {
		le.PutUint64(at(g.hdr+32+8*uint32(i)), uint64(t-g.hdr))
	}
	copy(at(g.names), "main.a\x00main.b\x00")
	le.PutUint32(at(g.cutab), 0)
	copy(at(g.filetab), "a.go\x00")
	// pctab: offset 0 is no table; 1: frame sizes of a (3 bytes); 4: files of both (3);
	// 7: lines of a (5); 12: pcdata of both (3); 15: frame sizes of b (3).
	copy(at(g.pctab), []byte{0, 2, 4, 0, 2, 10, 0, 0x14, 3, 6, 2, 0, 4, 8, 0, 6, 9, 0})
	g.funcA, g.funcB = g.pclntab+24, g.pclntab+24+48
	le.PutUint32(at(g.pclntab+4), g.funcA-g.pclntab)
	le.PutUint32(at(g.pclntab+8), 0x10)
	le.PutUint32(at(g.pclntab+12), g.funcB-g.pclntab)
	le.PutUint32(at(g.pclntab+16), 0x20) // the end of the last function
	for i, f := range []struct{ fn, name, pcsp, pcln, line uint32 }{{g.funcA, 0, 1, 7, 10}, {g.funcB, 7, 15, 1, 20}} {
		le.PutUint32(at(f.fn), uint32(0x10*i))
		le.PutUint32(at(f.fn+4), f.name)
		le.PutUint32(at(f.fn+funcPCSP), f.pcsp)
		le.PutUint32(at(f.fn+funcPCFile), 4)
		le.PutUint32(at(f.fn+funcPCLine), f.pcln)
		le.PutUint32(at(f.fn+funcNPCData), 1)
		le.PutUint32(at(f.fn+funcStartLine), f.line)
		le.PutUint32(at(f.fn+funcSize), 12)
	}
	slices := []struct{ addr, n uint32 }{{g.names, 14}, {g.cutab, 1}, {g.filetab, 5}, {g.pctab, 18}, {g.pclntab, 24 + 2*48}, {g.pclntab, 3}}
	le.PutUint64(at(g.md), uint64(g.hdr))
	for i, s := range slices {
		le.PutUint64(at(g.md+8+24*uint32(i)), uint64(s.addr))
		le.PutUint64(at(g.md+16+24*uint32(i)), uint64(s.n))
		le.PutUint64(at(g.md+24+24*uint32(i)), uint64(s.n))
	}
	return g
}

func (g *goTables) put32(a, v uint32) { binary.LittleEndian.PutUint32(g.mem[a-base:], v) }
func (g *goTables) put64(a uint32, v uint64) {
	binary.LittleEndian.PutUint64(g.mem[a-base:], v)
}

// module writes the memory as the linker does: a segment for each stretch between runs of eight
// zero bytes or more.
func (g *goTables) module() []byte {
	var segs []seg
	for i := 0; i < len(g.mem); {
		for i < len(g.mem) && g.mem[i] == 0 {
			i++
		}
		j, zeros := i, 0
		for ; j < len(g.mem) && zeros < 8; j++ {
			if g.mem[j] == 0 {
				zeros++
			} else {
				zeros = 0
			}
		}
		if end := j - zeros; end > i {
			segs = append(segs, seg{addr: int64(base + i), data: string(g.mem[i:end])})
		}
		i = j
	}
	return module(section{1, []byte{0}}, section{sectionData, dataSection(segs...)})
}

func TestDropLines(t *testing.T) {
	g := newGoTables()
	in := g.module()
	kept := bytes.Clone(in)
	out, err := DropLines(in)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(in, kept) {
		t.Error("DropLines changed its argument")
	}
	if len(out) != len(in) {
		t.Errorf("the module went from %d bytes to %d: DropLines only writes zeros", len(in), len(out))
	}
	before, after := nonzero(t, in), nonzero(t, out)
	u32 := func(m map[uint32]byte, a uint32) uint32 {
		return uint32(m[a]) | uint32(m[a+1])<<8 | uint32(m[a+2])<<16 | uint32(m[a+3])<<24
	}
	for _, f := range []uint32{g.funcA, g.funcB} {
		for _, field := range []struct {
			name     string
			off      uint32
			want     uint32 // after; before when keep
			keep     bool
			original uint32
		}{
			{name: "pcfile", off: funcPCFile},
			{name: "pcln", off: funcPCLine},
			{name: "startLine", off: funcStartLine},
			{name: "pcsp", off: funcPCSP, keep: true},
			{name: "pcdata", off: funcSize, keep: true},
			{name: "nameOff", off: 4, keep: true},
			{name: "entryOff", off: 0, keep: true},
		} {
			got, was := u32(after, f+field.off), u32(before, f+field.off)
			if field.keep && got != was {
				t.Errorf("function at %#x: %s went from %d to %d: want it kept", f, field.name, was, got)
			}
			if !field.keep && got != 0 {
				t.Errorf("function at %#x: %s is %d: want 0 (no table)", f, field.name, got)
			}
		}
	}
	for a, b := range before {
		in := func(addr, n uint32) bool { return a >= addr && a < addr+n }
		dropped := in(g.pctab+4, 3) || in(g.pctab+7, 5) || in(g.filetab, 5) ||
			in(g.funcA+funcPCFile, 8) || in(g.funcB+funcPCFile, 8) || in(g.funcA+funcStartLine, 4) || in(g.funcB+funcStartLine, 4)
		switch got, ok := after[a]; {
		case dropped && ok:
			t.Errorf("the byte at %#x is %d: want it dropped", a, got)
		case !dropped && got != b:
			t.Errorf("the byte at %#x went from %d to %d: want it kept", a, b, got)
		}
	}
	again, err := DropLines(out)
	if err != nil || !bytes.Equal(again, out) {
		t.Errorf("dropping the lines twice changed the module (%v)", err)
	}
}

func TestDropLinesRefuses(t *testing.T) {
	for _, tt := range []struct {
		name  string
		spoil func(g *goTables)
		want  string
	}{
		{"no table of functions", func(g *goTables) { g.mem[g.hdr-base] = 0xf0 }, "no table of Go functions"},
		{"two headers", func(g *goTables) { copy(g.mem[0x300:], pcHeaderStart) }, "2 headers"},
		{"no record of the module", func(g *goTables) { g.put64(g.md, 8) }, "0 records of the module"},
		{"a record whose tables are elsewhere", func(g *goTables) { g.put64(g.md+8+24*3, uint64(g.pctab+4)) }, "disagree on where pctab is"},
		{"a table that overlaps the next", func(g *goTables) { g.put64(g.md+16+24*3, 0x40) }, "pclntab (120 entries at 0x10c0) does not lie after the table before it"},
		{"a table past the memory", func(g *goTables) { g.put64(g.md+16+24*3, 0xf0000000) }, "pctab (4026531840 entries"},
		{"a table before the header's end", func(g *goTables) {
			g.put64(g.hdr+32, 8)
			g.put64(g.md+8, uint64(g.hdr+8))
		}, "funcnametab (14 entries at 0x1008) does not lie after"},
		{"a cutab whose size wraps", func(g *goTables) { g.put64(g.md+16+24*1, 1<<62) }, "cutab (4611686018427387904 entries"},
		{"a record with more functions", func(g *goTables) { g.put64(g.md+16+24*5, 5) }, "says 2 functions and holds 5"},
		{"an entry outside the table", func(g *goTables) { g.put32(g.pclntab+12, 0x400) }, "function 1's entry lies outside"},
		{"an entry of another layout", func(g *goTables) { g.put32(g.funcB, 0x30) }, "function 1's entry starts at another pc"},
		{"too many pcdata tables", func(g *goTables) { g.put32(g.funcB+funcNPCData, 40) }, "function 1's entry runs past"},
		{"a table outside pctab", func(g *goTables) { g.put32(g.funcA+funcPCSP, 200) }, "function 0: a table at 200 lies outside"},
		{"a table with no end", func(g *goTables) { g.mem[g.pctab-base+17] = 3 }, "function 1: the table at 15 runs past"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := newGoTables()
			tt.spoil(g)
			out, err := DropLines(g.module())
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error saying %q", err, tt.want)
			}
			if out != nil {
				t.Error("a module came back with the error")
			}
		})
	}
	if _, err := DropLines([]byte("not wasm")); err == nil {
		t.Error("DropLines read a file that is not a module")
	}
}

// Whatever the bytes, DropLines returns an error or a module of the same size, and never panics.
func FuzzDropLines(f *testing.F) {
	f.Add(newGoTables().module())
	g := newGoTables()
	g.put32(g.funcA+funcPCSP, 17)
	f.Add(g.module())
	f.Fuzz(func(t *testing.T, b []byte) {
		out, err := DropLines(b)
		if err == nil && len(out) != len(b) {
			t.Fatalf("a module of %d bytes came back with %d", len(b), len(out))
		}
	})
}
