package shell

import (
	"encoding/json"
	"maps"
	"math"
	"os"
	"slices"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// scrollKey is the field of a history entry's state that numbers it, so that going back to it
// finds where it was scrolled.
const scrollKey = "parlorScroll"

// scrolls keeps every page at the top when it opens and where it was when the player goes back or
// forward to it. go-app swaps pages in place, so without it a page opened where the last one was
// scrolled (How to play opened 600 px down). It numbers each history entry in its state, notes
// every entry's scroll as the player scrolls, and takes the browser's own restoring over: the
// browser would restore before go-app has drawn the page it goes back to. Each game and the home
// page run their own wasm, so going back may open a new document: the scrolls noted are kept in
// the tab's session storage when the document goes, and read again by the next one.
type scrolls struct {
	cur  int             // the current entry's number
	back bool            // the player came to it by back or forward
	away bool            // the entry is another wasm's page: the next document scrolls it
	at   map[int]float64 // each entry's scroll
	keep []app.Func      // the callbacks, alive as long as the page
}

// pageScrolls is the document's scrolls, once installed.
var pageScrolls *scrolls

// sessionHandover is the session storage key of the entry a document hands over to the next, when
// the page it goes to is another wasm's (handOver).
const sessionHandover = "parlor.scrolls.next"

// handover is the entry a document hands over to the next.
type handover struct {
	Path  string `json:"path"`
	Entry int    `json:"entry"`
	Back  bool   `json:"back"` // back or forward: the next document restores the entry's scroll
}

// handOver tells the document about to open path (another wasm's page, which the browser opens in
// place of the current entry) which entry it is, and whether the player went back or forward to
// it: the browser may go back to another document's entry within this one.
func handOver(path string) {
	s := pageScrolls
	if s == nil {
		return
	}
	store := app.Window().Get("sessionStorage")
	if !store.Truthy() {
		return
	}
	saveScrolls(s.at)
	if b, err := json.Marshal(handover{Path: path, Entry: s.cur, Back: s.back}); err == nil {
		store.Call("setItem", sessionHandover, string(b))
	}
}

// takeHandover is the entry the last document handed over for path, if it did.
func takeHandover(path string) (handover, bool) {
	var h handover
	store := app.Window().Get("sessionStorage")
	if !store.Truthy() {
		return h, false
	}
	raw := store.Call("getItem", sessionHandover)
	store.Call("removeItem", sessionHandover)
	if raw.Type() != app.TypeString || json.Unmarshal([]byte(raw.String()), &h) != nil || h.Path != path || h.Entry <= 0 {
		return h, false
	}
	return h, true
}

// sessionScrolls is the session storage key of the scrolls a document leaves to the next.
const sessionScrolls = "parlor.scrolls"

// maxScrolls bounds the entries remembered: the oldest numbers go first.
const maxScrolls = 64

// keepScroll installs scrolls once, in the browser only: not where the loader's worker warms the
// game up against a stand-in page (HEAT_WARMUP), which has no history to keep.
func keepScroll() {
	if !app.IsClient || os.Getenv("HEAT_WARMUP") != "" {
		return
	}
	s := &scrolls{at: loadScrolls()}
	win := app.Window()
	history := win.Get("history")
	history.Set("scrollRestoration", "manual")
	push, replace := history.Get("pushState"), history.Get("replaceState")
	state := func(n int) map[string]any { return map[string]any{scrollKey: n} }
	// Entries are numbered by the time they are made, so that the numbers of one document's
	// entries never meet another's; an entry gone back to keeps its number.
	fresh := func() int {
		n := int(win.Get("Date").Call("now").Float())
		if n <= s.cur {
			n = s.cur + 1
		}
		return n
	}
	if h, ok := takeHandover(win.Get("location").Get("pathname").String()); ok {
		// Opened in place of an entry of the last document: that entry, where it was if the
		// player went back or forward to it, else at the top.
		s.cur = h.Entry
		s.afterStart(map[bool]float64{true: s.at[s.cur]}[h.Back])
	} else if st := history.Get("state"); st.Truthy() && st.Get(scrollKey).Type() == app.TypeNumber && revisited() {
		s.cur = st.Get(scrollKey).Int()
		// Gone back (or reloaded) to a page of another document: where it was once the game has
		// drawn it.
		s.afterStart(s.at[s.cur])
	} else {
		s.cur = fresh()
		// A page opened as a new document starts at the top, whatever scroll the browser carried
		// over from the page before (a link to another game's wasm replaces the entry go-app
		// pushed).
		s.afterStart(0)
	}
	replace.Call("call", history, state(s.cur), "", win.Get("location").Get("href"))

	note := app.FuncOf(func(app.Value, []app.Value) any {
		if !s.away {
			s.at[s.cur] = win.Get("scrollY").Float()
		}
		return nil
	})
	// The document goes (a link to another game, a reload): the next one reads the scrolls.
	onHide := app.FuncOf(func(app.Value, []app.Value) any {
		if !s.away {
			s.at[s.cur] = win.Get("scrollY").Float()
		}
		saveScrolls(s.at)
		return nil
	})
	// A new page: a new entry, at the top.
	onPush := app.FuncOf(func(this app.Value, args []app.Value) any {
		s.cur, s.back, s.away = fresh(), false, false
		push.Call("call", this, state(s.cur), arg(args, 1), arg(args, 2))
		win.Call("scrollTo", 0, 0)
		return nil
	})
	// The same entry, another address: it keeps its number.
	onReplace := app.FuncOf(func(this app.Value, args []app.Value) any {
		replace.Call("call", this, state(s.cur), arg(args, 1), arg(args, 2))
		return nil
	})
	// Back or forward: where that entry was, or the top of an entry not numbered (one the loader
	// pushed for a link followed before the game ran).
	onPop := app.FuncOf(func(_ app.Value, args []app.Value) any {
		s.cur, s.back = -1, true
		if st := args[0].Get("state"); st.Truthy() && st.Get(scrollKey).Type() == app.TypeNumber {
			s.cur = st.Get(scrollKey).Int()
		} else {
			delete(s.at, s.cur)
		}
		// Another wasm's page opens as a new document, which scrolls it (handOver).
		if s.away = otherWasm(win.Get("location").Get("pathname").String()); !s.away {
			s.restore(s.at[s.cur])
		}
		return nil
	})
	history.Set("pushState", onPush)
	history.Set("replaceState", onReplace)
	win.Call("addEventListener", "scroll", note, map[string]any{"passive": true})
	win.Call("addEventListener", "popstate", onPop)
	// A click (a link followed, most often) notes the scroll first: the browser tells of a
	// scroll only at its next frame, when go-app may have pushed the next page's entry already.
	// It listens as the click bubbles up to the window, before go-app's own link handler there
	// (set later, when go-app starts), and not as the click goes down: a Go call before the
	// element clicked takes it lets go-app draw the page in the middle of the click (Go runs
	// what waits before returning to the page), and go-app may give that very element to another
	// control, whose handler the click then runs (a second click on Play pressing Boost).
	win.Call("addEventListener", "click", note)
	win.Call("addEventListener", "pagehide", onHide)
	s.keep = []app.Func{note, onHide, onPush, onReplace, onPop}
	pageScrolls = s
}

// loadScrolls reads the scrolls the tab's last document left.
func loadScrolls() map[int]float64 {
	at := map[int]float64{}
	store := app.Window().Get("sessionStorage")
	if !store.Truthy() {
		return at
	}
	var saved map[string]float64
	if raw := store.Call("getItem", sessionScrolls); raw.Type() == app.TypeString && json.Unmarshal([]byte(raw.String()), &saved) == nil {
		for k, y := range saved {
			if n, err := strconv.Atoi(k); err == nil && y >= 0 {
				at[n] = y
			}
		}
	}
	return at
}

// saveScrolls keeps the newest maxScrolls entries' scrolls for the tab's next document.
func saveScrolls(at map[int]float64) {
	store := app.Window().Get("sessionStorage")
	if !store.Truthy() {
		return
	}
	ns := slices.Sorted(maps.Keys(at))
	if len(ns) > maxScrolls {
		ns = ns[len(ns)-maxScrolls:]
	}
	saved := make(map[string]float64, len(ns))
	for _, n := range ns {
		saved[strconv.Itoa(n)] = at[n]
	}
	if b, err := json.Marshal(saved); err == nil {
		store.Call("setItem", sessionScrolls, string(b))
	}
}

// restoreFrames bound how long a page gone back to is scrolled to its place: at least a few
// frames, for go-app to draw it, and at most about a second, for a page that grows as it loads;
// a page opened as a new document first waits for the game to take over the server's page (the
// loader's screen goes then), at most about ten seconds.
const (
	restoreMinFrames   = 3
	restoreMaxFrames   = 60
	restoreStartFrames = 600
)

// afterStart keeps a page opened as a new document at y while the loader's screen is up, and
// puts it there once more when the game has drawn it; from then on the page is the player's to
// scroll.
func (s *scrolls) afterStart(y float64) {
	win := app.Window()
	doc := win.Get("document")
	win.Call("scrollTo", 0, y)
	frames := 0
	var step app.Func
	step = app.FuncOf(func(app.Value, []app.Value) any {
		frames++
		if frames >= restoreStartFrames || !doc.Call("getElementById", "app-wasm-loader").Truthy() {
			win.Set("parlorScrollSettled", true)
			step.Release()
			if y > 0 {
				s.restore(y)
			}
			return nil
		}
		win.Call("scrollTo", 0, y)
		win.Call("requestAnimationFrame", step)
		return nil
	})
	win.Call("requestAnimationFrame", step)
}

// restore scrolls to y at each of the next frames until the page, once drawn, is there.
func (s *scrolls) restore(y float64) {
	win := app.Window()
	frames, limit := 0, restoreMaxFrames
	var step app.Func
	step = app.FuncOf(func(app.Value, []app.Value) any {
		frames++
		win.Call("scrollTo", 0, y)
		if frames >= limit || (frames >= restoreMinFrames && math.Abs(win.Get("scrollY").Float()-y) < 1) {
			step.Release()
			return nil
		}
		win.Call("requestAnimationFrame", step)
		return nil
	})
	win.Call("requestAnimationFrame", step)
}

// revisited reports whether this document was opened by back, forward or a reload: its entry is
// one the player saw before.
func revisited() bool {
	perf := app.Window().Get("performance")
	if !perf.Truthy() || perf.Get("getEntriesByType").Type() != app.TypeFunction {
		return false
	}
	nav := perf.Call("getEntriesByType", "navigation")
	if nav.Length() == 0 {
		return false
	}
	t := nav.Index(0).Get("type").String()
	return t == "back_forward" || t == "reload"
}

// arg is args[i], or undefined when the call gave fewer.
func arg(args []app.Value, i int) any {
	if i < len(args) {
		return args[i]
	}
	return app.Undefined()
}
