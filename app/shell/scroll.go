package shell

import (
	"math"
	"os"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// scrollKey is the field of a history entry's state that numbers it, so that going back to it
// finds where it was scrolled.
const scrollKey = "parlorScroll"

// scrolls keeps every page at the top when it opens and where it was when the player goes back or
// forward to it. go-app swaps pages in place, so without it a page opened where the last one was
// scrolled (How to play opened 600 px down). It numbers each history entry in its state, notes
// every entry's scroll as the player scrolls, and takes the browser's own restoring over: the
// browser would restore before go-app has drawn the page it goes back to.
type scrolls struct {
	cur, next int
	at        map[int]float64
	keep      []app.Func // the callbacks, alive as long as the page
}

// keepScroll installs scrolls once, in the browser only: not where the loader's worker warms the
// game up against a stand-in page (HEAT_WARMUP), which has no history to keep.
func keepScroll() {
	if !app.IsClient || os.Getenv("HEAT_WARMUP") != "" {
		return
	}
	s := &scrolls{at: map[int]float64{}}
	win := app.Window()
	history := win.Get("history")
	history.Set("scrollRestoration", "manual")
	push, replace := history.Get("pushState"), history.Get("replaceState")
	state := func(n int) map[string]any { return map[string]any{scrollKey: n} }
	replace.Call("call", history, state(0), "", win.Get("location").Get("href"))
	// A page opened as a new document starts at the top, whatever scroll the browser carried
	// over from the page before (a link to another game's wasm replaces the entry go-app pushed).
	if !wentBackOrForward() {
		s.holdTop()
	}

	onScroll := app.FuncOf(func(app.Value, []app.Value) any {
		s.at[s.cur] = win.Get("scrollY").Float()
		return nil
	})
	// A click (a link followed, most often) notes the scroll first: the browser tells of a
	// scroll only at its next frame, when go-app may have pushed the next page's entry already.
	onClick := app.FuncOf(func(app.Value, []app.Value) any {
		s.at[s.cur] = win.Get("scrollY").Float()
		return nil
	})
	// A new page: a new entry, at the top.
	onPush := app.FuncOf(func(this app.Value, args []app.Value) any {
		s.next++
		s.cur = s.next
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
		s.cur = -1
		if st := args[0].Get("state"); st.Truthy() && st.Get(scrollKey).Type() == app.TypeNumber {
			s.cur = st.Get(scrollKey).Int()
		} else {
			delete(s.at, s.cur)
		}
		s.restore(s.at[s.cur])
		return nil
	})
	history.Set("pushState", onPush)
	history.Set("replaceState", onReplace)
	win.Call("addEventListener", "scroll", onScroll, map[string]any{"passive": true})
	win.Call("addEventListener", "popstate", onPop)
	win.Call("addEventListener", "click", onClick, map[string]any{"capture": true})
	s.keep = []app.Func{onScroll, onClick, onPush, onReplace, onPop}
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

// holdTop keeps a page opened as a new document at the top while the loader's screen is up, and
// never after: from then on the page is the player's to scroll.
func (s *scrolls) holdTop() {
	win := app.Window()
	doc := win.Get("document")
	win.Call("scrollTo", 0, 0)
	frames := 0
	var step app.Func
	step = app.FuncOf(func(app.Value, []app.Value) any {
		frames++
		if frames >= restoreStartFrames || !doc.Call("getElementById", "app-wasm-loader").Truthy() {
			win.Set("parlorScrollSettled", true)
			step.Release()
			return nil
		}
		win.Call("scrollTo", 0, 0)
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

// wentBackOrForward reports whether this document was opened by back or forward.
func wentBackOrForward() bool {
	perf := app.Window().Get("performance")
	if !perf.Truthy() || perf.Get("getEntriesByType").Type() != app.TypeFunction {
		return false
	}
	nav := perf.Call("getEntriesByType", "navigation")
	return nav.Length() > 0 && nav.Index(0).Get("type").String() == "back_forward"
}

// arg is args[i], or undefined when the call gave fewer.
func arg(args []app.Value, i int) any {
	if i < len(args) {
		return args[i]
	}
	return app.Undefined()
}
