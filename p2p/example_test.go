package p2p_test

import (
	"context"
	"encoding/json"
	"fmt"
	"log"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/internal/toy"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/rtc"
)

// A solo game: a host session with no network, the player and a bot.
func Example_solo() {
	h, err := p2p.NewHost(p2p.HostConfig{Title: toy.Title{}, Name: "Ann"})
	if err != nil {
		log.Fatal(err)
	}
	defer h.Close()
	_, _ = h.AddBot("Robo")
	_ = h.Configure(json.RawMessage(`{"rounds":1}`), 0) // no turn timer
	if err := h.Start(); err != nil {
		log.Fatal(err)
	}
	u := <-h.Updates() // the player's first view
	var v toy.View
	_ = json.Unmarshal(u.View, &v)
	pick, _ := json.Marshal(toy.Intent{Pick: v.Hand[0]})
	if err := h.Submit(context.Background(), pick); err != nil {
		fmt.Println("refused:", err) // the game's words, for the player
	}
	fmt.Println(h.Seat(), len(v.Hand))
	// Output: 0 3
}

// A host page: a Host, its room on the signaling server, the lobby.
func Example_host() {
	store := p2ptest.NewMemStore() // in the browser: p2p.LocalStorage{}
	cfg := p2p.HostConfig{Title: toy.Title{}, Name: "Ann", Store: store}
	h, err := p2p.ResumeHost(cfg) // a reloaded page carries on its game
	if err != nil {
		h, err = p2p.NewHost(cfg)
	}
	if err != nil {
		log.Fatal(err)
	}
	defer h.Close()
	room, err := rtc.ServeRoom(context.Background(), h, rtc.RoomConfig{
		Signal: rtc.DialSignal("ws://localhost:8080/signal"),
	})
	if err != nil {
		log.Print(err)
		return
	}
	defer room.Close()
	fmt.Println("invite your friends to room", room.Room())
	for range h.Changes() { // the lobby page re-renders from h.Lobby()
		if l := h.Lobby(); len(l.Players) == 3 {
			break
		}
	}
	if err := h.Start(); err != nil {
		fmt.Println(err) // e.g. "not every player is ready: Bob is not ready"
	}
}

// A guest page: the room code from the link, the seat token in the Store.
func Example_guest() {
	code := "ABCD"
	g, err := p2p.NewGuest(p2p.GuestConfig{
		Room:  code,
		Name:  "Bob",
		Store: p2ptest.NewMemStore(), // in the browser: p2p.LocalStorage{}
		Dial:  rtc.RoomDialer(code, rtc.RoomConfig{Signal: rtc.DialSignal("ws://localhost:8080/signal")}),
	})
	if err != nil {
		log.Fatal(err)
	}
	defer g.Close()
	yes := true
	_ = g.Edit(context.Background(), p2p.Edit{Ready: &yes})
	for {
		select {
		case u, ok := <-g.Updates():
			if !ok {
				return
			}
			_ = u // render u.View, animate u.Events
		case <-g.Changes():
			fmt.Println(g.ConnState(), g.Lobby().Started)
		}
	}
}
