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

// Visible is the part of a game's event log numbered since or later as one seat may see it: see
// returns each event as that seat sees it, a copy that shares nothing with the log.
func Visible[E any](events []E, since int, see func(E) E) []E {
	tail := Since(events, since)
	if tail == nil {
		return nil
	}
	out := make([]E, 0, len(tail))
	for _, e := range tail {
		out = append(out, see(e))
	}
	return out
}

// Copy is a copy of *p, nil for nil: what an event hands out shares no pointer with the log.
func Copy[T any](p *T) *T {
	if p == nil {
		return nil
	}
	c := *p
	return &c
}
