package wasmdata

import (
	"bytes"
	"encoding/binary"
	"maps"
	"strings"
	"testing"
)

// seg is a segment as a test writes it: raw lets a case write what Merge must refuse.
type seg struct {
	kind uint64
	addr int64
	data string
	raw  []byte // the segment's whole encoding, when set
}

func dataSection(segs ...seg) []byte {
	b := binary.AppendUvarint(nil, uint64(len(segs)))
	for _, s := range segs {
		if s.raw != nil {
			b = append(b, s.raw...)
			continue
		}
		b = binary.AppendUvarint(b, s.kind)
		b = append(b, opI32Const)
		b = appendSLEB(b, s.addr)
		b = append(b, opEnd)
		b = binary.AppendUvarint(b, uint64(len(s.data)))
		b = append(b, s.data...)
	}
	return b
}

func module(sections ...section) []byte {
	b := append([]byte(nil), header...)
	for _, s := range sections {
		b = append(b, s.id)
		b = binary.AppendUvarint(b, uint64(len(s.body)))
		b = append(b, s.body...)
	}
	return b
}

// nonzero is what a module's data segments write into a zeroed memory, in their order: its
// bytes that are not zero, by address.
func nonzero(t *testing.T, m []byte) map[uint32]byte {
	t.Helper()
	sections, err := readSections(m)
	if err != nil {
		t.Fatal(err)
	}
	mem := map[uint32]byte{}
	for _, s := range sections {
		if s.id != sectionData {
			continue
		}
		r := reader{b: s.body}
		for range r.uvarint() {
			r.uvarint()
			r.byte()
			addr := uint32(r.sleb())
			r.byte()
			for i, c := range r.bytes(r.uvarint()) {
				if c != 0 {
					mem[addr+uint32(i)] = c
				} else {
					delete(mem, addr+uint32(i))
				}
			}
		}
		if r.err != nil {
			t.Fatal(r.err)
		}
	}
	return mem
}

func count(t *testing.T, m []byte, id byte) uint64 {
	t.Helper()
	sections, err := readSections(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sections {
		if s.id == id {
			n, _ := binary.Uvarint(s.body)
			return n
		}
	}
	return 0
}

func TestMerge(t *testing.T) {
	custom := section{0, append([]byte{4}, "name\x01\x02"...)}
	code := section{10, []byte{1, 2, 0, 0x0b}}
	tests := []struct {
		name     string
		segs     []seg
		maxGap   int
		dataCnt  bool
		segments uint64
	}{
		{"one segment stays", []seg{{addr: 16, data: "abc"}}, MaxGap, false, 1},
		{"neighbours join", []seg{{addr: 16, data: "abc"}, {addr: 19, data: "de"}}, MaxGap, false, 1},
		{"a short gap is written out", []seg{{addr: 16, data: "abc"}, {addr: 40, data: "de"}}, MaxGap, false, 1},
		{"a gap longer than maxGap stays", []seg{{addr: 16, data: "abc"}, {addr: 40, data: "de"}, {addr: 44, data: "f"}}, 8, false, 2},
		{"out of order, sorted", []seg{{addr: 400, data: "z"}, {addr: 16, data: "abc"}, {addr: 200, data: "q"}}, MaxGap, false, 1},
		{"an address past 2 GiB (negative as an i32)", []seg{{addr: -64, data: "hi"}, {addr: -32, data: "yo"}}, MaxGap, false, 1},
		{"the data count follows", []seg{{addr: 1, data: "a"}, {addr: 30, data: "b"}, {addr: 90, data: "c"}}, 40, true, 2},
		{"no segments", nil, MaxGap, true, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sections := []section{custom}
			if tt.dataCnt {
				sections = append(sections, section{sectionDataCount, binary.AppendUvarint(nil, uint64(len(tt.segs)))})
			}
			sections = append(sections, code, section{sectionData, dataSection(tt.segs...)}, custom)
			in := module(sections...)
			before := append([]byte(nil), in...)
			out, err := Merge(in, tt.maxGap)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(in, before) {
				t.Error("Merge changed its argument")
			}
			if got := count(t, out, sectionData); got != tt.segments {
				t.Errorf("%d segments, want %d", got, tt.segments)
			}
			if tt.dataCnt {
				if got := count(t, out, sectionDataCount); got != tt.segments {
					t.Errorf("the data count section says %d, want %d", got, tt.segments)
				}
			}
			if !maps.Equal(nonzero(t, out), nonzero(t, in)) {
				t.Errorf("the memory differs:\n got %v\nwant %v", nonzero(t, out), nonzero(t, in))
			}
			// Every other section is kept byte for byte, in its place.
			a, _ := readSections(in)
			b, _ := readSections(out)
			if len(a) != len(b) {
				t.Fatalf("%d sections, want %d", len(b), len(a))
			}
			for i := range a {
				if a[i].id != b[i].id || (a[i].id != sectionData && a[i].id != sectionDataCount && !bytes.Equal(a[i].body, b[i].body)) {
					t.Errorf("section %d (id %d) changed", i, a[i].id)
				}
			}
			again, err := Merge(out, tt.maxGap)
			if err != nil || !bytes.Equal(again, out) {
				t.Errorf("merging again changed the module (%v)", err)
			}
		})
	}
}

