package e2e_test

import (
	"testing"

	"github.com/heatracing/heat/e2e"
)

// A page hosting a room reads, from its own WebRTC statistics (getStats' selected candidate
// pair), how each guest is connected, and its lobby says so: on one machine, "direct".
func TestLobbySaysHowGuestsConnect(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host := player(t, h, "Hana", "red")
	g := player(t, h, "Gus", "blue")
	link, _ := openRoom(t, host)
	joinByLink(t, g, link)
	waitPlayers(t, host, 2)
	// The guest's tags also say what else holds for it ("successor": its page takes over should
	// the host leave for good): the route is one of them.
	host.WaitTrue(`[...document.querySelectorAll('.parlor-tags')].some(e => e.textContent.split(' · ').includes('direct'))`)
	g.WaitTrue(`[...document.querySelectorAll('.parlor-tags')].some(e => { const t = e.textContent.split(' · '); return t.includes('you') && t.includes('direct') })`)
	host.Screenshot("lobby-routes")
}
