package wasmdata

import (
	"bytes"
	"encoding/binary"
	"fmt"
)

// Trim returns module, a Go program built for js/wasm, with the parts of the runtime's table of
// functions that only a traceback, a profiler or a debugger reads written over with zeros:
//
//   - the tables that map the code back to source files and lines: a traceback gives "?:0" for
//     a function's place, and runtime.Caller returns "?" and 0;
//   - which calls the compiler inlined where, except in wrappers: a traceback names only the
//     functions that have a frame of their own. recover reads a wrapper's inlined calls to count
//     the frames between it and the panic, so wrappers keep theirs;
//   - where each function's arguments are: a traceback prints none;
//   - the unsafe points, which only asynchronous preemption reads, and js/wasm has none;
//   - the names of functions that nothing left names.
//
// It also coarsens the buckets findfunc starts its search from (lookup.go). What the running
// program reads is kept byte for byte: frame sizes, pointer maps, stack objects, open-coded
// defers, the names of the functions, and every other section. Zeros compress to almost nothing,
// so in a game's wasm this is about 11 % less to download; the module keeps its size.
//
// Trim finds the tables through the header Go's linker writes before them and the runtime's
// record of the module that points at it; a module where either is missing, not single, or
// inconsistent, or whose tables do not read as Go 1.26's, is an error, and module itself is never
// changed.
func Trim(module []byte) ([]byte, error) {
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
		// The segments' bytes are out's own: writing them rewrites out in place.
		if mem.segs, err = readSegments(s.body); err != nil {
			return nil, fmt.Errorf("the data section: %w", err)
		}
	}
	tab, err := findTables(&mem)
	if err != nil {
		return nil, err
	}
	tr := newTrim(&mem, tab)
	for fn := range tab.nfunc {
		if err := tr.function(fn); err != nil {
			return nil, err
		}
	}
	tr.clear()
	if err := tab.coarsenLookup(&mem); err != nil {
		return nil, err
	}
	return out, nil
}

// The kinds of pc-value tables and of data a function's entry lists (internal/abi), and what Trim
// needs to know of their layout (runtime/symtab.go, symtabinl.go, stack.go, traceback.go).
const (
	pcdataUnsafePoint  = 0
	pcdataInlTreeIndex = 2
	pcdataArgLiveIndex = 3

	funcdataArgsPointerMaps    = 0
	funcdataLocalsPointerMaps  = 1
	funcdataStackObjects       = 2
	funcdataInlTree            = 3
	funcdataOpenCodedDeferInfo = 4
	funcdataArgInfo            = 5
	funcdataArgLiveInfo        = 6
	funcdataWrapInfo           = 7

	funcIDWrapper = 23         // FuncIDWrapper: a method wrapper, a defer's closure, hash and eq
	noFuncData    = ^uint32(0) // a kind of data the function has none of

	inlinedCallSize   = 16 // funcID, three pad bytes, nameOff, parentPc, startLine
	inlinedCallName   = 4
	stackObjectSize   = 16 // off, size, ptrBytes, gcdataoff
	traceArgsMaxLen   = (5*3+2)*10 + 1
	traceArgsEndSeq   = 0xff
	traceArgsSpecial  = 0xfb // this and above, up to the end, is one byte; below, an offset and a size
	maxDeferInfoBytes = 2 * binary.MaxVarintLen64
)

// trim is one pass over the table of functions: what it has dropped, and which bytes of pctab, of
// the functions' data and of the names what it keeps still reads.
type trim struct {
	mem                       *memory
	t                         tables
	ftab, pctab, names        []byte
	pcKept, dataKept, namesIn []bool
	dropped                   []span // function data no entry lists any more, from funcData.addr
}

func newTrim(mem *memory, t tables) *trim {
	return &trim{
		mem: mem, t: t,
		ftab:     mem.read(t.pclntab.addr, 8*t.nfunc),
		pctab:    mem.read(t.pctab.addr, t.pctab.n),
		names:    mem.read(t.names.addr, t.names.n),
		pcKept:   make([]bool, t.pctab.n),
		dataKept: make([]bool, t.funcData.n),
		namesIn:  make([]bool, t.names.n),
	}
}

