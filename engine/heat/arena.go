package heat

// The packed logs (eventlog.go, actionlog.go) keep their records in the helpers here.

// chunkList is a list of records kept in chunks of a fixed size: it never copies what it holds
// to grow, however long the race. Callers pass the chunk size, a constant, to every method: they
// are inlined, so finding a record takes a shift and a mask.
type chunkList[T any] struct {
	chunks [][]T // each as long as the chunk size; the last one filled up to n
	n      int   // the number of records
}

// push adds a zero record and returns it, for the caller to fill in place.
func (l *chunkList[T]) push(size int) *T {
	i := int(uint(l.n) % uint(size)) // unsigned: a mask for the power-of-two sizes callers use
	if i == 0 {
		l.chunks = append(l.chunks, make([]T, size))
	}
	l.n++
	return &l.chunks[len(l.chunks)-1][i]
}

// at returns record i.
func (l *chunkList[T]) at(i, size int) *T {
	return &l.chunks[uint(i)/uint(size)][uint(i)%uint(size)]
}
