package wasmdata

import (
	"bytes"
	"encoding/binary"
	"maps"
	"strings"
	"testing"
)

// goTables is the memory of a small Go program as the linker lays out its table of functions.
// Function a has every kind of pc-value table and of data; b is a wrapper, whose inlined calls
// recover reads. The linker shares tables with the same bytes, and so do they: b's line table is
// a's frame sizes, b's unsafe points are both functions' stack map indexes, the two share a
// stack map, and b's wrapper data lies within a's argument layout. Its fields are where a case
// breaks it.
type goTables struct {
	mem                                                          []byte // from address base
	hdr, md, pctab, pclntab, funcA, funcB, names, cutab, filetab uint32
	gofunc, lookup, epclntab                                     uint32
}

const base = 0x1000

// Where things are in pctab, in funcnametab and in the functions' data.
const (
	tabFramesA, tabFiles, tabLinesA, tabStackMaps, tabFramesB = 1, 4, 7, 12, 15
	tabUnsafeA, tabInlinedA, tabInlinedB, tabArgLiveA         = 18, 21, 26, 29
	pctabLen                                                  = 32

	nameA, nameB, nameInB, nameInA = 0, 7, 14, 21 // main.a, main.b, main.c (inlined in b), main.d (in a)

	dataStackMap, dataArgsA, dataObjectsA, dataTreeA = 0x08, 0x18, 0x28, 0x40
	dataDeferA, dataArgInfoA, dataWrapB, dataLiveA   = 0x60, 0x68, 0x6a, 0x70
	dataTreeB                                        = 0x78

	minPC, pcSpan = 0x10000000, 0x2800 // three buckets, forty parts
)

