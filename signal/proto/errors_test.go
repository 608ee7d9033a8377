package proto

import (
	"errors"
	"fmt"
	"testing"
)

func TestErrorsMatchByCode(t *testing.T) {
	err := fmt.Errorf("joining: %w", ErrorFor(CodeRoomFull, "the room has 8 of 8 peers"))
	if !errors.Is(err, ErrRoomFull) || errors.Is(err, ErrRoomNotFound) {
		t.Fatalf("errors.Is by code failed for %v", err)
	}
	if ErrorFor(CodeBadToken, "") != ErrBadToken {
		t.Fatal("a code without text should give the sentinel")
	}
	for _, e := range sentinels {
		if e.Code == "" || e.Text == "" {
			t.Fatalf("sentinel %+v lacks a code or text", e)
		}
	}
}
