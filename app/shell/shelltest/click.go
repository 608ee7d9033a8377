package shelltest

import (
	"reflect"
	"testing"
	"unsafe"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Page is a page around a game page's part, mounted in go-app's test engine, that a test renders
// again and clicks as a player would: a click runs the handler go-app keeps on the element, which
// is what the browser runs, and not necessarily the one the last render gave (go-app keeps a
// handler whose code and scope are the same as the new one's, whatever values it captured).
type Page struct {
	t     *testing.T
	e     app.TestEngine
	h     *host
	event app.Value // the event the next click hands its handler
}

// Mount mounts a page around show: at every render it hands its part what show gives.
func Mount(t *testing.T, show func() app.UI) *Page {
	t.Helper()
	p := &Page{t: t, e: app.NewTestEngine(), h: &host{show: show}, event: app.Null()}
	if err := p.e.Load(p.h); err != nil {
		t.Fatal(err)
	}
	p.e.ConsumeAll()
	return p
}

// Context is the page's context, which a part that acts later (ctx.Async, ctx.Dispatch) holds.
func (p *Page) Context() app.Context { return p.h.ctx }

// Render runs change, if any, on the page's goroutine, renders the page again as a new update
// would, and returns its HTML.
func (p *Page) Render(change func()) string {
	if change != nil {
		p.h.ctx.Dispatch(func(app.Context) { change() })
		p.e.ConsumeAll()
	}
	return app.HTMLString(p.h)
}

// Click clicks the element whose data-testid is testid, running the click handler go-app has
// mounted on it; it fails the test when no such element shows or it takes no click.
func (p *Page) Click(testid string) {
	p.t.Helper()
	p.ClickLater(testid)()
}

// ClickLater is a click on the element whose data-testid is testid as it is now, which runs when
// the returned function is called: a click the browser queued before go-app drew the page again,
// whose handler runs after. It fails the test when no such element shows or it takes no click.
func (p *Page) ClickLater(testid string) (run func()) {
	p.t.Helper()
	el, ok := find(reflect.ValueOf(p.h), testid)
	if !ok {
		p.t.Fatalf("no element [data-testid=%s] on the page:\n%s", testid, app.HTMLString(p.h))
	}
	h, ok := clickHandler(el.Elem().Elem().FieldByName("htmlElement"))
	if !ok {
		p.t.Fatalf("[data-testid=%s] takes no click", testid)
	}
	// The handler runs in the element's context, as go-app runs it in the browser: the components
	// around the element are drawn again after it.
	ctx := p.h.ctx
	readable(reflect.ValueOf(&ctx).Elem().FieldByName("sourceElement")).Set(el.Elem())
	return func() {
		ctx.Dispatch(func(ctx app.Context) { h(ctx, app.Event{Value: p.event}) })
		p.e.ConsumeAll()
	}
}

// DoubleClick clicks the element whose data-testid is testid as the second click of a double click
// (the browser's click event with a detail of 2).
func (p *Page) DoubleClick(testid string) {
	p.t.Helper()
	p.event = clickEvent{Value: app.Null(), detail: 2}
	defer func() { p.event = app.Null() }()
	p.Click(testid)
}

// clickEvent is a click event as a handler reads it: its detail (the clicks in a row); anything
// else it reads is null.
type clickEvent struct {
	app.Value
	detail int
}

func (c clickEvent) Get(p string) app.Value {
	if p == "detail" {
		return jsNumber{Value: app.Null(), n: c.detail}
	}
	return c.Value.Get(p)
}

func (clickEvent) Truthy() bool { return true }

// jsNumber is a JavaScript number.
type jsNumber struct {
	app.Value
	n int
}

func (n jsNumber) Int() int       { return n.n }
func (n jsNumber) Float() float64 { return float64(n.n) }
func (n jsNumber) Truthy() bool   { return n.n != 0 }

// find walks the mounted tree from ui (an app.UI, as a readable value) to the HTML element whose
// data-testid is testid, and returns it as an app.UI. go-app keeps the tree in unexported fields:
// they are read by reflection.
func find(ui reflect.Value, testid string) (reflect.Value, bool) {
	v := ui
	for v.Kind() == reflect.Interface || v.Kind() == reflect.Pointer {
		if v.IsNil() {
			return reflect.Value{}, false
		}
		v = v.Elem()
	}
	if v.Kind() != reflect.Struct {
		return reflect.Value{}, false
	}
	if c := v.FieldByName("Compo"); c.IsValid() && c.Type() == reflect.TypeFor[app.Compo]() {
		return find(readable(c.FieldByName("rootElement")), testid)
	}
	el := v.FieldByName("htmlElement")
	if !el.IsValid() {
		return reflect.Value{}, false
	}
	if id := el.FieldByName("attributes").MapIndex(reflect.ValueOf("data-testid")); id.IsValid() && id.String() == testid {
		return ui, true
	}
	children := el.FieldByName("children")
	for i := range children.Len() {
		if found, ok := find(readable(children.Index(i)), testid); ok {
			return found, true
		}
	}
	return reflect.Value{}, false
}

// clickHandler is the Go handler go-app mounted for the element's clicks.
func clickHandler(el reflect.Value) (app.EventHandler, bool) {
	handlers := readable(el.FieldByName("eventHandlers"))
	click := handlers.MapIndex(reflect.ValueOf("click"))
	if !click.IsValid() {
		return nil, false
	}
	copied := reflect.New(click.Type()).Elem()
	copied.Set(click)
	h, ok := readable(copied.FieldByName("goHandler")).Interface().(app.EventHandler)
	return h, ok && h != nil
}

// readable is an addressable unexported field as a value a test may use.
func readable(v reflect.Value) reflect.Value {
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}
