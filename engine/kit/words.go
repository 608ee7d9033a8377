package kit

import "fmt"

// Quantity writes a number of things with the noun in the right number: "1 space", "3 spaces".
func Quantity(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// Ordinal writes n as a rank: 1st, 2nd, 3rd, 4th, 11th, 21st…
func Ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprintf("%d%s", n, suffix)
}

// Since is the part of a game's event log numbered since or later (a negative since is 0), nil
// when there is none; the caller copies what it hands out.
func Since[E any](events []E, since int) []E {
	since = max(since, 0)
	if since >= len(events) {
		return nil
	}
	return events[since:]
}
