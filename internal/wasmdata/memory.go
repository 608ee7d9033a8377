package wasmdata

import (
	"bytes"
	"sort"
)

// memory is a module's initial memory as its data segments hold it, in the order of their
// addresses; the bytes between segments are zeros.
type memory struct {
	segs []segment
}

// findAll returns the addresses, multiples of align, where pattern lies. The linker starts a new
// segment only after a run of eight zero bytes or more, so a pattern with no such run has its
// part between its first and last byte that is not zero within one segment.
func (m *memory) findAll(pattern []byte, align uint32) []uint32 {
	core := bytes.TrimRight(pattern, "\x00")
	lead := len(core) - len(bytes.TrimLeft(core, "\x00"))
	core = core[lead:]
	var at []uint32
	for _, s := range m.segs {
		for i := 0; len(core) > 0; {
			j := bytes.Index(s.data[i:], core)
			if j < 0 {
				break
			}
			a := int64(s.addr) + int64(i+j) - int64(lead)
			if a >= 0 && a%int64(align) == 0 && bytes.Equal(m.read(uint32(a), uint32(len(pattern))), pattern) {
				at = append(at, uint32(a))
			}
			i += j + 1
		}
	}
	return at
}

// end is the address after the last segment's last byte.
func (m *memory) end() uint64 {
	if len(m.segs) == 0 {
		return 0
	}
	return end(m.segs[len(m.segs)-1])
}

// read returns a copy of the n bytes at addr.
func (m *memory) read(addr, n uint32) []byte {
	b := make([]byte, n)
	m.each(addr, n, func(seg []byte, at uint32) { copy(b[at-addr:], seg) })
	return b
}

// write writes b at addr, in the segments that hold it, and reports whether every byte that is
// not zero had one: the bytes between segments stay zeros.
func (m *memory) write(addr uint32, b []byte) bool {
	m.each(addr, uint32(len(b)), func(seg []byte, at uint32) { copy(seg, b[at-addr:]) })
	return bytes.Equal(m.read(addr, uint32(len(b))), b)
}

// zero writes zeros over the n bytes at addr, in the segments that hold them.
func (m *memory) zero(addr, n uint32) {
	m.each(addr, n, func(seg []byte, _ uint32) { clear(seg) })
}

// each calls f with each segment's part of the n bytes at addr and the address it starts at.
func (m *memory) each(addr, n uint32, f func(seg []byte, at uint32)) {
	lo, hi := uint64(addr), uint64(addr)+uint64(n)
	i := sort.Search(len(m.segs), func(i int) bool { return end(m.segs[i]) > lo })
	for ; i < len(m.segs) && uint64(m.segs[i].addr) < hi; i++ {
		s := m.segs[i]
		from, to := max(lo, uint64(s.addr)), min(hi, end(s))
		f(s.data[from-uint64(s.addr):to-uint64(s.addr)], uint32(from))
	}
}
