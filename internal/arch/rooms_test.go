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
