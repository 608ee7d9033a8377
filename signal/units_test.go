//go:build !js

package signal

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/signal/proto"
)

func TestNormalizeCode(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		ok       bool
	}{
		{"K7WQ2M", "K7WQ2M", true},
		{"k7w-q2m", "K7WQ2M", true},
		{" k7w q2m ", "K7WQ2M", true},
		{"K7WQ2", "", false},   // short
		{"K7WQ2MM", "", false}, // long
		{"K0WQ2M", "", false},  // 0 is not in the alphabet
		{"KOWQ2M", "", false},  // nor O
		{"K1WQ2M", "", false},  // nor 1
		{"KIWQLM", "", false},  // nor I, L
		{"KÉWQ2M", "", false},  // nor anything outside ASCII
		{strings.Repeat("A", 100), "", false},
	} {
		got, ok := proto.NormalizeCode(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("NormalizeCode(%q) = %q, %v; want %q, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func TestRoomCodesAreUniform(t *testing.T) {
	counts := map[byte]int{}
	const n = 6000
	for range n {
		c := newRoomCode()
		if _, ok := proto.NormalizeCode(c); !ok || len(c) != proto.CodeLength {
			t.Fatalf("bad code %q", c)
		}
		for i := range len(c) {
			counts[c[i]]++
		}
	}
	if len(counts) != len(proto.CodeAlphabet) {
		t.Fatalf("%d symbols used, want %d", len(counts), len(proto.CodeAlphabet))
	}
	mean := n * proto.CodeLength / len(proto.CodeAlphabet) // 1200
	for sym, k := range counts {
		if k < mean*3/4 || k > mean*5/4 { // > 7 standard deviations: not flaky
			t.Errorf("symbol %c drawn %d times, mean %d", sym, k, mean)
		}
	}
	if a, b := newToken(), newToken(); a == b || len(a) != 22 {
		t.Fatalf("tokens %q %q", a, b)
	}
}

func TestBucket(t *testing.T) {
	t0 := time.Unix(1000, 0)
	var b bucket
	for i := range 3 {
		if !b.take(t0, 1, 3) {
			t.Fatalf("take %d of a fresh bucket of 3 failed", i)
		}
	}
	if b.take(t0, 1, 3) {
		t.Fatal("took from an empty bucket")
	}
	if b.full(t0.Add(2*time.Second), 1, 3) || !b.full(t0.Add(3*time.Second), 1, 3) {
		t.Fatal("full() wrong")
	}
	if !b.take(t0.Add(time.Second), 1, 3) || b.take(t0.Add(time.Second), 1, 3) {
		t.Fatal("a second should refill exactly one token")
	}
	b.give(3)
	if !b.take(t0.Add(time.Second), 1, 3) {
		t.Fatal("give did not return the token")
	}
	for range 3 { // an hour refills the burst of 3, and no more
		if !b.take(t0.Add(time.Hour), 1, 3) {
			t.Fatal("an hour should refill the whole burst")
		}
	}
	if b.take(t0.Add(time.Hour), 1, 3) {
		t.Fatal("refill must stop at the burst")
	}
}

func TestAddrTableIsBounded(t *testing.T) {
	t0 := time.Unix(1000, 0)
	tab := newAddrTable(100, [numLimits]rateSpec{perMinute(1, 1), perMinute(1, 1)})
	for i := range 10_000 {
		tab.take(fmt.Sprint("a", i), limitJoin, t0)
		if tab.len() > 100 {
			t.Fatalf("table grew to %d", tab.len())
		}
	}
	// The most recent addresses are remembered, the oldest forgotten.
	if tab.take("a9999", limitJoin, t0) {
		t.Fatal("a recent address got a second token")
	}
	if !tab.take("a0", limitJoin, t0) {
		t.Fatal("an evicted address should start afresh")
	}
	tab.sweep(t0.Add(30 * time.Second))
	if tab.len() != 101-1 {
		t.Fatalf("sweep before the refill forgot entries: %d left", tab.len())
	}
	tab.sweep(t0.Add(time.Minute))
	if tab.len() != 0 {
		t.Fatalf("sweep after the refill left %d entries", tab.len())
	}
}

func TestClientAddr(t *testing.T) {
	for _, tc := range []struct {
		name    string
		remote  string
		xff     []string
		proxies int
		want    string
	}{
		{"tcp peer", "192.0.2.1:5555", nil, 0, "192.0.2.1"},
		{"header ignored without proxies", "192.0.2.1:5555", []string{"198.51.100.9"}, 0, "192.0.2.1"},
		{"one proxy", "10.0.0.1:80", []string{"203.0.113.5, 198.51.100.9"}, 1, "198.51.100.9"},
		{"two proxies", "10.0.0.1:80", []string{"6.6.6.6, 203.0.113.5", "10.0.0.2"}, 2, "203.0.113.5"},
		{"spoofed left entries ignored", "10.0.0.1:80", []string{"1.1.1.1, 2.2.2.2, 203.0.113.5"}, 1, "203.0.113.5"},
		{"header missing", "10.0.0.1:80", nil, 1, "10.0.0.1"},
		{"garbage header", "10.0.0.1:80", []string{"not-an-ip"}, 1, "10.0.0.1"},
		{"ipv6 grouped by /64", "[2001:db8:1:2:aaaa::1]:443", nil, 0, "2001:db8:1:2::/64"},
		{"ipv4-mapped ipv6", "[::ffff:192.0.2.7]:443", nil, 0, "192.0.2.7"},
		{"ipv6 in header", "10.0.0.1:80", []string{"2001:db8:1:2:3:4:5:6"}, 1, "2001:db8:1:2::/64"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/signal", nil)
			r.RemoteAddr = tc.remote
			for _, v := range tc.xff {
				r.Header.Add("X-Forwarded-For", v)
			}
			if got := clientAddr(r, tc.proxies); got != tc.want {
				t.Fatalf("clientAddr = %q, want %q", got, tc.want)
			}
		})
	}
}

func TestDecodeRequest(t *testing.T) {
	m, err := proto.DecodeRequest([]byte(` {"type":"signal","id":4,"to":"g2","data":{"sdp":"v=0"},"extra":true} `))
	if err != nil {
		t.Fatal(err)
	}
	if m.Type != proto.TypeSignal || m.ID != 4 || m.To != "g2" || string(m.Data) != `{"sdp":"v=0"}` {
		t.Fatalf("decoded %+v", m)
	}
	if _, err := proto.DecodeRequest([]byte(`{"type":"teleport"}`)); !errors.Is(err, proto.ErrUnknownMessage) {
		t.Fatalf("unknown type: %v", err)
	}
}

// FuzzDecodeRequest checks that no input makes the decoder panic, and that
// whatever it accepts re-encodes (as the server relays it) and decodes to
// the same message.
func FuzzDecodeRequest(f *testing.F) {
	for _, s := range []string{
		`{"type":"create","id":1}`,
		`{"type":"join","id":2,"room":"K7WQ2M"}`,
		`{"type":"resume","id":3,"room":"K7WQ2M","token":"abc"}`,
		`{"type":"signal","to":"host","data":{"sdp":"v=0\r\n","candidates":[1,2.5e3,null,"\u00e9"]}}`,
		`{"type":"close-room"}`,
		`{"type":"signal","to":"g1","data":"\ud800"}`,
		`{"type":"signal","to":"g1","data":{"a":{"b":{"c":[[[[]]]]}}}}`,
		`{"type":"join","room":123}`,
		`[]`, `null`, `{`, ``, "\xff\xfe",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := proto.DecodeRequest(b)
		if err != nil {
			if m.Type != "" || m.Data != nil {
				t.Fatalf("error %v but message %+v", err, m)
			}
			return
		}
		out := encode(proto.Message{Type: proto.TypeSignal, From: proto.HostID, Data: m.Data})
		var back proto.Message
		if err := json.Unmarshal(out, &back); err != nil {
			t.Fatalf("relayed form %q does not decode: %v", out, err)
		}
		if m.Data != nil && !jsonEqual(t, back.Data, m.Data) {
			t.Fatalf("data changed in relay: %s became %s", m.Data, back.Data)
		}
		again, err := proto.DecodeRequest(encode(m))
		if err != nil || again.Type != m.Type || again.Room != m.Room || again.To != m.To {
			t.Fatalf("re-encoded %+v decodes to %+v, %v", m, again, err)
		}
	})
}

// jsonEqual compares two JSON texts by meaning (the relay may escape
// characters differently).
func jsonEqual(t *testing.T, a, b []byte) bool {
	var va, vb any
	if err := json.Unmarshal(a, &va); err != nil {
		t.Fatalf("unmarshal %q: %v", a, err)
	}
	if err := json.Unmarshal(b, &vb); err != nil {
		t.Fatalf("unmarshal %q: %v", b, err)
	}
	return reflect.DeepEqual(va, vb)
}
