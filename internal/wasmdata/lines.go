package wasmdata

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// DropLines returns module, a Go program built for js/wasm, with the tables that map its code
// back to source files and lines written over with zeros. The runtime reads them only to say
// where a function is: a traceback then names each function but gives its place as "?:0", and
// runtime.Caller returns "?" and 0. The tables a running program needs (how big each frame is,
// where its pointers are, which inlined call a pc belongs to) and the functions' names are kept
// byte for byte, as is every other section. Zeros compress to almost nothing, so in a game's wasm
// this is about 8 % less to download; the module keeps its size.
//
// DropLines finds the tables through the header Go's linker writes before them and the runtime's
// record of the module that points at it; a module where either is missing, not single, or
// inconsistent is an error, and module itself is never changed.
func DropLines(module []byte) ([]byte, error) {
	out := append([]byte(nil), module...)
	sections, err := readSections(out)
	if err != nil {
		return nil, err
	}
	var mem memory
	for _, s := range sections {
		if s.id != sectionData {
			continue
		}
		// The segments' bytes are out's own: zeroing them rewrites out in place.
		if mem.segs, err = readSegments(s.body); err != nil {
			return nil, fmt.Errorf("the data section: %w", err)
		}
	}
	tab, err := findTables(&mem)
	if err != nil {
		return nil, err
	}
	if err := tab.dropLines(&mem); err != nil {
		return nil, err
	}
	return out, nil
}

// Go's runtime tables for js/wasm (runtime/symtab.go and runtime/runtime2.go): the header that
// starts the pc-line table (magic, two pad bytes, the smallest instruction, the pointer size),
// and the offsets of an entry's fields (_func).
var pcHeaderStart = []byte{0xf1, 0xff, 0xff, 0xff, 0, 0, 1, 8}

const (
	pcHeaderSize = 8 + 8*8 // the start, then nfunc, nfiles, an unused word and five offsets

	funcPCFile    = 20
	funcPCLine    = 24
	funcNPCData   = 28
	funcCUOffset  = 32
	funcStartLine = 36
	funcSize      = 44 // the fixed part; npcdata offsets into pctab follow it
	funcPCSP      = 16
)

// span is a table in memory: its address and length in bytes.
type span struct{ addr, n uint32 }

// tables are the parts of the pc-line table DropLines reads or clears.
type tables struct {
	nfunc                          uint32
	cutab, filetab, pctab, pclntab span
}

// findTables finds the pc-line table's header and the runtime's module record (moduledata) that
// points at it, and checks that the two agree.
func findTables(mem *memory) (tables, error) {
	hdrs := mem.findAll(pcHeaderStart, 8)
	switch len(hdrs) {
	case 0:
		return tables{}, errors.New("no table of Go functions found: not a Go program built for js/wasm by a toolchain DropLines knows (Go 1.20 or later)")
	case 1:
	default:
		return tables{}, fmt.Errorf("%d headers of Go's table of functions found where there should be one", len(hdrs))
	}
	hdr := hdrs[0]
	h := mem.read(hdr, pcHeaderSize)
	word := func(i int) uint64 { return binary.LittleEndian.Uint64(h[8+8*i:]) }
	nfunc := word(0)
	offs := [5]uint64{word(3), word(4), word(5), word(6), word(7)} // funcnametab, cutab, filetab, pctab, pclntable
	var key [16]byte
	binary.LittleEndian.PutUint64(key[:], uint64(hdr))
	binary.LittleEndian.PutUint64(key[8:], uint64(hdr)+offs[0])
	recs := mem.findAll(key[:], 8)
	if len(recs) != 1 {
		return tables{}, fmt.Errorf("%d records of the module point at Go's table of functions where there should be one", len(recs))
	}
	// moduledata: the header's address, then six slices (address, length, capacity):
	// funcnametab, cutab, filetab, pctab, pclntable, ftab.
	md := mem.read(recs[0], 8+6*24)
	slice := func(i int) (addr, n uint64) {
		return binary.LittleEndian.Uint64(md[8+24*i:]), binary.LittleEndian.Uint64(md[8+24*i+8:])
	}
	// The tables lie in the linker's order, each after the one before, all within the memory.
	var got [5]span
	names := [5]string{"funcnametab", "cutab", "filetab", "pctab", "pclntab"}
	from := uint64(hdr) + pcHeaderSize
	for i := range got {
		addr, n := slice(i)
		elem := uint64(1)
		if i == 1 {
			elem = 4 // cutab holds uint32s
		}
		if addr != uint64(hdr)+offs[i] {
			return tables{}, fmt.Errorf("the module's record and the header of Go's table of functions disagree on where %s is", names[i])
		}
		if addr < from || addr >= mem.end() || n > (mem.end()-addr)/elem {
			return tables{}, fmt.Errorf("%s (%d entries at %#x) does not lie after the table before it and within the memory", names[i], n, addr)
		}
		got[i] = span{uint32(addr), uint32(n * elem)}
		from = addr + n*elem
	}
	if addr, nftab := slice(5); addr != uint64(got[4].addr) || nftab != nfunc+1 || nftab > uint64(got[4].n)/8 {
		return tables{}, fmt.Errorf("the table of functions says %d functions and holds %d entries", nfunc, nftab)
	}
	return tables{nfunc: uint32(nfunc), cutab: got[1], filetab: got[2], pctab: got[3], pclntab: got[4]}, nil
}

