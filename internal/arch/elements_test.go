package arch

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// typedElements are the go-app elements the pages build with their own constructors (app.Div()):
// those go-app's hello world links already (so they cost a game's wasm nothing), and those whose
// typed attributes the pages set (a link's Href, a button's Type and Disabled, a field's Value).
// Every other element is built as app.Elem("tag"): each of go-app's element types brings a score
// of methods of its own into every wasm that uses it, about 0.6 KB in brotli, and Heat's pages
// used thirty of them (TestElementsBuiltGenerically).
var typedElements = map[string]bool{
	"Div": true, "P": true, "Code": true, "Img": true, "Body": true, // in the hello world
	"A": true, "Button": true, "Input": true, "Select": true, "Option": true, "Form": true, "Textarea": true,
}

// elementConstructors are go-app's constructors of its element types (func Span() HTMLSpan), read
// from its generated source.
func elementConstructors(t *testing.T) map[string]bool {
	t.Helper()
	dir, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/maxence-charriere/go-app/v10").Output()
	if err != nil {
		t.Fatalf("finding go-app's source: %v", err)
	}
	src, err := os.ReadFile(filepath.Join(strings.TrimSpace(string(dir)), "pkg", "app", "html_gen.go"))
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^func ([A-Z]\w*)\(\) HTML(\w+) \{`).FindAllSubmatch(src, -1) {
		names[string(m[1])] = true
	}
	if !names["Span"] || !names["Section"] {
		t.Fatalf("read %d element constructors from go-app's html_gen.go, without Span or Section: has its source changed?", len(names))
	}
	return names
}

// TestElementsBuiltGenerically fails when a page builds an element with go-app's constructor of
// its own type (app.Span()) that typedElements does not list: app.Elem("span") renders the same
// element, and keeps the type's methods out of the game's wasm.
func TestElementsBuiltGenerically(t *testing.T) {
	constructors := elementConstructors(t)
	fset := token.NewFileSet()
	root := filepath.Join("..", "..", "app")
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) > 0 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			if pkg, ok := sel.X.(*ast.Ident); ok && pkg.Name == "app" && constructors[sel.Sel.Name] && !typedElements[sel.Sel.Name] {
				t.Errorf("%s: app.%s(): build it as app.Elem(%q), which renders the same element without linking go-app's type for it",
					fset.Position(call.Pos()), sel.Sel.Name, strings.ToLower(sel.Sel.Name))
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
