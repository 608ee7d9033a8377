// A program whose memory starts with data of many kinds (strings, tables, a map, type
// descriptors, closures), for the tests to run before and after Merge and DropLines. It also
// collects garbage on deep stacks, in goroutines and under a function made by reflect, which
// reads the tables DropLines keeps; and with the argument "crash" it panics, for its traceback.
package main

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"sort"
	"strings"
	"sync"
)

var table = [...]uint64{1, 0, 0, 0, 1 << 40, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9}

var words = map[string]int{"apex": 1, "brake": 2, "corner": 3, "drift": 4, "engine": 5}

type car struct {
	Name  string `json:"name"`
	Speed int    `json:"speed"`
	Heat  []int  `json:"heat,omitempty"`
}

func main() {
	if len(os.Args) > 1 && os.Args[1] == "crash" {
		crash(3)
	}
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
	fmt.Println("churn", churn(), "made", made(40))
	_, file, line, _ := runtime.Caller(0)
	fmt.Printf("at %s:%d\n", filepath.Base(file), line)
}

// churn recurses in four goroutines, each frame holding a pointer, and collects garbage at the
// bottom of each.
func churn() int {
	var wg sync.WaitGroup
	sums := make([]int, 4)
	for g := range sums {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sums[g] = deep(100 + 10*g)
		}()
	}
	wg.Wait()
	return sums[0] + sums[1] + sums[2] + sums[3]
}

func deep(n int) int {
	s := make([]int, 1+n%3)
	s[0] = n
	if n == 0 {
		runtime.GC()
		return 0
	}
	return deep(n-1) + s[0]%2 + len(s)
}

// made calls a function built by reflect.MakeFunc that collects garbage while its frame is live.
func made(n int) int {
	var add func(int, []int) int
	fn := reflect.MakeFunc(reflect.TypeOf(add), func(args []reflect.Value) []reflect.Value {
		runtime.GC()
		s := args[1].Interface().([]int)
		return []reflect.Value{reflect.ValueOf(int(args[0].Int()) + len(s))}
	})
	reflect.ValueOf(&add).Elem().Set(fn)
	total := 0
	for i := range n {
		total = add(total, make([]int, i))
	}
	return total
}

func crash(n int) {
	if n == 0 {
		var m map[string]int
		m["lap"]++
	}
	crash(n - 1)
}
