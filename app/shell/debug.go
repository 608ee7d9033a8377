package shell

import (
	"encoding/json"
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
)

// The browser tests check what reached a page, not only what it showed: with the browser storage
// key heat.debug.record set, a page keeps every update it received and window.heatReceived()
// returns them as JSON. Players never set it.
const keyRecord = "heat.debug.record"

var (
	recordOnce sync.Once
	recording  bool
	recordMu   sync.Mutex
	received   []json.RawMessage
)

func debugRecording() bool {
	recordOnce.Do(func() {
		if app.IsServer {
			return
		}
		_, recording = getItem(keyRecord)
		if recording {
			app.Window().Set("heatReceived", app.FuncOf(func(app.Value, []app.Value) any {
				recordMu.Lock()
				defer recordMu.Unlock()
				b, _ := json.Marshal(received)
				return string(b)
			}))
		}
	})
	return recording
}

// record keeps an update for window.heatReceived.
func record(u p2p.Update) {
	b, err := json.Marshal(struct {
		View   json.RawMessage   `json:"view"`
		Events []json.RawMessage `json:"events"`
	}{u.View, u.Events})
	if err != nil {
		return
	}
	recordMu.Lock()
	received = append(received, b)
	recordMu.Unlock()
}
