package campaign

import (
	"fmt"
	"strconv"

	"github.com/heatracing/heat/engine/rng"
)

// choicePool is what a CARD_CHOICE draws from: every Garage upgrade but the two Heat cards.
func choicePool() []string {
	out := make([]string, 0, garageCards-2)
	for n := 1; n <= garageCards; n++ {
		if n != 17 && n != 48 {
			out = append(out, "garage-"+strconv.Itoa(n))
		}
	}
	return out
}

// choiceSeed hashes the run's seed and a node id (FNV-1a over their 16 bytes).
func choiceSeed(seed uint64, id int) uint64 {
	h := uint64(14695981039346656037)
	for _, v := range []uint64{seed, uint64(id)} {
		for range 8 {
			h ^= v & 0xff
			h *= 1099511628211
			v >>= 8
		}
	}
	return h
}

// Choices returns the distinct cards CARD_CHOICE node id offers, at version 0, or those of the
// MATCH node id just won whose card choice waits. They depend only on the run's seed and the
// node id: the same node always offers the same cards.
func (r *Run) Choices(id int) ([]Card, error) {
	if id != r.pending || id == 0 {
		if _, err := r.take(id, CardChoice); err != nil {
			return nil, err
		}
	}
	return r.choices(id), nil
}

func (r *Run) choices(id int) []Card {
	pool := choicePool()
	src := rng.New(choiceSeed(r.seed, id))
	k := min(r.m.Def.choices(), len(pool))
	out := make([]Card, k)
	for i := range k { // a partial Fisher–Yates: the first k of a shuffle
		j := i + src.Intn(len(pool)-i)
		pool[i], pool[j] = pool[j], pool[i]
		out[i] = Card{ID: pool[i]}
	}
	return out
}

// ChooseCard takes CARD_CHOICE node id, or the card choice of MATCH node id just won: offered
// card choice (from 0) replaces deck card replace (from 0), which must be one of the upgrades, so
// the deck keeps 12 Speed cards.
func (r *Run) ChooseCard(id, choice, replace int) error {
	after := id == r.pending && id != 0 // the card choice of a MATCH just won
	if !after {
		if _, err := r.take(id, CardChoice); err != nil {
			return err
		}
	}
	offered := r.choices(id)
	if choice < 0 || choice >= len(offered) {
		return fmt.Errorf("there is no choice %d: choose 1 to %d", choice+1, len(offered))
	}
	if replace < 0 || replace >= len(r.deck) {
		return fmt.Errorf("there is no card %d in the deck: choose 1 to %d", replace+1, len(r.deck))
	}
	if IsSpeed(r.deck[replace].ID) {
		return fmt.Errorf("card %d is a Speed card: the new upgrade replaces one of the %d upgrades", replace+1, Upgrades)
	}
	r.deck[replace] = offered[choice]
	if after {
		r.pending = 0
	} else {
		r.complete(id)
	}
	return nil
}

// SkipCardChoice declines the card choice of MATCH node id, the race just won: the deck stays as
// it is. A CARD_CHOICE node cannot be skipped: its card is what it is for.
func (r *Run) SkipCardChoice(id int) error {
	if r.pending == 0 || id != r.pending {
		return fmt.Errorf("node %d offers no card choice to skip", id)
	}
	r.pending = 0
	return nil
}
