package shell

import (
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell/qr"
)

// roomQR is the QR code of a room's link, for a friend to scan with a phone's camera from the
// host's screen (or a phone's), with a caption. Nothing shows for a link too long to encode.
func roomQR(link string) app.UI {
	svg := qrSVG(link)
	if svg == "" {
		return app.Text("")
	}
	return app.Div().Class("parlor-qr").DataSet("testid", "room-qr").Body(
		app.Raw(svg),
		app.P().Text("Scan it with a phone's camera to join."),
	)
}

// lastQR keeps the last link's SVG: the lobby renders at every change of its players.
var lastQR struct {
	sync.Mutex
	link, svg string
}

func qrSVG(link string) string {
	lastQR.Lock()
	defer lastQR.Unlock()
	if lastQR.link == link && lastQR.svg != "" {
		return lastQR.svg
	}
	code, err := qr.Encode(link)
	if err != nil {
		return ""
	}
	lastQR.link, lastQR.svg = link, code.SVG("QR code of the room's link")
	return lastQR.svg
}
