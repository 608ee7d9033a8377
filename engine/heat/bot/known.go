package bot

import engine "github.com/heatracing/heat/engine/heat"

// What a bot would win if it knew what its seat may not see: knownFuture is nil in every game,
// and set only by a measurement (TestLevels built with the heatoracle tag) to tell the search the
// seat's real deck, in order, and the Legend card the round will flip. Every deal of the search
// is then the real one, and the Legends' moves are forecast with the real card: an upper bound on
// what dealing the unseen deck at random costs the search, not a level anyone plays.
var knownFuture func(seat int) (deck []engine.Card, legend *engine.LegendCard)

// knownDeal makes a deal the real deck when a measurement tells it.
func (d *driver) knownDeal(dealt []engine.Card) {
	if knownFuture == nil {
		return
	}
	if deck, _ := knownFuture(d.v.Seat); len(deck) == len(dealt) {
		copy(dealt, deck)
	}
}

// knownLegend is the Legend card the round will flip, when a measurement tells it.
func knownLegend(seat int) *engine.LegendCard {
	if knownFuture == nil {
		return nil
	}
	_, c := knownFuture(seat)
	return c
}