// function trims function fn's entry: its file and line tables, its unsafe points, its argument
// layout, its inlined calls unless it is a wrapper.
func (tr *trim) function(fn uint32) error {
	le := binary.LittleEndian
	off := le.Uint32(tr.ftab[8*fn+4:])
	if uint64(off)+funcSize > uint64(tr.t.pclntab.n) {
		return fmt.Errorf("function %d's entry lies outside the table of functions", fn)
	}
	at := tr.t.pclntab.addr + off
	f := tr.mem.read(at, funcSize)
	if le.Uint32(f) != le.Uint32(tr.ftab[8*fn:]) {
		return fmt.Errorf("function %d's entry starts at another pc than the table of functions says: a layout Trim does not know", fn)
	}
	npc, nfd := le.Uint32(f[funcNPCData:]), uint32(f[funcNFuncData])
	if uint64(off)+funcSize+4*uint64(npc)+4*uint64(nfd) > uint64(tr.t.pclntab.n) {
		return fmt.Errorf("function %d's entry runs past the table of functions", fn)
	}
	wrapper := f[funcID] == funcIDWrapper
	if err := tr.keepName(le.Uint32(f[funcName:])); err != nil {
		return fmt.Errorf("function %d: %w", fn, err)
	}
	if err := tr.keepTable(le.Uint32(f[funcPCSP:])); err != nil {
		return fmt.Errorf("function %d: %w", fn, err)
	}
	pcdata := tr.mem.read(at+funcSize, 4*npc)
	var inlined uint32 // the table of which inlined call each pc is in
	for i := range npc {
		o := le.Uint32(pcdata[4*i:])
		if i == pcdataInlTreeIndex {
			inlined = o
		}
		if i == pcdataUnsafePoint || i == pcdataArgLiveIndex || (i == pcdataInlTreeIndex && !wrapper) {
			le.PutUint32(pcdata[4*i:], 0)
			continue
		}
		if err := tr.keepTable(o); err != nil {
			return fmt.Errorf("function %d: %w", fn, err)
		}
	}
	funcdata := tr.mem.read(at+funcSize+4*npc, 4*nfd)
	for kind := range nfd {
		o := le.Uint32(funcdata[4*kind:])
		if o == noFuncData {
			continue
		}
		n, keep, err := tr.dataLen(kind, o, inlined, wrapper)
		if err != nil {
			return fmt.Errorf("function %d: %w", fn, err)
		}
		if keep {
			for i := range n {
				tr.dataKept[o+i] = true
			}
			continue
		}
		tr.dropped = append(tr.dropped, span{o, n})
		le.PutUint32(funcdata[4*kind:], noFuncData)
	}
	if !tr.mem.write(at+funcSize, append(pcdata, funcdata...)) {
		return fmt.Errorf("function %d's entry lies partly outside the module's data segments: Merge it first", fn)
	}
	tr.mem.zero(at+funcPCFile, 8)   // pcfile, pcln
	tr.mem.zero(at+funcCUOffset, 8) // cuOffset, startLine
	return nil
}

