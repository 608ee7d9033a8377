package engine

// The packed logs (eventlog.go, actionlog.go) keep their records and numbers in the helpers here.

// chunkList is a list of records kept in chunks of a fixed size: it never copies what it holds
// to grow, however long the race. Its owner counts the records.
type chunkList[T any] struct{ chunks [][]T }

func (l *chunkList[T]) add(v T, size int) {
	if n := len(l.chunks); n == 0 || len(l.chunks[n-1]) == size {
		l.chunks = append(l.chunks, make([]T, 0, size))
	}
	last := &l.chunks[len(l.chunks)-1]
	*last = append(*last, v)
}

func (l *chunkList[T]) at(i, size int) *T { return &l.chunks[i/size][i%size] }

// reserve returns s with room for n more elements, at least doubling its capacity (and starting
// from least) so that a long race copies an arena only a few times.
func reserve[T any](s []T, n, least int) []T {
	if len(s)+n <= cap(s) {
		return s
	}
	grown := make([]T, len(s), max(2*cap(s), len(s)+n, least))
	copy(grown, s)
	return grown
}

// appendInt32s appends vs to an arena of int32.
func appendInt32s(arena []int32, vs []int) []int32 {
	arena = reserve(arena, len(vs), 256)
	for _, v := range vs {
		arena = append(arena, int32(v))
	}
	return arena
}

// ints copies packed values out as ints.
func ints(vs []int32) []int {
	out := make([]int, len(vs))
	for i, v := range vs {
		out[i] = int(v)
	}
	return out
}
