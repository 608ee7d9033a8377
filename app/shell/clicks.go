package shell

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// SecondClick reports whether e is the second click of a double click, or a later one. The first
// click already did what its control offered, and the page may have drawn the next decision's
// control in its place since (Play, then React's Boost where Play was): the second lands on a
// control the player never saw. Controls that commit a decision ignore it. A click from the
// keyboard or a script counts no clicks.
func SecondClick(e app.Event) bool {
	if e.Value == nil {
		return false
	}
	d := e.Get("detail")
	return d.Truthy() && d.Int() > 1
}
