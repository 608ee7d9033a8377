// Command solo plays a game alone through a p2p.Host, as a game's solo page does: the program
// TestSoloLinksNoGuests links to see what a solo page carries.
package main

import (
	"context"
	"encoding/json"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/internal/toy"
)

func main() {
	h, err := p2p.NewHost(p2p.HostConfig{Title: toy.Title{}, Name: "Ada"})
	if err != nil {
		panic(err)
	}
	_, _ = h.AddBot("Bot")
	_ = h.Configure(json.RawMessage(`{}`), 0)
	_ = h.Start()
	_ = h.Submit(context.Background(), json.RawMessage(`{}`))
	_ = h.Say(context.Background(), "", "hello")
	_ = h.Kick("nobody")
	_, _, _ = h.Reveal()
	_ = h.Audit()
	_ = h.End()
	_, _ = p2p.ResumeHost(p2p.HostConfig{Title: toy.Title{}})
}
