package wasmdata

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// Go's runtime tables for js/wasm (runtime/symtab.go and runtime/runtime2.go): the header that
// starts the pc-line table (magic, two pad bytes, the smallest instruction, the pointer size),
// and the offsets of an entry's fields (_func).
var pcHeaderStart = []byte{0xf1, 0xff, 0xff, 0xff, 0, 0, 1, 8}

const (
	pcHeaderSize = 8 + 8*8 // the start, then nfunc, nfiles, an unused word and five offsets

	funcName      = 4
	funcPCSP      = 16
	funcPCFile    = 20
	funcPCLine    = 24
	funcNPCData   = 28
	funcCUOffset  = 32
	funcStartLine = 36
	funcID        = 40
	funcNFuncData = 43
	funcSize      = 44 // the fixed part; npcdata offsets into pctab follow it, then nfuncdata into gofunc

	// The words of the runtime's record of the module (moduledata) Trim reads, after the header's
	// address and the six slices: where findfunc's buckets are, the lowest and highest pc, where
	// the functions' data starts and where the pc-line table ends.
	mdLookup   = 19
	mdMinPC    = 20
	mdMaxPC    = 21
	mdGofunc   = 40
	mdEpclntab = 41
	mdWords    = 42
)

// span is a table in memory: its address and length in bytes.
type span struct{ addr, n uint32 }

// tables are the parts of the pc-line table Trim reads or rewrites.
type tables struct {
	nfunc                                 uint32
	names, cutab, filetab, pctab, pclntab span
	// funcData is where the functions' data lies (stack maps, inlining trees, argument layouts):
	// from the module's gofunc to the end of the pc-line table.
	funcData span
	// lookup is findfunc's table of buckets, for the pcs from minPC to maxPC.
	lookup       span
	minPC, maxPC uint64
}

// findTables finds the pc-line table's header and the runtime's module record (moduledata) that
// points at it, and checks that the two agree.
func findTables(mem *memory) (tables, error) {
	hdrs := mem.findAll(pcHeaderStart, 8)
	switch len(hdrs) {
	case 0:
		return tables{}, errors.New("no table of Go functions found: not a Go program built for js/wasm by a toolchain Trim knows (Go 1.20 or later)")
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
	// funcnametab, cutab, filetab, pctab, pclntable, ftab; then the words md* name.
	md := mem.read(recs[0], 8*mdWords)
	mdWord := func(i int) uint64 { return binary.LittleEndian.Uint64(md[8*i:]) }
	slice := func(i int) (addr, n uint64) { return mdWord(1 + 3*i), mdWord(2 + 3*i) }
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
	t := tables{nfunc: uint32(nfunc), names: got[0], cutab: got[1], filetab: got[2], pctab: got[3], pclntab: got[4]}
	// The functions' data and findfunc's buckets follow the table of functions, before the end
	// of the pc-line table.
	gofunc, epclntab := mdWord(mdGofunc), mdWord(mdEpclntab)
	if gofunc < from || epclntab < gofunc || epclntab > mem.end() {
		return tables{}, fmt.Errorf("the functions' data (%#x to %#x) does not lie after the table of functions and within the memory", gofunc, epclntab)
	}
	t.funcData = span{uint32(gofunc), uint32(epclntab - gofunc)}
	t.minPC, t.maxPC = mdWord(mdMinPC), mdWord(mdMaxPC)
	lookup := mdWord(mdLookup)
	if t.maxPC < t.minPC || t.maxPC-t.minPC > 1<<40 {
		return tables{}, fmt.Errorf("the module's pcs run from %#x to %#x", t.minPC, t.maxPC)
	}
	n := lookupSize(t.maxPC - t.minPC)
	if lookup < gofunc || n > epclntab-lookup {
		return tables{}, fmt.Errorf("findfunc's buckets (%d bytes at %#x) do not lie within the functions' data", n, lookup)
	}
	t.lookup = span{uint32(lookup), uint32(n)}
	return t, nil
}

// tableLen is the length of the pc-value table at off in pctab: pairs of a value's change (a
// zigzag varint) and a pc's (a varint), ended by a zero change after the first pair, as the
// runtime's step reads them.
func tableLen(pctab []byte, off uint32) (uint32, error) {
	n, _, err := readTable(pctab, off)
	return n, err
}

// tableMax is the largest value the pc-value table at off in pctab takes (-1 where it starts).
func tableMax(pctab []byte, off uint32) (int64, error) {
	_, m, err := readTable(pctab, off)
	return m, err
}

func readTable(pctab []byte, off uint32) (n uint32, most int64, err error) {
	if off >= uint32(len(pctab)) {
		return 0, 0, fmt.Errorf("a table at %d lies outside pctab (%d bytes)", off, len(pctab))
	}
	p := pctab[off:]
	val, most := int64(-1), int64(-1)
	for first := true; ; first = false {
		if len(p) == 0 {
			return 0, 0, fmt.Errorf("the table at %d runs past the end of pctab", off)
		}
		if p[0] == 0 && !first {
			return uint32(len(pctab)-len(p)) + 1 - off, most, nil
		}
		uv, k := binary.Uvarint(p)
		if k <= 0 {
			return 0, 0, fmt.Errorf("the table at %d runs past the end of pctab", off)
		}
		p = p[k:]
		val += int64(-(uv & 1) ^ (uv >> 1)) // zigzag
		most = max(most, val)
		if _, k = binary.Uvarint(p); k <= 0 {
			return 0, 0, fmt.Errorf("the table at %d runs past the end of pctab", off)
		}
		p = p[k:]
	}
}