// dropLines zeroes each function's file and line tables (and its compilation unit and first line,
// which only they use), then the bytes of pctab no remaining table reads, and the file tables.
func (t tables) dropLines(mem *memory) error {
	pctab := mem.read(t.pctab.addr, t.pctab.n)
	used := make([]bool, len(pctab))
	keep := func(off uint32, fn uint32) error {
		if off == 0 { // no table
			return nil
		}
		n, err := tableLen(pctab, off)
		if err != nil {
			return fmt.Errorf("function %d: %w", fn, err)
		}
		for i := off; i < off+n; i++ {
			used[i] = true
		}
		return nil
	}
	ftab := mem.read(t.pclntab.addr, 8*t.nfunc)
	for fn := range t.nfunc {
		off := binary.LittleEndian.Uint32(ftab[8*fn+4:])
		if uint64(off)+funcSize > uint64(t.pclntab.n) {
			return fmt.Errorf("function %d's entry lies outside the table of functions", fn)
		}
		at := t.pclntab.addr + off
		f := mem.read(at, funcSize)
		if binary.LittleEndian.Uint32(f) != binary.LittleEndian.Uint32(ftab[8*fn:]) {
			return fmt.Errorf("function %d's entry starts at another pc than the table of functions says: a layout DropLines does not know", fn)
		}
		npc := binary.LittleEndian.Uint32(f[funcNPCData:])
		if uint64(off)+funcSize+4*uint64(npc) > uint64(t.pclntab.n) {
			return fmt.Errorf("function %d's entry runs past the table of functions", fn)
		}
		if err := keep(binary.LittleEndian.Uint32(f[funcPCSP:]), fn); err != nil {
			return err
		}
		pcdata := mem.read(at+funcSize, 4*npc)
		for i := range npc {
			if err := keep(binary.LittleEndian.Uint32(pcdata[4*i:]), fn); err != nil {
				return err
			}
		}
		mem.zero(at+funcPCFile, 8)   // pcfile, pcln
		mem.zero(at+funcCUOffset, 8) // cuOffset, startLine
	}
	for i := 0; i < len(used); {
		j := i
		for j < len(used) && !used[j] {
			j++
		}
		mem.zero(t.pctab.addr+uint32(i), uint32(j-i))
		for j < len(used) && used[j] {
			j++
		}
		i = j
	}
	mem.zero(t.cutab.addr, t.cutab.n)
	mem.zero(t.filetab.addr, t.filetab.n)
	return nil
}

// tableLen is the length of the pc-value table at off in pctab: pairs of a value's change (a
// zigzag varint) and a pc's (a varint), ended by a zero change after the first pair, as the
// runtime's step reads them.
func tableLen(pctab []byte, off uint32) (uint32, error) {
	if off >= uint32(len(pctab)) {
		return 0, fmt.Errorf("a table at %d lies outside pctab (%d bytes)", off, len(pctab))
	}
	p := pctab[off:]
	for first := true; ; first = false {
		if len(p) == 0 {
			return 0, fmt.Errorf("the table at %d runs past the end of pctab", off)
		}
		if p[0] == 0 && !first {
			return uint32(len(pctab)-len(p)) + 1 - off, nil
		}
		for range 2 {
			_, n := binary.Uvarint(p)
			if n <= 0 {
				return 0, fmt.Errorf("the table at %d runs past the end of pctab", off)
			}
			p = p[n:]
		}
	}
}
