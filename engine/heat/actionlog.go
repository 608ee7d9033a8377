package heat

// actionLog holds the actions of a race, packed like the event log: records without pointers in
// chunks that are never copied to grow, and the card ids and values of every action, one action
// after another, in chunks of numbers. The log is only ever read whole, from the start, so the
// records hold only how many numbers each action has.
type actionLog struct {
	Len     int // the number of actions; the Digest counts them, as they are only ever appended
	records chunkList[actionRecord]
	ints    chunkList[int32] // every action's cards then values
}

// Chunk sizes: records per chunk, numbers per chunk.
const (
	actionChunk = 512
	intChunk    = 1024
)

// actionTypes numbers the action types for the packed records; 0 is unused.
var actionTypes = [...]ActionType{"", ActShift, ActPlay, ActCooldown, ActBoost, ActAdrenaline,
	ActReactDone, ActSlipstream, ActDiscard, ActDraft, ActBrakes, ActReduce, ActSalvage, ActDirect,
	ActAccelerate, ActRefresh, ActRetire, ActSwap, ActHeat, ActScrap}

// actionTypeCode is the number of an action type in actionTypes. A switch, which compiles to a
// few comparisons, rather than a loop comparing strings: every action is logged.
func actionTypeCode(t ActionType) uint8 {
	switch t {
	case ActShift:
		return 1
	case ActPlay:
		return 2
	case ActCooldown:
		return 3
	case ActBoost:
		return 4
	case ActAdrenaline:
		return 5
	case ActReactDone:
		return 6
	case ActSlipstream:
		return 7
	case ActDiscard:
		return 8
	case ActDraft:
		return 9
	case ActBrakes:
		return 10
	case ActReduce:
		return 11
	case ActSalvage:
		return 12
	case ActDirect:
		return 13
	case ActAccelerate:
		return 14
	case ActRefresh:
		return 15
	case ActRetire:
		return 16
	case ActSwap:
		return 17
	case ActHeat:
		return 18
	case ActScrap:
		return 19
	}
	return 0
}

// actionRecord is a Logged packed. Apply logs only actions whose numbers are within
// ±maxActionNumber and whose seat is one of the race's, so they fit.
type actionRecord struct {
	gear, count     int32
	nCards, nValues uint32
	seat, typ       uint8
	accept          bool
	hasCards        bool // Cards was non-nil (an empty discard keeps its empty list)
}

// add appends an action Apply has accepted, so its type is one of actionTypes.
func (l *actionLog) add(seat int, a Action) {
	*l.records.push(actionChunk) = actionRecord{
		gear: int32(a.Gear), count: int32(a.Count), nCards: uint32(len(a.Cards)), nValues: uint32(len(a.Values)),
		seat: uint8(seat), typ: actionTypeCode(a.Type), accept: a.Accept, hasCards: a.Cards != nil,
	}
	for _, v := range a.Cards {
		*l.ints.push(intChunk) = int32(v)
	}
	for _, v := range a.Values {
		*l.ints.push(intChunk) = int32(v)
	}
	l.Len++
}

// all unpacks the log.
func (l *actionLog) all() []Logged {
	out := make([]Logged, 0, l.Len)
	next := 0 // the index in l.ints of the next action's first number
	ints := func(n uint32) []int {
		vs := make([]int, n)
		for i := range vs {
			vs[i] = int(*l.ints.at(next, intChunk))
			next++
		}
		return vs
	}
	for i := range l.Len {
		rec := l.records.at(i, actionChunk)
		a := Action{Type: actionTypes[rec.typ], Gear: int(rec.gear), Count: int(rec.count), Accept: rec.accept}
		if rec.hasCards {
			a.Cards = ints(rec.nCards)
		}
		if rec.nValues > 0 {
			a.Values = ints(rec.nValues)
		}
		out = append(out, Logged{Seat: int(rec.seat), Action: a})
	}
	return out
}