func TestMergeRefuses(t *testing.T) {
	data := func(segs ...seg) []byte { return module(section{sectionData, dataSection(segs...)}) }
	tests := []struct {
		name string
		in   []byte
		want string
	}{
		{"empty", nil, "not a WebAssembly module"},
		{"another format", []byte("\x7fELF\x02\x01\x01\x00"), "not a WebAssembly module"},
		{"version 2", []byte{0, 'a', 's', 'm', 2, 0, 0, 0}, "not a WebAssembly module"},
		{"a section longer than the module", append(module(), 11, 50, 1), "ends too soon"},
		{"a length that never ends", append(module(), 11, 0x80, 0x80), "ends too soon"},
		{"a passive segment", data(seg{kind: 1, data: "a"}), "kind 1"},
		{"another memory", data(seg{kind: 2, data: "a"}), "kind 2"},
		{"an address read from a global", data(seg{raw: []byte{0, 0x23, 0, opEnd, 1, 'a'}}), "not a constant"},
		{"an address of two instructions", data(seg{raw: []byte{0, opI32Const, 1, opI32Const}}), "more than one instruction"},
		{"a segment cut short", data(seg{raw: []byte{0, opI32Const, 1, opEnd, 9, 'a'}}), "ends too soon"},
		{"bytes after the segments", module(section{sectionData, append(dataSection(seg{addr: 1, data: "a"}), 7)}), "follow the last segment"},
		{"more segments than bytes", module(section{sectionData, []byte{0x7f}}), "count of segments"},
		{"overlapping segments", data(seg{addr: 10, data: "abcd"}, seg{addr: 12, data: "x"}), "two segments write"},
		{"past the end of memory", data(seg{addr: -2, data: "abcd"}), "past the end of a 32-bit memory"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := append([]byte(nil), tt.in...)
			out, err := Merge(tt.in, MaxGap)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Merge = %d bytes, %v; want an error saying %q", len(out), err, tt.want)
			}
			if out != nil {
				t.Error("a refused module returned bytes")
			}
			if !bytes.Equal(tt.in, before) {
				t.Error("Merge changed its argument")
			}
		})
	}
}

func TestSLEB(t *testing.T) {
	for _, v := range []int64{0, 1, -1, 63, 64, -64, -65, 1 << 20, -(1 << 31), 1<<31 - 1, 1 << 40, -(1 << 62)} {
		r := reader{b: appendSLEB(nil, v)}
		if got := r.sleb(); got != v || r.err != nil || len(r.b) != 0 {
			t.Errorf("%d read back as %d (%v)", v, got, r.err)
		}
	}
}