func newGoTables() *goTables {
	g := &goTables{mem: make([]byte, 0x700)}
	le := binary.LittleEndian
	g.hdr, g.names, g.cutab, g.filetab, g.pctab, g.pclntab = base, base+0x50, base+0x70, base+0x80, base+0x90, base+0xc0
	g.gofunc, g.lookup, g.epclntab, g.md = base+0x190, base+0x220, base+0x260, base+0x500
	at := func(a uint32) []byte { return g.mem[a-base:] }
	copy(at(g.hdr), pcHeaderStart)
	le.PutUint64(at(g.hdr+8), 2)  // nfunc
	le.PutUint64(at(g.hdr+16), 1) // nfiles
	for i, t := range []uint32{g.names, g.cutab, g.filetab, g.pctab, g.pclntab} {
		le.PutUint64(at(g.hdr+32+8*uint32(i)), uint64(t-g.hdr))
	}
	copy(at(g.names), "main.a\x00main.b\x00main.c\x00main.d\x00")
	copy(at(g.filetab), "a.go\x00")
	copy(at(g.pctab), []byte{
		0,
		2, 4, 0, // frame sizes of a
		2, 10, 0, // files of both
		0x14, 3, 6, 2, 0, // lines of a
		4, 8, 0, // stack map indexes of both, b's unsafe points
		6, 9, 0, // frame sizes of b, its lines
		2, 5, 0, // a's unsafe points
		2, 3, 2, 2, 0, // a's inlined calls: 0, then 1
		2, 4, 0, // b's inlined call: 0
		2, 1, 0, // a's live arguments
	})
	// The table of functions: a and b, then the end of the last; a's entry lists four pc-value
	// tables and eight kinds of data, b's three and eight.
	g.funcA, g.funcB = g.pclntab+24, g.pclntab+24+92
	le.PutUint32(at(g.pclntab+4), g.funcA-g.pclntab)
	le.PutUint32(at(g.pclntab+8), 0x10)
	le.PutUint32(at(g.pclntab+12), g.funcB-g.pclntab)
	le.PutUint32(at(g.pclntab+16), 0x20)
	for i, f := range []struct {
		fn, name, pcsp, pcln, line uint32
		id                         byte
		pcdata, funcdata           []uint32
	}{
		{g.funcA, nameA, tabFramesA, tabLinesA, 10, 0,
			[]uint32{tabUnsafeA, tabStackMaps, tabInlinedA, tabArgLiveA},
			[]uint32{dataArgsA, dataStackMap, dataObjectsA, dataTreeA, dataDeferA, dataArgInfoA, dataLiveA, noFuncData}},
		{g.funcB, nameB, tabFramesB, tabFramesA, 20, funcIDWrapper,
			[]uint32{tabStackMaps, tabStackMaps, tabInlinedB},
			[]uint32{noFuncData, dataStackMap, noFuncData, dataTreeB, noFuncData, noFuncData, noFuncData, dataWrapB}},
	} {
		le.PutUint32(at(f.fn), uint32(0x10*i))
		le.PutUint32(at(f.fn+funcName), f.name)
		le.PutUint32(at(f.fn+funcPCSP), f.pcsp)
		le.PutUint32(at(f.fn+funcPCFile), tabFiles)
		le.PutUint32(at(f.fn+funcPCLine), f.pcln)
		le.PutUint32(at(f.fn+funcNPCData), uint32(len(f.pcdata)))
		le.PutUint32(at(f.fn+funcCUOffset), 0)
		le.PutUint32(at(f.fn+funcStartLine), f.line)
		g.mem[f.fn+funcID-base] = f.id
		g.mem[f.fn+funcNFuncData-base] = byte(len(f.funcdata))
		for j, o := range append(f.pcdata, f.funcdata...) {
			le.PutUint32(at(f.fn+funcSize+4*uint32(j)), o)
		}
	}
	// The functions' data.
	d := func(off uint32) []byte { return at(g.gofunc + off) }
	copy(d(dataStackMap), []byte{2, 0, 0, 0, 3, 0, 0, 0, 5, 2}) // two maps of three bits
	copy(d(dataArgsA), []byte{1, 0, 0, 0, 9, 0, 0, 0, 0xff, 1}) // one map of nine bits
	copy(d(dataObjectsA), []byte{1, 0, 0, 0, 0, 0, 0, 0, 0xf8, 0xff, 0xff, 0xff, 8, 0, 0, 0, 8, 0, 0, 0, 0x10})
	for c, call := range [][4]uint32{{0, nameInA, 2, 7}, {0, nameInA, 1, 9}} {
		for k, v := range call {
			le.PutUint32(d(dataTreeA+16*uint32(c)+4*uint32(k)), v)
		}
	}
	copy(d(dataDeferA), []byte{0x10, 0x18})
	copy(d(dataArgInfoA), []byte{0x00, 0x08, 0xfe, 0x08, 0x08, 0xfd, 0xff}) // b's wrapper data is its bytes 2 to 5
	copy(d(dataLiveA), []byte{0x10, 0x03})
	for k, v := range [4]uint32{0, nameInB, 3, 5} {
		le.PutUint32(d(dataTreeB+4*uint32(k)), v)
	}
	// findfunc's buckets: the first starts at a and moves to b in its fourth part; the others
	// start at b.
	le.PutUint32(at(g.lookup), 0)
	for p := 3; p < subbuckets; p++ {
		g.mem[g.lookup+4+uint32(p)-base] = 1
	}
	le.PutUint32(at(g.lookup+bucketSize), 1)
	le.PutUint32(at(g.lookup+2*bucketSize), 1)
	// The module's record.
	slices := []struct{ addr, n uint32 }{{g.names, 28}, {g.cutab, 1}, {g.filetab, 5}, {g.pctab, pctabLen}, {g.pclntab, 24 + 92 + 88}, {g.pclntab, 3}}
	le.PutUint64(at(g.md), uint64(g.hdr))
	for i, s := range slices {
		le.PutUint64(at(g.md+8+24*uint32(i)), uint64(s.addr))
		le.PutUint64(at(g.md+16+24*uint32(i)), uint64(s.n))
		le.PutUint64(at(g.md+24+24*uint32(i)), uint64(s.n))
	}
	for w, v := range map[uint32]uint64{mdLookup: uint64(g.lookup), mdMinPC: minPC, mdMaxPC: minPC + pcSpan, mdGofunc: uint64(g.gofunc), mdEpclntab: uint64(g.epclntab)} {
		le.PutUint64(at(g.md+8*w), v)
	}
	return g
}

func (g *goTables) put32(a, v uint32) { binary.LittleEndian.PutUint32(g.mem[a-base:], v) }
func (g *goTables) put64(a uint32, v uint64) {
	binary.LittleEndian.PutUint64(g.mem[a-base:], v)
}
func (g *goTables) zero(a, n uint32) { clear(g.mem[a-base : a-base+n]) }

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

