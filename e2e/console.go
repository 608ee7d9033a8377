package e2e

import (
	"context"
	"strings"
	"sync"

	"github.com/chromedp/chromedp"
)

// consoleLog records what a page writes to its console: console calls,
// uncaught exceptions and browser log entries.
type consoleLog struct {
	mu    sync.Mutex
	lines []string
	done  chan struct{}
}

// watchConsole records the console of the tab of ctx until ctx ends.
func watchConsole(ctx context.Context) *consoleLog {
	c := &consoleLog{done: make(chan struct{})}
	messages := chromedp.Console(ctx) // subscribes now: nothing is missed
	go func() {
		defer close(c.done)
		for m, err := range messages {
			if err != nil {
				return // the tab is closed
			}
			c.mu.Lock()
			c.lines = append(c.lines, m.Time.Format("15:04:05.000")+" "+m.String())
			c.mu.Unlock()
		}
	}()
	return c
}

// wait returns once the recording has stopped (after the tab's context ended).
func (c *consoleLog) wait() { <-c.done }

func (c *consoleLog) String() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return strings.Join(c.lines, "\n")
}

// tail returns the last n lines.
func (c *consoleLog) tail(n int) string {
	c.mu.Lock()
	defer c.mu.Unlock()
	lines := c.lines
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
