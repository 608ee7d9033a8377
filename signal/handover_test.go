//go:build !js

package signal

import (
	"errors"
	"testing"

	"github.com/heatracing/heat/signal/client"
	"github.com/heatracing/heat/signal/proto"
)

func TestOnlyTheSuccessorTakesTheRoomOver(t *testing.T) {
	h := newHarness(t, Config{})
	host, code, token := h.host()
	w, _ := h.watcher("heat")
	publish(t, host, listing("heat", "Friday race", 3, 4))
	h.expectRooms(w)
	const secret = "the successor's secret"
	if err := host.Handover(ctxT(t), client.HandoverKey(secret)); err != nil {
		t.Fatal(err)
	}
	guest, _ := h.guest(code, host)

	// While the host is there, even the right secret takes nothing.
	if _, err := h.dial().Claim(ctxT(t), code, secret); !errors.Is(err, proto.ErrHostPresent) {
		t.Fatalf("a claim while the host is there: %v, want ErrHostPresent", err)
	}
	host.CloseNow()
	expect(t, guest, proto.EventHostAway)
	if ev := h.expectRooms(w); len(ev.Gone) != 1 || ev.Gone[0] != code {
		t.Fatalf("the away host's room stayed listed: %+v", ev)
	}

	// A stranger who knows the code, a wrong secret, or the host's key itself, are refused as a
	// wrong code is.
	for _, s := range []string{"guess", client.HandoverKey(secret), token} {
		if _, err := h.dial().Claim(ctxT(t), code, s); !errors.Is(err, proto.ErrRoomNotFound) {
			t.Fatalf("a claim with %q: %v, want ErrRoomNotFound", s, err)
		}
	}

	successor := h.dial()
	newToken, err := successor.Claim(ctxT(t), code, secret)
	if err != nil {
		t.Fatalf("the successor's claim: %v", err)
	}
	if newToken == "" || newToken == token {
		t.Fatalf("the successor got host token %q (the old one was %q)", newToken, token)
	}
	expect(t, guest, proto.EventHostBack)
	send(t, guest, proto.HostID, `"offer"`)
	expectSignal(t, successor, "g1", `"offer"`)

	// The secret is spent: nobody claims with it again.
	if _, err := h.dial().Claim(ctxT(t), code, secret); !errors.Is(err, proto.ErrRoomNotFound) {
		t.Fatalf("a second claim with the spent secret: %v", err)
	}
	// The public listing follows the room: its new host lists it under the same code.
	publish(t, successor, listing("heat", "Friday race", 3, 4))
	if ev := h.expectRooms(w); len(ev.Rooms) != 1 || ev.Rooms[0].Room != code {
		t.Fatalf("the list after the takeover: %+v", ev)
	}
	// The old host, back, learns that its room was taken over; the new host's token resumes.
	if err := h.dial().Resume(ctxT(t), code, token); !errors.Is(err, proto.ErrHandedOver) {
		t.Fatalf("the old host's resume: %v, want ErrHandedOver", err)
	}
	successor.CloseNow()
	if err := h.dial().Resume(ctxT(t), code, newToken); err != nil {
		t.Fatalf("the new host's resume: %v", err)
	}
}

func TestHandoverIsTheHostsAlone(t *testing.T) {
	h := newHarness(t, Config{})
	host, code, _ := h.host()
	guest, _ := h.guest(code, host)
	if err := guest.Handover(ctxT(t), client.HandoverKey("mine")); !errors.Is(err, proto.ErrWrongState) {
		t.Fatalf("a guest naming a successor: %v, want ErrWrongState", err)
	}
	host.CloseNow()
	if _, err := h.dial().Claim(ctxT(t), code, "mine"); !errors.Is(err, proto.ErrRoomNotFound) {
		t.Fatalf("a claim with the guest's own key: %v, want ErrRoomNotFound", err)
	}
}

// TestClusterSuccessorTakesOverElsewhere: the successor's socket reaches another instance than
// the room's home; its claim travels there, and the room is its own, with the guest on a third.
func TestClusterSuccessorTakesOverElsewhere(t *testing.T) {
	n := startNATS(t)
	ms := newMembers(t, n.url(), 3, clusterConfig())
	host, room, token := ms[0].host()
	const secret = "the successor's secret"
	if err := host.Handover(ctxT(t), client.HandoverKey(secret)); err != nil {
		t.Fatal(err)
	}
	g, id := ms[2].guest(room, host)
	host.Close()
	expect(t, g, proto.EventHostAway)
	if _, err := ms[1].dial().Claim(ctxT(t), room, "guess"); !errors.Is(err, proto.ErrRoomNotFound) {
		t.Fatalf("a stranger's claim through another instance: %v", err)
	}
	successor := ms[1].dial()
	if _, err := successor.Claim(ctxT(t), room, secret); err != nil {
		t.Fatalf("the successor's claim through another instance: %v", err)
	}
	expect(t, g, proto.EventHostBack)
	send(t, g, proto.HostID, `{"sdp":"offer"}`)
	expectSignal(t, successor, id, `{"sdp":"offer"}`)
	if err := ms[2].dial().Resume(ctxT(t), room, token); !errors.Is(err, proto.ErrHandedOver) {
		t.Fatalf("the old host's resume through another instance: %v, want ErrHandedOver", err)
	}
}
