package heat

// The packed logs (eventlog.go, actionlog.go) keep their records in the helpers here.

// chunkList is a list of records kept in chunks of a fixed size: it never copies what it holds
// to grow, however long the race, but for its first chunk, which starts small and then moves once
// to the chunk size (a race that is forked at once, or replayed only a little way, never needs a
// whole chunk). Callers pass the chunk size, a constant, to every method: they are inlined, so
// finding a record takes a shift and a mask.
type chunkList[T any] struct {
	chunks [][]T // each as long as the records it holds: the chunk size but for the last one
	n      int   // the number of records
}

// firstChunk is the room the first chunk of a list starts with.
const firstChunk = 32

// push adds a zero record and returns it, for the caller to fill in place before the next push.
func (l *chunkList[T]) push(size int) *T {
	i := int(uint(l.n) % uint(size)) // unsigned: a mask for the power-of-two sizes callers use
	if i == 0 {
		room := size
		if l.n == 0 {
			room = min(firstChunk, size)
		}
		l.chunks = append(l.chunks, make([]T, 0, room))
	}
	l.n++
	last := &l.chunks[len(l.chunks)-1]
	if len(*last) == cap(*last) { // the first chunk, full at its first room: to the chunk size
		grown := make([]T, len(*last), size)
		copy(grown, *last)
		*last = grown
	}
	var zero T
	*last = append(*last, zero)
	return &(*last)[i]
}

// at returns record i.
func (l *chunkList[T]) at(i, size int) *T {
	return &l.chunks[uint(i)/uint(size)][uint(i)%uint(size)]
}
