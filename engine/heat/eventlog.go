package heat

// eventLog holds every event of the race. A race emits a couple of thousand events, much of the
// memory a race allocates (and the garbage collector runs as often as memory is allocated), so
// they are packed small and without pointers: a fixed-size record per event in chunks that are
// never copied to grow, and the cards and turn order of every event, one after another, in chunks
// of packed cards. A record holds only how long its lists are; where they start is the sum over
// the events before it, kept for the first event of every chunk so that reading can start
// anywhere.
type eventLog struct {
	Len     int // the number of events; the Digest counts them, as they are only ever appended
	records chunkList[eventRecord]
	lists   chunkList[packedCard] // every event's cards then order, one event after another
	listAt  []int                 // the index in lists of the first card of each chunk's first event
}

// Chunk sizes: records per chunk of the log, packed cards per chunk of its lists.
const (
	eventChunk = 256
	listChunk  = 1024
)

// eventRecord is an Event packed in 32 bytes. The numbers an event carries are small: corners
// within tracks.MaxLength, rounds within MaxRounds, seats within MaxCars, lanes, gears, laps,
// places, Legend cards and card definitions in a byte, speed limits within 20, payments within the 20 Heat
// a track may give, speeds, costs and counts of cards within what a car's cards make. Only
// positions get 32 bits.
type eventRecord struct {
	fromP, toP                                int32
	round, rounds, speed, count, corner       int16
	heat, cost, seat, gear, limit, lap, place int8
	ref                                       uint8 // the Legend card of a Legend event, else the Def
	lanes                                     uint8 // the From lane in the low four bits, the To lane above
	kind                                      EventKind
	flags                                     eventFlags
	nOrder                                    uint8 // an order lists seats
	nCards                                    uint16
}

type eventFlags uint8

const (
	evPrivate eventFlags = 1 << iota
	evReplace
)

// packedCard is a Card in a third of the space (the catalog of card definitions holds a handful),
// or a seat of an Order (in id).
type packedCard struct {
	id    int32
	value int16
	def   uint8
	kind  Kind
}

func (l *eventLog) add(e *Event) {
	if l.Len%eventChunk == 0 {
		l.listAt = append(l.listAt, l.lists.n)
	}
	l.Len++
	rec := l.records.push(eventChunk)
	*rec = eventRecord{
		fromP: int32(e.From.Progress), toP: int32(e.To.Progress), round: int16(e.Round),
		rounds: int16(e.Rounds), speed: int16(e.Speed), count: int16(e.Count), corner: int16(e.Corner),
		heat: int8(e.Heat), cost: int8(e.Cost), seat: int8(e.Seat), gear: int8(e.Gear),
		limit: int8(e.Limit), lap: int8(e.Lap), place: int8(e.Place), ref: uint8(e.Legend + e.Def),
		lanes: uint8(e.From.Lane) | uint8(e.To.Lane)<<4, kind: e.Kind,
	}
	if e.Private {
		rec.flags |= evPrivate
	}
	if e.Replace {
		rec.flags |= evReplace
	}
	rec.nCards, rec.nOrder = uint16(len(e.Cards)), uint8(len(e.Order))
	for _, k := range e.Cards {
		*l.lists.push(listChunk) = packedCard{id: int32(k.ID), value: int16(k.Value), def: uint8(k.Def), kind: k.Kind}
	}
	for _, seat := range e.Order {
		*l.lists.push(listChunk) = packedCard{id: int32(seat)}
	}
}

// eventReader reads the log's events in order.
type eventReader struct {
	l    *eventLog
	i    int // the number of the next event
	list int // the index in l.lists of its first card
}

// from returns a reader whose next event is event i.
func (l *eventLog) from(i int) eventReader {
	d := eventReader{l: l, i: i - i%eventChunk, list: l.listAt[i/eventChunk]}
	for ; d.i < i; d.i++ {
		rec := l.records.at(d.i, eventChunk)
		d.list += int(rec.nCards) + int(rec.nOrder)
	}
	return d
}

// at unpacks event i into an Event of its own.
func (l *eventLog) at(i int) Event {
	d := l.from(i)
	return d.next()
}

// next unpacks the next event into an Event of its own: its slices are fresh copies.
func (d *eventReader) next() Event {
	l, i := d.l, d.i
	rec := l.records.at(i, eventChunk)
	d.i++
	e := Event{
		N: i, Round: int(rec.round), Kind: rec.kind, Seat: int(rec.seat),
		From: Pos{int(rec.fromP), int(rec.lanes & 0xf)}, To: Pos{int(rec.toP), int(rec.lanes >> 4)},
		Gear: int(rec.gear), Speed: int(rec.speed), Heat: int(rec.heat), Cost: int(rec.cost),
		Corner: int(rec.corner), Limit: int(rec.limit), Count: int(rec.count), Lap: int(rec.lap),
		Rounds: int(rec.rounds), Place: int(rec.place),
		Private: rec.flags&evPrivate != 0, Replace: rec.flags&evReplace != 0,
	}
	if rec.kind == EvLegendCard || rec.kind == EvLegendMove {
		e.Legend = int(rec.ref)
	} else {
		e.Def = int(rec.ref)
	}
	if rec.nCards > 0 {
		e.Cards = make([]Card, rec.nCards)
		for j := range e.Cards {
			k := l.lists.at(d.list, listChunk)
			e.Cards[j] = Card{ID: int(k.id), Kind: k.kind, Def: uint16(k.def), Value: int(k.value)}
			d.list++
		}
	}
	if rec.nOrder > 0 {
		e.Order = make([]int, rec.nOrder)
		for j := range e.Order {
			e.Order[j] = int(l.lists.at(d.list, listChunk).id)
			d.list++
		}
	}
	return e
}

// emit records an event of the current round. Emitters pass a literal's address: passed by value,
// the event would be built and then copied, and it is large. A fork records nothing: the moves it
// plays many times a turn check r.sim first, so that it does not even build the event.
func (r *Race) emit(e *Event) {
	if r.sim {
		return
	}
	e.Round = r.s.Round
	r.s.Events.add(e)
}
