package tracks

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"
)

//go:embed circuits/*.json
var circuitFiles embed.FS

var (
	loadOnce sync.Once
	loaded   []*Track
	loadErr  error
)

// ErrUnknown is returned for a circuit id that is not built in.
var ErrUnknown = errors.New("unknown circuit")

func loadAll() {
	// embed.FS lists a directory sorted by name already: fs.ReadDir would link a sort of its own
	// into app.wasm for file systems that do not.
	entries, err := circuitFiles.ReadDir("circuits")
	if err != nil {
		loadErr = err
		return
	}
	for _, e := range entries {
		data, err := circuitFiles.ReadFile("circuits/" + e.Name())
		if err != nil {
			loadErr = err
			return
		}
		t, err := Parse(data)
		if err != nil {
			loadErr = fmt.Errorf("%s: %w", e.Name(), err)
			return
		}
		loaded = append(loaded, t)
	}
	insertionSort(loaded, func(a, b *Track) bool { return order(a.ID) < order(b.ID) })
}

// The base circuits in the order of the box; other circuits follow alphabetically.
var baseOrder = []string{"usa", "italia", "france", "gb"}

func order(id string) string {
	for i, b := range baseOrder {
		if b == id {
			return fmt.Sprintf("0%d", i)
		}
	}
	return "1" + id
}

// All returns every built-in circuit, base circuits first. The tracks are shared: do not modify them.
func All() ([]*Track, error) {
	loadOnce.Do(loadAll)
	return loaded, loadErr
}

// Get returns the built-in circuit with the given id.
func Get(id string) (*Track, error) {
	all, err := All()
	if err != nil {
		return nil, err
	}
	for _, t := range all {
		if t.ID == id {
			return t, nil
		}
	}
	return nil, fmt.Errorf("%w %q (known: %s)", ErrUnknown, id, strings.Join(IDs(), ", "))
}

// IDs lists the ids of the built-in circuits.
func IDs() []string {
	all, _ := All()
	ids := make([]string, len(all))
	for i, t := range all {
		ids[i] = t.ID
	}
	return ids
}

// Parse reads and validates one track file. A file with any problem is rejected as a whole, with
// an error that says what is wrong and where.
func Parse(data []byte) (*Track, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var t Track
	if err := dec.Decode(&t); err != nil {
		return nil, fmt.Errorf("not a valid track file: %w", err)
	}
	if dec.More() {
		return nil, errors.New("not a valid track file: extra data after the track")
	}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	insertionSort(t.Spots, func(a, b Spot) bool { return a.Space*Lanes+a.Lane < b.Space*Lanes+b.Lane })
	t.raceLanes = make([]uint8, t.Length)
	for space := range t.raceLanes {
		t.raceLanes[space] = uint8(t.raceLaneOf(space))
	}
	return &t, nil
}

// insertionSort sorts s stably by less. A circuit's files list their spots in order already, and
// there are a few circuits, so an insertion sort does it in one pass; sort.Slice would bring
// reflection's swapper and the sort package's generic code, about 25 KB, into the browser's
// download.
func insertionSort[T any](s []T, less func(a, b T) bool) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && less(s[j], s[j-1]); j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
