package wire

import (
	"errors"
	"strings"
	"testing"
)

func TestDecode(t *testing.T) {
	big := make([]byte, MaxMessage+1)
	cases := []struct {
		name string
		in   string
		side Side
		want error
	}{
		{"ok", `{"v":2,"t":"ping","s":1,"p":{"n":1}}`, Host, nil},
		{"not JSON", `nope`, Host, ErrMalformed},
		{"no seq", `{"v":2,"t":"ping"}`, Host, ErrMalformed},
		{"version", `{"v":9,"t":"ping","s":1}`, Host, ErrVersion},
		{"unknown", `{"v":2,"t":"warp","s":1}`, Host, ErrUnknownType},
		{"wrong direction", `{"v":2,"t":"welcome","s":1}`, Host, ErrUnknownType},
		{"the other direction", `{"v":2,"t":"welcome","s":1}`, Guest, nil},
		{"a hello to a guest", `{"v":2,"t":"hello","s":1}`, Guest, ErrUnknownType},
		{"too large", string(big), Host, ErrTooLarge},
		{"no side", `{"v":2,"t":"ping","s":1}`, Side(7), ErrUnknownType},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Decode([]byte(tc.in), tc.side)
			if (tc.want == nil) != (err == nil) || (tc.want != nil && !errors.Is(err, tc.want)) {
				t.Fatalf("got %v, want %v", err, tc.want)
			}
		})
	}
}

// An envelope comes back as it went, and its payload decodes into its message.
func TestEncodeRoundTrip(t *testing.T) {
	b, err := Encode(TypeIntent, 7, Intent{ID: 3, Seat: 1, Intent: []byte(`{"play":[1,2]}`)})
	if err != nil {
		t.Fatal(err)
	}
	e, err := Decode(b, Host)
	if err != nil {
		t.Fatal(err)
	}
	var m Intent
	if err := e.Decode(&m); err != nil {
		t.Fatal(err)
	}
	if e.T != TypeIntent || e.S != 7 || m.ID != 3 || m.Seat != 1 || string(m.Intent) != `{"play":[1,2]}` {
		t.Errorf("got %+v %+v", e, m)
	}
	if err := (&Envelope{T: TypeIntent}).Decode(&m); !errors.Is(err, ErrMalformed) {
		t.Errorf("an empty payload: %v", err)
	}
	if err := (&Envelope{T: TypeIntent, P: []byte(`[1]`)}).Decode(&m); !errors.Is(err, ErrMalformed) {
		t.Errorf("a payload of the wrong shape: %v", err)
	}
}

func TestEncodeRefusesTooLarge(t *testing.T) {
	_, err := Encode(TypeUpdate, 1, Update{View: []byte(`"` + strings.Repeat("x", MaxMessage) + `"`)})
	if !errors.Is(err, ErrTooLarge) {
		t.Errorf("got %v, want too large", err)
	}
}

// Every type travels one way, but for heartbeats and goodbyes.
func TestDirections(t *testing.T) {
	both := map[Type]bool{TypePing: true, TypePong: true, TypeBye: true}
	for _, typ := range []Type{TypeHello, TypeWelcome, TypeLobby, TypeEdit, TypeStart, TypeIntent, TypeResult, TypeError, TypeUpdate, TypeResync, TypePing, TypePong, TypeKicked, TypeBye} {
		h, g := Host.Accepts(typ), Guest.Accepts(typ)
		if !h && !g {
			t.Errorf("%s goes nowhere", typ)
		}
		if h && g != both[typ] {
			t.Errorf("%s: host takes it %v, guest %v", typ, h, g)
		}
	}
}
