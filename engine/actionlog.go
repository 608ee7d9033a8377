package engine

// actionLog holds the actions of a race, packed like the event log: records without pointers in
// chunks that are never copied to grow, and the card ids and values of every action in one arena.
type actionLog struct {
	Len     int // the number of actions; the Digest counts them, as they are only ever appended
	records chunkList[actionRecord]
	ints    []int32
}

// actionChunk is how many records one chunk holds.
const actionChunk = 512

// actionTypes numbers the action types for the packed records; 0 is unused.
var actionTypes = [...]ActionType{"", ActShift, ActPlay, ActCooldown, ActBoost, ActAdrenaline,
	ActReactDone, ActSlipstream, ActDiscard}

// actionTypeCode is the number of an action type in actionTypes.
func actionTypeCode(t ActionType) uint8 {
	for i := 1; i < len(actionTypes); i++ {
		if actionTypes[i] == t {
			return uint8(i)
		}
	}
	return 0
}

// actionRecord is a Logged packed: its Cards and Values become spans of the log's arena.
type actionRecord struct {
	seat, gear, count            int32
	cardsAt, valuesAt, valuesEnd int32 // Cards run from cardsAt to valuesAt
	typ                          uint8
	accept                       bool
	hasCards                     bool // Cards was non-nil (an empty discard keeps its empty list)
}

// add appends an action Apply has accepted, so its type is one of actionTypes.
func (l *actionLog) add(seat int, a Action) {
	rec := actionRecord{seat: int32(seat), gear: int32(a.Gear), count: int32(a.Count), accept: a.Accept,
		hasCards: a.Cards != nil}
	rec.typ = actionTypeCode(a.Type)
	rec.cardsAt = int32(len(l.ints))
	l.ints = appendInt32s(l.ints, a.Cards)
	rec.valuesAt = int32(len(l.ints))
	l.ints = appendInt32s(l.ints, a.Values)
	rec.valuesEnd = int32(len(l.ints))
	l.records.add(rec, actionChunk)
	l.Len++
}

// all unpacks the log.
func (l *actionLog) all() []Logged {
	out := make([]Logged, 0, l.Len)
	for _, chunk := range l.records.chunks {
		for i := range chunk {
			rec := &chunk[i]
			a := Action{Type: actionTypes[rec.typ], Gear: int(rec.gear), Count: int(rec.count), Accept: rec.accept}
			if rec.hasCards {
				a.Cards = ints(l.ints[rec.cardsAt:rec.valuesAt])
			}
			if rec.valuesEnd > rec.valuesAt {
				a.Values = ints(l.ints[rec.valuesAt:rec.valuesEnd])
			}
			out = append(out, Logged{Seat: int(rec.seat), Action: a})
		}
	}
	return out
}
