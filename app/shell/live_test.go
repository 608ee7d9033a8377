package shell

import (
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
)

// Live's Mount runs in the browser only (go-app calls OnMount there): the browser tests hold it
// (a solo game resumed after a reload, a guest's page in a room, a page with no game saved).

// The badge says how a page in a room is connected; the host's page may say so instead.
func TestConnBadge(t *testing.T) {
	for _, tt := range []struct {
		kind Kind
		conn p2p.ConnState
		host string
		want string
	}{
		{Guest, p2p.Connected, "", "Connected"},
		{Guest, p2p.Reconnecting, "", "The host is reconnecting…"},
		{Guest, p2p.Ended, "", "The race has ended"},
		{Host, p2p.Connected, "You are the host", "You are the host"},
		{Host, p2p.Connected, "", "Connected"},
	} {
		l := Live[*testClient]{C: &testClient{Session: &Session{Kind: tt.kind}}, Conn: tt.conn}
		got := app.HTMLString(l.ConnBadge("race", tt.host))
		if !strings.Contains(got, ">"+tt.want+"<") || !strings.Contains(got, "parlor-conn-"+tt.conn.String()) {
			t.Errorf("%s, %v: badge %s, want %q", tt.kind, tt.conn, got, tt.want)
		}
	}
}

func TestTimeLeft(t *testing.T) {
	l := Live[*testClient]{Timers: map[int]time.Time{1: time.Now().Add(5 * time.Second), 2: time.Now().Add(time.Minute)}}
	if got, low := l.TimeLeft(1); got != "5 s" || !low {
		t.Errorf("5 s left: %q, low %v", got, low)
	}
	if got, low := l.TimeLeft(2); got != "60 s" || low {
		t.Errorf("a minute left: %q, low %v", got, low)
	}
	if got, _ := l.TimeLeft(0); got != "" {
		t.Errorf("no timer: %q", got)
	}
}

// The token of the decision drawn changes with the decision asked, and a click drawn for another
// submits nothing, as does one while an action waits.
func TestActForDropsClicksDrawnForAnotherDecision(t *testing.T) {
	l := Live[*testClient]{C: &testClient{Session: &Session{Kind: Solo}}}
	l.Asked("1/shift")
	drawn := l.Drawn()
	if l.Asked("1/shift"); l.Drawn() != drawn {
		t.Errorf("the same decision asked again changed the token: %d, then %d", drawn, l.Drawn())
	}
	l.Asked("1/play")
	if l.Drawn() == drawn {
		t.Fatalf("a new decision kept the token %d", drawn)
	}
	submitted := false
	submit := func(*testClient) error { submitted = true; return nil }
	if l.ActFor(drawn, submit, nil) || submitted || l.Busy {
		t.Errorf("a click drawn for the shift was taken at the play (submitted %v, busy %v)", submitted, l.Busy)
	}
	l.Busy = true
	if l.ActFor(l.Drawn(), submit, nil) || submitted {
		t.Error("a click was taken while an action waits")
	}
}
