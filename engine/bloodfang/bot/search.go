package bot

import (
	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/engine/rng"
)

// searcher is one decision's search: determinized minimax to a fixed depth, counting the
// positions it evaluates.
type searcher struct {
	me    int
	spent int                   // positions evaluated
	pos   [maxDepth]engine.Game // one reusable position a ply
	opts  [maxDepth][]engine.Action
}

const maxDepth = 3

// value is position p's worth to the searcher's seat, looking depth plies further: the best of
// its own moves, the worst of the opponent's.
func (s *searcher) value(p *engine.Game, depth int) (float64, error) {
	if depth == 0 || p.Over() {
		s.spent++
		return evaluate(p, s.me), nil
	}
	mover := p.Pending()[0]
	s.opts[depth] = p.Options(s.opts[depth][:0], mover)
	best := 0.0
	for j, o := range s.opts[depth] {
		next := &s.pos[depth]
		p.CloneInto(next)
		if err := next.Apply(mover, o); err != nil {
			return 0, err
		}
		val, err := s.value(next, depth-1)
		if err != nil {
			return 0, err
		}
		if j == 0 || (mover == s.me && val > best) || (mover != s.me && val < best) {
			best = val
		}
	}
	return best, nil
}

// sum adds to totals[i] the worth of playing moves[i] (for i in which) on each of guesses more
// guesses of the hidden cards, searched depth plies deep in all, until the budget of positions
// is spent (a guess, once started, is searched whole).
func (s *searcher) sum(v engine.View, r *rng.Source, moves []engine.Action, which []int, totals []float64, depth, guesses, budget int) error {
	var after engine.Game
	for k := 0; k < guesses && (k == 0 || s.spent < budget); k++ {
		g, err := engine.Guess(v, r)
		if err != nil {
			return err
		}
		for _, i := range which {
			g.CloneInto(&after)
			if err := after.Apply(s.me, moves[i]); err != nil {
				return err
			}
			val, err := s.value(&after, depth-1)
			if err != nil {
				return err
			}
			totals[i] += val
		}
	}
	return nil
}

// search plays each of its moves on several guesses of the hidden cards and answers it with the
// opponent's best reply on each guess; the move whose worst replies score best on average wins
// (a determinized two-ply minimax). The hard level then looks one ply further, at its own next
// move, for the few moves that scored best, over fresh guesses, and picks among those.
func search(v engine.View, r *rng.Source, level Level) (engine.Action, int, error) {
	g, err := engine.Guess(v, r)
	if err != nil {
		return engine.Action{}, 0, err
	}
	s := &searcher{me: v.Seat}
	moves := g.Options(nil, s.me)
	all := make([]int, len(moves))
	for i := range all {
		all[i] = i
	}
	totals := make([]float64, len(moves))
	shallow, guesses := Normal.budget()
	if err := s.sum(v, r, moves, all, totals, 2, guesses, shallow); err != nil {
		return engine.Action{}, 0, err
	}
	best := argmax(totals, all)
	if level != Hard || len(moves) == 1 {
		return moves[best], s.spent, nil
	}
	// Three plies cost about moves² positions a move and a guess: fewer moves go deep when
	// there are many, so the slowest decisions stay close to the typical ones.
	width := max(2, min(hardWidth, hardPerGuess/(len(moves)*len(moves))))
	top := make([]int, 0, width)
	for range min(width, len(moves)) {
		i := argmax(totals, all)
		top = append(top, i)
		totals[i] = negInf
	}
	deep := make([]float64, len(moves))
	budget, deepGuesses := Hard.budget()
	if err := s.sum(v, r, moves, top, deep, 3, deepGuesses, s.spent+budget); err != nil {
		return engine.Action{}, 0, err
	}
	return moves[argmax(deep, top)], s.spent, nil
}

// The hard level searches at most hardWidth of the two-ply search's best moves deeper, fewer
// when a guess of them would cost more than about hardPerGuess positions (but always 2).
const (
	hardWidth    = 4
	hardPerGuess = 3000
)

const negInf = -1e18

// argmax is the index in which of the largest total (the first of equals).
func argmax(totals []float64, which []int) int {
	best := which[0]
	for _, i := range which {
		if totals[i] > totals[best] {
			best = i
		}
	}
	return best
}

// onePly takes the move that scores best under eval right after it, among the top few when
// slack > 1 (the easy level's slips).
func onePly(v engine.View, r *rng.Source, eval func(*engine.Game, int) float64, slack int) (engine.Action, int, error) {
	g, err := engine.Guess(v, r)
	if err != nil {
		return engine.Action{}, 0, err
	}
	me := v.Seat
	moves := g.Options(nil, me)
	vals := make([]float64, len(moves))
	var after engine.Game
	for i, m := range moves {
		g.CloneInto(&after)
		if err := after.Apply(me, m); err != nil {
			return engine.Action{}, 0, err
		}
		vals[i] = eval(&after, me) + float64(r.Intn(1000))/1e6 // random tie-break
	}
	order := make([]int, len(moves))
	for i := range order {
		order[i] = i
	}
	for i := 1; i < len(order); i++ { // insertion sort, best first
		for j := i; j > 0 && vals[order[j]] > vals[order[j-1]]; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	pick := 0
	if slack > 1 && r.Intn(2) == 0 {
		pick = r.Intn(min(slack, len(order)))
	}
	return moves[order[pick]], len(moves), nil
}