// dataLen says how many bytes of a function's data of a kind at o the runtime reads, and whether
// Trim keeps it.
func (tr *trim) dataLen(kind, o, inlined uint32, wrapper bool) (n uint32, keep bool, err error) {
	if o >= tr.t.funcData.n {
		return 0, false, fmt.Errorf("its data of kind %d lies outside the functions' data", kind)
	}
	room := uint64(tr.t.funcData.n - o)
	head := tr.mem.read(tr.t.funcData.addr+o, uint32(min(room, 2*traceArgsMaxLen)))
	var size uint64
	switch kind {
	case funcdataArgsPointerMaps, funcdataLocalsPointerMaps:
		if len(head) < 8 {
			size, keep = 8, true // its header alone runs past
			break
		}
		maps, bits := int32(binary.LittleEndian.Uint32(head)), int32(binary.LittleEndian.Uint32(head[4:]))
		if maps < 0 || bits < 0 {
			return 0, false, fmt.Errorf("its pointer maps say %d maps of %d bits", maps, bits)
		}
		size = 8 + uint64(maps)*uint64((bits+7)/8)
		keep = true
	case funcdataStackObjects:
		if len(head) < 8 {
			size, keep = 8, true // its count alone runs past
			break
		}
		size = 8 + stackObjectSize*min(binary.LittleEndian.Uint64(head), room)
		keep = true
	case funcdataInlTree:
		calls := int64(0)
		if inlined != 0 {
			m, err := tableMax(tr.pctab, inlined)
			if err != nil {
				return 0, false, err
			}
			calls = min(m, int64(room)) + 1
		}
		size = inlinedCallSize * uint64(calls)
		keep = wrapper
		if keep && size <= room {
			tree := tr.mem.read(tr.t.funcData.addr+o, uint32(size))
			for c := range uint64(calls) {
				if err := tr.keepName(binary.LittleEndian.Uint32(tree[c*inlinedCallSize+inlinedCallName:])); err != nil {
					return 0, false, fmt.Errorf("inlined call %d: %w", c, err)
				}
			}
		}
	case funcdataOpenCodedDeferInfo:
		p := head[:min(len(head), maxDeferInfoBytes)]
		for range 2 {
			_, k := binary.Uvarint(p)
			if k <= 0 {
				return 0, false, fmt.Errorf("its open-coded defers run past the functions' data")
			}
			p = p[k:]
			size += uint64(k)
		}
		keep = true
	case funcdataArgInfo:
		size = room + 1
		for i := 0; i < min(len(head), traceArgsMaxLen); i++ {
			if head[i] == traceArgsEndSeq {
				size = uint64(i) + 1
				break
			}
			if head[i] < traceArgsSpecial {
				i++ // an offset, then a size
			}
		}
		if size > traceArgsMaxLen {
			return 0, false, fmt.Errorf("its arguments' layout has no end within %d bytes", traceArgsMaxLen)
		}
	case funcdataArgLiveInfo:
		// Dropped with its table of pcs; how far it runs is known only with the arguments', so
		// its bytes stay.
	case funcdataWrapInfo:
		size, keep = 4, true
	default:
		return 0, false, fmt.Errorf("it has data of a kind (%d) Trim does not know", kind)
	}
	if size > room {
		return 0, false, fmt.Errorf("its data of kind %d (%d bytes at %d) runs past the functions' data", kind, size, o)
	}
	return uint32(size), keep, nil
}

// keepTable marks the bytes of the pc-value table at off in pctab as read.
func (tr *trim) keepTable(off uint32) error {
	if off == 0 { // no table
		return nil
	}
	n, err := tableLen(tr.pctab, off)
	if err != nil {
		return err
	}
	for i := off; i < off+n; i++ {
		tr.pcKept[i] = true
	}
	return nil
}

// keepName marks the name at off in funcnametab, up to its zero byte, as read.
func (tr *trim) keepName(off uint32) error {
	if off >= uint32(len(tr.names)) {
		return fmt.Errorf("its name lies outside funcnametab (at %d of %d bytes)", off, len(tr.names))
	}
	n := bytes.IndexByte(tr.names[off:], 0)
	if n < 0 {
		return fmt.Errorf("its name at %d runs past the end of funcnametab", off)
	}
	for i := off; i <= off+uint32(n); i++ {
		tr.namesIn[i] = true
	}
	return nil
}

// clear writes zeros over what no kept entry reads: the unread bytes of pctab, of the dropped
// function data and of the names, and the file tables.
func (tr *trim) clear() {
	clearUnread(tr.mem, tr.t.pctab.addr, tr.pcKept)
	for _, d := range tr.dropped {
		clearUnread(tr.mem, tr.t.funcData.addr+d.addr, tr.dataKept[d.addr:d.addr+d.n])
	}
	clearUnread(tr.mem, tr.t.names.addr, tr.namesIn)
	tr.mem.zero(tr.t.cutab.addr, tr.t.cutab.n)
	tr.mem.zero(tr.t.filetab.addr, tr.t.filetab.n)
}

// clearUnread zeroes each run of bytes from addr that kept says nothing reads.
func clearUnread(mem *memory, addr uint32, kept []bool) {
	for i := 0; i < len(kept); {
		j := i
		for j < len(kept) && !kept[j] {
			j++
		}
		mem.zero(addr+uint32(i), uint32(j-i))
		for j < len(kept) && kept[j] {
			j++
		}
		i = j
	}
}
