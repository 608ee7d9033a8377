package shell

import "slices"

// WorkedExamples is a game's How to play examples as its sections name them: examples(ids...)
// plays, when the page renders, the examples of all whose ID is one of ids, in all's order.
// about says what an example is (its ID, title, position and point) and play plays it with the
// game's engine: the game log of what followed, or why it could not be played.
func WorkedExamples[E, G any](all []E, about func(E) RulesExample, play func(E) ([]string, G, error)) func(ids ...string) func() []RulesExample {
	return func(ids ...string) func() []RulesExample {
		return func() []RulesExample {
			var out []RulesExample
			for _, e := range all {
				if r := about(e); slices.Contains(ids, r.ID) {
					r.Lines, _, r.Err = play(e)
					out = append(out, r)
				}
			}
			return out
		}
	}
}
