package natlab

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Proc is a child process running in one of the lab's namespaces.
type Proc struct {
	name   string
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	events chan Event
	exited chan struct{}
	logs   *tail
	dir    string // removed when the child stops
}

// tail keeps the last bytes a child wrote to stderr, for the report of a failure.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > 64<<10 {
		t.buf = t.buf[len(t.buf)-32<<10:]
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}

// start runs this binary again in ns as the child role with env.
func (l *Lab) start(name, ns, role string, env ...string) (*Proc, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, err
	}
	p := &Proc{name: name, events: make(chan Event, 64), exited: make(chan struct{}), logs: &tail{}}
	p.cmd = exec.Command("ip", "netns", "exec", ns, exe)
	p.cmd.Env = append(os.Environ(), append([]string{envRole + "=" + role, envName + "=" + name}, env...)...)
	p.cmd.Stderr = p.logs
	dieWithParent(p.cmd)
	out, err := p.cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if p.stdin, err = p.cmd.StdinPipe(); err != nil {
		return nil, err
	}
	if err := p.cmd.Start(); err != nil {
		return nil, err
	}
	go func() {
		defer close(p.exited)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			var e Event
			if json.Unmarshal(sc.Bytes(), &e) == nil && e.Kind != "" {
				p.events <- e
			} else {
				p.logs.Write(append(sc.Bytes(), '\n'))
			}
		}
		p.cmd.Wait()
	}()
	return p, nil
}

// Next waits for the child's next event of one of kinds; an "error" event, the child's exit or
// the end of ctx is an error (with the child's last logs).
func (p *Proc) Next(ctx context.Context, kinds ...string) (Event, error) {
	for {
		select {
		case e := <-p.events:
			if e.Kind == "error" {
				return e, fmt.Errorf("%s: %s\n%s", p.name, e.Text, p.Logs())
			}
			for _, k := range kinds {
				if e.Kind == k {
					return e, nil
				}
			}
		case <-p.exited:
			select {
			case e := <-p.events: // reported just before it exited
				if e.Kind == "error" {
					return e, fmt.Errorf("%s: %s\n%s", p.name, e.Text, p.Logs())
				}
				for _, k := range kinds {
					if e.Kind == k {
						return e, nil
					}
				}
				continue
			default:
			}
			return Event{}, fmt.Errorf("%s exited (%v) before %s\n%s", p.name, p.cmd.ProcessState, strings.Join(kinds, " or "), p.Logs())
		case <-ctx.Done():
			return Event{}, fmt.Errorf("%s: no %s: %w\n%s", p.name, strings.Join(kinds, " or "), ctx.Err(), p.Logs())
		}
	}
}

// Logs is the end of what the child wrote to stderr.
func (p *Proc) Logs() string {
	s := p.logs.String()
	if len(s) > 6000 {
		s = "…" + s[len(s)-6000:]
	}
	return s
}

var relayedBytes = regexp.MustCompile(`relay stopped.* relayed_bytes=(\d+)`)

// Relayed is the number of bytes the server's relay carried, which the server logs when it
// stops (after Stop); false when it did not say (no relay, or not stopped).
func (p *Proc) Relayed() (int64, bool) {
	m := relayedBytes.FindStringSubmatch(p.logs.String())
	if m == nil {
		return 0, false
	}
	n, err := strconv.ParseInt(m[1], 10, 64)
	return n, err == nil
}

// Stop ends the child: its stdin closes (a host's sign to leave), then SIGTERM, then after 5 s
// SIGKILL.
func (p *Proc) Stop() {
	p.stdin.Close()
	p.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-p.exited:
	case <-time.After(5 * time.Second):
		p.cmd.Process.Kill()
		<-p.exited
	}
	if p.dir != "" {
		os.RemoveAll(p.dir)
	}
}

// StartServer runs the game server (server.Main) in the public namespace, with the built-in
// STUN/TURN relay when relay is true, and waits until it serves; it returns the signaling URL.
// root is the repository's directory (for web/ and wasm_exec.js).
func (l *Lab) StartServer(ctx context.Context, root string, relay bool) (*Proc, string, error) {
	web, dir, err := webDir(root)
	if err != nil {
		return nil, "", err
	}
	args := []string{"-addr", ServerIP + ":8000", "-web", web, "-turn-port", "0"}
	if relay {
		args = []string{"-addr", ServerIP + ":8000", "-web", web, "-public-ip", ServerIP, "-turn-port", "3478", "-relay-ports", "50000-50099"}
	}
	b, _ := json.Marshal(args)
	p, err := l.start("server", l.Public, "server", envArgs+"="+string(b), envWasmExec+"="+filepath.Join(root, "wasm_exec.js"))
	if err != nil {
		os.RemoveAll(dir)
		return nil, "", err
	}
	p.dir = dir
	deadline := time.Now().Add(30 * time.Second)
	for !strings.Contains(p.logs.String(), "serving the game") {
		select {
		case <-p.exited:
			p.Stop()
			return nil, "", fmt.Errorf("the server exited: %s", p.Logs())
		case <-ctx.Done():
			p.Stop()
			return nil, "", ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			p.Stop()
			return nil, "", fmt.Errorf("the server did not start in 30 s: %s", p.Logs())
		}
	}
	return p, "ws://" + ServerIP + ":8000/signal", nil
}

// webDir is root's web/ when app.wasm is built there, else a directory beside it with the
// committed files and a stand-in app.wasm (native peers never load it); dir is to be removed.
func webDir(root string) (web, dir string, err error) {
	web = filepath.Join(root, "web")
	if _, err := os.Stat(filepath.Join(web, "app.wasm")); err == nil {
		return web, "", nil
	}
	dir, err = os.MkdirTemp("", "natlab-web-")
	if err != nil {
		return "", "", err
	}
	entries, err := os.ReadDir(web)
	if err != nil {
		os.RemoveAll(dir)
		return "", "", err
	}
	for _, e := range entries {
		if !e.IsDir() {
			if err := os.Symlink(filepath.Join(web, e.Name()), filepath.Join(dir, e.Name())); err != nil {
				os.RemoveAll(dir)
				return "", "", err
			}
		}
	}
	stand := append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte("natlab "), 100)...)
	if err := os.WriteFile(filepath.Join(dir, "app.wasm"), stand, 0o644); err != nil {
		os.RemoveAll(dir)
		return "", "", err
	}
	return dir, dir, nil
}

// StartHost runs a host in home i that opens a room for players (itself included) racing with
// settings, and returns it with the room's code.
func (l *Lab) StartHost(ctx context.Context, i int, signalURL string, players int, settings string) (*Proc, string, error) {
	p, err := l.start("host", l.Homes[i].NS, "host", envSignal+"="+signalURL, fmt.Sprintf("%s=%d", envPlayers, players), envSettings+"="+settings)
	if err != nil {
		return nil, "", err
	}
	e, err := p.Next(ctx, "room")
	if err != nil {
		p.Stop()
		return nil, "", err
	}
	return p, e.Room, nil
}

// StartGuest runs a guest in home i that joins room.
func (l *Lab) StartGuest(i int, name, signalURL, room string) (*Proc, error) {
	env := []string{envSignal + "=" + signalURL, envRoom + "=" + room}
	if l.Homes[i].shaped {
		env = append(env, envShape+"=mobile")
	}
	return l.start(name, l.Homes[i].NS, "guest", env...)
}
