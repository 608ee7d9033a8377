package wire

import (
	"encoding/json"
	"fmt"
)

// A message whose envelope would be larger than MaxMessage (the whole history of a long game,
// the game file revealed at the end) travels in parts: its payload is cut into pieces of
// PartSize bytes, each in an envelope of type TypePart with a sequence number of its own, and the
// receiver joins them in order (Joiner). Only the host sends parts: nothing a guest sends is that
// large.

// Part is one piece of a message of type T: the I-th of N.
type Part struct {
	T Type   `json:"t"`
	I int    `json:"i"`
	N int    `json:"n"`
	D []byte `json:"d"`
}

const (
	// PartSize is the payload carried by one part (base64 in the envelope: about 4/3 of it).
	PartSize = 160 << 10
	// MaxParts bounds the parts of one message, and so the memory a receiver joins them in.
	MaxParts = 128
)

// EncodeAll builds the envelopes of one message from sequence number seq on: one envelope when
// it fits in MaxMessage, else its parts, numbered seq, seq+1, ...
func EncodeAll(t Type, seq uint64, payload any) ([][]byte, error) {
	b, err := Encode(t, seq, payload)
	if err == nil {
		return [][]byte{b}, nil
	}
	p, merr := json.Marshal(payload)
	if merr != nil {
		return nil, merr
	}
	n := (len(p) + PartSize - 1) / PartSize
	if n > MaxParts {
		return nil, fmt.Errorf("%w: %s of %d bytes is more than %d parts", ErrTooLarge, t, len(p), MaxParts)
	}
	out := make([][]byte, 0, n)
	for i := range n {
		d := p[i*PartSize : min((i+1)*PartSize, len(p))]
		b, err := Encode(TypePart, seq+uint64(i), Part{T: t, I: i, N: n, D: d})
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, nil
}

// Joiner puts parts back together, in the order they arrive (the sequencer's order). A part out of
// turn drops what was gathered: the message was lost, and the receiver asks again as for any loss.
type Joiner struct {
	t    Type
	n    int
	next int
	buf  []byte
}

// Add takes one part envelope. When it completes a message, Add returns that message's envelope
// (with the last part's sequence number); until then it returns nil. side is what the receiver
// accepts: a part may not smuggle in a type it refuses.
func (j *Joiner) Add(e *Envelope, side Side) (*Envelope, error) {
	var p Part
	if err := e.Decode(&p); err != nil {
		j.reset()
		return nil, err
	}
	switch {
	case p.T == TypePart || !side.Accepts(p.T):
		j.reset()
		return nil, fmt.Errorf("%w: a part of %q", ErrUnknownType, p.T)
	case p.N < 2 || p.N > MaxParts || p.I < 0 || p.I >= p.N || len(p.D) > PartSize:
		j.reset()
		return nil, fmt.Errorf("%w: part %d of %d", ErrMalformed, p.I, p.N)
	case p.I == 0:
		j.reset()
		j.t, j.n = p.T, p.N
	case p.I != j.next || p.T != j.t || p.N != j.n:
		j.reset()
		return nil, fmt.Errorf("%w: part %d of %d arrived out of turn", ErrMalformed, p.I, p.N)
	}
	j.buf = append(j.buf, p.D...)
	j.next++
	if j.next < j.n {
		return nil, nil
	}
	whole := &Envelope{V: e.V, T: j.t, S: e.S, P: json.RawMessage(j.buf)}
	j.buf = nil
	j.reset()
	return whole, nil
}

// Pending reports whether a message is half gathered.
func (j *Joiner) Pending() bool { return j.next > 0 }

func (j *Joiner) reset() { j.t, j.n, j.next, j.buf = "", 0, 0, j.buf[:0] }
