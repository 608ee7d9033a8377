package p2p_test

import (
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/internal/toy"
	"github.com/heatracing/heat/p2p/wire"
)

// bulkyTitle is the toy game with every view padded past one envelope's limit, as the whole
// history of a long race can be.
type bulkyTitle struct{ toy.Title }

func (t bulkyTitle) New(settings json.RawMessage, seats []p2p.Seat, seed uint64) (p2p.Game, error) {
	g, err := t.Title.New(settings, seats, seed)
	return bulkyGame{g}, err
}

type bulkyGame struct{ p2p.Game }

var padding = strings.Repeat("history ", 3*wire.MaxMessage/8)

func (g bulkyGame) View(seat, since int) (p2p.SeatView, error) {
	v, err := g.Game.View(seat, since)
	if err != nil {
		return v, err
	}
	var m map[string]any
	if err := json.Unmarshal(v.View, &m); err != nil {
		return v, err
	}
	m["history"] = padding
	v.View, err = json.Marshal(m)
	return v, err
}

// An update larger than one message arrives whole, in parts: before, the host logged "too large"
// and the guest never got a view.
func TestLargeUpdatesArrive(t *testing.T) {
	h := newHost(t, p2p.HostConfig{Title: bulkyTitle{}, Options: fast()})
	g := newGuest(t, p2p.GuestConfig{Room: "BIG", Name: "G", Dial: pipeDialer(h, nil), Options: fast()})
	startMatch(t, h, []*p2p.Guest{g}, 2)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	select {
	case u := <-g.Updates():
		if len(u.View) <= wire.MaxMessage {
			t.Fatalf("the view is %d bytes: the test needs more than %d", len(u.View), wire.MaxMessage)
		}
		var m map[string]any
		if err := json.Unmarshal(u.View, &m); err != nil || m["history"] != padding {
			t.Fatalf("the view arrived changed (%v)", err)
		}
	case <-ctx.Done():
		t.Fatal("no update arrived")
	}
	checkMatch(t, driveAll(ctx, h, g), 2)
}
