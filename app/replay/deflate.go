package replay

import (
	"encoding/binary"
	"hash/adler32"
)

// My games keeps each game as its link's fragment: the file in zlib. The page compresses it with
// the browser's own compressor (deflate_js.go), so that no game's download carries Go's, which
// is about 18 KB of brotli; where the browser has none, the file is kept in zlib's stored
// blocks, uncompressed, which every reader of a link still reads.

// storedZlib is b as a zlib stream of stored (uncompressed) blocks.
func storedZlib(b []byte) []byte {
	const maxBlock = 65535
	sum := adler32.Checksum(b)
	out := make([]byte, 0, len(b)+len(b)/maxBlock*5+11)
	out = append(out, 0x78, 0x01) // deflate, 32 KB window, no dictionary, fastest
	for {
		n := min(len(b), maxBlock)
		final := byte(0)
		if n == len(b) {
			final = 1
		}
		out = append(out, final)
		out = binary.LittleEndian.AppendUint16(out, uint16(n))
		out = binary.LittleEndian.AppendUint16(out, ^uint16(n))
		out = append(out, b[:n]...)
		b = b[n:]
		if final == 1 {
			break
		}
	}
	return binary.BigEndian.AppendUint32(out, sum)
}
