package replay

import (
	"fmt"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell/shelltest"
	"github.com/heatracing/heat/titles/replay"
)

// Delete twice on the first row deletes the newest game, then the one that took its place.
func TestMyGamesDeleteTheRowShown(t *testing.T) {
	removeAll()
	t.Cleanup(removeAll)
	for i := range 3 {
		f := &replay.File{V: replay.Version, Game: "heat", Save: []byte(`{"title":"heat"}`), Players: []string{"Ana", fmt.Sprint(i)}, When: int64(1000 + i)}
		if _, err := keep(f, false); err != nil {
			t.Fatal(err)
		}
	}
	m := &myGames{records: Records()}
	page := shelltest.Mount(t, func() app.UI { return m })
	page.Click("mygame-delete")
	page.Render(nil)
	page.Click("mygame-delete")
	if rs := Records(); len(rs) != 1 || rs[0].Players[1] != "0" {
		t.Errorf("after deleting the first row twice, My games holds %v, want the oldest game alone", rs)
	}
}
