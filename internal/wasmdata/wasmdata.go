// Package wasmdata rewrites the data section of a Go program built for the browser so that it
// compresses better. Shrink does both of its rewrites, as the browser build does, Merge first:
//
//   - Merge keeps what the module puts in memory. Go's linker writes a module's initial memory as
//     many small data segments: it starts a new one after every run of eight zero bytes or
//     more, up to 100,000 of them. Each segment carries its own header (its kind, its address as
//     an instruction, its length), which brotli cannot predict: in a game's wasm they are about
//     6 % of the compressed download. Merge joins the segments back into a few, writing the short
//     runs of zeros between them out as bytes, which compress to almost nothing.
//   - Trim writes zeros over what in the runtime's table of functions only a traceback, a
//     profiler or a debugger reads: source files and lines, inlined calls, argument layouts,
//     unsafe points and the names nothing else names; and it coarsens findfunc's buckets: about
//     11 % more (trim.go).
package wasmdata

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
)

// MaxGap is the longest run of zero bytes Merge writes out to join two segments: a page of
// memory. Segments further apart stay apart, so a module never grows by more than that a segment.
const MaxGap = 64 << 10

// The ids of the sections Merge rewrites.
const (
	sectionData      = 11
	sectionDataCount = 12
)

// header starts every module of the binary format's version 1.
var header = []byte{0, 'a', 's', 'm', 1, 0, 0, 0}

// section is one section of a module, its body as it is in the module.
type section struct {
	id   byte
	body []byte
}

// segment is an active data segment of memory 0: bytes the module writes at an address when it
// is instantiated.
type segment struct {
	addr uint32
	data []byte
}

// Shrink is what the browser build does to each wasm it links: Merge, then Trim.
func Shrink(module []byte) ([]byte, error) {
	b, err := Merge(module, MaxGap)
	if err != nil {
		return nil, err
	}
	return Trim(b)
}

// Merge returns module with its data segments joined wherever at most maxGap zero bytes lie
// between two. The other sections are kept byte for byte (a data count section says the new
// count). A module whose data section Merge does not understand (a passive segment, another
// memory, an address that is not a constant, two segments over the same bytes) is an error.
// module itself is never changed.
func Merge(module []byte, maxGap int) ([]byte, error) {
	sections, err := readSections(module)
	if err != nil {
		return nil, err
	}
	count := -1
	for i, s := range sections {
		if s.id != sectionData {
			continue
		}
		segs, err := readSegments(s.body)
		if err != nil {
			return nil, fmt.Errorf("the data section: %w", err)
		}
		segs = join(segs, maxGap)
		count = len(segs)
		sections[i].body = writeSegments(segs)
	}
	out := append([]byte(nil), header...)
	for _, s := range sections {
		if s.id == sectionDataCount && count >= 0 {
			s.body = binary.AppendUvarint(nil, uint64(count))
		}
		out = append(out, s.id)
		out = binary.AppendUvarint(out, uint64(len(s.body)))
		out = append(out, s.body...)
	}
	return out, nil
}

// readSections splits a module into its sections.
func readSections(module []byte) ([]section, error) {
	if !bytes.HasPrefix(module, header) {
		return nil, errors.New("not a WebAssembly module of version 1")
	}
	var sections []section
	r := reader{b: module[len(header):]}
	for len(r.b) > 0 {
		at := len(module) - len(r.b)
		id := r.byte()
		body := r.bytes(r.uvarint())
		if r.err != nil {
			return nil, fmt.Errorf("section %d at byte %d: %w", id, at, r.err)
		}
		sections = append(sections, section{id, body})
	}
	return sections, nil
}

// readSegments reads a data section's segments, in the order of their addresses.
func readSegments(b []byte) ([]segment, error) {
	r := reader{b: b}
	count := r.uvarint()
	if r.err != nil || count > uint64(len(b)) {
		return nil, errors.New("its count of segments cannot be read")
	}
	segs := make([]segment, 0, count)
	for i := range count {
		if kind := r.uvarint(); kind != 0 {
			return nil, fmt.Errorf("segment %d is of kind %d (passive, or of another memory), which Merge does not rewrite", i, kind)
		}
		if op := r.byte(); op != opI32Const {
			return nil, fmt.Errorf("segment %d: its address is not a constant (instruction %#02x)", i, op)
		}
		addr := uint32(r.sleb())
		if op := r.byte(); op != opEnd {
			return nil, fmt.Errorf("segment %d: its address is more than one instruction", i)
		}
		data := r.bytes(r.uvarint())
		if r.err != nil {
			return nil, fmt.Errorf("segment %d: %w", i, r.err)
		}
		if uint64(addr)+uint64(len(data)) > 1<<32 {
			return nil, fmt.Errorf("segment %d runs past the end of a 32-bit memory", i)
		}
		segs = append(segs, segment{addr, data})
	}
	if len(r.b) > 0 {
		return nil, fmt.Errorf("%d bytes follow the last segment", len(r.b))
	}
	// Later segments overwrite earlier ones; sorted, overlapping segments would do it the other
	// way round, so they are refused (Go's linker writes none).
	slices.SortStableFunc(segs, func(a, b segment) int { return cmp.Compare(a.addr, b.addr) })
	for i := 1; i < len(segs); i++ {
		if end(segs[i-1]) > uint64(segs[i].addr) {
			return nil, fmt.Errorf("two segments write the byte at %#x", segs[i].addr)
		}
	}
	return segs, nil
}

// end is the address after a segment's last byte.
func end(s segment) uint64 { return uint64(s.addr) + uint64(len(s.data)) }

// join joins each segment to the one before when at most maxGap bytes lie between them.
func join(segs []segment, maxGap int) []segment {
	var out []segment
	for _, s := range segs {
		if n := len(out); n > 0 {
			if gap := uint64(s.addr) - end(out[n-1]); gap <= uint64(maxGap) {
				out[n-1].data = append(append(out[n-1].data, make([]byte, gap)...), s.data...)
				continue
			}
		}
		out = append(out, segment{s.addr, append([]byte(nil), s.data...)})
	}
	return out
}

// The two instructions of a segment's address: i32.const n, end.
const (
	opI32Const = 0x41
	opEnd      = 0x0b
)

// writeSegments encodes segments as a data section's body.
func writeSegments(segs []segment) []byte {
	b := binary.AppendUvarint(nil, uint64(len(segs)))
	for _, s := range segs {
		b = append(b, 0, opI32Const)
		b = appendSLEB(b, int64(int32(s.addr))) // i32.const reads its operand as signed
		b = append(b, opEnd)
		b = binary.AppendUvarint(b, uint64(len(s.data)))
		b = append(b, s.data...)
	}
	return b
}
