package replay

import (
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/titles/replay"
)

// My games keeps the last finished games in the browser's storage: an index of records under
// keyIndex (newest first) and each game's link fragment (its file, compressed) under keyGame+ID.

const (
	keyIndex = "parlor.games"
	keyGame  = "parlor.game."
	// Keep is how many finished games My games keeps.
	Keep = 50
)

// Record is one finished game in My games.
type Record struct {
	ID      string   `json:"id"`
	When    int64    `json:"when"` // Unix seconds
	Game    string   `json:"game"`
	Players []string `json:"players"`
	Seat    int      `json:"seat"`
	Result  string   `json:"result,omitempty"`
	Daily   string   `json:"daily,omitempty"`
	Friends bool     `json:"friends,omitempty"`
}

// Records are My games, newest first.
func Records() []Record {
	var rs []Record
	shell.LoadJSON(keyIndex, &rs)
	return rs
}

// Keep adds a finished game to My games (the oldest beyond Keep go) and returns its record.
func keep(f *replay.File, friends bool) (Record, error) {
	frag, err := f.FragmentWith(deflate)
	if err != nil {
		return Record{}, err
	}
	rs := Records()
	id := strconv.FormatInt(f.When, 36) + strconv.Itoa(len(rs)%10)
	for slices.ContainsFunc(rs, func(r Record) bool { return r.ID == id }) {
		id += "x"
	}
	if err := shell.SaveText(keyGame+id, frag); err != nil {
		return Record{}, fmt.Errorf("the browser did not keep the game: %w", err)
	}
	r := Record{ID: id, When: f.When, Game: f.Game, Players: f.Players, Seat: f.Seat, Result: f.Result, Daily: f.Daily, Friends: friends}
	rs = append([]Record{r}, rs...)
	for len(rs) > Keep {
		shell.Forget(keyGame + rs[len(rs)-1].ID)
		rs = rs[:len(rs)-1]
	}
	shell.SaveJSON(keyIndex, rs)
	return r, nil
}

// Load reads a game of My games.
func load(id string) (*replay.File, error) {
	frag, err := loadFragment(id)
	if err != nil {
		return nil, err
	}
	return replay.ParseFragment(frag)
}

// loadFragment is a game of My games as its link's fragment.
func loadFragment(id string) (string, error) {
	frag, ok := shell.LoadText(keyGame + id)
	if !ok {
		return "", fmt.Errorf("this game is no longer in My games")
	}
	return frag, nil
}

// Delete removes a game from My games.
func remove(id string) {
	rs := slices.DeleteFunc(Records(), func(r Record) bool { return r.ID == id })
	shell.Forget(keyGame + id)
	shell.SaveJSON(keyIndex, rs)
}

// DeleteAll empties My games.
func removeAll() {
	for _, r := range Records() {
		shell.Forget(keyGame + r.ID)
	}
	shell.Forget(keyIndex)
}

// date is a record's date in a player's words.
func (r Record) date() string { return time.Unix(r.When, 0).Local().Format("2 Jan 2006, 15:04") }
