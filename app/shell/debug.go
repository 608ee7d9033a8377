package shell

import (
	"encoding/json"
	"strconv"
	"sync"
	"time"

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

// keyTakeOver, in the browser's storage, is how long (in milliseconds) a successor's page waits
// for a host gone before it takes the game over: the browser tests shorten the players' 20 s.
const keyTakeOver = "heat.debug.takeover"

// debugTakeOver is the successor's grace: p2p.DefaultTakeOver unless the tests set another.
func debugTakeOver() time.Duration {
	if app.IsServer {
		return p2p.DefaultTakeOver
	}
	v, ok := getItem(keyTakeOver)
	if !ok {
		return p2p.DefaultTakeOver
	}
	ms, err := strconv.Atoi(v)
	if err != nil || ms <= 0 {
		return p2p.DefaultTakeOver
	}
	return time.Duration(ms) * time.Millisecond
}
