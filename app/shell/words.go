package shell

import "strconv"

// Count says n things: "1 lap", "2 laps", or with an irregular plural, "2 dice".
func Count(n int, one string, many ...string) string {
	return strconv.Itoa(n) + " " + Plural(n, one, many...)
}

// Plural is the word for n things: one for 1, else many's first (one+"s" without it).
func Plural(n int, one string, many ...string) string {
	switch {
	case n == 1:
		return one
	case len(many) > 0:
		return many[0]
	}
	return one + "s"
}
