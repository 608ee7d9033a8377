// A program whose memory starts with data of many kinds (strings, tables, a map, type
// descriptors, closures), for TestMergeRunsAGoProgram to run before and after Merge.
package main

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"sort"
	"strings"
)

var table = [...]uint64{1, 0, 0, 0, 1 << 40, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9}

var words = map[string]int{"apex": 1, "brake": 2, "corner": 3, "drift": 4, "engine": 5}

type car struct {
	Name  string `json:"name"`
	Speed int    `json:"speed"`
	Heat  []int  `json:"heat,omitempty"`
}

func main() {
	keys := make([]string, 0, len(words))
	for k := range words {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	b, err := json.Marshal([]car{{"red", 12, []int{1, 2}}, {"blue", 9, nil}})
	if err != nil {
		fmt.Println(err)
		os.Exit(1)
	}
	sum := sha256.Sum256([]byte(strings.Join(keys, ",") + string(b)))
	fmt.Printf("%v %s %x %v\n", table, b, sum[:8], keys)
}
