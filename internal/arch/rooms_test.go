package arch

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// The pages' largest rooms: a type in app/ past these limits does too much for one component and
// is split along its parts (a panel, a menu, a list), each a component of its own.
const (
	maxFields  = 20
	maxMethods = 30
)

// typeSize is what one named type of a package holds: its struct's fields and its methods, on
// the type or its pointer, in every file of the package (tests aside).
type typeSize struct {
	name    string // "dir.Type"
	fields  int
	methods int
}

// typeSizes parses every package under dir and counts each named type's fields and methods.
// A field list `a, b int` counts as two fields; an embedded field counts as one.
func typeSizes(dir string) ([]typeSize, error) {
	sizes := map[string]*typeSize{}
	get := func(pkg, name string) *typeSize {
		key := pkg + "." + name
		if sizes[key] == nil {
			sizes[key] = &typeSize{name: key}
		}
		return sizes[key]
	}
	fset := token.NewFileSet()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		pkg, _ := filepath.Rel(dir, filepath.Dir(path))
		for _, decl := range f.Decls {
			switch decl := decl.(type) {
			case *ast.GenDecl:
				for _, spec := range decl.Specs {
					ts, ok := spec.(*ast.TypeSpec)
					if !ok {
						continue
					}
					st, ok := ts.Type.(*ast.StructType)
					if !ok {
						continue
					}
					n := 0
					for _, field := range st.Fields.List {
						n += max(1, len(field.Names))
					}
					get(pkg, ts.Name.Name).fields = n
				}
			case *ast.FuncDecl:
				if decl.Recv == nil || len(decl.Recv.List) == 0 {
					continue
				}
				if name := receiverName(decl.Recv.List[0].Type); name != "" {
					get(pkg, name).methods++
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	var out []typeSize
	for _, s := range sizes {
		out = append(out, *s)
	}
	slices.SortFunc(out, func(a, b typeSize) int { return strings.Compare(a.name, b.name) })
	return out, nil
}

// receiverName is the type a method's receiver names: T, *T, T[X] or *T[X].
func receiverName(expr ast.Expr) string {
	for {
		switch e := expr.(type) {
		case *ast.StarExpr:
			expr = e.X
		case *ast.IndexExpr:
			expr = e.X
		case *ast.IndexListExpr:
			expr = e.X
		case *ast.Ident:
			return e.Name
		default:
			return ""
		}
	}
}

// TestNoGodObjectsInPages fails when a type in app/ holds more than maxFields fields or
// maxMethods methods.
func TestNoGodObjectsInPages(t *testing.T) {
	sizes, err := typeSizes(filepath.Join("..", "..", "app"))
	if err != nil {
		t.Fatal(err)
	}
	if len(sizes) < 50 {
		t.Fatalf("read %d types under app/: the pages were not found", len(sizes))
	}
	var most typeSize
	for _, s := range sizes {
		if s.fields > maxFields || s.methods > maxMethods {
			t.Errorf("app/%s has %d fields and %d methods (at most %d and %d): split it into components along its parts",
				s.name, s.fields, s.methods, maxFields, maxMethods)
		}
		most.fields, most.methods = max(most.fields, s.fields), max(most.methods, s.methods)
	}
	t.Logf("the largest type in app/ has %d fields; the busiest %d methods", most.fields, most.methods)
}

// TestTypeSizes checks the counting on a package written for it.
func TestTypeSizes(t *testing.T) {
	dir := t.TempDir()
	src := `package p

type big struct {
	a, b, c int
	d       string
	fmt.Stringer
}

type list[T any] struct{ items []T }

func (b *big) one()       {}
func (b big) two()        {}
func (l *list[T]) add(T)  {}
func free()               {}
`
	if err := os.Mkdir(filepath.Join(dir, "p"), 0o755); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{"p.go": src, "p_test.go": "package p\n\nfunc (b *big) three() {}\n"} {
		if err := os.WriteFile(filepath.Join(dir, "p", name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := typeSizes(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []typeSize{{name: "p.big", fields: 5, methods: 2}, {name: "p.list", fields: 1, methods: 1}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("typeSizes = %v, want %v", got, want)
	}
}

// TestPanelsAreComponents fails when a type in app/ only borrows a component's state: it holds
// nothing but a pointer to a component of its package and renders through it (a method gives
// app.UI), a page's part that is not a component of its own but reads and changes the page's
// state. A part of a page is a component (it embeds app.Compo, is given what it shows in its
// fields and tells its page what the player did through a callback), or a plain function of what
// it shows.
func TestPanelsAreComponents(t *testing.T) {
	got, err := borrowingTypes(filepath.Join("..", "..", "app"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range got {
		t.Errorf("app/%s holds only a pointer to a component and works through its state: make it a component given what it shows, or a function of it", name)
	}
}

// borrowingTypes lists the types under dir ("pkg.Type") whose one field is a pointer to a
// component of their package (a struct embedding app.Compo) and that render: a method of theirs
// gives an app.UI. (A helper of a component that draws on a canvas or listens to the page, say,
// renders nothing.)
func borrowingTypes(dir string) ([]string, error) {
	type pkgTypes struct {
		compos  map[string]bool   // components
		pointer map[string]string // one-field types: the type they point to
		renders map[string]bool   // types with a method that gives app.UI
	}
	pkgs := map[string]*pkgTypes{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		pkg, _ := filepath.Rel(dir, filepath.Dir(path))
		if pkgs[pkg] == nil {
			pkgs[pkg] = &pkgTypes{compos: map[string]bool{}, pointer: map[string]string{}, renders: map[string]bool{}}
		}
		pt := pkgs[pkg]
		for _, decl := range f.Decls {
			switch decl := decl.(type) {
			case *ast.GenDecl:
				for _, spec := range decl.Specs {
					ts, ok := spec.(*ast.TypeSpec)
					if !ok {
						continue
					}
					st, ok := ts.Type.(*ast.StructType)
					if !ok {
						continue
					}
					for _, field := range st.Fields.List {
						if sel, ok := field.Type.(*ast.SelectorExpr); ok && len(field.Names) == 0 && sel.Sel.Name == "Compo" {
							pt.compos[ts.Name.Name] = true
						}
					}
					if len(st.Fields.List) == 1 && len(st.Fields.List[0].Names) <= 1 {
						if star, ok := st.Fields.List[0].Type.(*ast.StarExpr); ok {
							if id, ok := star.X.(*ast.Ident); ok {
								pt.pointer[ts.Name.Name] = id.Name
							}
						}
					}
				}
			case *ast.FuncDecl:
				if decl.Recv != nil && len(decl.Recv.List) > 0 && givesUI(decl.Type) {
					pt.renders[receiverName(decl.Recv.List[0].Type)] = true
				}
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	var out []string
	for pkg, pt := range pkgs {
		for name, to := range pt.pointer {
			if pt.compos[to] && pt.renders[name] {
				out = append(out, pkg+"."+name)
			}
		}
	}
	slices.Sort(out)
	return out, nil
}

// givesUI reports whether a function's results include an app.UI (or a list of them).
func givesUI(f *ast.FuncType) bool {
	if f.Results == nil {
		return false
	}
	for _, r := range f.Results.List {
		t := r.Type
		if a, ok := t.(*ast.ArrayType); ok {
			t = a.Elt
		}
		if sel, ok := t.(*ast.SelectorExpr); ok && sel.Sel.Name == "UI" {
			return true
		}
	}
	return false
}

// TestBorrowingTypes checks the finding on a package written for it.
func TestBorrowingTypes(t *testing.T) {
	dir := t.TempDir()
	src := `package p

import "github.com/maxence-charriere/go-app/v10/pkg/app"

type page struct {
	app.Compo
	log []string
}

type logPanel struct{ p *page }          // renders the page's log
type rows struct{ p *page }              // renders the page's rows
type note struct{ p *page }              // no methods: a value, not a part
type keys struct{ p *page }              // listens, renders nothing
type pair struct{ a, b *page }           // two pages
type board struct{ app.Compo; p *page }  // a component of its own
type hist struct{ l *[]string }          // no component

func (l logPanel) render() app.UI      { return nil }
func (r rows) render() []app.UI        { return nil }
func (k keys) listen()                 {}
func (h hist) render() app.UI          { return nil }
func (p pair) render() app.UI          { return nil }
func (b *board) Render() app.UI        { return nil }
`
	if err := os.Mkdir(filepath.Join(dir, "p"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "p", "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := borrowingTypes(dir)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"p.logPanel", "p.rows"}; !slices.Equal(got, want) {
		t.Errorf("borrowingTypes = %v, want %v", got, want)
	}
}