// merged is the module as Shrink hands it to Trim.
func (g *goTables) merged(t *testing.T) []byte {
	t.Helper()
	m, err := Merge(g.module(), MaxGap)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestTrim(t *testing.T) {
	g := newGoTables()
	in := g.merged(t)
	kept := bytes.Clone(in)
	out, err := Trim(in)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(in, kept) {
		t.Error("Trim changed its argument")
	}
	if len(out) != len(in) {
		t.Errorf("the module went from %d bytes to %d: Trim only rewrites bytes", len(in), len(out))
	}
	// What Trim must have written, and nothing else.
	w := newGoTables()
	for _, f := range []uint32{w.funcA, w.funcB} {
		w.zero(f+funcPCFile, 8)   // pcfile, pcln
		w.zero(f+funcCUOffset, 8) // cuOffset, startLine
		w.zero(f+funcSize+4*pcdataUnsafePoint, 4)
	}
	w.zero(w.funcA+funcSize+4*pcdataInlTreeIndex, 4) // b, a wrapper, keeps its inlined calls
	w.zero(w.funcA+funcSize+4*pcdataArgLiveIndex, 4)
	for _, kind := range []uint32{funcdataInlTree, funcdataArgInfo, funcdataArgLiveInfo} {
		w.put32(w.funcA+funcSize+4*4+4*kind, noFuncData)
	}
	w.zero(w.pctab+tabFiles, 3)
	w.zero(w.pctab+tabLinesA, 5)
	w.zero(w.pctab+tabUnsafeA, 3)
	w.zero(w.pctab+tabInlinedA, 5)
	w.zero(w.pctab+tabArgLiveA, 3)
	w.zero(w.filetab, 5)
	w.zero(w.names+nameInA, 7)
	w.zero(w.gofunc+dataTreeA, 32)
	w.zero(w.gofunc+dataArgInfoA, 2) // its bytes 2 to 5 are b's wrapper data
	w.zero(w.gofunc+dataArgInfoA+6, 1)
	w.zero(w.lookup+4, subbuckets) // every bucket starts at a, function 0
	w.put32(w.lookup+bucketSize, 0)
	w.put32(w.lookup+2*bucketSize, 0)
	got, want := nonzero(t, out), nonzero(t, w.merged(t))
	for a := range maps.Keys(got) {
		if got[a] != want[a] {
			t.Errorf("the byte at %#x is %#x: want %#x", a, got[a], want[a])
		}
	}
	for a := range maps.Keys(want) {
		if _, ok := got[a]; !ok {
			t.Errorf("the byte at %#x is 0: want %#x", a, want[a])
		}
	}
	again, err := Trim(out)
	if err != nil || !bytes.Equal(again, out) {
		t.Errorf("trimming twice changed the module (%v)", err)
	}
}

func TestTrimRefuses(t *testing.T) {
	fd := func(g *goTables, fn, kind uint32) uint32 {
		npc := binary.LittleEndian.Uint32(g.mem[fn+funcNPCData-base:])
		return fn + funcSize + 4*npc + 4*kind
	}
	for _, tt := range []struct {
		name     string
		spoil    func(g *goTables)
		want     string
		unmerged bool
	}{
		{"no table of functions", func(g *goTables) { g.mem[g.hdr-base] = 0xf0 }, "no table of Go functions", false},
		{"two headers", func(g *goTables) { copy(g.mem[0x400:], pcHeaderStart) }, "2 headers", false},
		{"no record of the module", func(g *goTables) { g.put64(g.md, 8) }, "0 records of the module", false},
		{"a record whose tables are elsewhere", func(g *goTables) { g.put64(g.md+8+24*3, uint64(g.pctab+4)) }, "disagree on where pctab is", false},
		{"a table that overlaps the next", func(g *goTables) { g.put64(g.md+16+24*3, 0x40) }, "pclntab (204 entries at 0x10c0) does not lie after the table before it", false},
		{"a table past the memory", func(g *goTables) { g.put64(g.md+16+24*3, 0xf0000000) }, "pctab (4026531840 entries", false},
		{"a table before the header's end", func(g *goTables) {
			g.put64(g.hdr+32, 8)
			g.put64(g.md+8, uint64(g.hdr+8))
		}, "funcnametab (28 entries at 0x1008) does not lie after", false},
		{"a cutab whose size wraps", func(g *goTables) { g.put64(g.md+16+24*1, 1<<62) }, "cutab (4611686018427387904 entries", false},
		{"a record with more functions", func(g *goTables) { g.put64(g.md+16+24*5, 5) }, "says 2 functions and holds 5", false},
		{"function data inside the table of functions", func(g *goTables) { g.put64(g.md+8*mdGofunc, uint64(g.pclntab)) }, "the functions' data (0x10c0 to 0x1260) does not lie after", false},
		{"function data past the memory", func(g *goTables) { g.put64(g.md+8*mdEpclntab, 1<<40) }, "does not lie after the table of functions and within the memory", false},
		{"pcs that run backwards", func(g *goTables) { g.put64(g.md+8*mdMaxPC, 5) }, "the module's pcs run from 0x10000000 to 0x5", false},
		{"buckets past the functions' data", func(g *goTables) { g.put64(g.md+8*mdMaxPC, minPC+1<<20) }, "findfunc's buckets (5120 bytes at 0x1220) do not lie within", false},
		{"a bucket past the last function", func(g *goTables) { g.put32(g.lookup+bucketSize, 7) }, "findfunc's bucket 1 starts at function 7 of 2", false},
		{"an entry outside the table", func(g *goTables) { g.put32(g.pclntab+12, 0x400) }, "function 1's entry lies outside", false},
		{"an entry of another layout", func(g *goTables) { g.put32(g.funcB, 0x30) }, "function 1's entry starts at another pc", false},
		{"too many pcdata tables", func(g *goTables) { g.put32(g.funcB+funcNPCData, 40) }, "function 1's entry runs past", false},
		{"a table outside pctab", func(g *goTables) { g.put32(g.funcA+funcPCSP, 200) }, "function 0: a table at 200 lies outside", false},
		{"a table with no end", func(g *goTables) {
			g.put32(g.funcA+funcPCSP, tabArgLiveA)
			g.mem[g.pctab-base+tabArgLiveA+2] = 3
		}, "function 0: the table at 29 runs past", false},
		{"a name outside funcnametab", func(g *goTables) { g.put32(g.funcB+funcName, 28) }, "function 1: its name lies outside funcnametab (at 28 of 28 bytes)", false},
		{"a name with no end", func(g *goTables) {
			g.put32(g.gofunc+dataTreeB+inlinedCallName, nameInA)
			g.mem[g.names-base+27] = 'x'
		}, "function 1: inlined call 0: its name at 21 runs past the end", false},
		{"an inlined call's name outside funcnametab", func(g *goTables) { g.put32(g.gofunc+dataTreeB+inlinedCallName, 99) }, "function 1: inlined call 0: its name lies outside", false},
		{"data outside the functions' data", func(g *goTables) { g.put32(fd(g, g.funcA, funcdataStackObjects), 0x200) }, "function 0: its data of kind 2 lies outside", false},
		{"pointer maps of a negative size", func(g *goTables) { g.put32(g.gofunc+dataArgsA, 0xffffffff) }, "its pointer maps say -1 maps of 9 bits", false},
		{"pointer maps past the functions' data", func(g *goTables) { g.put32(g.gofunc+dataArgsA, 200) }, "its data of kind 0 (408 bytes at 24) runs past", false},
		{"pointer maps cut short", func(g *goTables) { g.put32(fd(g, g.funcA, funcdataArgsPointerMaps), g.epclntab-g.gofunc-4) }, "its data of kind 0 (8 bytes at 204) runs past", false},
		{"stack objects past the functions' data", func(g *goTables) { g.put32(g.gofunc+dataObjectsA, 11) }, "its data of kind 2 (184 bytes at 40) runs past", false},
		{"more inlined calls than room", func(g *goTables) { g.mem[g.pctab-base+tabInlinedB] = 0x7e }, "its data of kind 3 (1008 bytes at 120) runs past", false},
		{"open-coded defers with no end", func(g *goTables) {
			g.put32(fd(g, g.funcA, funcdataOpenCodedDeferInfo), g.epclntab-g.gofunc-1)
			g.mem[g.epclntab-1-base] = 0x80
		}, "its open-coded defers run past", false},
		{"an argument layout with no end", func(g *goTables) { g.mem[g.gofunc+dataArgInfoA+6-base] = 1 }, "runs past the functions' data", false},
		{"data of a kind Trim does not know", func(g *goTables) { g.mem[g.funcA+funcNFuncData-base] = 9 }, "function 0: it has data of a kind (8) Trim does not know", false},
		{"an entry split by a run of zeros", func(g *goTables) {
			g.put32(fd(g, g.funcA, funcdataStackObjects), 0) // no stack objects, eight zeros
			g.put32(fd(g, g.funcA, funcdataInlTree), 0)
		}, "function 0's entry lies partly outside the module's data segments: Merge it first", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := newGoTables()
			tt.spoil(g)
			m := g.module()
			if !tt.unmerged {
				m = g.merged(t)
			}
			out, err := Trim(m)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error saying %q", err, tt.want)
			}
			if out != nil {
				t.Error("a module came back with the error")
			}
		})
	}
	if _, err := Trim([]byte("not wasm")); err == nil {
		t.Error("Trim read a file that is not a module")
	}
}

// Whatever the bytes, Trim returns an error or a module of the same size, and never panics.
func FuzzTrim(f *testing.F) {
	f.Add(newGoTables().module())
	g := newGoTables()
	g.put32(g.funcA+funcPCSP, tabFramesB)
	f.Add(g.module())
	f.Fuzz(func(t *testing.T, b []byte) {
		out, err := Trim(b)
		if err == nil && len(out) != len(b) {
			t.Fatalf("a module of %d bytes came back with %d", len(b), len(out))
		}
	})
}
