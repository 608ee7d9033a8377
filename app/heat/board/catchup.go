package board

import "time"

// maxBacklog is how far the board may fall behind the race: when events come faster than they
// play (a player who decides at once, a Legend-heavy round, a page back from the background),
// the moves still waiting are played quicker so that the last one ends no later than this after
// the moves playing now. A player never watches cars crawl on after the race is over.
const maxBacklog = 8 * time.Second

// catchUp squeezes what has not started yet so that the queue ends within maxBacklog of the
// moves already under way, which keep their pace: nothing jumps. Order is kept, so every car
// still ends where its last move ends.
func (t *timeline) catchUp(now time.Duration) {
	pivot := now
	for _, c := range t.cars {
		for _, tw := range c.moves {
			if tw.start <= now && tw.end > pivot {
				pivot = tw.end
			}
		}
	}
	if t.end-pivot <= maxBacklog {
		return
	}
	squeeze := func(x time.Duration) time.Duration {
		if x <= pivot {
			return x
		}
		return pivot + time.Duration(float64(x-pivot)*float64(maxBacklog)/float64(t.end-pivot))
	}
	for _, c := range t.cars {
		for i := range c.moves {
			tw := &c.moves[i]
			tw.start, tw.end = squeeze(tw.start), squeeze(tw.end)
		}
	}
	for i := range t.fx {
		e := &t.fx[i]
		e.Start, e.End = squeeze(e.Start), squeeze(e.End)
	}
	t.end = pivot + maxBacklog
}
