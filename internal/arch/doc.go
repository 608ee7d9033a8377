// Package arch keeps the architecture of docs/ARCHITECTURE.md true: its test reads
// `go list -deps` for every package of the module, in the server build and in the browser build,
// and fails when an import breaks the table of who may import whom. It has no code of its own.
package arch
