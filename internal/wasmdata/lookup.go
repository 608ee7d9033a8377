package wasmdata

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// findfunc, the runtime's search for the function a pc lies in, starts from a table of buckets:
// one for every 4096 pcs, each the index of the first function in it (a uint32) and sixteen
// bytes, one for every 256 pcs, to add to it. From there it steps forward through the table of
// functions until the next function starts after the pc. So a bucket may start the search at any
// function before the right one: it only takes more steps.
const (
	bucketPCs    = 4096
	subbucketPCs = 256
	subbuckets   = bucketPCs / subbucketPCs
	bucketSize   = 4 + subbuckets

	// lookupStride is what coarsenLookup rounds each bucket's first function down to a multiple
	// of: at most three more steps for a search.
	lookupStride = 4
)

// lookupSize is the size of the table of buckets for pcs spanning span, as the linker writes it:
// a word for each bucket and a byte for each part of one, the last bucket's cut short.
func lookupSize(span uint64) uint64 {
	return 4*((span+bucketPCs-1)/bucketPCs) + (span+subbucketPCs-1)/subbucketPCs
}

// coarsenLookup rounds every bucket's first function down to a multiple of lookupStride, and its
// parts to none, so that the search starts there for every pc in it. On js/wasm a pc is a
// function's number times 65536 plus a block's, so each function fills sixteen buckets of its own
// and the table is the functions' numbers, each written sixteen times: rounded, a run of 64
// equal buckets compresses to a few bytes, a function's to less than one.
func (t tables) coarsenLookup(mem *memory) error {
	b := mem.read(t.lookup.addr, t.lookup.n)
	for at := 0; at < len(b); at += bucketSize {
		first := binary.LittleEndian.Uint32(b[at:])
		if first >= t.nfunc {
			return fmt.Errorf("findfunc's bucket %d starts at function %d of %d", at/bucketSize, first, t.nfunc)
		}
		binary.LittleEndian.PutUint32(b[at:], first-first%lookupStride)
		clear(b[at+4 : min(at+bucketSize, len(b))])
	}
	if !mem.write(t.lookup.addr, b) {
		return errors.New("findfunc's buckets lie partly outside the module's data segments: Merge it first")
	}
	return nil
}
