package e2e_test

import (
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
)

func TestZZDebug(t *testing.T) {
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Open("/qualifying")
	p.Click(e2e.TestID("start"))
	p.WaitVisible(e2e.TestID("lap-timer"))
	d := newDriver(t, p)
	last := ""
	for i := 0; i < 300; i++ {
		did := d.step()
		if did != last {
			t.Logf("%d did %s", i, did)
			last = did
		}
		time.Sleep(25 * time.Millisecond)
	}
	t.Logf("info: %v", p.Eval(`(() => { const els = document.querySelectorAll('[data-testid=discard]'); return [...els].map(e => e.tagName + ' disabled=' + e.disabled).join(';') + ' dash=' + document.querySelector('[data-testid=dashboard]').dataset.decision; })()`))
}
