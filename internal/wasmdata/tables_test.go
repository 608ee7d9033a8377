package wasmdata

import (
	"go/constant"
	"go/importer"
	"go/token"
	"go/types"
	"testing"
)

// The layout Trim reads is the one the toolchain that builds the browser's wasm writes: its
// runtime's structures and internal/abi's numbers, read from the toolchain's own source. A new Go
// that moves a field or renumbers a kind fails here, before a page reads the wrong table.
func TestLayoutIsTheToolchains(t *testing.T) {
	imp := importer.ForCompiler(token.NewFileSet(), "source", nil)
	runtime, err := imp.Import("runtime")
	if err != nil {
		t.Fatal(err)
	}
	abi, err := imp.Import("internal/abi")
	if err != nil {
		t.Fatal(err)
	}
	sizes := types.SizesFor("gc", "wasm")
	// field is the offset of a field of one of the runtime's structures; size is a structure's.
	field := func(typ, name string) int64 {
		st := runtime.Scope().Lookup(typ).Type().Underlying().(*types.Struct)
		var fields []*types.Var
		for i := range st.NumFields() {
			fields = append(fields, st.Field(i))
		}
		offs := sizes.Offsetsof(fields)
		for i, f := range fields {
			if f.Name() == name {
				return offs[i]
			}
		}
		t.Fatalf("runtime.%s has no field %s", typ, name)
		return 0
	}
	size := func(typ string) int64 { return sizes.Sizeof(runtime.Scope().Lookup(typ).Type()) }
	number := func(name string) int64 {
		c, ok := abi.Scope().Lookup(name).(*types.Const)
		if !ok {
			t.Fatalf("internal/abi has no constant %s", name)
		}
		v, _ := constant.Int64Val(c.Val())
		return v
	}
	for _, c := range []struct {
		what       string
		ours, want int64
	}{
		{"_func.nameOff", funcName, field("_func", "nameOff")},
		{"_func.pcsp", funcPCSP, field("_func", "pcsp")},
		{"_func.pcfile", funcPCFile, field("_func", "pcfile")},
		{"_func.pcln", funcPCLine, field("_func", "pcln")},
		{"_func.npcdata", funcNPCData, field("_func", "npcdata")},
		{"_func.cuOffset", funcCUOffset, field("_func", "cuOffset")},
		{"_func.startLine", funcStartLine, field("_func", "startLine")},
		{"_func.funcID", funcID, field("_func", "funcID")},
		{"_func.nfuncdata", funcNFuncData, field("_func", "nfuncdata")},
		{"_func", funcSize, size("_func")},
		{"moduledata.findfunctab", 8 * mdLookup, field("moduledata", "findfunctab")},
		{"moduledata.minpc", 8 * mdMinPC, field("moduledata", "minpc")},
		{"moduledata.maxpc", 8 * mdMaxPC, field("moduledata", "maxpc")},
		{"moduledata.gofunc", 8 * mdGofunc, field("moduledata", "gofunc")},
		{"moduledata.epclntab", 8 * mdEpclntab, field("moduledata", "epclntab")},
		{"inlinedCall.nameOff", inlinedCallName, field("inlinedCall", "nameOff")},
		{"inlinedCall", inlinedCallSize, size("inlinedCall")},
		{"stackObjectRecord", stackObjectSize, size("stackObjectRecord")},
		{"findfuncbucket", bucketSize, size("findfuncbucket")},
		{"FuncTabBucketSize", bucketPCs, number("FuncTabBucketSize")},
		{"FuncIDWrapper", funcIDWrapper, number("FuncIDWrapper")},
		{"PCDATA_UnsafePoint", pcdataUnsafePoint, number("PCDATA_UnsafePoint")},
		{"PCDATA_InlTreeIndex", pcdataInlTreeIndex, number("PCDATA_InlTreeIndex")},
		{"PCDATA_ArgLiveIndex", pcdataArgLiveIndex, number("PCDATA_ArgLiveIndex")},
		{"FUNCDATA_ArgsPointerMaps", funcdataArgsPointerMaps, number("FUNCDATA_ArgsPointerMaps")},
		{"FUNCDATA_LocalsPointerMaps", funcdataLocalsPointerMaps, number("FUNCDATA_LocalsPointerMaps")},
		{"FUNCDATA_StackObjects", funcdataStackObjects, number("FUNCDATA_StackObjects")},
		{"FUNCDATA_InlTree", funcdataInlTree, number("FUNCDATA_InlTree")},
		{"FUNCDATA_OpenCodedDeferInfo", funcdataOpenCodedDeferInfo, number("FUNCDATA_OpenCodedDeferInfo")},
		{"FUNCDATA_ArgInfo", funcdataArgInfo, number("FUNCDATA_ArgInfo")},
		{"FUNCDATA_ArgLiveInfo", funcdataArgLiveInfo, number("FUNCDATA_ArgLiveInfo")},
		{"FUNCDATA_WrapInfo", funcdataWrapInfo, number("FUNCDATA_WrapInfo")},
		{"TraceArgsMaxLen", traceArgsMaxLen, number("TraceArgsMaxLen")},
		{"TraceArgsEndSeq", traceArgsEndSeq, number("TraceArgsEndSeq")},
		{"TraceArgsOffsetTooLarge", traceArgsSpecial, number("TraceArgsOffsetTooLarge")},
	} {
		if c.ours != c.want {
			t.Errorf("%s: Trim reads %d, the toolchain's runtime says %d", c.what, c.ours, c.want)
		}
	}
}
