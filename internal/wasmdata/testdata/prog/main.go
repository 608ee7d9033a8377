// A program whose memory starts with data of many kinds (strings, tables, a map, type
// descriptors, closures), for the tests to run before and after Merge and Trim. It also collects
// garbage on deep stacks, in goroutines and under a function made by reflect, which reads the
// tables Trim keeps; it recovers from panics in the ways recover counts frames for; and with the
// argument "crash" it panics, for its traceback.
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
	fmt.Println("recovered by", recovers())
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

// recovers panics in five ways and says, for each, whether the deferred call recovered it or,
// as the language says for a recover not called by the deferred function itself, the caller's.
// Where a defer passes arguments, the compiler calls the function from a wrapper of its own, and
// recover counts the frames between the panic and itself through the calls inlined in it.
func recovers() string {
	ways := []func(){
		func() {
			defer func() { recover() }()
			panic("closure")
		},
		func() {
			defer direct(1)
			panic("a function with arguments")
		},
		func() {
			defer lap{}.stop()
			panic("a method")
		},
		func() {
			defer indirect(1)
			panic("a function that calls recover's caller")
		},
		func() {
			defer func() { indirect(1) }()
			panic("a closure that calls it")
		},
	}
	var who []string
	for _, way := range ways {
		who = append(who, catch(way))
	}
	return strings.Join(who, " ")
}

// catch runs way and says who recovered from its panic: the deferred call (inner) or catch's own.
func catch(way func()) (who string) {
	defer func() {
		if recover() != nil {
			who = "outer"
		}
	}()
	way()
	return "inner"
}

//go:noinline
func direct(n int) { recover() }

type lap struct{}

//go:noinline
func (lap) stop() { recover() }

// indirect is small enough to be inlined in its defer's wrapper; recover is not called by it.
func indirect(n int) {
	if n > 0 {
		rec()
	}
}

//go:noinline
func rec() { recover() }
