package shell

import "slices"

// WorkedExamples is a game's How to play examples as its sections name them: examples(ids...)
// plays, when the page renders, the examples of all whose id is one of ids, in all's order.
// play plays one with the game's engine and says what it showed (or why it could not be played).
func WorkedExamples[E any](all []E, id func(E) string, play func(E) RulesExample) func(ids ...string) func() []RulesExample {
	return func(ids ...string) func() []RulesExample {
		return func() []RulesExample {
			var out []RulesExample
			for _, e := range all {
				if slices.Contains(ids, id(e)) {
					out = append(out, play(e))
				}
			}
			return out
		}
	}
}
