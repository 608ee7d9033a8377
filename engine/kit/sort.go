package kit

// SortSmall sorts the few elements a game sorts (seats, standings, a hand, the cards of a
// layout) in place, stably, by an insertion sort: slices.SortFunc does the same below 13
// elements, and each of its instantiations brings its whole pattern-defeating quicksort, about
// 16 KB of code, into the browser's download. Its time grows with the square of the length: keep
// it to slices of at most a few hundred elements.
func SortSmall[T any](s []T, cmp func(a, b T) int) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && cmp(s[j], s[j-1]) < 0; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
