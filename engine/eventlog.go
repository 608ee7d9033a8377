package engine

// eventLog holds every event of the race. A race emits a couple of thousand events, so they are
// kept packed: small fixed-size records without pointers (the garbage collector never scans
// them) in chunks that are never copied to grow, and the cards and orders they carry in two
// shared arenas.
type eventLog struct {
	Len     int // the number of events; the Digest counts them, as they are only ever appended
	records chunkList[eventRecord]
	cards   []packedCard // every event's cards, one after another
	order   []int32      // every event's turn order or standings, one after another
}

// eventChunk is how many records one chunk holds.
const eventChunk = 256

// eventRecord is an Event packed: its slices become spans of the log's arenas. The other numbers
// an event carries are small: corners within tracks.MaxLength, rounds within MaxRounds, speed
// limits within 20, speeds and payments within what a hand and an Engine hold.
type eventRecord struct {
	fromP, toP                                            int32
	round, seat, speed, heat, cost, count, rounds, corner int16
	fromL, toL, gear, limit, place, legend, lap           int8
	cardsAt, cardsEnd, orderAt, orderEnd                  int32
	kind                                                  EventKind
	private, replace                                      bool
}

// packedCard is a Card in half the space.
type packedCard struct {
	id    int32
	value int16
	def   uint16
	kind  Kind
}

func (l *eventLog) add(e *Event) {
	rec := eventRecord{
		round: int16(e.Round), seat: int16(e.Seat),
		fromP: int32(e.From.Progress), fromL: int8(e.From.Lane),
		toP: int32(e.To.Progress), toL: int8(e.To.Lane),
		gear: int8(e.Gear), corner: int16(e.Corner), limit: int8(e.Limit), place: int8(e.Place),
		legend: int8(e.Legend), lap: int8(e.Lap),
		speed: int16(e.Speed), heat: int16(e.Heat), cost: int16(e.Cost), count: int16(e.Count),
		rounds: int16(e.Rounds),
		kind:   e.Kind, private: e.Private, replace: e.Replace,
	}
	rec.cardsAt = int32(len(l.cards))
	l.cards = reserve(l.cards, len(e.Cards), 1024)
	for _, k := range e.Cards {
		l.cards = append(l.cards, packedCard{id: int32(k.ID), value: int16(k.Value), def: k.Def, kind: k.Kind})
	}
	rec.cardsEnd = int32(len(l.cards))
	rec.orderAt = int32(len(l.order))
	l.order = appendInt32s(l.order, e.Order)
	rec.orderEnd = int32(len(l.order))
	l.records.add(rec, eventChunk)
	l.Len++
}

// at unpacks event i into an Event of its own: its slices are fresh copies.
func (l *eventLog) at(i int) Event {
	rec := l.records.at(i, eventChunk)
	e := Event{
		N: i, Round: int(rec.round), Kind: rec.kind, Seat: int(rec.seat),
		From: Pos{int(rec.fromP), int(rec.fromL)}, To: Pos{int(rec.toP), int(rec.toL)},
		Gear: int(rec.gear), Speed: int(rec.speed), Heat: int(rec.heat), Cost: int(rec.cost),
		Corner: int(rec.corner), Limit: int(rec.limit), Count: int(rec.count), Lap: int(rec.lap),
		Rounds: int(rec.rounds), Place: int(rec.place), Legend: int(rec.legend),
		Private: rec.private, Replace: rec.replace,
	}
	if rec.cardsEnd > rec.cardsAt {
		e.Cards = make([]Card, 0, rec.cardsEnd-rec.cardsAt)
		for _, k := range l.cards[rec.cardsAt:rec.cardsEnd] {
			e.Cards = append(e.Cards, Card{ID: int(k.id), Kind: k.kind, Def: k.def, Value: int(k.value)})
		}
	}
	if rec.orderEnd > rec.orderAt {
		e.Order = ints(l.order[rec.orderAt:rec.orderEnd])
	}
	return e
}

func (r *Race) emit(e Event) {
	e.Round = r.s.Round
	r.s.Events.add(&e)
}
