package shell

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/signal/client"
	"github.com/heatracing/heat/signal/proto"
	"github.com/heatracing/heat/titles"
)

// roomList is a game's public rooms as the signaling server lists them, followed live on a
// socket of its own while the page is open.
type roomList struct {
	rooms  map[string]proto.Listing
	state  string // "connecting", "live", or "offline"
	cancel context.CancelFunc
}

// start follows game's list until stop, reconnecting when the socket drops.
func (r *roomList) start(ctx app.Context, game string) {
	r.rooms, r.state = map[string]proto.Listing{}, "connecting"
	c, cancel := context.WithCancel(context.Background())
	r.cancel = cancel
	ctx.Async(func() {
		for c.Err() == nil {
			r.follow(c, ctx, game)
			ctx.Dispatch(func(app.Context) { r.state = "offline" })
			select {
			case <-c.Done():
			case <-time.After(3 * time.Second):
			}
		}
	})
}

func (r *roomList) stop() {
	if r.cancel != nil {
		r.cancel()
	}
}

// follow reads the list on one socket until it ends or c does.
func (r *roomList) follow(c context.Context, ctx app.Context, game string) {
	dctx, cancel := context.WithTimeout(c, 10*time.Second)
	cl, err := client.Dial(dctx, signalURL())
	if err != nil {
		cancel()
		return
	}
	defer cl.Close()
	rooms, err := cl.List(dctx, game)
	cancel()
	if err != nil {
		return
	}
	ctx.Dispatch(func(app.Context) {
		r.rooms, r.state = map[string]proto.Listing{}, "live"
		r.apply(rooms, nil)
	})
	for {
		select {
		case <-c.Done():
			return
		case ev, ok := <-cl.Events():
			if !ok || ev.Type == proto.EventClosed {
				return
			}
			if ev.Type == proto.EventRooms {
				ctx.Dispatch(func(app.Context) { r.apply(ev.Rooms, ev.Gone) })
			}
		}
	}
}

func (r *roomList) apply(rooms []proto.Listing, gone []string) {
	for _, l := range rooms {
		r.rooms[l.Room] = l
	}
	for _, code := range gone {
		delete(r.rooms, code)
	}
}

// sorted lists the rooms to show: those waiting first, then with free places, then by name.
func (r *roomList) sorted() []proto.Listing {
	ls := make([]proto.Listing, 0, len(r.rooms))
	for _, l := range r.rooms {
		ls = append(ls, l)
	}
	rank := func(l proto.Listing) int {
		n := 0
		if l.Status != proto.StatusWaiting {
			n += 2
		}
		if l.Full() {
			n++
		}
		return n
	}
	// an insertion sort: a list holds at most a few hundred rooms, and a generic sort would
	// cost app.wasm 34 KB
	less := func(a, b proto.Listing) bool {
		if d := rank(a) - rank(b); d != 0 {
			return d < 0
		}
		if c := strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)); c != 0 {
			return c < 0
		}
		return a.Room < b.Room
	}
	for i := 1; i < len(ls); i++ {
		for j := i; j > 0 && less(ls[j], ls[j-1]); j-- {
			ls[j], ls[j-1] = ls[j-1], ls[j]
		}
	}
	return ls
}

// render shows the public rooms as a table with a Join for each.
func (r *roomList) render(g titles.Entry) app.UI {
	ls := r.sorted()
	head := app.Elem("h2").ID("public-rooms").Text("Public rooms")
	status := map[string]string{
		"connecting": "Looking for rooms…", "offline": "The list cannot be reached (you may be offline). Trying again…",
	}[r.state]
	var body app.UI
	switch {
	case len(ls) > 0:
		var rows []app.UI
		for _, l := range ls {
			rows = append(rows, r.row(g, l))
		}
		body = app.Elem("table").Class("parlor-rooms").DataSet("testid", "rooms").Aria("labelledby", "public-rooms").Body(
			app.Elem("thead").Body(app.Elem("tr").Body(
				app.Elem("th").Attr("scope", "col").Text("Room"), app.Elem("th").Attr("scope", "col").Text("Host"),
				app.Elem("th").Attr("scope", "col").Text("Players"), app.Elem("th").Attr("scope", "col").Text("Status"),
				app.Elem("th").Attr("scope", "col").Text("Settings"), app.Elem("th").Attr("scope", "col").Body(app.Elem("span").Class("parlor-sr").Text("Join")),
			)),
			app.Elem("tbody").Body(rows...),
		)
	case status == "":
		body = app.P().Class("parlor-hint").DataSet("testid", "rooms-empty").Text("No public rooms right now. Host one, or join a friend's by its code.")
	default:
		body = app.P().Class("parlor-hint").DataSet("testid", "rooms-state").Text(status)
	}
	return app.Elem("section").Class("parlor-section", "parlor-public-rooms").DataSet("testid", "public-rooms").DataSet("state", r.state).Body(head, body)
}

func (r *roomList) row(g titles.Entry, l proto.Listing) app.UI {
	status := "Waiting for players"
	if l.Status == proto.StatusStarted {
		status = "Started"
	}
	// The room's name reaches a screen reader as hidden text inside the button, not in an
	// attribute: a stranger's text goes into a page as text only.
	room := app.Elem("span").Class("parlor-sr").Text(" " + l.Name)
	var join app.UI
	switch {
	case l.Full() && l.Status == proto.StatusWaiting:
		join = app.Button().Class("parlor-button", "parlor-small").DataSet("testid", "join-"+l.Room).Disabled(true).
			Body(app.Text("Full"), app.Elem("span").Class("parlor-sr").Text(": "+l.Name))
	case l.Status == proto.StatusStarted:
		join = app.A().Class("parlor-button", "parlor-small").DataSet("testid", "join-"+l.Room).Href(g.RoomPath(l.Room)).
			Body(app.Text("Watch"), room)
	default:
		join = app.A().Class("parlor-button", "parlor-small", "parlor-primary").DataSet("testid", "join-"+l.Room).Href(g.RoomPath(l.Room)).
			Body(app.Text("Join"), room)
	}
	return app.Elem("tr").DataSet("testid", "room-"+l.Room).DataSet("full", strconv.FormatBool(l.Full())).Body(
		app.Elem("td").Body(app.Elem("strong").Text(l.Name)),
		app.Elem("td").Text(l.Host),
		app.Elem("td").DataSet("testid", "room-players").Text(strconv.Itoa(l.Players)+"/"+strconv.Itoa(l.Max)),
		app.Elem("td").Text(status),
		app.Elem("td").Class("parlor-rooms-settings").Text(l.Settings),
		app.Elem("td").Body(join),
	)
}
