package shell

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/wire"
)

// The browser tests check that guests catch a cheating host: with the browser storage key
// heat.debug.tamper set on the host's page, the host changes one move in the game file it reveals
// at the end. Players never set it, and nothing in the pages does.
const keyTamper = "heat.debug.tamper"

// debugTamper is the host's AlterReveal under the tamper key, else nil.
func debugTamper() func(*wire.Reveal) *wire.Reveal {
	if app.IsServer {
		return nil
	}
	if _, ok := getItem(keyTamper); !ok {
		return nil
	}
	return func(rv *wire.Reveal) *wire.Reveal {
		rv.Game = alterOneMove(rv.Game)
		return rv
	}
}

// alterOneMove changes one move of a game file, whatever the game: in the first list named
// "actions" (or "log") of moves by seat, the middle move takes the value of another move of the
// same seat that differs from it.
func alterOneMove(save []byte) []byte {
	dec := json.NewDecoder(bytes.NewReader(save))
	dec.UseNumber()
	var v any
	if dec.Decode(&v) != nil || !alterIn(v) {
		return save
	}
	b, err := json.Marshal(v)
	if err != nil {
		return save
	}
	return b
}

func alterIn(v any) bool {
	switch x := v.(type) {
	case map[string]any:
		for _, k := range []string{"actions", "log"} {
			if moves, ok := x[k].([]any); ok && alterMoves(moves) {
				return true
			}
		}
		for _, e := range x {
			if alterIn(e) {
				return true
			}
		}
	case []any:
		for _, e := range x {
			if alterIn(e) {
				return true
			}
		}
	}
	return false
}

func alterMoves(moves []any) bool {
	i := len(moves) / 2
	mi, ok := moves[i].(map[string]any)
	if !ok {
		return false
	}
	for _, j := range append(seq(i+1, len(moves)), seq(0, i)...) {
		mj, ok := moves[j].(map[string]any)
		if !ok || mj["seat"] != mi["seat"] {
			continue
		}
		for k, val := range mj {
			if k == "seat" {
				continue
			}
			a, _ := json.Marshal(val)
			b, _ := json.Marshal(mi[k])
			if !bytes.Equal(a, b) {
				mi[k] = val
				return true
			}
		}
	}
	return false
}

func seq(from, to int) []int {
	var out []int
	for i := from; i < to; i++ {
		out = append(out, i)
	}
	return out
}

// keyGrind, set on the host's page, makes the host choose the game's seed the way a cheating host
// would: it lists a share of its own on its seat, tried until the seed it derives ends in 8 zero
// bits. The browser tests check that every guest's page catches it.
const keyGrind = "heat.debug.grind"

// debugGrind is the host's GrindSeed under the grind key, else nil.
func debugGrind() func(uint64, string, []string, int) (string, uint64) {
	if app.IsServer {
		return nil
	}
	if _, ok := getItem(keyGrind); !ok {
		return nil
	}
	return func(seed uint64, nonce string, shares []string, at int) (string, uint64) {
		sh := append([]string(nil), shares...)
		for i := range 1 << 20 {
			sh[at] = fmt.Sprintf("%016x", i+1)
			if s := p2p.DeriveSeed(seed, nonce, sh); s&0xff == 0 {
				return sh[at], s
			}
		}
		return "", p2p.DeriveSeed(seed, nonce, shares)
	}
}
