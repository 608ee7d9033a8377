package replay

import (
	"fmt"

	"github.com/heatracing/heat/titles"
)

// find is the registered game id.
func find(id string) (titles.Entry, error) {
	e, ok := titles.Find(id)
	if !ok || e.Title == nil {
		return titles.Entry{}, fmt.Errorf("there is no game %q in this version of the platform", id)
	}
	return e, nil
}
