package wire

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestPartsRoundTrip(t *testing.T) {
	for _, size := range []int{10, MaxMessage - 200, MaxMessage, 3 * MaxMessage, 5 << 20} {
		payload := Reveal{Seed: 7, Nonce: "ab", Game: bytes.Repeat([]byte("x"), size)}
		bs, err := EncodeAll(TypeReveal, 10, payload)
		if err != nil {
			t.Fatalf("%d bytes: %v", size, err)
		}
		var j Joiner
		var whole *Envelope
		for i, b := range bs {
			if len(b) > MaxMessage {
				t.Fatalf("%d bytes: envelope %d is %d bytes, more than %d", size, i, len(b), MaxMessage)
			}
			e, err := Decode(b, Guest)
			if err != nil {
				t.Fatal(err)
			}
			if e.S != uint64(10+i) {
				t.Fatalf("envelope %d has sequence number %d", i, e.S)
			}
			if e.T != TypePart {
				whole = e
				continue
			}
			if whole, err = j.Add(e, Guest); err != nil {
				t.Fatal(err)
			}
			if (whole != nil) != (i == len(bs)-1) {
				t.Fatalf("part %d of %d: whole %v", i, len(bs), whole != nil)
			}
		}
		var got Reveal
		if err := whole.Decode(&got); err != nil {
			t.Fatal(err)
		}
		if whole.T != TypeReveal || !bytes.Equal(got.Game, payload.Game) || got.Seed != 7 {
			t.Fatalf("%d bytes: the message came back different", size)
		}
	}
}

func TestJoinerRefuses(t *testing.T) {
	part := func(p Part) *Envelope {
		b, _ := json.Marshal(p)
		return &Envelope{V: Version, T: TypePart, S: 1, P: b}
	}
	cases := []struct {
		name  string
		parts []Part
		want  error
	}{
		{"a part of a type the guest does not take", []Part{{T: TypeHello, I: 0, N: 2}}, ErrUnknownType},
		{"a part of parts", []Part{{T: TypePart, I: 0, N: 2}}, ErrUnknownType},
		{"too many parts", []Part{{T: TypeUpdate, I: 0, N: MaxParts + 1}}, ErrMalformed},
		{"a part too large", []Part{{T: TypeUpdate, I: 0, N: 2, D: make([]byte, PartSize+1)}}, ErrMalformed},
		{"a part out of turn", []Part{{T: TypeUpdate, I: 0, N: 3}, {T: TypeUpdate, I: 2, N: 3}}, ErrMalformed},
		{"a part of another message", []Part{{T: TypeUpdate, I: 0, N: 3}, {T: TypeReveal, I: 1, N: 3}}, ErrMalformed},
		{"a first part missing", []Part{{T: TypeUpdate, I: 1, N: 3}}, ErrMalformed},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var j Joiner
			var err error
			for _, p := range tc.parts {
				_, err = j.Add(part(p), Guest)
			}
			if !errors.Is(err, tc.want) {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
			if j.Pending() {
				t.Fatal("the joiner kept what it had gathered")
			}
		})
	}
}

func TestEncodeAllRefusesTheHuge(t *testing.T) {
	_, err := EncodeAll(TypeUpdate, 1, Reveal{Game: []byte(strings.Repeat("x", MaxParts*PartSize))})
	if !errors.Is(err, ErrTooLarge) {
		t.Fatalf("got %v, want ErrTooLarge", err)
	}
}
